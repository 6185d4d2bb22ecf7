package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

func TestTheme_ChoiceForcesTheVariant(t *testing.T) {
	newTestApp(t)
	base := theme.DefaultTheme()
	for _, tc := range []struct {
		choice    themeChoice
		asked     fyne.ThemeVariant
		wantsDark bool
	}{
		{themeSystem, theme.VariantDark, true},
		{themeSystem, theme.VariantLight, false},
		{themeLight, theme.VariantDark, false},
		{themeDark, theme.VariantLight, true},
	} {
		th := &appTheme{Theme: base, choice: tc.choice, readable: true}
		got := th.Color(theme.ColorNameBackground, tc.asked)
		want := base.Color(theme.ColorNameBackground, theme.VariantLight)
		if tc.wantsDark {
			want = base.Color(theme.ColorNameBackground, theme.VariantDark)
		}
		if got != want {
			t.Errorf("%s theme asked for variant %d: background %v, want %v", tc.choice, tc.asked, got, want)
		}
	}
}

func TestTheme_UnknownChoiceIsTheSystemLook(t *testing.T) {
	for name, want := range map[string]themeChoice{"": themeSystem, "dark": themeDark, "light": themeLight, "neon": themeSystem} {
		if got := savedThemeChoice(name); got != want {
			t.Errorf("savedThemeChoice(%q) = %q, want %q", name, got, want)
		}
	}
}

func TestTheme_ApplyingTheLookAlreadySetSetsNothing(t *testing.T) {
	a := newTestApp(t)
	applyTheme(a, themeDark)
	set := a.Settings().Theme()
	applyTheme(a, themeDark)
	if a.Settings().Theme() != set {
		t.Error("applying the dark look again set a new theme, and Fyne parsed its fonts again")
	}
	applyTheme(a, themeLight)
	if th, ok := a.Settings().Theme().(*appTheme); !ok || th.choice != themeLight || th.Theme != set.(*appTheme).Theme {
		t.Errorf("after the light look the theme is %#v, want the light look over the same base", a.Settings().Theme())
	}
}
