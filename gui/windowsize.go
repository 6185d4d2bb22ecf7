package gui

import "fyne.io/fyne/v2"

// Preference keys of the window's size, saved as it was when last closed,
// hidden to the tray or quit.
const (
	prefWindowWidth  = "windowWidth"
	prefWindowHeight = "windowHeight"
)

// maxWindowSide bounds each side of a remembered size, as large as a 4K
// screen and a little more. Fyne cannot tell the size of a screen before
// its window is on it, and the window's buffers follow the size asked for
// even when the window manager shows less of it: a remembered side of 16384
// kept gigabytes resident for the whole session.
const maxWindowSide = 4096

// restoreWindowSize gives the window the size it had last time, when one
// was saved and is usable, each side at most maxWindowSide; Fyne keeps it
// no smaller than the content needs.
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
