package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// KeySelect is a drop-down list with the focus ring that Enter and Return
// open as Space does. Fyne's Select opens on Space alone and shows its
// focus only as a tint.
type KeySelect struct {
	widget.Select
	// Name is what a screen reader calls the list.
	Name string
	focusMark
}

// NewKeySelect makes a drop-down list as widget.NewSelect does.
func NewKeySelect(options []string, changed func(string)) *KeySelect {
	s := &KeySelect{}
	s.Options, s.OnChanged = options, changed
	s.ExtendBaseWidget(s)
	return s
}

// CreateRenderer draws the list with its focus ring.
func (s *KeySelect) CreateRenderer() fyne.WidgetRenderer {
	return newRingRenderer(s.Select.CreateRenderer(), &s.focusMark)
}

// FocusGained shows the ring.
func (s *KeySelect) FocusGained() { s.mark(s, true, s.Select.FocusGained) }

// FocusLost hides the ring.
func (s *KeySelect) FocusLost() { s.mark(s, false, s.Select.FocusLost) }

// TypedKey opens the list on Enter too, and passes Escape and F1 on.
func (s *KeySelect) TypedKey(ev *fyne.KeyEvent) {
	switch {
	case ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter:
		ev = &fyne.KeyEvent{Name: fyne.KeySpace, Physical: ev.Physical}
	case forWindow(ev):
		passKeyToCanvas(s, ev)
		return
	}
	s.Select.TypedKey(ev)
}

// FitOptions returns sel as wide as its widest option: Fyne's Select
// measures only its placeholder (fyne-io/fyne#2881).
func FitOptions(sel *KeySelect) fyne.CanvasObject {
	size := theme.TextSize()
	chrome := sel.MinSize().Width - fyne.MeasureText(sel.PlaceHolder, size, fyne.TextStyle{}).Width
	var widest float32
	for _, option := range sel.Options {
		widest = max(widest, fyne.MeasureText(option, size, fyne.TextStyle{}).Width)
	}
	return container.New(MinWidthLayout{Width: widest + chrome}, sel)
}

// MinWidthLayout gives its one object at least Width, as FitOptions does
// a drop-down list: Fyne's layouts give an object its own MinSize.
type MinWidthLayout struct{ Width float32 }

// MinSize is the object's, at least Width wide.
func (l MinWidthLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	size := objects[0].MinSize()
	size.Width = max(size.Width, l.Width)
	return size
}

// Layout gives the object all the room.
func (l MinWidthLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(size)
}
