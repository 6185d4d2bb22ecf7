package gui

import (
	"image/color"
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

// settingsScreen is the Settings dialog. Each control saves and applies
// its choice at once, except the language, which takes effect at start.
type settingsScreen struct {
	language  *widgets.KeySelect
	zone      *widgets.ChoiceGroup
	look      *widgets.KeySelect
	clipboard *widgets.KeyCheck
	tray      *widgets.KeyCheck
}

// showSettings opens the Settings dialog with the focus on its first
// control.
func (u *ui) showSettings() *settingsScreen {
	prefs := u.app.Preferences()
	s := &settingsScreen{}

	languageNames := []string{lang.L("System default")}
	for _, l := range languages {
		languageNames = append(languageNames, l.name)
	}
	s.language = widgets.NewKeySelect(languageNames, nil)
	s.language.Name = lang.L("Language")
	s.language.SetSelectedIndex(0)
	for i, l := range languages {
		if l.code == prefs.String(prefLanguage) {
			s.language.SetSelectedIndex(i + 1)
		}
	}
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
	current := savedThemeChoice(prefs.String(prefTheme))
	for i, c := range themeChoices {
		if c == current {
			s.look.SetSelectedIndex(i)
		}
	}
	s.look.OnChanged = func(string) {
		choice := themeChoices[max(s.look.SelectedIndex(), 0)]
		prefs.SetString(prefTheme, string(choice))
		u.setLook(choice)
	}

	s.clipboard = widgets.NewKeyCheck(lang.L("Offer to decode an ObjectID found on the clipboard"), func(on bool) {
		prefs.SetBool(prefClipboardDetection, on)
	})
	s.clipboard.SetChecked(prefs.BoolWithFallback(prefClipboardDetection, true))

	s.tray = widgets.NewKeyCheck(lang.L("Keep running in the system tray when the window is closed"), u.setTrayEnabled)
	s.tray.SetChecked(trayEnabled(u.app))
	if !hasTray(u.app) {
		s.tray.Disable()
	}

	restart := widget.NewLabel(lang.L("The language changes when the app starts again."))
	content := container.New(layout.NewFormLayout(),
		widget.NewLabel(lang.L("Language")), container.NewVBox(container.NewHBox(widgets.FitOptions(s.language)), restart),
		widget.NewLabel(lang.L("Times in")), s.zone,
		widget.NewLabel(lang.L("Theme")), container.NewHBox(widgets.FitOptions(s.look)),
		widget.NewLabel(lang.L("Clipboard")), s.clipboard,
		widget.NewLabel(lang.L("System tray")), s.tray,
	)
	u.showDialog(u.newCloseDialog(lang.L("Settings"), content), nil)
	u.window.Canvas().Focus(s.language)
	return s
}

// prefLanguage holds the language the user chose in Settings: one of
// the codes in languages, or "" to follow the system locale.
const prefLanguage = "language"

// uiLanguage is one language the window is translated into.
type uiLanguage struct {
	// code is the BCP 47 base language, which is also the name of its file
	// in assets/translations.
	code string
	// name is the language's name in itself, so a reader finds their own
	// language whatever the window currently shows.
	name string
	// Style is how its speakers write dates and numbers.
	wording.Style
}

// languages lists the translations; the first is the base language, used
// when the system asks for a language not listed here.
var languages = []uiLanguage{
	{code: "en", name: "English", Style: wording.English},
	{code: "fi", name: "Suomi", Style: wording.Finnish},
	{code: "vi", name: "Tiếng Việt", Style: wording.Vietnamese},
	{code: "id", name: "Bahasa Indonesia", Style: wording.Indonesian},
}

// activeLanguage is the language lang.L answers in; the UI goroutine's.
var activeLanguage = languages[0]

// setActiveLanguage records l as the language lang.L answers in and writes
// dates and numbers its way from now on.
func setActiveLanguage(l uiLanguage) {
	activeLanguage = l
	wording.Use(l.Style)
}

// languageForced records that applyLanguage replaced the translation Fyne
// chose from the system locale, which going back has to undo.
var languageForced bool

// setupLanguage loads the translations and applies the saved language,
// before any widget takes its text from lang.L.
func setupLanguage(a fyne.App) {
	if err := lang.AddTranslationsFS(assets.Translations, assets.TranslationsDir); err != nil {
		fyne.LogError("Loading translations", err)
	}
	applyLanguage(a.Preferences().String(prefLanguage))
}

// applyLanguage makes lang.L answer in the language with the given code, or
// in the system's language when code is "" (fynefix.UseTranslation says
// what every translation must therefore give).
func applyLanguage(code string) {
	chosen, ok := languageByCode(code)
	if !ok {
		chosen = systemLanguage()
	}
	if !ok && !languageForced {
		setActiveLanguage(chosen)
		return // Fyne already chose this language from the same locale
	}
	data, err := assets.Translations.ReadFile(assets.TranslationsDir + "/" + chosen.code + ".json")
	if err == nil {
		err = fynefix.UseTranslation(data)
	}
	if err != nil {
		fyne.LogError("Switching the language to "+chosen.code, err)
		return
	}
	setActiveLanguage(chosen)
	languageForced = true
}

// systemLanguage is the translation that matches the system's primary
// locale, or the base language when there is none.
func systemLanguage() uiLanguage {
	base, _, _ := strings.Cut(lang.SystemLocale().String(), "-")
	if l, ok := languageByCode(base); ok {
		return l
	}
	return languages[0]
}

func languageByCode(code string) (uiLanguage, bool) {
	for _, l := range languages {
		if l.code == code {
			return l, true
		}
	}
	return uiLanguage{}, false
}

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

// appTheme is the base theme with readable colours in the chosen variant.
type appTheme struct {
	base   fyne.Theme
	choice themeChoice
	// readable is set over Fyne's built-in theme, whose colours the
	// palettes replace; the test theme keeps its own.
	readable bool
}

// newAppTheme makes the theme for choice on top of base.
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

// Icon returns the base theme's icon, named by the variant it is drawn in
// (fynefix.VariantIcon says why); over the test theme, by its own name.
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

// applyTheme makes a draw the readable palette in choice's variant and
// reports whether widgets drawn must be refreshed (restyle); later calls
// change the theme in place (fynefix.SwitchTheme says why).
func applyTheme(a fyne.App, choice themeChoice) (restyle bool) {
	return fynefix.SwitchTheme(a,
		func(base fyne.Theme) *appTheme { return newAppTheme(base, choice) },
		func(t *appTheme) bool {
			if t.choice == choice {
				return false
			}
			t.choice = choice
			return true
		})
}

// setLook draws the window in choice's look from now on.
func (u *ui) setLook(choice themeChoice) {
	if applyTheme(u.app, choice) {
		restyle(u.window)
	}
}

// restyle draws the window w again in the current look: every widget, the
// tabs not on show too, reads its colours anew as it is refreshed.
func restyle(w fyne.Window) {
	w.Content().Refresh()
	for _, overlay := range w.Canvas().Overlays().List() {
		overlay.Refresh()
	}
	if menu := w.MainMenu(); menu != nil {
		menu.Refresh()
	}
}
