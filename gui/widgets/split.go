package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// splitKeyStep is how far one press of an arrow key moves a split's
// divider, as a share of the height.
const splitKeyStep = 0.05

// VSplit shows top over bottom with a divider between them that the
// mouse drags and the keyboard moves: Tab reaches it, the arrow keys move
// it up and down, Home and End as far as the panes let. Fyne's
// container.Split has a divider Tab never reaches and no keys move, and
// does not say when it moved, so its place cannot be remembered; no
// upstream issue asks for either.
type VSplit struct {
	widget.BaseWidget
	top, bottom fyne.CanvasObject
	// offset is the share of the height above the divider, from 0 to 1,
	// kept between what the panes' minimum heights allow.
	offset  float64
	divider *SplitDivider
	// moved hears the offset after the user moved the divider.
	moved func(offset float64)
	// DividerName is what a screen reader calls the divider: what it
	// divides and how it moves.
	DividerName string
}

// NewVSplit shows top over bottom, the divider at offset, and tells moved
// where the user left it.
func NewVSplit(top, bottom fyne.CanvasObject, offset float64, moved func(float64)) *VSplit {
	s := &VSplit{top: top, bottom: bottom, offset: offset, moved: moved}
	s.divider = &SplitDivider{split: s}
	s.divider.ExtendBaseWidget(s.divider)
	s.ExtendBaseWidget(s)
	return s
}

// CreateRenderer lays out the two panes and the divider, the divider last
// among them so Tab reaches it after the top pane.
func (s *VSplit) CreateRenderer() fyne.WidgetRenderer {
	return &vSplitRenderer{split: s}
}

// Offset is the share of the height above the divider, from 0 to 1.
func (s *VSplit) Offset() float64 { return s.offset }

// setOffset moves the divider to offset, kept within what the panes'
// minimum heights allow, and tells moved when the user did it.
func (s *VSplit) setOffset(offset float64, byUser bool) {
	s.offset = s.clamp(offset)
	s.Refresh()
	if byUser && s.moved != nil {
		s.moved(s.offset)
	}
}

// clamp keeps offset where both panes get their minimum heights, or in
// the middle of the two limits when they cannot both.
func (s *VSplit) clamp(offset float64) float64 {
	free := float64(s.Size().Height - s.divider.MinSize().Height)
	if free <= 0 {
		return min(max(offset, 0), 1)
	}
	lowest := float64(s.top.MinSize().Height) / free
	highest := 1 - float64(s.bottom.MinSize().Height)/free
	if lowest > highest {
		return lowest / (lowest + 1 - highest)
	}
	return min(max(offset, lowest), highest)
}

type vSplitRenderer struct{ split *VSplit }

func (r *vSplitRenderer) Destroy() {}

func (r *vSplitRenderer) Layout(size fyne.Size) {
	s := r.split
	thickness := s.divider.MinSize().Height
	free := max(size.Height-thickness, 0)
	topHeight := float32(s.clamp(s.offset)) * free
	s.top.Move(fyne.NewPos(0, 0))
	s.top.Resize(fyne.NewSize(size.Width, topHeight))
	s.divider.Move(fyne.NewPos(0, topHeight))
	s.divider.Resize(fyne.NewSize(size.Width, thickness))
	s.bottom.Move(fyne.NewPos(0, topHeight+thickness))
	s.bottom.Resize(fyne.NewSize(size.Width, free-topHeight))
}

func (r *vSplitRenderer) MinSize() fyne.Size {
	s := r.split
	top, bottom, divider := s.top.MinSize(), s.bottom.MinSize(), s.divider.MinSize()
	return fyne.NewSize(max(top.Width, bottom.Width, divider.Width), top.Height+divider.Height+bottom.Height)
}

func (r *vSplitRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.split.top, r.split.divider, r.split.bottom}
}

func (r *vSplitRenderer) Refresh() {
	r.Layout(r.split.Size())
	r.split.divider.Refresh()
}

// SplitDivider is the bar between a VSplit's panes, a stop of its own in
// the Tab order: a grip in its middle, the hover colour under the mouse,
// the focus ring while the keyboard is on it.
type SplitDivider struct {
	widget.BaseWidget
	split   *VSplit
	hovered bool
	focused bool
	// dragStart is the offset when the drag began and dragged how far
	// the mouse has moved since.
	dragStart float64
	dragged   float32
	dragging  bool
}

