package screens

import "fyne.io/fyne/v2"

// summaryLayout puts the summary's line at the top of the pane under the
// table and the groups below it as far as the room goes: a pane too low for
// the groups shows the line alone, so the divider can give the table all
// the rest of the height.
type summaryLayout struct{}

func (summaryLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(max(objects[0].MinSize().Width, objects[1].MinSize().Width), objects[0].MinSize().Height)
}

func (summaryLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	line, groups := objects[0], objects[1]
	height := line.MinSize().Height
	line.Move(fyne.NewPos(0, 0))
	line.Resize(fyne.NewSize(size.Width, height))
	top := height
	if size.Height-top < groups.MinSize().Height {
		groups.Hide()
		return
	}
	groups.Show()
	groups.Move(fyne.NewPos(0, top))
	groups.Resize(fyne.NewSize(size.Width, size.Height-top))
}

// anyHeight lets a list be as low as the pane leaves it: it scrolls what
// does not fit.
type anyHeight struct{}

func (anyHeight) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(objects[0].MinSize().Width, 0)
}

func (anyHeight) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(size)
}
