package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// settingsScreen is the Settings dialog: every choice the app remembers
// that is not part of a tab's work, in one place. Each control saves and
// applies its choice at once.
type settingsScreen struct {
	prefs fyne.Preferences
	hooks settingsHooks

	language  *widgets.KeySelect
	zone      *widgets.ChoiceGroup
	look      *widgets.KeySelect
	clipboard *widgets.KeyCheck
	tray      *widgets.KeyCheck

	dialog  dialog.Dialog
	content fyne.CanvasObject
}

// settingsHooks are what the Settings dialog does beyond saving a choice.
type settingsHooks struct {
	// zoneChoice is the zone switch's option for where times are shown.
	zoneChoice string
	// setTimesInUTC, setTheme and setTray save and apply a choice.
	setTimesInUTC func(utc bool)
	setTheme      func(themeChoice)
	setTray       func(on bool)
	// switchLanguage saves and applies the language code, building the
	// window, and this dialog, again in it.
	switchLanguage func(code string)
}

// newSettingsScreen builds the controls from the saved preferences of a.
func newSettingsScreen(a fyne.App, hooks settingsHooks) *settingsScreen {
	prefs := a.Preferences()
	s := &settingsScreen{prefs: prefs, hooks: hooks}

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
	s.language.OnChanged = func(string) { s.languageChanged() }

	s.zone = widgets.NewChoiceGroup([]string{lang.L("UTC"), lang.L("Local")}, nil)
	s.zone.Name = lang.L("Times in")
	s.zone.SetSelected(hooks.zoneChoice)
	s.zone.OnChanged = func(choice string) { hooks.setTimesInUTC(choice == lang.L("UTC")) }

	s.look = widgets.NewKeySelect([]string{lang.L("System"), lang.L("Light"), lang.L("Dark")}, nil)
	s.look.Name = lang.L("Theme")
	current := savedThemeChoice(prefs.String(prefTheme))
	for i, c := range themeChoices {
		if c == current {
			s.look.SetSelectedIndex(i)
		}
	}
	s.look.OnChanged = func(string) { hooks.setTheme(themeChoices[max(s.look.SelectedIndex(), 0)]) }

	s.clipboard = widgets.NewKeyCheck(lang.L("Offer to decode an ObjectID found on the clipboard"), func(on bool) {
		prefs.SetBool(prefClipboardDetection, on)
	})
	s.clipboard.SetChecked(prefs.BoolWithFallback(prefClipboardDetection, true))

	s.tray = widgets.NewKeyCheck(lang.L("Keep running in the system tray when the window is closed"), hooks.setTray)
	s.tray.SetChecked(trayEnabled(a))
	if !hasTray(a) {
		s.tray.Disable()
	}

	s.content = container.New(layout.NewFormLayout(),
		widget.NewLabel(lang.L("Language")), container.NewHBox(widgets.FitOptions(s.language)),
		widget.NewLabel(lang.L("Times in")), s.zone,
		widget.NewLabel(lang.L("Theme")), container.NewHBox(widgets.FitOptions(s.look)),
		widget.NewLabel(lang.L("Clipboard")), s.clipboard,
		widget.NewLabel(lang.L("System tray")), s.tray,
	)
	return s
}

// languageChanged saves and applies the chosen language. The window is
// built again in it, and so is this dialog, which opens again with the
// focus where it was.
func (s *settingsScreen) languageChanged() {
	code := ""
	if i := s.language.SelectedIndex(); i > 0 {
		code = languages[i-1].code
	}
	if code == s.prefs.String(prefLanguage) {
		return
	}
	s.dialog.Hide()
	s.hooks.switchLanguage(code)
}

// setTheme saves and applies the chosen look to a and its window w.
func setTheme(a fyne.App, w fyne.Window, choice themeChoice) {
	a.Preferences().SetString(prefTheme, string(choice))
	if applyTheme(a, choice) {
		restyle(w)
	}
}
