package gui

import "fyne.io/fyne/v2"

// Preference keys of the window's size, saved as it was when last closed,
// hidden to the tray or quit.
const (
	prefWindowWidth  = "windowWidth"
	prefWindowHeight = "windowHeight"
)

// maxWindowSide bounds a remembered size, so a damaged preference cannot
// ask for a window larger than any screen.
const maxWindowSide = 16384

// restoreWindowSize gives the window the size it had last time, when one
// was saved and is usable; Fyne keeps it no smaller than the content needs.
func (u *ui) restoreWindowSize() {
	prefs := u.app.Preferences()
	w, h := prefs.Float(prefWindowWidth), prefs.Float(prefWindowHeight)
	if w <= 0 || h <= 0 || w > maxWindowSide || h > maxWindowSide {
		return
	}
	u.window.Resize(fyne.NewSize(float32(w), float32(h)))
}

// saveWindowSize remembers the window's size for the next start.
func (u *ui) saveWindowSize() {
	size := u.window.Canvas().Size()
	if size.Width <= 0 || size.Height <= 0 {
		return
	}
	u.app.Preferences().SetFloat(prefWindowWidth, float64(size.Width))
	u.app.Preferences().SetFloat(prefWindowHeight, float64(size.Height))
}
