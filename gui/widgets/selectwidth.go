package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// FitOptions returns sel in a container as wide as sel needs to show its
// widest option whole. Fyne's Select measures only its placeholder, so
// "Bahasa Indonesia" or "Giá trị ngẫu nhiên" would show cut with an
// ellipsis; upstream that is meant (fyne-io/fyne#2881, closed as not an
// issue).
func FitOptions(sel *KeySelect) fyne.CanvasObject {
	return container.New(MinWidthLayout{Width: selectWidth(&sel.Select)}, sel)
}

// selectWidth is the width sel needs for its widest option: the option's
// text and the chrome Fyne's Select adds around its placeholder.
func selectWidth(sel *widget.Select) float32 {
	size := theme.TextSize()
	chrome := sel.MinSize().Width - fyne.MeasureText(sel.PlaceHolder, size, fyne.TextStyle{}).Width
	var widest float32
	for _, option := range sel.Options {
		widest = max(widest, fyne.MeasureText(option, size, fyne.TextStyle{}).Width)
	}
	return widest + chrome
}

// MinWidthLayout gives its one object at least Width, as FitOptions does
// a drop-down list: Fyne's layouts give an object its own MinSize.
type MinWidthLayout struct{ Width float32 }

// MinSize is the object's, at least Width wide.

func (l MinWidthLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	min := objects[0].MinSize()
	min.Width = max(min.Width, l.Width)
	return min
}

// Layout gives the object all the room.
func (l MinWidthLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(size)
}
