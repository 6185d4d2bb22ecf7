package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// bulkScreen is the bulk tab.
type bulkScreen struct {
	ui      *ui
	content fyne.CanvasObject
}

func newBulkScreen(u *ui) *bulkScreen {
	return &bulkScreen{ui: u, content: widget.NewLabel("bulk")}
}
