//go:build linux || freebsd || openbsd || netbsd

package gui

/*
#cgo pkg-config: x11
#include <X11/Xlib.h>

// quietErrors keeps Xlib from ending the process on an X error.
static int quietErrors(Display *d, XErrorEvent *e) { return 0; }

// windowPosition writes where window's content is on the root window.
static int windowPosition(Window window, int *x, int *y) {
	Display *d = XOpenDisplay(NULL);
	if (d == NULL) return 0;
	XErrorHandler previous = XSetErrorHandler(quietErrors);
	Window child;
	int ok = XTranslateCoordinates(d, window, DefaultRootWindow(d), 0, 0, x, y, &child);
	XSync(d, False);
	XSetErrorHandler(previous);
	XCloseDisplay(d);
	return ok;
}

// moveWindow puts window's content at x, y: GLFW's static gravity keeps
// what windowPosition read from drifting by the frame.
static void moveWindow(Window window, int x, int y) {
	Display *d = XOpenDisplay(NULL);
	if (d == NULL) return;
	XErrorHandler previous = XSetErrorHandler(quietErrors);
	XMoveWindow(d, window, x, y);
	XSync(d, False);
	XSetErrorHandler(previous);
	XCloseDisplay(d);
}
*/
import "C"

import "fyne.io/fyne/v2/driver"

// windowPosition is where an X11 window is; false on Wayland.
func windowPosition(context any) (x, y int, ok bool) {
	c, isX11 := context.(driver.X11WindowContext)
	if !isX11 || c.WindowHandle == 0 {
		return 0, 0, false
	}
	var cx, cy C.int
	if C.windowPosition(C.Window(c.WindowHandle), &cx, &cy) == 0 {
		return 0, 0, false
	}
	return int(cx), int(cy), true
}

// moveWindow puts an X11 window at x, y, which placeWindow keeps within a screen.
func moveWindow(context any, x, y int) {
	if c, isX11 := context.(driver.X11WindowContext); isX11 && c.WindowHandle != 0 {
		C.moveWindow(C.Window(c.WindowHandle), C.int(x), C.int(y))
	}
}
