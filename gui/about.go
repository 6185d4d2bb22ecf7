package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// aboutScreen is the about tab.
type aboutScreen struct {
	ui      *ui
	content fyne.CanvasObject
}

func newAboutScreen(u *ui) *aboutScreen {
	return &aboutScreen{ui: u, content: widget.NewLabel("about")}
}
