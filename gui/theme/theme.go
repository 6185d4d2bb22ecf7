// Package theme holds the window's colours: a palette that reads at WCAG
// 2.1 AA over Fyne's built-in theme, the names of the colours the window
// uses for hints and focus rings, and the contrast maths the tests check
// them with.
package theme

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// ColorNameHint and ColorNameFocusRing are the colours of secondary text
// such as the Generate tab's hint and of the ring around the focused
// control. Fyne's own names, so that they are
// defined in every theme, its test theme too: the palettes make the
// placeholder readable and the primary colour stand out on the background.
const (
	ColorNameHint      = theme.ColorNamePlaceHolder
	ColorNameFocusRing = theme.ColorNamePrimary
)

// MinTextContrast is WCAG 2.1 AA's contrast for normal text, which every
// text and mark in the window meets.
const MinTextContrast = 4.5

// palette is the colours the window's theme sets for one variant: hues of
// Fyne's defaults dark or light enough that text reads at 4.5:1 on every
// surface it sits on, and focus and hover tints that can be told apart.
// The input border keeps Fyne's grey: an entry shows its focus by turning
// it the primary colour, which a border already at 3:1 could not.
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

// Color is the palette's colour for n in variant v, and false where the
// window keeps the colour of Fyne's built-in theme, whose colours the
// palettes were chosen against.
func Color(n fyne.ThemeColorName, v fyne.ThemeVariant) (color.Color, bool) {
	p := lightPalette
	if v == theme.VariantDark {
		p = darkPalette
	}
	c, ok := p[n]
	return c, ok
}

// ContrastRatio is the WCAG 2.1 contrast ratio of a colour against
// another, from 1 (none) to 21 (black on white).
func ContrastRatio(a, b color.Color) float64 {
	la, lb := relativeLuminance(a), relativeLuminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
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
