package gui

import (
	"math"
	"os"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver"
	"github.com/go-gl/glfw/v3.4/glfw"

	"github.com/objectid-generator/objectid/gui/fynefix"
)

// Preference keys of the window's size and place when last closed.
const (
	prefWindowWidth  = "windowWidth"
	prefWindowHeight = "windowHeight"
	prefWindowX      = "windowX"
	prefWindowY      = "windowY"
)

// maxWindowSide bounds a remembered side: buffers follow the size asked for.
const maxWindowSide = 4096

// restoreWindowSize gives the window its saved size.
func restoreWindowSize(window fyne.Window, prefs fyne.Preferences) {
	w, h := prefs.Float(prefWindowWidth), prefs.Float(prefWindowHeight)
	if !(w > 0 && h > 0) {
		return
	}
	window.Resize(fyne.NewSize(float32(min(w, maxWindowSide)), float32(min(h, maxWindowSide))))
}

// saveWindowSize remembers the window's size and, but on Wayland, its place.
func saveWindowSize(window fyne.Window, prefs fyne.Preferences) {
	size := window.Canvas().Size()
	prefs.SetFloat(prefWindowWidth, float64(size.Width))
	prefs.SetFloat(prefWindowHeight, float64(size.Height))
	if native, ok := window.(driver.NativeWindow); ok {
		native.RunNative(func(context any) {
			if x, y, ok := windowPosition(window, context); ok {
				prefs.SetInt(prefWindowX, x)
				prefs.SetInt(prefWindowY, y)
			}
		})
	}
}

// noPosition is what the position keys read when none was saved.
const noPosition = math.MinInt32

// placeWindow puts the window back where it was, and keeps it within the
// work area of that screen, nine tenths of it at most when it was larger at
// scale: a big scale, or a smaller screen than last time.
func placeWindow(window fyne.Window, prefs fyne.Preferences, scale float32) {
	native, ok := window.(driver.NativeWindow)
	if !ok {
		return
	}
	x, y := prefs.IntWithFallback(prefWindowX, noPosition), prefs.IntWithFallback(prefWindowY, noPosition)
	native.RunNative(func(context any) {
		if x == noPosition || y == noPosition {
			x, y, _ = windowPosition(window, context)
		}
		monitor := glfw.GetPrimaryMonitor()
		for _, m := range glfw.GetMonitors() {
			if mx, my, mw, mh := m.GetWorkarea(); x >= mx && y >= my && x < mx+mw && y < my+mh {
				monitor = m
			}
		}
		if monitor == nil {
			return
		}
		mx, my, mw, mh := monitor.GetWorkarea()
		size := window.Canvas().Size()
		w, h := int(size.Width*scale), int(size.Height*scale)
		if w > mw || h > mh {
			w, h = min(w, mw*9/10), min(h, mh*9/10)
			window.Resize(fyne.NewSize(float32(w)/scale, float32(h)/scale))
		}
		if g := fynefix.GLFWWindow(window); g != nil && !isWayland(context) {
			g.SetPos(max(mx, min(x, mx+mw-w)), max(my, min(y, my+mh-h)))
		}
	})
}

// windowPosition is where the window's content is, read on the main
// goroutine; false on Wayland, which does not tell, and while minimised.
func windowPosition(window fyne.Window, context any) (x, y int, ok bool) {
	g := fynefix.GLFWWindow(window)
	if g == nil || isWayland(context) || g.GetAttrib(glfw.Iconified) == glfw.True {
		return 0, 0, false
	}
	x, y = g.GetPos()
	return x, y, true
}

// isWayland reports a Wayland window's context.
func isWayland(context any) bool {
	_, wayland := context.(driver.WaylandWindowContext)
	return wayland
}

// userScale is FYNE_SCALE or Fyne's setting: a window sized with it opens within its
// screen, as a window manager may not let a later size take; Fyne's scale adds the screen's.
func userScale() float32 {
	if s, err := strconv.ParseFloat(os.Getenv("FYNE_SCALE"), 32); err == nil && s > 0 {
		return float32(s)
	}
	return max(fyne.CurrentApp().Settings().Scale(), 1)
}
