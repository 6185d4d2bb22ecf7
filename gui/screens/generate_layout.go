package screens

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// generateListRows is how many rows the list keeps in view however tall
// the controls above it grow.
const generateListRows = 3

// generateLayout puts the controls at the top and the list under them.
// The controls take the height they need as long as the list keeps
// generateListRows rows; beyond that they scroll, so they never push the
// list out of view nor make the window grow.
type generateLayout struct {
	top *fyne.Container
}

// listMinHeight is the height of generateListRows rows of the list.
func listMinHeight() float32 {
	return generateListRows*widgets.NewIDRow().MinSize().Height + (generateListRows-1)*theme.Padding()
}

func (l generateLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	scroll, list := objects[0], objects[1]
	topHeight := min(l.top.MinSize().Height, max(0, size.Height-theme.Padding()-listMinHeight()))
	scroll.Move(fyne.NewPos(0, 0))
	scroll.Resize(fyne.NewSize(size.Width, topHeight))
	list.Move(fyne.NewPos(0, topHeight+theme.Padding()))
	list.Resize(fyne.NewSize(size.Width, size.Height-topHeight-theme.Padding()))
}

func (l generateLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	scroll, list := objects[0], objects[1]
	width := max(l.top.MinSize().Width, list.MinSize().Width)
	return fyne.NewSize(width, scroll.MinSize().Height+theme.Padding()+listMinHeight())
}
