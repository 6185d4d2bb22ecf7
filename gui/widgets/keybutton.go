package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// KeyButton is a button that Enter presses as Space does, with the focus
// ring: Fyne's answers Space alone (fyne-io/fyne#2263) and shows its focus
// only as a tint.
type KeyButton struct {
	widget.Button
	focusMark
	// Name, if set, is what a screen reader calls the button instead of
	// its text.
	Name string
	// OnFocus, if set, runs as the button gains the focus, before it is
	// scrolled into view.
	OnFocus func()
}

// NewKeyButton makes a button as widget.NewButtonWithIcon does.
func NewKeyButton(text string, icon fyne.Resource, tapped func()) *KeyButton {
	b := &KeyButton{}
	b.Text, b.Icon, b.OnTapped = text, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// CreateRenderer draws the button with its focus ring.
func (b *KeyButton) CreateRenderer() fyne.WidgetRenderer {
	return newRingRenderer(b.Button.CreateRenderer(), &b.focusMark)
}

// FocusGained shows the ring.
func (b *KeyButton) FocusGained() {
	if b.OnFocus != nil {
		b.OnFocus()
	}
	b.mark(b, true, b.Button.FocusGained)
}

// FocusLost hides the ring.
func (b *KeyButton) FocusLost() { b.mark(b, false, b.Button.FocusLost) }

// TypedKey presses the button on Space or Enter, and passes Escape and F1 on.
func (b *KeyButton) TypedKey(ev *fyne.KeyEvent) {
	switch {
	case ev.Name == fyne.KeySpace || ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter:
		if !b.Disabled() && b.OnTapped != nil {
			b.OnTapped()
		}
	case forWindow(ev):
		passKeyToCanvas(b, ev)
	}
}

// focusAndRun focuses a tapped check box or radio button and runs act.
func focusAndRun(w *KeyButton, focusable fyne.Focusable, act func()) {
	if w.Disabled() {
		return
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(focusable.(fyne.CanvasObject)); c != nil {
		c.Focus(focusable)
	}
	act()
}
