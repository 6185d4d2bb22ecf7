package fynefix

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// SwitchTheme changes the look of app a in place: the first call sets the
// theme newTheme makes on top of a's current one; once a's theme is a T,
// later calls pass it to change instead, which changes what it draws and
// reports whether widgets already drawn must be refreshed to show it.
// SwitchTheme returns that report; the first call reports false, since a
// new theme refreshes everything itself.
//
// Fyne 2.8.1's desktop driver parses the fonts again at every new theme
// (fyne.Settings.SetTheme), and go-text v0.3.4's shaper keeps every parse
// for good (scripts/leak-check.sh). In place the fonts stay; the caller
// refreshes every widget when told to and names icons by their variant
// (VariantIcon).
// TestFyneThemeSwitch_PinnedVersions fails when go.mod moves Fyne or
// go-text: check whether a new theme still leaks (make leak-check with
// SetTheme at every switch) and drop this if not.
func SwitchTheme[T fyne.Theme](a fyne.App, newTheme func(base fyne.Theme) T, change func(T) bool) (restyle bool) {
	if current, ok := a.Settings().Theme().(T); ok {
		return change(current)
	}
	a.Settings().SetTheme(newTheme(a.Settings().Theme()))
	return false
}

// VariantIcon is an icon drawn in a theme colour whose name says the
// variant its theme draws at the moment the name is asked, "dark/" or
// "light/" before the icon's own name.
//
// Fyne 2.8.1 keeps the icons it has drawn by name until the next new
// theme, so after a switch in place an icon would keep the old colours. TestVariantIcon_NamedByTheVariantNow shows the
// naming; TestFyneThemeSwitch_PinnedVersions fails when go.mod moves Fyne.
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
