package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// generateScreen is the generate tab.
type generateScreen struct {
	ui      *ui
	content fyne.CanvasObject
}

func newGenerateScreen(u *ui) *generateScreen {
	return &generateScreen{ui: u, content: widget.NewLabel("generate")}
}
