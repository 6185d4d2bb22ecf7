package gui

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/objectid-generator/objectid/gui/fynefix"
)

// themeChoice is the look the user picked in Settings.
type themeChoice string

// The looks Settings offers; the preference stores these strings.
const (
	themeSystem themeChoice = "system"
	themeLight  themeChoice = "light"
	themeDark   themeChoice = "dark"
)

// prefTheme holds the themeChoice.
const prefTheme = "theme"

// themeChoices lists the looks in the order Settings offers them.
var themeChoices = []themeChoice{themeSystem, themeLight, themeDark}

// savedThemeChoice reads the theme preference; anything unknown means the
// system's look, so a damaged preference never hides the window.
func savedThemeChoice(name string) themeChoice {
	for _, c := range themeChoices {
		if string(c) == name {
			return c
		}
	}
	return themeSystem
}

// The colours of secondary text such as "Click an ID to decode it" and of
// the ring around the focused control. Fyne's own names, so that they are
// defined in every theme, its test theme too: the palettes make the
// placeholder readable and the primary colour stand out on the background.
const (
	colorNameHint      = theme.ColorNamePlaceHolder
	colorNameFocusRing = theme.ColorNamePrimary
)

// minTextContrast is WCAG 2.1 AA's contrast for normal text, which every
// text and mark in the window meets.
const minTextContrast = 4.5

// palette is the colours appTheme sets for one variant. Fyne's defaults
// draw its green and orange (the random value and counter of an ID, and
// warnings) and its red at 1.5–3.7:1 on white, its placeholder and the blue
// under the Generate button's white text near 3:1, its disabled text (a
// menu's headings) near 1.2:1, and its focus and hover tints so faint that
// the focused control cannot be told apart. These replace them with
// colours of the same hue that read at least 4.5:1 on every surface text
// sits on. The input border keeps Fyne's faint grey: an entry shows its
// focus by turning it the primary colour, which no border that itself
// stood out at 3:1 would differ from by 3:1.
type palette map[fyne.ThemeColorName]color.Color

var lightPalette = palette{
	theme.ColorNamePrimary:             color.NRGBA{R: 0x0d, G: 0x57, B: 0xa8, A: 0xff},
	theme.ColorNameHyperlink:           color.NRGBA{R: 0x0d, G: 0x57, B: 0xa8, A: 0xff},
	theme.ColorNameForegroundOnPrimary: color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff},
	theme.ColorNameSuccess:             color.NRGBA{R: 0x18, G: 0x66, B: 0x1d, A: 0xff},
	theme.ColorNameForegroundOnSuccess: color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff},
	theme.ColorNameWarning:             color.NRGBA{R: 0x9a, G: 0x3d, B: 0x00, A: 0xff},
	theme.ColorNameForegroundOnWarning: color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff},
	theme.ColorNameError:               color.NRGBA{R: 0xb0, G: 0x20, B: 0x20, A: 0xff},
	theme.ColorNameForegroundOnError:   color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff},
	theme.ColorNamePlaceHolder:         color.NRGBA{R: 0x66, G: 0x66, B: 0x66, A: 0xff},
	theme.ColorNameDisabled:            color.NRGBA{R: 0x6b, G: 0x6b, B: 0x6b, A: 0xff},
	theme.ColorNameFocus:               color.NRGBA{R: 0x0d, G: 0x57, B: 0xa8, A: 0x30},
	theme.ColorNameSelection:           color.NRGBA{R: 0x0d, G: 0x57, B: 0xa8, A: 0x30},
	theme.ColorNameHover:               color.NRGBA{R: 0x00, G: 0x00, B: 0x00, A: 0x1a},
}

