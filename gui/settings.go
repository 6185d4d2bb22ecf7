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
	ui *ui

	language  *widgets.KeySelect
	zone      *widgets.ChoiceGroup
	look      *widgets.KeySelect
	clipboard *widgets.KeyCheck
	tray      *widgets.KeyCheck

	dialog  dialog.Dialog
	content fyne.CanvasObject
}

// newSettingsScreen builds the controls from the saved preferences.
func newSettingsScreen(u *ui) *settingsScreen {
	s := &settingsScreen{ui: u}
	prefs := u.app.Preferences()

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
	s.zone.SetSelected(u.zoneChoice())
	s.zone.OnChanged = func(choice string) { u.setTimesInUTC(choice == lang.L("UTC")) }

	s.look = widgets.NewKeySelect([]string{lang.L("System"), lang.L("Light"), lang.L("Dark")}, nil)
	s.look.Name = lang.L("Theme")
	current := savedThemeChoice(prefs.String(prefTheme))
	for i, c := range themeChoices {
		if c == current {
			s.look.SetSelectedIndex(i)
		}
	}
	s.look.OnChanged = func(string) { u.setTheme(themeChoices[max(s.look.SelectedIndex(), 0)]) }

	s.clipboard = widgets.NewKeyCheck(lang.L("Offer to decode an ObjectID found on the clipboard"), func(on bool) {
		prefs.SetBool(prefClipboardDetection, on)
	})
	s.clipboard.SetChecked(prefs.BoolWithFallback(prefClipboardDetection, true))

	s.tray = widgets.NewKeyCheck(lang.L("Keep running in the system tray when the window is closed"), func(on bool) {
		u.setTrayEnabled(on)
	})
	s.tray.SetChecked(trayEnabled(u.app))
	if !hasTray(u.app) {
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

// showSettings opens the Settings dialog with the focus on its first
// control, so the keyboard can start at once.
func (u *ui) showSettings() {
	s := newSettingsScreen(u)
	s.dialog = u.newCloseDialog(lang.L("Settings"), s.content)
	u.settings = s
	u.showDialog(s.dialog, nil)
	u.window.Canvas().Focus(s.language)
}

// languageChanged saves and applies the chosen language. The window is
// built again in it, and so is this dialog, which opens again with the
// focus where it was.
func (s *settingsScreen) languageChanged() {
	code := ""
	if i := s.language.SelectedIndex(); i > 0 {
		code = languages[i-1].code
	}
	if code == s.ui.app.Preferences().String(prefLanguage) {
		return
	}
	s.dialog.Hide()
	s.ui.switchLanguage(code)
	s.ui.showSettings()
}

// setTheme saves and applies the chosen look.
func (u *ui) setTheme(choice themeChoice) {
	u.app.Preferences().SetString(prefTheme, string(choice))
	if applyTheme(u.app, choice) {
		u.restyle()
	}
}