// Cursor is the up-and-down arrow of a handle that resizes.
func (d *SplitDivider) Cursor() desktop.Cursor { return desktop.VResizeCursor }

// Dragged moves the divider with the mouse.
func (d *SplitDivider) Dragged(e *fyne.DragEvent) {
	if !d.dragging {
		d.dragging, d.dragStart, d.dragged = true, d.split.clamp(d.split.offset), 0
	}
	d.dragged += e.Dragged.DY
	free := d.split.Size().Height - d.MinSize().Height
	if free <= 0 {
		return
	}
	d.split.setOffset(d.dragStart+float64(d.dragged/free), false)
}

// DragEnd ends the drag and tells where the divider was left, once rather
// than at every step of the mouse.
func (d *SplitDivider) DragEnd() {
	if d.dragging {
		d.dragging = false
		d.split.setOffset(d.split.offset, true)
	}
}

// TypedKey moves the divider: up and down by a step, Home and End to the
// ends.
func (d *SplitDivider) TypedKey(ev *fyne.KeyEvent) {
	offset := d.split.clamp(d.split.offset)
	switch ev.Name {
	case fyne.KeyUp:
		offset -= splitKeyStep
	case fyne.KeyDown:
		offset += splitKeyStep
	case fyne.KeyHome:
		offset = 0
	case fyne.KeyEnd:
		offset = 1
	default:
		passKeyToCanvas(d, ev)
		return
	}
	d.split.setOffset(offset, true)
}

// TypedRune ignores typing.
func (d *SplitDivider) TypedRune(rune) {}

// FocusGained shows the focus ring.
func (d *SplitDivider) FocusGained() { d.focused = true; d.Refresh() }

// FocusLost hides it.
func (d *SplitDivider) FocusLost() { d.focused = false; d.Refresh() }

// Tapped takes the focus, so the keys move the divider after a click.
func (d *SplitDivider) Tapped(*fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(d); c != nil {
		c.Focus(d)
	}
}

// MouseIn lights the divider up.
func (d *SplitDivider) MouseIn(*desktop.MouseEvent) { d.hovered = true; d.Refresh() }

// MouseMoved does nothing more.
func (d *SplitDivider) MouseMoved(*desktop.MouseEvent) {}

// MouseOut puts it back.
func (d *SplitDivider) MouseOut() { d.hovered = false; d.Refresh() }

func (d *SplitDivider) CreateRenderer() fyne.WidgetRenderer {
	r := &dividerRenderer{divider: d, background: canvas.NewRectangle(color.Transparent), grip: canvas.NewRectangle(color.Transparent)}
	return newRingRenderer(d, r, func() bool { return d.focused })
}

type dividerRenderer struct {
	divider          *SplitDivider
	background, grip *canvas.Rectangle
}

func (r *dividerRenderer) Destroy() {}

func (r *dividerRenderer) Layout(size fyne.Size) {
	r.background.Resize(size)
	th := r.divider.Theme()
	grip := fyne.NewSize(th.Size(theme.SizeNamePadding)*8, th.Size(theme.SizeNameSeparatorThickness)*2)
	r.grip.Move(fyne.NewPos((size.Width-grip.Width)/2, (size.Height-grip.Height)/2))
	r.grip.Resize(grip)
}

func (r *dividerRenderer) MinSize() fyne.Size {
	th := r.divider.Theme()
	return fyne.NewSize(th.Size(theme.SizeNamePadding)*8, th.Size(theme.SizeNamePadding)*2)
}

func (r *dividerRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.background, r.grip}
}

func (r *dividerRenderer) Refresh() {
	th := r.divider.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	r.background.FillColor = th.Color(theme.ColorNameShadow, v)
	if r.divider.hovered {
		r.background.FillColor = th.Color(theme.ColorNameHover, v)
	}
	r.background.Refresh()
	r.grip.FillColor = th.Color(theme.ColorNameForeground, v)
	r.grip.Refresh()
	r.Layout(r.divider.Size())
}
