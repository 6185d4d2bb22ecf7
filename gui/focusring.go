package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// focusRingWidth is the width of each of the two rings drawn along the
// inside edge of the focused control: an outer one in colorNameFocusRing,
// which stands out on the window's background, and an inner one in the
// background colour, which stands out on a filled control such as the blue
// Generate button. Drawn inside the control, the rings are never clipped by
// a scroll or covered by the tab bar or a neighbour, and the layout is the
// same with or without the focus.
const focusRingWidth = 3

// focusRing is one ring: four filled bars along the edges of a box. Filled
// bars, unlike a stroked rectangle, are drawn to the pixel by every Fyne
// painter, also inside a clipping text field.
type focusRing [4]*canvas.Rectangle

func newFocusRing() focusRing {
	var r focusRing
	for i := range r {
		r[i] = canvas.NewRectangle(color.Transparent)
		r[i].Hide()
	}
	return r
}

// place lays the ring along the inside edge of the box at pos of size.
func (r focusRing) place(pos fyne.Position, size fyne.Size) {
	w := float32(focusRingWidth)
	bars := [4]struct{ pos, size fyne.Position }{
		{pos, fyne.NewPos(size.Width, w)},
		{pos.AddXY(0, size.Height-w), fyne.NewPos(size.Width, w)},
		{pos.AddXY(0, w), fyne.NewPos(w, size.Height-2*w)},
		{pos.AddXY(size.Width-w, w), fyne.NewPos(w, size.Height-2*w)},
	}
	for i, b := range bars {
		r[i].Move(b.pos)
		r[i].Resize(fyne.NewSize(max(b.size.X, 0), max(b.size.Y, 0)))
	}
}

// show colours the ring c and shows it, or hides it.
func (r focusRing) show(visible bool, c color.Color) {
	for _, bar := range r {
		bar.FillColor = c
		bar.Hidden = !visible
		bar.Refresh()
	}
}

// ringRenderer draws a control's own renderer and, while focused reports
// true, the focus rings over its edge.
type ringRenderer struct {
	fyne.WidgetRenderer
	owner   fyne.Widget
	focused func() bool
	ring    focusRing
	inner   focusRing
}

func newRingRenderer(owner fyne.Widget, inner fyne.WidgetRenderer, focused func() bool) *ringRenderer {
	return &ringRenderer{WidgetRenderer: inner, owner: owner, focused: focused, ring: newFocusRing(), inner: newFocusRing()}
}

// Layout lays the control out and puts the rings along its inside edge.
func (r *ringRenderer) Layout(size fyne.Size) {
	r.WidgetRenderer.Layout(size)
	r.placeRings(size)
}

// placeRings puts the rings along the inside edge of a control of size,
// less the margins a control laid out beyond its visible part asks for.
// Refresh places them too: some controls, such as a text field with a
// button in it, lay themselves out again without their renderer's Layout.
func (r *ringRenderer) placeRings(size fyne.Size) {
	var margin fyne.Size
	if m, ok := r.owner.(interface{ focusRingMargin() fyne.Size }); ok {
		margin = m.focusRingMargin()
	}
	pos := fyne.NewPos(margin.Width, margin.Height)
	size = size.Subtract(margin).Subtract(margin)
	r.ring.place(pos, size)
	r.inner.place(pos.AddXY(focusRingWidth, focusRingWidth), size.SubtractWidthHeight(2*focusRingWidth, 2*focusRingWidth))
}

// Objects are the control's own, with the rings last so they are drawn on
// top.
func (r *ringRenderer) Objects() []fyne.CanvasObject {
	objects := r.WidgetRenderer.Objects()
	for _, bar := range r.ring {
		objects = append(objects, bar)
	}
	for _, bar := range r.inner {
		objects = append(objects, bar)
	}
	return objects
}

