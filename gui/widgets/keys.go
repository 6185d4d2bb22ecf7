// Package widgets holds the window's own controls, each where Fyne's
// widget and theme miss a promise of the window, as its doc comment says:
// the focus ring that reads at 3:1 (RingRenderer, the one focus mark), the
// keys the window needs, radio buttons the arrow keys move, the rows IDs
// are listed in, and the text fields: one that passes the window's
// shortcuts on and guards its size, a number spinner and a date-and-time
// entry. What a control needs of the window (a name for a screen reader,
// what a tap does, its shortcuts, its clock) it is given.
package widgets

import "fyne.io/fyne/v2"

// HelpKey is the key that lists the window's keyboard shortcuts; every
// control here passes it on to the window.
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
