package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/objectid-generator/objectid/gui/fynefix"
	apptheme "github.com/objectid-generator/objectid/gui/theme"
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
	if c, ok := apptheme.Color(n, v); ok {
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
