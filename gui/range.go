package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// rangeScreen is the range tab.
type rangeScreen struct {
	ui      *ui
	content fyne.CanvasObject
}

func newRangeScreen(u *ui) *rangeScreen {
	return &rangeScreen{ui: u, content: widget.NewLabel("range")}
}
