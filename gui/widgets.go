package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
)

// setEnabled enables w when enabled is true and disables it otherwise.
func setEnabled(w fyne.Disableable, enabled bool) {
	if enabled {
		w.Enable()
	} else {
		w.Disable()
	}
}

// setVisible shows o when visible is true and hides it otherwise.
func setVisible(o fyne.CanvasObject, visible bool) {
	if visible {
		o.Show()
	} else {
		o.Hide()
	}
}

// randomText is a random value as 10 hex digits, as core writes it.
func randomText(random [5]byte) string {
	var buf [10]byte
	return string(core.AppendRandomHex(buf[:0], random))
}

// noteLabel is a wrapped line of explanation in caption size.
func noteLabel(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.SizeName = theme.SizeNameCaptionText
	l.Wrapping = fyne.TextWrapWord
	return l
}
