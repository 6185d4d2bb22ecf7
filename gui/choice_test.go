package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestChoice_EscapeOnARadioButtonClosesTheSettings(t *testing.T) {
	u := newTestWindow(t)
	settings := u.showSettings()
	c := u.window.Canvas()
	c.Focus(test.WidgetRenderer(settings.zone).Objects()[0].(*fyne.Container).Objects[1].(fyne.Focusable))
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if n := overlaysShown(u); n != 0 {
		t.Errorf("Escape on the focused Local button left %d dialogs open, want the Settings closed", n)
	}
}
