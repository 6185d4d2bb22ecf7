package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// IDRow is one row of a list of IDs: a copy button, the ID in monospace and
// a decode button, where the buttons stay put however long the ID reads.
type IDRow struct {
	widget.BaseWidget
	Text   *widget.Label
	Copy   *RowButton
	Decode *RowButton
}

// NewIDRow makes an empty row, which a list fills.
func NewIDRow() *IDRow {
	r := &IDRow{
		Text:   widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true}),
		Copy:   &RowButton{icon: theme.ContentCopyIcon()},
		Decode: &RowButton{icon: theme.SearchIcon()},
	}
	r.Copy.ExtendBaseWidget(r.Copy)
	r.Decode.ExtendBaseWidget(r.Decode)
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer lays the copy button out before the ID, the decode button after.
func (r *IDRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, r.Copy, r.Decode, r.Text))
}

// RowButton is a row's icon button for the pointer alone, so the list is
// one Tab stop: Fyne's Button is always one.
type RowButton struct {
	widget.BaseWidget
	OnTapped func()
	// Name is what a screen reader calls the button.
	Name string
	icon fyne.Resource
}

// CreateRenderer draws the icon.
func (b *RowButton) CreateRenderer() fyne.WidgetRenderer {
	p := theme.InnerPadding()
	return widget.NewSimpleRenderer(container.New(layout.NewCustomPaddedLayout(p, p, p, p), widget.NewIcon(b.icon)))
}

// Tapped runs OnTapped, which the list sets as it fills the row.
func (b *RowButton) Tapped(*fyne.PointEvent) { b.OnTapped() }

// Cursor is the pointing hand of a button.
func (b *RowButton) Cursor() desktop.Cursor { return desktop.PointerCursor }
