package gui

import "fyne.io/fyne/v2"

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
