package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// focusRingGap is the space between a control and the ring drawn around
// it while it has the focus, so the ring stands on the window's background
// even around a filled control such as the blue Generate button, whose own
// focus tint is invisible.
const focusRingGap = 2

// focusRingWidth is the stroke of the ring.
const focusRingWidth = 2

// ringRenderer draws a control's own renderer and, while focused reports
// true, a ring in colorNameFocusRing around it.
type ringRenderer struct {
	fyne.WidgetRenderer
	owner   fyne.Widget
	focused func() bool
	ring    *canvas.Rectangle
}

func newRingRenderer(owner fyne.Widget, inner fyne.WidgetRenderer, focused func() bool) *ringRenderer {
	r := &ringRenderer{WidgetRenderer: inner, owner: owner, focused: focused, ring: canvas.NewRectangle(color.Transparent)}
	r.ring.StrokeWidth = focusRingWidth
	r.ring.Hide()
	return r
}

// Layout lays the control out and puts the ring just outside it.
func (r *ringRenderer) Layout(size fyne.Size) {
	r.WidgetRenderer.Layout(size)
	outset := float32(focusRingGap + focusRingWidth)
	r.ring.Move(fyne.NewPos(-outset, -outset))
	r.ring.Resize(size.AddWidthHeight(2*outset, 2*outset))
}

// Objects are the control's own, with the ring last so it is drawn on top.
func (r *ringRenderer) Objects() []fyne.CanvasObject {
	return append(r.WidgetRenderer.Objects(), r.ring)
}

// Refresh redraws the control and shows the ring while it is focused.
func (r *ringRenderer) Refresh() {
	r.WidgetRenderer.Refresh()
	th := fyne.CurrentApp().Settings().Theme()
	if w, ok := r.owner.(interface{ Theme() fyne.Theme }); ok {
		th = w.Theme()
	}
	v := fyne.CurrentApp().Settings().ThemeVariant()
	r.ring.StrokeColor = th.Color(colorNameFocusRing, v)
	r.ring.CornerRadius = th.Size(theme.SizeNameInputRadius) + focusRingGap + focusRingWidth
	r.ring.Hidden = !r.focused()
	r.ring.Refresh()
}

// keyButton is a button for the keyboard as much as the mouse: Enter and
// Return press it as Space does, the focus stays on it after a key press
// (Fyne's button drops the focus when pressed), and a ring shows while it
// has the focus.
type keyButton struct {
	widget.Button
	focused bool
}

// newKeyButton makes a button with text and icon (either may be empty)
// that runs tapped.
func newKeyButton(text string, icon fyne.Resource, tapped func()) *keyButton {
	b := &keyButton{}
	b.Text, b.Icon, b.OnTapped = text, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// CreateRenderer draws the button with its focus ring.
func (b *keyButton) CreateRenderer() fyne.WidgetRenderer {
	return newRingRenderer(b, b.Button.CreateRenderer(), func() bool { return b.focused })
}

// FocusGained shows the ring.
func (b *keyButton) FocusGained() {
	b.focused = true
	b.Button.FocusGained()
}

// FocusLost hides the ring.
func (b *keyButton) FocusLost() {
	b.focused = false
	b.Button.FocusLost()
}

// TypedKey presses the button on Space, Enter or Return, and passes Escape
// on to the window, which closes the dialog the button is in.
func (b *keyButton) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		if !b.Disabled() && b.OnTapped != nil {
			b.OnTapped()
		}
	case fyne.KeyEscape:
		passKeyToCanvas(b, ev)
	default:
		b.Button.TypedKey(ev)
	}
}

// keySelect is a drop-down list with a focus ring; Enter and Return open
// it as Space does.
type keySelect struct {
	widget.Select
	focused bool
}

// newKeySelect makes a drop-down list of options that calls changed with
// the option chosen.
func newKeySelect(options []string, changed func(string)) *keySelect {
	s := &keySelect{}
	s.Options, s.OnChanged = options, changed
	s.ExtendBaseWidget(s)
	return s
}

// CreateRenderer draws the list with its focus ring.
func (s *keySelect) CreateRenderer() fyne.WidgetRenderer {
	return newRingRenderer(s, s.Select.CreateRenderer(), func() bool { return s.focused })
}

// FocusGained shows the ring.
func (s *keySelect) FocusGained() {
	s.focused = true
	s.Select.FocusGained()
}

// FocusLost hides the ring.
func (s *keySelect) FocusLost() {
	s.focused = false
	s.Select.FocusLost()
}

// TypedKey opens the list on Enter or Return as well as on Space, and
// passes Escape on to the window, which closes the dialog the list is in.
func (s *keySelect) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		ev = &fyne.KeyEvent{Name: fyne.KeySpace, Physical: ev.Physical}
	case fyne.KeyEscape:
		passKeyToCanvas(s, ev)
		return
	}
	s.Select.TypedKey(ev)
}
