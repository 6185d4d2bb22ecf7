package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// IDRow is one row of a list of IDs: a button that copies the ID, then the
// ID in monospace, where the button stays put however long the ID reads.
type IDRow struct {
	widget.BaseWidget
	Text *widget.Label
	Copy *RowCopyButton
}

// NewIDRow makes an empty row, which a list fills.
func NewIDRow() *IDRow {
	r := &IDRow{
		Text: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true}),
		Copy: &RowCopyButton{hover: canvas.NewRectangle(theme.Color(theme.ColorNameHover))},
	}
	r.Copy.hover.Hide()
	r.Copy.ExtendBaseWidget(r.Copy)
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer lays the copy button out before the ID.
func (r *IDRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, r.Copy, nil, r.Text))
}

// RowCopyButton is the copy button of a row for the pointer alone: it takes
// no focus, so the list is one Tab stop, and the keyboard copies the row it
// is on with Enter or Ctrl+C. Fyne's Button is always a Tab stop, which
// would make a list of a thousand IDs a thousand stops.
type RowCopyButton struct {
	widget.BaseWidget
	OnTapped func()
	// Name is what a screen reader calls the button.
	Name  string
	hover *canvas.Rectangle
}

// CreateRenderer draws the copy icon with the theme's hover shade behind
// it while the pointer is over it.
func (b *RowCopyButton) CreateRenderer() fyne.WidgetRenderer {
	b.hover.CornerRadius = theme.InputRadiusSize()
	p := theme.InnerPadding()
	icon := container.New(layout.NewCustomPaddedLayout(p, p, p, p), widget.NewIcon(theme.ContentCopyIcon()))
	return widget.NewSimpleRenderer(container.NewStack(b.hover, icon))
}

// Tapped copies.
func (b *RowCopyButton) Tapped(*fyne.PointEvent) {
	if b.OnTapped != nil {
		b.OnTapped()
	}
}

// Cursor is the pointing hand of a button.
func (b *RowCopyButton) Cursor() desktop.Cursor { return desktop.PointerCursor }

// MouseIn shades the button.
func (b *RowCopyButton) MouseIn(*desktop.MouseEvent) {
	b.hover.FillColor = theme.Color(theme.ColorNameHover)
	b.hover.Show()
	b.hover.Refresh()
}

// MouseMoved is part of desktop.Hoverable.
func (b *RowCopyButton) MouseMoved(*desktop.MouseEvent) {}

// MouseOut takes the shade away.
func (b *RowCopyButton) MouseOut() { b.hover.Hide() }
