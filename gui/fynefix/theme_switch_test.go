package fynefix

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// switchedTheme is a theme whose variant is changed in place.
type switchedTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func TestSwitchTheme_SetsTheThemeOnceThenChangesItInPlace(t *testing.T) {
	a := test.NewTempApp(t)
	base := a.Settings().Theme()
	switchTo := func(v fyne.ThemeVariant) bool {
		return SwitchTheme(a,
			func(base fyne.Theme) *switchedTheme { return &switchedTheme{Theme: base, variant: v} },
			func(s *switchedTheme) bool {
				changed := s.variant != v
				s.variant = v
				return changed
			})
	}
	if switchTo(theme.VariantDark) {
		t.Error("the first switch asks for a refresh, though the new theme refreshes everything")
	}
	set, ok := a.Settings().Theme().(*switchedTheme)
	if !ok || set.Theme != base {
		t.Fatalf("the first switch set %T over %T, want a switchedTheme on top of the app's theme", a.Settings().Theme(), base)
	}
	if switchTo(theme.VariantDark) {
		t.Error("switching to the look already drawn asks for a refresh")
	}
	if !switchTo(theme.VariantLight) {
		t.Error("switching to another look asks for no refresh")
	}
	if a.Settings().Theme() != fyne.Theme(set) || set.variant != theme.VariantLight {
		t.Errorf("the second look set a new theme %p over %p, or did not change it (variant %v)", a.Settings().Theme(), set, set.variant)
	}
}

func TestVariantIcon_NamedByTheVariantNow(t *testing.T) {
	test.NewTempApp(t)
	variant := theme.VariantDark
	plain := theme.DefaultTheme().Icon(theme.IconNameSearch).(fyne.ThemedResource)
	icon := &VariantIcon{ThemedResource: plain, Variant: func() fyne.ThemeVariant { return variant }}
	if got := icon.Name(); got != "dark/"+plain.Name() {
		t.Errorf("the icon in the dark look is named %q, want %q", got, "dark/"+plain.Name())
	}
	variant = theme.VariantLight
	if got := icon.Name(); got != "light/"+plain.Name() {
		t.Errorf("the same icon in the light look is named %q, want %q", got, "light/"+plain.Name())
	}
}

// TestFyneThemeSwitch_PinnedVersions fails when go.mod moves Fyne or
// go-text: then try SetTheme at every switch under make leak-check.
func TestFyneThemeSwitch_PinnedVersions(t *testing.T) {
	requirePinned(t, "the in-place theme switch (gui/fynefix/theme_switch.go)", map[string]string{
		fyneModule:                       fyneMade,
		"github.com/go-text/typesetting": "v0.3.4",
	})
}
