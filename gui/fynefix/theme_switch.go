package fynefix

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// SwitchTheme changes the look of app a in place: the first call sets the
// theme newTheme makes on top of a's current one; later calls pass that T
// to change, which reports whether drawn widgets must be refreshed, and
// SwitchTheme returns its report (false the first time). Fyne 2.8.1 parses
// the fonts again at every new theme and go-text v0.3.4 keeps every parse
// (scripts/leak-check.sh). TestFyneThemeSwitch_PinnedVersions fails when
// go.mod moves either.
func SwitchTheme[T fyne.Theme](a fyne.App, newTheme func(base fyne.Theme) T, change func(T) bool) (restyle bool) {
	if current, ok := a.Settings().Theme().(T); ok {
		return change(current)
	}
	a.Settings().SetTheme(newTheme(a.Settings().Theme()))
	return false
}

// VariantIcon is a themed icon named after the variant drawn now ("dark/"
// or "light/" first): Fyne 2.8.1 keeps drawn icons by name until a new
// theme, so after a switch in place an icon would keep the old colours.
type VariantIcon struct {
	fyne.ThemedResource
	// Variant is the variant the icon's theme draws now.
	Variant func() fyne.ThemeVariant
}

// Name is the icon's name after the variant drawn now.
func (i *VariantIcon) Name() string {
	variant := "light/"
	if i.Variant() == theme.VariantDark {
		variant = "dark/"
	}
	return variant + i.ThemedResource.Name()
}
