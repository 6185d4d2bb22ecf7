package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
)

// decodeScreen is the decode tab.
type decodeScreen struct {
	ui      *ui
	content fyne.CanvasObject
}

func newDecodeScreen(u *ui) *decodeScreen {
	return &decodeScreen{ui: u, content: widget.NewLabel("decode")}
}

// show decodes id into the fields of the screen.
func (s *decodeScreen) show(id core.ObjectID) {}