// Refresh redraws the control and shows the rings while it is focused.
func (r *ringRenderer) Refresh() {
	r.WidgetRenderer.Refresh()
	th := fyne.CurrentApp().Settings().Theme()
	if w, ok := r.owner.(interface{ Theme() fyne.Theme }); ok {
		th = w.Theme()
	}
	v := fyne.CurrentApp().Settings().ThemeVariant()
	r.placeRings(r.owner.Size())
	focused := r.focused()
	r.ring.show(focused, th.Color(colorNameFocusRing, v))
	r.inner.show(focused, th.Color(theme.ColorNameBackground, v))
}

// keyButton is a button for the keyboard as much as the mouse: Enter and
// Return press it as Space does, the focus stays on it after a key press
// (Fyne's button drops the focus when pressed), and a ring shows while it
// has the focus.
type keyButton struct {
	widget.Button
	focused bool
	// ringMargin keeps the focus ring off the edges of a button laid out
	// larger than the part of it on show, such as a table header's.
	ringMargin fyne.Size
	// name, if set, is what a screen reader calls the button instead of
	// its text (accessible.go).
	name string
}

func (b *keyButton) focusRingMargin() fyne.Size { return b.ringMargin }

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
// (which closes the dialog the button is in) and F1 on to the window.
func (b *keyButton) TypedKey(ev *fyne.KeyEvent) {
	switch {
	case ev.Name == fyne.KeySpace || ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter:
		if !b.Disabled() && b.OnTapped != nil {
			b.OnTapped()
		}
	case forWindow(ev):
		passKeyToCanvas(b, ev)
	default:
		b.Button.TypedKey(ev)
	}
}

