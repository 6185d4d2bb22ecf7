package gui

import (
	"io"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/screens"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// showTab brings the tab at index i of tabs to the front; opening Decode
// puts the cursor in its field.
func showTab(tabs *container.AppTabs, i int) {
	if i >= 0 && i < len(tabs.Items) {
		tabs.SelectIndex(i)
	}
}

// stepTab moves by step tabs, wrapping from the last to the first and back.
func stepTab(tabs *container.AppTabs, step int) {
	n := len(tabs.Items)
	showTab(tabs, ((tabs.SelectedIndex()+step)%n+n)%n)
}

// generateFromAnywhere shows the Generate tab and makes a new batch.
func (u *ui) generateFromAnywhere() {
	u.tabs.SelectIndex(0)
	u.generate.Generate()
}

// saveBatch shows the Generate tab and asks where to save its batch.
func (u *ui) saveBatch() {
	u.tabs.SelectIndex(0)
	u.generate.Save()
}

// openInBulkDialog shows the Bulk tab and asks which file to read.
func (u *ui) openInBulkDialog() {
	if u.bulk == nil {
		return
	}
	u.tabs.Select(u.bulkTab)
	u.bulk.ChooseFile()
}

// pasteAndDecode puts the clipboard's text in the Decode field and shows
// the tab, which reads it at once. The cursor is in the field, also when
// the tab was on show already, so Tab goes on to what the tab offers. The
// paste comes last: one too long for the field starts a scan in Bulk, which
// updates the screen from then on.
func (u *ui) pasteAndDecode() {
	if u.decode == nil {
		return
	}
	u.tabs.Select(u.decodeTab)
	if u.tabs.Selected() == u.decodeTab {
		u.decode.Focus()
	}
	u.decode.Paste(u.app.Clipboard())
}

// setTimesInUTC saves where times are shown; the zone switch and the
// screens follow the preference.
func (u *ui) setTimesInUTC(utc bool) {
	u.app.Preferences().SetBool(prefUTC, utc)
	u.zone.SetSelected(zoneChoice(u.location()))
	u.window.SetMainMenu(mainMenu(u.commands(), utc))
}

// closeWindow closes the window, or with the tray on hides it there. With
// no tray host to show the icon, a hidden window could never come back, so
// closing quits instead.
func (u *ui) closeWindow() {
	if !trayEnabled(u.app) {
		saveWindowSize(u.window, u.app.Preferences())
		u.window.Close()
		return
	}
	if u.env.trayHost == nil || !u.env.trayHost() {
		u.quit()
		return
	}
	saveWindowSize(u.window, u.app.Preferences())
	u.window.Hide()
}

// quit ends the app, from the menu, Ctrl+Q or the tray.
func (u *ui) quit() {
	saveWindowSize(u.window, u.app.Preferences())
	if u.env.quit != nil {
		u.env.quit()
		return
	}
	u.app.Quit()
}

// openTextInBulk shows the Bulk tab reading text, as if it had been pasted
// into its empty box.
func (u *ui) openTextInBulk(text string) {
	if u.bulk == nil {
		return
	}
	u.tabs.Select(u.bulkTab)
	u.bulk.Open(text)
}

// copyFocused copies the ID of the focused row: on the Generate tab's
// list, the highlighted ID in the chosen format; on the Bulk tab's table,
// the ID of the row the keyboard is on in the format chosen there.
func (u *ui) copyFocused() {
	focused := u.window.Canvas().Focused()
	if !u.generate.CopyIfFocused(focused) && u.bulk != nil {
		u.bulk.CopyIfFocused(focused)
	}
}

// showSettings opens the Settings dialog with the focus on its first
// control, so the keyboard can start at once.
func (u *ui) showSettings() {
	s := newSettingsScreen(u.app, settingsHooks{
		zoneChoice:    zoneChoice(u.location()),
		setTimesInUTC: u.setTimesInUTC,
		setTheme:      func(choice themeChoice) { setTheme(u.app, u.window, choice) },
		setTray:       u.tray.setEnabled,
		switchLanguage: func(code string) {
			u.switchLanguage(code)
			u.showSettings()
		},
	})
	s.dialog = u.dialogs.newClose(lang.L("Settings"), s.content)
	u.settings = s
	u.dialogs.show(s.dialog, nil)
	u.window.Canvas().Focus(s.language)
}

// screenWindow is the window u as its screens take it (screens.Window).
type screenWindow struct{ u *ui }

func (w screenWindow) Now() time.Time                 { return w.u.env.now() }
func (w screenWindow) Zone() *time.Location           { return w.u.location() }
func (w screenWindow) Local() *time.Location          { return w.u.env.local }
func (w screenWindow) Fields() widgets.Window         { return fieldWindow{w.u} }
func (w screenWindow) Copy(text, what string)         { w.u.copier.copyText(text, what) }
func (w screenWindow) Generator() *core.Generator     { return w.u.env.source() }
func (w screenWindow) OpenInDecoder(id core.ObjectID) { w.u.openInDecoder(id) }

// ShowError brings the window to the front first: a copy asked for from
// the tray fails with the window hidden.
func (w screenWindow) ShowError(err error) {
	w.u.tray.showWindow()
	w.u.dialogs.showError(err)
}

func (w screenWindow) SaveFile(what, fileName string, write func(io.Writer) error) {
	w.u.copier.chooseSaveFile(what, fileName, write)
}

func (w screenWindow) OpenInBulk(text string) {
	if w.u.bulk != nil {
		w.u.bulk.OpenFromDecode(text)
	}
}

// bulkHooks are what the Bulk tab of u asks of the window: its dialogs,
// its copies and saves, its status line and its tabs.
func bulkHooks(u *ui) screens.BulkHooks {
	return screens.BulkHooks{
		ChooseFile: func(opened func(fyne.URIReadCloser, error)) {
			u.dialogs.showFile(dialog.NewFileOpen(opened, u.window))
		},
		OfferSave:      u.copier.offerSave,
		ClipboardLimit: u.env.clipboardLimit,
		Say:            func(message string) { u.status.show(message) },
		ShowTab:        func() { u.tabs.Select(u.bulkTab) },
		Background:     u.env.background,
	}
}
