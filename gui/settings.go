package gui

import (
	"image/color"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/assets"
	"github.com/objectid-generator/objectid/gui/fynefix"
	apptheme "github.com/objectid-generator/objectid/gui/theme"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
)

// settingsScreen is the Settings dialog; all but the language apply at once.
type settingsScreen struct {
	language  *widgets.KeySelect
	zone      *widgets.ChoiceGroup
	look      *widgets.KeySelect
	clipboard *widgets.KeyCheck
	tray      *widgets.KeyCheck
}

// showSettings opens the Settings dialog, its first control focused.
func (u *ui) showSettings() *settingsScreen {
	prefs := u.app.Preferences()
	s := &settingsScreen{}

	languageNames := []string{lang.L("System default")}
	for _, l := range languages {
		languageNames = append(languageNames, l.name)
	}
	selected := 1 + languageIndex(prefs.String(prefLanguage))
	s.language = widgets.NewKeySelect(languageNames, nil)
	s.language.Name = lang.L("Language")
	s.language.SetSelectedIndex(selected)
	s.language.OnChanged = func(string) {
		code := ""
		if i := s.language.SelectedIndex(); i > 0 {
			code = languages[i-1].code
		}
		prefs.SetString(prefLanguage, code)
	}

	s.zone = widgets.NewChoiceGroup([]string{lang.L("UTC"), lang.L("Local")}, nil)
	s.zone.Name = lang.L("Times in")
	s.zone.SetSelected(lang.L("Local"))
	if u.location() == time.UTC {
		s.zone.SetSelected(lang.L("UTC"))
	}
	s.zone.OnChanged = func(choice string) { u.setTimesInUTC(choice == lang.L("UTC")) }

	s.look = widgets.NewKeySelect([]string{lang.L("System"), lang.L("Light"), lang.L("Dark")}, nil)
	s.look.Name = lang.L("Theme")
	s.look.SetSelectedIndex(slices.Index(themeChoices, savedThemeChoice(prefs.String(prefTheme))))
	s.look.OnChanged = func(string) {
		choice := themeChoices[max(s.look.SelectedIndex(), 0)]
		prefs.SetString(prefTheme, string(choice))
		u.setLook(choice)
	}

	s.clipboard = widgets.NewKeyCheck(lang.L("Offer to decode an ObjectID found on the clipboard"), func(on bool) {
		prefs.SetBool(prefClipboardDetection, on)
	})
	s.clipboard.SetChecked(prefs.BoolWithFallback(prefClipboardDetection, true))

	noTray := widget.NewLabel(lang.L("No system tray is running: closing the window quits."))
	noTray.Hide()
	s.tray = widgets.NewKeyCheck(lang.L("Keep running in the system tray when the window is closed"), func(on bool) {
		prefs.SetBool(prefTray, on)
		u.installTray() // shows the icon when on; Fyne cannot remove it
		noTray.Hidden = !on || u.env.trayHost()
		noTray.Refresh()
	})
	s.tray.SetChecked(trayEnabled(u.app))

	restart := widget.NewLabel(lang.L("The language changes when the app starts again."))
	content := container.New(layout.NewFormLayout(),
		widget.NewLabel(lang.L("Language")), container.NewVBox(container.NewHBox(widgets.FitOptions(s.language)), restart),
		widget.NewLabel(lang.L("Times in")), s.zone,
		widget.NewLabel(lang.L("Theme")), container.NewHBox(widgets.FitOptions(s.look)),
		widget.NewLabel(lang.L("Clipboard")), s.clipboard,
		widget.NewLabel(lang.L("System tray")), container.NewVBox(s.tray, noTray),
	)
	u.showDialog(u.newCloseDialog(lang.L("Settings"), content), nil)
	u.window.Canvas().Focus(s.language)
	return s
}

// prefLanguage holds the code of the language chosen, "" for the system's.
const prefLanguage = "language"

// uiLanguage is one language the window is translated into.
type uiLanguage struct {
	code string // BCP 47 base language, its file's name
	name string // in itself, found whatever the window shows
	wording.Style
}

// languages lists the translations; the first is the fallback.
var languages = []uiLanguage{
	{code: "en", name: "English", Style: wording.English},
	{code: "fi", name: "Suomi", Style: wording.Finnish},
	{code: "vi", name: "Tiếng Việt", Style: wording.Vietnamese},
	{code: "id", name: "Bahasa Indonesia", Style: wording.Indonesian},
}

