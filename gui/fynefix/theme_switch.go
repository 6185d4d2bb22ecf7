package fynefix

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

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
