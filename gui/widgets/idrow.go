package widgets

import (
	"fyne.io/fyne/v2"
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
		Copy: &RowCopyButton{},
	}
	r.Copy.ExtendBaseWidget(r.Copy)
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer lays the copy button out before the ID.
func (r *IDRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, r.Copy, nil, r.Text))
}

// RowCopyButton is a row's copy button for the pointer alone, so the list
// is one Tab stop: Fyne's Button is always one.
type RowCopyButton struct {
	widget.BaseWidget
	OnTapped func()
	// Name is what a screen reader calls the button.
	Name string
}

// CreateRenderer draws the copy icon.
func (b *RowCopyButton) CreateRenderer() fyne.WidgetRenderer {
	p := theme.InnerPadding()
	return widget.NewSimpleRenderer(container.New(layout.NewCustomPaddedLayout(p, p, p, p), widget.NewIcon(theme.ContentCopyIcon())))
}

// Tapped copies.
func (b *RowCopyButton) Tapped(*fyne.PointEvent) {
	if b.OnTapped != nil {
		b.OnTapped()
	}
}

// Cursor is the pointing hand of a button.
func (b *RowCopyButton) Cursor() desktop.Cursor { return desktop.PointerCursor }
