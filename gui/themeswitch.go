package gui

import (
	"fyne.io/fyne/v2"

	"github.com/objectid-generator/objectid/gui/fynefix"
)

// applyTheme makes the app draw the readable palette in choice's variant,
// on top of the toolkit's own theme, and reports whether widgets already
// drawn must be refreshed to show it. The first call sets the app's theme;
// later ones change the choice of that same theme in place
// (fynefix.SwitchTheme says why).
func applyTheme(a fyne.App, choice themeChoice) (restyle bool) {
	return fynefix.SwitchTheme(a,
		func(base fyne.Theme) *appTheme { return newAppTheme(base, choice) },
		func(t *appTheme) bool {
			if t.choice == choice {
				return false
			}
			t.choice = choice
			return true
		})
}

// restyle draws the window w again in the current look: every widget reads
// its colours anew as it is refreshed, and the icons, named by the variant
// they are drawn in (see appTheme.Icon), are drawn anew rather than taken
// from Fyne's cache of drawn icons.
func restyle(w fyne.Window) {
	w.Content().Refresh()
	for _, overlay := range w.Canvas().Overlays().List() {
		overlay.Refresh()
	}
	if menu := w.MainMenu(); menu != nil {
		menu.Refresh()
	}
}
