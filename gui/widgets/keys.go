// Package widgets holds the window's own controls, each where Fyne's widget
// and theme miss a promise (keys, contrast, size guard), all marked by one
// focus ring, RingRenderer.
package widgets

import "fyne.io/fyne/v2"

// HelpKey lists the window's shortcuts; every control passes it on.
const HelpKey = fyne.KeyF1

// forWindow reports whether the window answers ev: Escape and HelpKey.
func forWindow(ev *fyne.KeyEvent) bool {
	return ev.Name == fyne.KeyEscape || ev.Name == HelpKey
}

// passKeyToCanvas hands ev to the key handler of w's canvas.
func passKeyToCanvas(w fyne.CanvasObject, ev *fyne.KeyEvent) {
	c := fyne.CurrentApp().Driver().CanvasForObject(w)
	if c == nil {
		return
	}
	if handler := c.OnTypedKey(); handler != nil {
		handler(ev)
	}
}
