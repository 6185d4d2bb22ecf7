package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
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

// The window colours its radio buttons' focus without a theme override:
// each container.ThemeOverride makes Fyne parse the text fonts again and
// keep them, every time the group is refreshed. Every screen, in both
// themes, is searched for one.
func TestChoice_TheWindowHasNoThemeOverride(t *testing.T) {
	a := withSystemLocale(t, "en_US.UTF-8", "")
	a.Preferences().SetBool(prefUTC, true)
	u := openWindow(t, a, uitest.FixedSource(t, uitest.ExampleCounter))
	check := func(when string) {
		t.Helper()
		for i := range u.tabs.Items {
			u.tabs.SelectIndex(i)
			for _, root := range append([]fyne.CanvasObject{u.window.Content()}, u.window.Canvas().Overlays().List()...) {
				uitest.VisitAll(root, func(o fyne.CanvasObject) {
					if _, ok := o.(*container.ThemeOverride); ok {
						t.Errorf("%s, tab %q holds a theme override", when, u.tabs.Items[i].Text)
					}
				})
			}
		}
	}
	check("in the light theme")
	u.setLook(themeDark)
	u.showSettings()
	check("in the dark theme with the Settings open")
}