// languageForced records that applyLanguage replaced Fyne's translation.
var languageForced bool

// setupLanguage loads the translations and applies the saved language.
func setupLanguage(a fyne.App) {
	if err := lang.AddTranslationsFS(assets.Translations, assets.TranslationsDir); err != nil {
		fyne.LogError("Loading translations", err)
	}
	applyLanguage(a.Preferences().String(prefLanguage))
}

// applyLanguage makes lang.L answer in code's language, "" the system's.
func applyLanguage(code string) {
	i := languageIndex(code)
	if i < 0 {
		base, _, _ := strings.Cut(lang.SystemLocale().String(), "-")
		i = max(languageIndex(base), 0)
		if !languageForced {
			wording.Use(languages[i].Style)
			return // Fyne already chose this language from the same locale
		}
	}
	chosen := languages[i]
	data, err := assets.Translations.ReadFile(assets.TranslationsDir + "/" + chosen.code + ".json")
	if err == nil {
		err = fynefix.UseTranslation(data)
	}
	if err != nil {
		fyne.LogError("Switching the language to "+chosen.code, err)
		return
	}
	wording.Use(chosen.Style)
	languageForced = true
}

// languageIndex is where code's language is in languages, -1 if nowhere.
func languageIndex(code string) int {
	return slices.IndexFunc(languages, func(l uiLanguage) bool { return l.code == code })
}

// themeChoice is the look the user picked in Settings.
type themeChoice string

// The looks Settings offers, as the preference stores them.
const (
	themeSystem themeChoice = "system"
	themeLight  themeChoice = "light"
	themeDark   themeChoice = "dark"
)

// prefTheme holds the themeChoice.
const prefTheme = "theme"

// themeChoices lists the looks in the order Settings offers them.
var themeChoices = []themeChoice{themeSystem, themeLight, themeDark}

// savedThemeChoice reads the theme preference; unknown means the system's.
func savedThemeChoice(name string) themeChoice {
	if slices.Contains(themeChoices, themeChoice(name)) {
		return themeChoice(name)
	}
	return themeSystem
}

// appTheme is the base theme with readable colours in the chosen variant.
type appTheme struct {
	fyne.Theme // the base theme, whose fonts and sizes it keeps
	choice     themeChoice
	// readable is set over Fyne's theme; the test theme keeps its colours.
	readable bool
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

// Color returns the palette's colour for n in the chosen variant.
func (t *appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	v = t.variant(v)
	if c, ok := apptheme.Color(n, v); ok && t.readable {
		return c
	}
	return t.Theme.Color(n, v)
}

// Icon returns the base theme's icon named by its variant (fynefix.VariantIcon).
func (t *appTheme) Icon(n fyne.ThemeIconName) fyne.Resource {
	icon := t.Theme.Icon(n)
	if themed, ok := icon.(fyne.ThemedResource); ok && t.readable {
		return &fynefix.VariantIcon{ThemedResource: themed, Variant: func() fyne.ThemeVariant {
			return t.variant(fyne.CurrentApp().Settings().ThemeVariant())
		}}
	}
	return icon
}

// applyTheme switches a to choice's look in place; true when widgets must
// refresh. The first call sets the appTheme; later ones change its choice:
// Fyne 2.8.1 parses the fonts again at every new theme and go-text v0.3.4
// keeps every parse (scripts/leak-check.sh). TestFyneThemeSwitch_PinnedVersions
// fails when go.mod moves either.
func applyTheme(a fyne.App, choice themeChoice) (restyle bool) {
	if current, ok := a.Settings().Theme().(*appTheme); ok {
		changed := current.choice != choice
		current.choice = choice
		return changed
	}
	base := a.Settings().Theme()
	a.Settings().SetTheme(&appTheme{Theme: base, choice: choice, readable: base == theme.DefaultTheme()})
	return false
}

// setLook draws the window, hidden tabs too, in choice's look.
func (u *ui) setLook(choice themeChoice) {
	if !applyTheme(u.app, choice) {
		return
	}
	u.window.Content().Refresh()
	for _, overlay := range u.window.Canvas().Overlays().List() {
		overlay.Refresh()
	}
	u.window.MainMenu().Refresh()
}
