package theme

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// readableTheme is Fyne's built-in theme with the palette's colours, as
// the window draws it.
type readableTheme struct{ fyne.Theme }

func (t readableTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if c, ok := Color(n, v); ok {
		return c
	}
	return t.Theme.Color(n, v)
}

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
	test.NewTempApp(t)
	th := readableTheme{theme.DefaultTheme()}
	for vName, v := range variants {
		all := surfaces(th, v)
		for sName, surface := range controlSurfaces(th, v) {
			all[sName] = surface
		}
		for sName, surface := range all {
			if r := ContrastRatio(th.Color(theme.ColorNameForeground, v), surface); r < MinTextContrast {
				t.Errorf("%s theme: foreground text on %s is %.2f:1, under %.1f:1", vName, sName, r, MinTextContrast)
			}
		}
		for _, sName := range contentSurfaces {
			for _, n := range colouredTextNames {
				if r := ContrastRatio(th.Color(n, v), all[sName]); r < MinTextContrast {
					t.Errorf("%s theme: %s text on %s is %.2f:1, under %.1f:1", vName, n, sName, r, MinTextContrast)
				}
			}
		}
		for _, sName := range plainSurfaces {
			for _, n := range quietTextNames {
				if r := ContrastRatio(th.Color(n, v), all[sName]); r < MinTextContrast {
					t.Errorf("%s theme: %s text on %s is %.2f:1, under %.1f:1", vName, n, sName, r, MinTextContrast)
				}
			}
		}
	}
}

func TestTheme_DisabledTextReadsOnPlainSurfacesMenusAndButtons(t *testing.T) {
	test.NewTempApp(t)
	th := readableTheme{theme.DefaultTheme()}
	for vName, v := range variants {
		all := surfaces(th, v)
		for _, sName := range append(plainSurfaces, "menu", "button", "header") {
			for _, n := range disabledTextNames {
				if r := ContrastRatio(th.Color(n, v), all[sName]); r < MinTextContrast {
					t.Errorf("%s theme: %s text on %s is %.2f:1, under %.1f:1", vName, n, sName, r, MinTextContrast)
				}
			}
		}
	}
}

func TestTheme_FilledButtonTextReadsOnItsFill(t *testing.T) {
	test.NewTempApp(t)
	th := readableTheme{theme.DefaultTheme()}
	for vName, v := range variants {
		for text, fill := range filledColorNames {
			base := th.Color(fill, v)
			for state, bg := range map[string]color.Color{
				"":         base,
				" focused": over(th.Color(theme.ColorNameFocus, v), base),
				" hovered": over(th.Color(theme.ColorNameHover, v), base),
			} {
				if r := ContrastRatio(th.Color(text, v), bg); r < MinTextContrast {
					t.Errorf("%s theme: %s on%s %s is %.2f:1, under %.1f:1", vName, text, state, fill, r, MinTextContrast)
				}
			}
		}
	}
}

func TestTheme_FocusRingStandsOutFromTheBackground(t *testing.T) {
	test.NewTempApp(t)
	th := readableTheme{theme.DefaultTheme()}
	for vName, v := range variants {
		ring := th.Color(ColorNameFocusRing, v)
		for _, bg := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameOverlayBackground} {
			if r := ContrastRatio(ring, th.Color(bg, v)); r < MinTextContrast {
				t.Errorf("%s theme: the focus ring on %s is %.2f:1", vName, bg, r)
			}
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
		if got := ContrastRatio(tc.a, tc.b); got < tc.want-0.005 || got > tc.want+0.005 {
			t.Errorf("ContrastRatio(%v, %v) = %.3f, want %.2f", tc.a, tc.b, got, tc.want)
		}
	}
}

// over is top drawn over an opaque bottom: what the eye sees where a
// translucent tint (hover, focus, selection) lies on a surface.
func over(top, bottom color.Color) color.Color {
	t := color.NRGBAModel.Convert(top).(color.NRGBA)
	b := color.NRGBAModel.Convert(bottom).(color.NRGBA)
	a := float64(t.A) / 255
	mix := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*a + float64(y)*(1-a))) }
	return color.NRGBA{R: mix(t.R, b.R), G: mix(t.G, b.G), B: mix(t.B, b.B), A: 0xff}
}
