package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// idRow is one row of the list: the ID in monospace and a button that
// copies it.
type idRow struct {
	widget.BaseWidget
	text *widget.Label
	copy *keyButton
}

func newIDRow() *idRow {
	r := &idRow{
		text: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true}),
		copy: newKeyButton("", theme.ContentCopyIcon(), nil),
	}
	r.copy.Importance = widget.LowImportance
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer puts the copy button before the ID, where it stays put
// however long the ID reads in the chosen format.
func (r *idRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, r.copy, nil, r.text))
}
