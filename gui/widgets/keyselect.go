package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// KeySelect is a drop-down list with a focus ring; Enter and Return open
// it as Space does. Fyne's Select opens on Space alone and shows its focus
// only as a tint (RingRenderer).
type KeySelect struct {
	widget.Select
	// Name is what a screen reader calls the list.
	Name    string
	focused bool
}

// NewKeySelect makes a drop-down list of options that calls changed with
// the option chosen.
func NewKeySelect(options []string, changed func(string)) *KeySelect {
	s := &KeySelect{}
	s.Options, s.OnChanged = options, changed
	s.ExtendBaseWidget(s)
	return s
}

// CreateRenderer draws the list with its focus ring.
func (s *KeySelect) CreateRenderer() fyne.WidgetRenderer {
	return newRingRenderer(s, s.Select.CreateRenderer(), func() bool { return s.focused })
}

// FocusGained shows the ring.
func (s *KeySelect) FocusGained() {
	s.focused = true
	s.Select.FocusGained()
}

// FocusLost hides the ring.
func (s *KeySelect) FocusLost() {
	s.focused = false
	s.Select.FocusLost()
}

// TypedKey opens the list on Enter or Return as well as on Space, and
// passes Escape (which closes the dialog the list is in) and F1 on to the
// window.
func (s *KeySelect) TypedKey(ev *fyne.KeyEvent) {
	switch {
	case ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter:
		ev = &fyne.KeyEvent{Name: fyne.KeySpace, Physical: ev.Physical}
	case forWindow(ev):
		passKeyToCanvas(s, ev)
		return
	}
	s.Select.TypedKey(ev)
}