var darkPalette = palette{
	theme.ColorNamePrimary:             color.NRGBA{R: 0x64, G: 0xb5, B: 0xf6, A: 0xff},
	theme.ColorNameHyperlink:           color.NRGBA{R: 0x64, G: 0xb5, B: 0xf6, A: 0xff},
	theme.ColorNameForegroundOnPrimary: color.NRGBA{R: 0x17, G: 0x17, B: 0x18, A: 0xff},
	theme.ColorNameSuccess:             color.NRGBA{R: 0x66, G: 0xbb, B: 0x6a, A: 0xff},
	theme.ColorNameForegroundOnSuccess: color.NRGBA{R: 0x17, G: 0x17, B: 0x18, A: 0xff},
	theme.ColorNameWarning:             color.NRGBA{R: 0xff, G: 0x98, B: 0x00, A: 0xff},
	theme.ColorNameForegroundOnWarning: color.NRGBA{R: 0x17, G: 0x17, B: 0x18, A: 0xff},
	theme.ColorNameError:               color.NRGBA{R: 0xff, G: 0x8a, B: 0x80, A: 0xff},
	theme.ColorNameForegroundOnError:   color.NRGBA{R: 0x17, G: 0x17, B: 0x18, A: 0xff},
	theme.ColorNamePlaceHolder:         color.NRGBA{R: 0xb2, G: 0xb2, B: 0xb2, A: 0xff},
	theme.ColorNameDisabled:            color.NRGBA{R: 0x99, G: 0x99, B: 0x99, A: 0xff},
	theme.ColorNameFocus:               color.NRGBA{R: 0x64, G: 0xb5, B: 0xf6, A: 0x40},
	theme.ColorNameHover:               color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0x1a},
}

// appTheme is the window's theme: the base theme's fonts, icons and sizes,
// with readable colours (the palettes) and the variant the user chose.
type appTheme struct {
	base   fyne.Theme
	choice themeChoice
	// readable is set when the palettes replace the base's colours: over
	// Fyne's built-in theme, whose colours they were chosen against.
	// Another base, such as the test theme, keeps its own.
	readable bool
}

// newAppTheme makes the theme for choice on top of base: Fyne's default
// theme in the app, the test theme in tests, so layouts are the same.
func newAppTheme(base fyne.Theme, choice themeChoice) *appTheme {
	return &appTheme{base: base, choice: choice, readable: base == theme.DefaultTheme()}
}

// variant is the variant the theme draws when the system asks for v.
func (t *appTheme) variant(v fyne.ThemeVariant) fyne.ThemeVariant {
	switch t.choice {
	case themeLight:
		return theme.VariantLight
	case themeDark:
		return theme.VariantDark
	}
	return v
}

// Color returns the palette's colour for n in the chosen variant, or the
// base theme's where the palette keeps it.
func (t *appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	v = t.variant(v)
	if !t.readable {
		return t.base.Color(n, v)
	}
	p := lightPalette
	if v == theme.VariantDark {
		p = darkPalette
	}
	if c, ok := p[n]; ok {
		return c
	}
	return t.base.Color(n, v)
}

// Font returns the base theme's font.
func (t *appTheme) Font(s fyne.TextStyle) fyne.Resource { return t.base.Font(s) }

// Icon returns the base theme's icon. One drawn in a theme colour is named
// by the variant it is drawn in as its name is asked (fynefix.VariantIcon
// says why), so a look switched in place (applyTheme) shows its own icons.
// Over another base, such as the test theme, icons keep their own names.
func (t *appTheme) Icon(n fyne.ThemeIconName) fyne.Resource {
	icon := t.base.Icon(n)
	if themed, ok := icon.(fyne.ThemedResource); ok && t.readable {
		return &fynefix.VariantIcon{ThemedResource: themed, Variant: func() fyne.ThemeVariant {
			return t.variant(fyne.CurrentApp().Settings().ThemeVariant())
		}}
	}
	return icon
}

// Size returns the base theme's size.
func (t *appTheme) Size(n fyne.ThemeSizeName) float32 { return t.base.Size(n) }

// contrastRatio is the WCAG 2.1 contrast ratio of a colour against
// another, from 1 (none) to 21 (black on white).
func contrastRatio(a, b color.Color) float64 {
	la, lb := relativeLuminance(a), relativeLuminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// relativeLuminance is WCAG 2.1's relative luminance of an opaque colour.
func relativeLuminance(c color.Color) float64 {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	channel := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*channel(n.R) + 0.7152*channel(n.G) + 0.0722*channel(n.B)
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
