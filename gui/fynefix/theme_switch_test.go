package fynefix

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

func TestVariantIcon_NamedByTheVariantNow(t *testing.T) {
	test.NewTempApp(t)
	plain := theme.DefaultTheme().Icon(theme.IconNameSearch).(fyne.ThemedResource)
	icon := &VariantIcon{ThemedResource: plain, Variant: func() fyne.ThemeVariant { return theme.VariantDark }}
	if got := icon.Name(); got != "dark/"+plain.Name() {
		t.Errorf("the icon in the dark look is named %q, want %q", got, "dark/"+plain.Name())
	}
}

// TestFyneThemeSwitch_PinnedVersions fails when go.mod moves Fyne or
// go-text: then try SetTheme at every switch under make leak-check.
func TestFyneThemeSwitch_PinnedVersions(t *testing.T) {
	requirePinned(t, "the in-place theme switch (applyTheme in gui/settings.go)", map[string]string{
		fyneModule:                       fyneMade,
		"github.com/go-text/typesetting": "v0.3.4",
	})
}
