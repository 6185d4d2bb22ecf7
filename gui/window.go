package gui

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver"
)

// Preference keys of the window's size, saved as it was when last closed,
// hidden to the tray or quit.
const (
	prefWindowWidth  = "windowWidth"
	prefWindowHeight = "windowHeight"
)

// maxWindowSide bounds each side of a remembered size: the window's
// buffers follow the size asked for, even past the screen's.
const maxWindowSide = 4096

// restoreWindowSize gives the window its saved size, each side at most
// maxWindowSide.
func restoreWindowSize(window fyne.Window, prefs fyne.Preferences) {
	w, h := prefs.Float(prefWindowWidth), prefs.Float(prefWindowHeight)
	if !(w > 0 && h > 0) {
		return
	}
	window.Resize(fyne.NewSize(float32(min(w, maxWindowSide)), float32(min(h, maxWindowSide))))
}

// saveWindowSize remembers the window's size, and its position where the
// platform tells it, for the next start.
func saveWindowSize(window fyne.Window, prefs fyne.Preferences) {
	saveWindowPosition(window, prefs)
	size := window.Canvas().Size()
	if size.Width <= 0 || size.Height <= 0 {
		return
	}
	prefs.SetFloat(prefWindowWidth, float64(size.Width))
	prefs.SetFloat(prefWindowHeight, float64(size.Height))
}

// Preference keys of the window's place on the screen, as each platform
// moves windows.
const (
	prefWindowX = "windowX"
	prefWindowY = "windowY"
)

// noPosition is what the position keys read when none was saved.
const noPosition = math.MinInt32

// saveWindowPosition remembers where the window is on X11, Windows and
// macOS; a Wayland compositor tells no client.
func saveWindowPosition(window fyne.Window, prefs fyne.Preferences) {
	native, ok := window.(driver.NativeWindow)
	if !ok {
		return
	}
	native.RunNative(func(context any) {
		if x, y, ok := windowPosition(context); ok {
			prefs.SetInt(prefWindowX, x)
			prefs.SetInt(prefWindowY, y)
		}
	})
}

// restoreWindowPosition puts the window back where it was, when a corner
// of it would be on a screen there.
func restoreWindowPosition(window fyne.Window, prefs fyne.Preferences) {
	x, y := prefs.IntWithFallback(prefWindowX, noPosition), prefs.IntWithFallback(prefWindowY, noPosition)
	if x == noPosition || y == noPosition {
		return
	}
	native, ok := window.(driver.NativeWindow)
	if !ok {
		return
	}
	native.RunNative(func(context any) { moveWindow(context, x, y) })
}

// minVisible is how much of the window, across and down from its top-left
// corner, must be on the screen for a saved position to be used.
const minVisible = 64

// onScreen reports whether a window at x, y keeps minVisible pixels of its
// top-left corner on a screen of width by height.
func onScreen(x, y, width, height int) bool {
	return x >= 0 && y >= 0 && x <= width-minVisible && y <= height-minVisible
}
