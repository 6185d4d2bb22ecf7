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

// filledColorNames are the text colours of filled buttons, by their fill.
var filledColorNames = map[fyne.ThemeColorName]fyne.ThemeColorName{
	theme.ColorNameForegroundOnPrimary: theme.ColorNamePrimary,
	theme.ColorNameForegroundOnSuccess: theme.ColorNameSuccess,
	theme.ColorNameForegroundOnWarning: theme.ColorNameWarning,
	theme.ColorNameForegroundOnError:   theme.ColorNameError,
}

var variants = map[string]fyne.ThemeVariant{"light": theme.VariantLight, "dark": theme.VariantDark}

// The foreground reads on every surface, tints (hover, focus, selection)
// included; coloured text on the window, entries, dialogs and rows; quiet
// text on plain surfaces; disabled text on those, menus and buttons.
// ColorNameFocusRing is primary, so it is checked with it.
func TestTheme_EveryTextColourReadsOnEverySurface(t *testing.T) {
	test.NewTempApp(t)
	th := readableTheme{theme.DefaultTheme()}
	plain := []string{"background", "input", "overlay"}
	content := append(plain[:3:3], "hovered background", "focused background", "selected background")
	reads := map[fyne.ThemeColorName][]string{
		theme.ColorNamePrimary:     content,
		theme.ColorNameHyperlink:   content,
		theme.ColorNameSuccess:     content,
		theme.ColorNameWarning:     content,
		theme.ColorNameError:       content,
		theme.ColorNamePlaceHolder: plain,
		theme.ColorNameDisabled:    append(plain[:3:3], "menu", "button", "header"),
	}
	for vName, v := range variants {
		c := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
		surfaces := map[string]color.Color{
			"background":          c(theme.ColorNameBackground),
			"input":               c(theme.ColorNameInputBackground),
			"header":              c(theme.ColorNameHeaderBackground),
			"menu":                c(theme.ColorNameMenuBackground),
			"overlay":             c(theme.ColorNameOverlayBackground),
			"button":              c(theme.ColorNameButton),
			"hovered background":  over(c(theme.ColorNameHover), c(theme.ColorNameBackground)),
			"focused background":  over(c(theme.ColorNameFocus), c(theme.ColorNameBackground)),
			"selected background": over(c(theme.ColorNameSelection), c(theme.ColorNameBackground)),
			"hovered button":      over(c(theme.ColorNameHover), c(theme.ColorNameButton)),
			"focused button":      over(c(theme.ColorNameFocus), c(theme.ColorNameButton)),
			"focused menu item":   over(c(theme.ColorNameFocus), c(theme.ColorNameMenuBackground)),
		}
		for sName := range surfaces {
			reads[theme.ColorNameForeground] = append(reads[theme.ColorNameForeground], sName)
		}
		for n, on := range reads {
			for _, sName := range on {
				if r := ContrastRatio(c(n), surfaces[sName]); r < MinTextContrast {
					t.Errorf("%s theme: %s on %s is %.2f:1, under %.1f:1", vName, n, sName, r, MinTextContrast)
				}
			}
		}
		delete(reads, theme.ColorNameForeground)
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
