package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// A switch of the look changes the choice of the app's one theme in place
// instead of setting a new theme. Fyne 2.8.1's desktop driver answers every
// new theme (Settings.SetTheme) by clearing its font cache and parsing the
// fonts again, and its text shaper, a go-text typesetting v0.3.4
// HarfbuzzShaper whose harfbuzz.Buffer keeps a shaping plan for every font
// it ever shaped with, holds each parse for good: about 4 MiB for each
// switch (scripts/leak-check.sh). Drawn in place, the fonts stay as they
// were parsed. What setting a theme also does, the window does itself:
// restyle refreshes every widget, and variantIcon names the icons by the
// variant they are drawn in, for Fyne keeps the icons it has drawn by name
// until the next new theme. TestFyneThemeSwitch_PinnedVersions fails when
// go.mod moves Fyne or go-text; check whether a new theme still leaks
// (make leak-check with SetTheme back in applyTheme) and drop this if not.

// applyTheme makes the app draw the readable palette in choice's variant,
// on top of the toolkit's own theme, and reports whether widgets already
// drawn must be refreshed to show it. The first call sets the app's theme;
// later ones change the choice of that same theme in place (see above).
func applyTheme(a fyne.App, choice themeChoice) (restyle bool) {
	if t, ok := a.Settings().Theme().(*appTheme); ok {
		if t.choice == choice {
			return false
		}
		t.choice = choice
		return true
	}
	a.Settings().SetTheme(newAppTheme(a.Settings().Theme(), choice))
	return false
}

// restyle draws the window again in the current look: every widget reads
// its colours anew as it is refreshed, and the icons, named by the variant
// they are drawn in (see appTheme.Icon), are drawn anew rather than taken
// from Fyne's cache of drawn icons.
func (u *ui) restyle() {
	u.window.Content().Refresh()
	for _, overlay := range u.window.Canvas().Overlays().List() {
		overlay.Refresh()
	}
	if menu := u.window.MainMenu(); menu != nil {
		menu.Refresh()
	}
}

// variantIcon is a theme-coloured icon whose name says the variant the
// theme draws at the moment.
type variantIcon struct {
	fyne.ThemedResource
	theme *appTheme
}

// Name is the icon's name after the variant, "dark/" or "light/".
func (i *variantIcon) Name() string {
	variant := "light/"
	if i.theme.variant(fyne.CurrentApp().Settings().ThemeVariant()) == theme.VariantDark {
		variant = "dark/"
	}
	return variant + i.ThemedResource.Name()
}
