//go:build ci

package gui

import (
	"testing"

	"fyne.io/fyne/v2/theme"
)

// A switch of the look keeps the theme Fyne was given, so Fyne's driver
// does not parse its fonts again, and the window shows the new look.
func TestSettings_ThemeSwitchKeepsTheAppsThemeAndRestyles(t *testing.T) {
	u := newTestWindow(t)
	before := u.app.Settings().Theme()
	u.showSettings()
	u.settings.look.SetSelectedIndex(2)
	if u.app.Settings().Theme() != before {
		t.Fatalf("switching to Dark set a new theme %p over %p", u.app.Settings().Theme(), before)
	}
	if got := before.(*appTheme).variant(theme.VariantLight); got != theme.VariantDark {
		t.Errorf("after switching to Dark on a light desktop the theme draws variant %v", got)
	}
	u.settings.look.SetSelectedIndex(1)
	if got := u.app.Settings().Theme().(*appTheme).choice; got != themeLight {
		t.Errorf("after switching to Light the theme draws %q", got)
	}
}

// An icon drawn in a theme colour is named by the variant drawn at the
// moment its name is asked, so an icon made in one look is not taken from
// Fyne's cache of drawn icons in the other.
func TestAppTheme_ThemedIconIsNamedByTheVariantNow(t *testing.T) {
	newTestApp(t)
	th := newAppTheme(theme.DefaultTheme(), themeDark)
	icon := th.Icon(theme.IconNameSearch)
	plain := theme.DefaultTheme().Icon(theme.IconNameSearch).Name()
	if got := icon.Name(); got != "dark/"+plain {
		t.Errorf("search icon in the dark look named %q, want %q", got, "dark/"+plain)
	}
	th.choice = themeLight
	if got := icon.Name(); got != "light/"+plain {
		t.Errorf("the same icon after switching to Light named %q, want %q", got, "light/"+plain)
	}
}