// keySelect is a drop-down list with a focus ring; Enter and Return open
// it as Space does.
type keySelect struct {
	widget.Select
	// name is what a screen reader calls the list (accessible.go).
	name    string
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
// passes Escape (which closes the dialog the list is in) and F1 on to the
// window.
func (s *keySelect) TypedKey(ev *fyne.KeyEvent) {
	switch {
	case ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter:
		ev = &fyne.KeyEvent{Name: fyne.KeySpace, Physical: ev.Physical}
	case forWindow(ev):
		passKeyToCanvas(s, ev)
		return
	}
	s.Select.TypedKey(ev)
}

// keyCheck is a check box with a focus ring around the box and its text.
type keyCheck struct {
	widget.Check
	focused bool
}

// newKeyCheck makes a check box labelled text that calls changed with
// each new state.
func newKeyCheck(text string, changed func(bool)) *keyCheck {
	c := &keyCheck{}
	c.Text, c.OnChanged = text, changed
	c.ExtendBaseWidget(c)
	return c
}

// CreateRenderer draws the check box with its focus ring and a visible
// outline.
func (c *keyCheck) CreateRenderer() fyne.WidgetRenderer {
	inner := &checkOutlineRenderer{WidgetRenderer: c.Check.CreateRenderer()}
	inner.outline()
	return newRingRenderer(c, inner, func() bool { return c.focused })
}

// checkOutlineRenderer draws an unticked check box outlined in the
// foreground colour with a line twice as wide as Fyne's, as stands out
// from the background at the 3:1 WCAG 1.4.11 asks of a control's boundary.
// Fyne outlines it with a hairline in the input border's colour, which the
// theme keeps faint for the entries' sake (theme.go).
type checkOutlineRenderer struct {
	fyne.WidgetRenderer
}

// checkBoxOutline is the box of Fyne's check box icons with a two-unit
// line, its inside the size of Fyne's check box fill.
var checkBoxOutline = fyne.NewStaticResource("check-box-outline.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">`+
	`<path d="M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z"/></svg>`))

// Refresh lets Fyne redraw the box, which picks its icons afresh, then
// redraws the outline.
func (r *checkOutlineRenderer) Refresh() {
	r.WidgetRenderer.Refresh()
	r.outline()
}

// outline replaces the box's icon drawn in the input border's colour.
func (r *checkOutlineRenderer) outline() {
	for _, o := range r.Objects() {
		img, ok := o.(*canvas.Image)
		if !ok {
			continue
		}
		if res, ok := img.Resource.(*theme.ThemedResource); ok && res.ColorName == theme.ColorNameInputBorder {
			outline := theme.NewThemedResource(checkBoxOutline)
			outline.ColorName = theme.ColorNameForeground
			img.Resource = outline
			img.Refresh()
		}
	}
}

// FocusGained shows the ring.
func (c *keyCheck) FocusGained() {
	c.focused = true
	c.Check.FocusGained()
}

// FocusLost hides the ring.
func (c *keyCheck) FocusLost() {
	c.focused = false
	c.Check.FocusLost()
}

// TypedKey passes Escape (which closes the dialog the check box is in) and
// F1 on to the window, and leaves Space to the check box.
func (c *keyCheck) TypedKey(ev *fyne.KeyEvent) {
	if forWindow(ev) {
		passKeyToCanvas(c, ev)
		return
	}
	c.Check.TypedKey(ev)
}

// keyList is a list with a focus ring around it while it has the focus;
// the row the arrow keys are on is shaded as Fyne shades it.
type keyList struct {
	widget.List
	// name is what a screen reader calls the list (accessible.go).
	name    string
	focused bool
	// onEnter, when set, runs on Enter or Return.
	onEnter func()
}

// newKeyList makes a list of length rows, made by create and filled by
// update, as widget.NewList does.
func newKeyList(length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject)) *keyList {
	l := &keyList{}
	l.Length, l.CreateItem, l.UpdateItem = length, create, update
	l.ExtendBaseWidget(l)
	return l
}

// CreateRenderer draws the list with its focus ring.
func (l *keyList) CreateRenderer() fyne.WidgetRenderer {
	return newRingRenderer(l, l.List.CreateRenderer(), func() bool { return l.focused })
}

// FocusGained shows the ring; the list itself redraws only its row.
func (l *keyList) FocusGained() {
	l.focused = true
	l.List.FocusGained()
	l.Refresh()
}

// FocusLost hides the ring.
func (l *keyList) FocusLost() {
	l.focused = false
	l.List.FocusLost()
	l.Refresh()
}

// TypedKey passes F1 on to the window, Enter and Return to onEnter, and
// leaves the arrows to the list.
func (l *keyList) TypedKey(ev *fyne.KeyEvent) {
	switch {
	case ev.Name == shortcutsHelpShortcut.KeyName:
		passKeyToCanvas(l, ev)
		return
	case (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && l.onEnter != nil:
		l.onEnter()
		return
	}
	l.List.TypedKey(ev)
}

// keyTable is a table with a focus ring around it while it has the focus;
// the cell the arrow keys are on is marked as Fyne marks it.
type keyTable struct {
	widget.Table
	// name is what a screen reader calls the table (accessible.go).
	name    string
	focused bool
}

// newKeyTable makes a table of length rows and columns, made by create and
// filled by update, as widget.NewTable does.
func newKeyTable(length func() (rows, cols int), create func() fyne.CanvasObject, update func(widget.TableCellID, fyne.CanvasObject)) *keyTable {
	t := &keyTable{}
	t.Length, t.CreateCell, t.UpdateCell = length, create, update
	t.ExtendBaseWidget(t)
	return t
}

// CreateRenderer draws the table with its focus ring.
func (t *keyTable) CreateRenderer() fyne.WidgetRenderer {
	return newRingRenderer(t, t.Table.CreateRenderer(), func() bool { return t.focused })
}

// FocusGained shows the ring.
func (t *keyTable) FocusGained() {
	t.focused = true
	t.Table.FocusGained()
	t.Refresh()
}

// FocusLost hides the ring.
func (t *keyTable) FocusLost() {
	t.focused = false
	t.Table.FocusLost()
}

// TypedKey passes F1 on to the window and leaves the arrows to the table.
func (t *keyTable) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == shortcutsHelpShortcut.KeyName {
		passKeyToCanvas(t, ev)
		return
	}
	t.Table.TypedKey(ev)
}

// Visible reports whether the ring is on show.
func (r focusRing) Visible() bool { return r[0].Visible() }
