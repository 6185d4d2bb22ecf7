package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// KeyCheck is a check box with a focus ring around the box and its text,
// and an outline that stands out at 3:1: Fyne draws the box of an unticked
// one as a hairline in the input border's colour, which a theme cannot
// darken without the entries' focus border losing its contrast with it.
type KeyCheck struct {
	widget.Check
	focused bool
}

// NewKeyCheck makes a check box labelled text that calls changed with
// each new state.
func NewKeyCheck(text string, changed func(bool)) *KeyCheck {
	c := &KeyCheck{}
	c.Text, c.OnChanged = text, changed
	c.ExtendBaseWidget(c)
	return c
}

// CreateRenderer draws the check box with its focus ring and a visible
// outline.
func (c *KeyCheck) CreateRenderer() fyne.WidgetRenderer {
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
func (c *KeyCheck) FocusGained() {
	c.focused = true
	c.Check.FocusGained()
}

// FocusLost hides the ring.
func (c *KeyCheck) FocusLost() {
	c.focused = false
	c.Check.FocusLost()
}

// TypedKey passes Escape (which closes the dialog the check box is in) and
// F1 on to the window, and leaves Space to the check box.
func (c *KeyCheck) TypedKey(ev *fyne.KeyEvent) {
	if forWindow(ev) {
		passKeyToCanvas(c, ev)
		return
	}
	c.Check.TypedKey(ev)
}
