//go:build ci

package gui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The colours the window writes text in. The foreground is checked on every
// surface; coloured text on those it appears on (contentSurfaces); the text
// of filled buttons on its fill.
var (
	colouredTextNames = []fyne.ThemeColorName{
		theme.ColorNamePrimary, // timestamps, focused entries, high-importance labels
		theme.ColorNameHyperlink,
		theme.ColorNameSuccess, // random values
		theme.ColorNameWarning, // counters, warnings, Bulk's duplicate mark
		theme.ColorNameError,
	}
	// quietTextNames sit on plain surfaces only: hints on the window,
	// placeholders in entries.
	quietTextNames = []fyne.ThemeColorName{theme.ColorNamePlaceHolder}
	// disabledTextNames sit on plain surfaces, on menus (a menu's
	// headings) and on buttons.
	disabledTextNames = []fyne.ThemeColorName{theme.ColorNameDisabled}
	filledColorNames  = map[fyne.ThemeColorName]fyne.ThemeColorName{
		theme.ColorNameForegroundOnPrimary: theme.ColorNamePrimary,
		theme.ColorNameForegroundOnSuccess: theme.ColorNameSuccess,
		theme.ColorNameForegroundOnWarning: theme.ColorNameWarning,
		theme.ColorNameForegroundOnError:   theme.ColorNameError,
	}
)

// surfaces are the opaque colours text is drawn on in variant v: the
// plain surfaces and those under a hover, focus or selection tint.
func surfaces(th fyne.Theme, v fyne.ThemeVariant) map[string]color.Color {
	c := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	return map[string]color.Color{
		"background":          c(theme.ColorNameBackground),
		"input":               c(theme.ColorNameInputBackground),
		"header":              c(theme.ColorNameHeaderBackground),
		"menu":                c(theme.ColorNameMenuBackground),
		"overlay":             c(theme.ColorNameOverlayBackground),
		"button":              c(theme.ColorNameButton),
		"hovered background":  over(c(theme.ColorNameHover), c(theme.ColorNameBackground)),
		"focused background":  over(c(theme.ColorNameFocus), c(theme.ColorNameBackground)),
		"selected background": over(c(theme.ColorNameSelection), c(theme.ColorNameBackground)),
	}
}

// contentSurfaces are the surfaces coloured text sits on: the window, entries,
// dialogs, and list and table rows under the pointer, the keyboard or a
// selection. Buttons and menus write in the foreground colour only.
var contentSurfaces = []string{"background", "input", "overlay", "hovered background", "focused background", "selected background"}

// plainSurfaces are the surfaces quiet text sits on.
var plainSurfaces = []string{"background", "input", "overlay"}

// controlSurfaces are the surfaces of buttons and menu items.
func controlSurfaces(th fyne.Theme, v fyne.ThemeVariant) map[string]color.Color {
	c := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	return map[string]color.Color{
		"hovered button":    over(c(theme.ColorNameHover), c(theme.ColorNameButton)),
		"focused button":    over(c(theme.ColorNameFocus), c(theme.ColorNameButton)),
		"focused menu item": over(c(theme.ColorNameFocus), c(theme.ColorNameMenuBackground)),
	}
}

var variants = map[string]fyne.ThemeVariant{"light": theme.VariantLight, "dark": theme.VariantDark}

func TestTheme_EveryTextColourReadsOnEverySurface(t *testing.T) {
	newTestApp(t)
	th := newAppTheme(theme.DefaultTheme(), themeSystem)
	for vName, v := range variants {
		all := surfaces(th, v)
		for sName, surface := range controlSurfaces(th, v) {
			all[sName] = surface
		}
		for sName, surface := range all {
			if r := contrastRatio(th.Color(theme.ColorNameForeground, v), surface); r < minTextContrast {
				t.Errorf("%s theme: foreground text on %s is %.2f:1, under %.1f:1", vName, sName, r, minTextContrast)
			}
		}
		for _, sName := range contentSurfaces {
			for _, n := range colouredTextNames {
				if r := contrastRatio(th.Color(n, v), all[sName]); r < minTextContrast {
					t.Errorf("%s theme: %s text on %s is %.2f:1, under %.1f:1", vName, n, sName, r, minTextContrast)
				}
			}
		}
		for _, sName := range plainSurfaces {
			for _, n := range quietTextNames {
				if r := contrastRatio(th.Color(n, v), all[sName]); r < minTextContrast {
					t.Errorf("%s theme: %s text on %s is %.2f:1, under %.1f:1", vName, n, sName, r, minTextContrast)
				}
			}
		}
	}
}

