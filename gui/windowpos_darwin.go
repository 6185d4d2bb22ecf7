package gui

/*
#cgo CFLAGS: -x objective-c
#cgo LDFLAGS: -framework Foundation -framework AppKit

#import <AppKit/AppKit.h>
#include <stdint.h>

// windowOrigin writes the bottom-left corner of the window's frame, in
// the screens' coordinates (from the bottom of the main screen, upwards).
static int windowOrigin(uintptr_t w, int *x, int *y) {
	NSWindow *window = (NSWindow *)w;
	if (window == nil || [window isMiniaturized]) return 0;
	NSRect frame = [window frame];
	*x = (int)frame.origin.x;
	*y = (int)frame.origin.y;
	return 1;
}

// moveWindowTo puts the window's frame's bottom-left corner at x, y when
// its top-left corner, minVisible points of it across and down, is then on
// one of the screens.
static void moveWindowTo(uintptr_t w, int x, int y, int minVisible) {
	NSWindow *window = (NSWindow *)w;
	if (window == nil) return;
	NSRect frame = [window frame];
	NSRect corner = NSMakeRect(x, y + frame.size.height - minVisible, minVisible, minVisible);
	for (NSScreen *screen in [NSScreen screens]) {
		if (NSContainsRect([screen visibleFrame], corner)) {
			[window setFrameOrigin:NSMakePoint(x, y)];
			return;
		}
	}
}
*/
import "C"

import "fyne.io/fyne/v2/driver"

// minVisible is how much of the window's top-left corner must be on a screen.
const minVisible = 64

// windowPosition is where a macOS window is, unless it is in the Dock.
func windowPosition(context any) (x, y int, ok bool) {
	c, isMac := context.(driver.MacWindowContext)
	if !isMac || c.NSWindow == 0 {
		return 0, 0, false
	}
	var cx, cy C.int
	if C.windowOrigin(C.uintptr_t(c.NSWindow), &cx, &cy) == 0 {
		return 0, 0, false
	}
	return int(cx), int(cy), true
}

// moveWindow puts a macOS window at x, y when that is on a screen.
func moveWindow(context any, x, y int) {
	if c, isMac := context.(driver.MacWindowContext); isMac && c.NSWindow != 0 {
		C.moveWindowTo(C.uintptr_t(c.NSWindow), C.int(x), C.int(y), minVisible)
	}
}