func TestTheme_DisabledTextReadsOnPlainSurfacesMenusAndButtons(t *testing.T) {
	newTestApp(t)
	th := newAppTheme(theme.DefaultTheme(), themeSystem)
	for vName, v := range variants {
		all := surfaces(th, v)
		for _, sName := range append(plainSurfaces, "menu", "button", "header") {
			for _, n := range disabledTextNames {
				if r := contrastRatio(th.Color(n, v), all[sName]); r < minTextContrast {
					t.Errorf("%s theme: %s text on %s is %.2f:1, under %.1f:1", vName, n, sName, r, minTextContrast)
				}
			}
		}
	}
}

func TestTheme_FilledButtonTextReadsOnItsFill(t *testing.T) {
	newTestApp(t)
	th := newAppTheme(theme.DefaultTheme(), themeSystem)
	for vName, v := range variants {
		for text, fill := range filledColorNames {
			base := th.Color(fill, v)
			for state, bg := range map[string]color.Color{
				"":         base,
				" focused": over(th.Color(theme.ColorNameFocus, v), base),
				" hovered": over(th.Color(theme.ColorNameHover, v), base),
			} {
				if r := contrastRatio(th.Color(text, v), bg); r < minTextContrast {
					t.Errorf("%s theme: %s on%s %s is %.2f:1, under %.1f:1", vName, text, state, fill, r, minTextContrast)
				}
			}
		}
	}
}

func TestTheme_FocusRingStandsOutFromTheBackground(t *testing.T) {
	newTestApp(t)
	th := newAppTheme(theme.DefaultTheme(), themeSystem)
	for vName, v := range variants {
		ring := th.Color(colorNameFocusRing, v)
		for _, bg := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameOverlayBackground} {
			if r := contrastRatio(ring, th.Color(bg, v)); r < minTextContrast {
				t.Errorf("%s theme: the focus ring on %s is %.2f:1", vName, bg, r)
			}
		}
	}
}

// The three parts of an ID are told apart by colour, so no two may be the
// same in either variant.
func TestTheme_PartColoursDifferFromEachOther(t *testing.T) {
	newTestApp(t)
	th := newAppTheme(theme.DefaultTheme(), themeSystem)
	for vName, v := range variants {
		parts := []fyne.ThemeColorName{timestampColor, randomColor, counterColor}
		for i := range parts {
			for j := i + 1; j < len(parts); j++ {
				if th.Color(parts[i], v) == th.Color(parts[j], v) {
					t.Errorf("%s theme: %s and %s are the same colour", vName, parts[i], parts[j])
				}
			}
		}
	}
}

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
		th := newAppTheme(base, tc.choice)
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

func TestContrastRatio_KnownValues(t *testing.T) {
	for _, tc := range []struct {
		a, b color.Color
		want float64
	}{
		{color.Black, color.White, 21},
		{color.White, color.White, 1},
		// Fyne's default green and orange on white, as measured in WCAG's
		// own formula.
		{color.NRGBA{R: 0x43, G: 0xf4, B: 0x36, A: 0xff}, color.White, 1.48},
		{color.NRGBA{R: 0xff, G: 0x98, B: 0x00, A: 0xff}, color.White, 2.16},
	} {
		if got := contrastRatio(tc.a, tc.b); got < tc.want-0.005 || got > tc.want+0.005 {
			t.Errorf("contrastRatio(%v, %v) = %.3f, want %.2f", tc.a, tc.b, got, tc.want)
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
	if th, ok := a.Settings().Theme().(*appTheme); !ok || th.choice != themeLight || th.base != set.(*appTheme).base {
		t.Errorf("after the light look the theme is %#v, want the light look over the same base", a.Settings().Theme())
	}
}
