package gui

import (
	"runtime"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/assets"
)

// showTab brings the tab at index i to the front; opening Decode puts the
// cursor in its field.
func (u *ui) showTab(i int) {
	if i >= 0 && i < len(u.tabs.Items) {
		u.tabs.SelectIndex(i)
	}
}

// stepTab moves by step tabs, wrapping from the last to the first and back.
func (u *ui) stepTab(step int) {
	n := len(u.tabs.Items)
	u.showTab(((u.tabs.SelectedIndex()+step)%n + n) % n)
}

// generateFromAnywhere shows the Generate tab and makes a new batch.
func (u *ui) generateFromAnywhere() {
	u.tabs.SelectIndex(0)
	u.generate.generate()
}

// copyAllFromAnywhere copies the Generate tab's batch wherever the focus is.
func (u *ui) copyAllFromAnywhere() { u.generate.copyAll() }

// saveBatch shows the Generate tab and asks where to save its batch.
func (u *ui) saveBatch() {
	u.tabs.SelectIndex(0)
	u.generate.save()
}

// openInBulkDialog shows the Bulk tab and asks which file to read.
func (u *ui) openInBulkDialog() {
	if u.bulk == nil {
		return
	}
	u.tabs.Select(u.bulkTab)
	u.bulk.chooseFile()
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
		u.decode.focus()
	}
	u.decode.paste(u.app.Clipboard())
}

// setTimesInUTC saves where times are shown; the zone switch and the
// screens follow the preference.
func (u *ui) setTimesInUTC(utc bool) {
	u.app.Preferences().SetBool(prefUTC, utc)
	u.zone.SetSelected(u.zoneChoice())
	u.window.SetMainMenu(u.mainMenu())
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

// showShortcutsHelp lists every shortcut: the menu's, then the keys that
// move around the window.
func (u *ui) showShortcutsHelp() {
	var keys, what []string
	add := func(k, w string) {
		keys = append(keys, k)
		what = append(what, w)
	}
	for _, group := range u.commands() {
		for _, c := range group.commands {
			if c != nil && c.shortcut != nil {
				add(shortcutText(c.shortcut), c.label)
			}
		}
	}
	add("Tab / Shift+Tab", lang.L("Move to the next or previous control"))
	add(lang.L("Enter / Space"), lang.L("Press the focused button"))
	add(shortcutText(&fyne.ShortcutCopy{}), lang.L("Copy the focused ID in the chosen format"))
	add("Escape", lang.L("Close the dialog"))
	add("Alt", lang.L("Open the menu bar"))
	// Two labels of one line a shortcut, side by side, rather than a label
	// a cell: the list then fits an 800×600 window whole. The keys are
	// bold, not monospace, whose lines are less tall and would drift from
	// their descriptions.
	list := container.NewHBox(
		widget.NewLabelWithStyle(strings.Join(keys, "\n"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(strings.Join(what, "\n")),
	)
	scroll := container.NewVScroll(list)
	d := u.newCloseDialog(lang.L("Keyboard shortcuts"), scroll)
	// A scroll box asks for no more height than one line; the dialog asks
	// for the whole list, as much of it as the window has room for.
	room := u.window.Canvas().Size().Height - 2*theme.Padding()
	whole := d.MinSize().Height - scroll.MinSize().Height + list.MinSize().Height
	d.Resize(fyne.NewSize(d.MinSize().Width, min(whole, room)))
	u.showDialog(d, nil)
}

// showAboutApp names the app, its version and licence, and the versions of
// Fyne and Go it was built with.
func (u *ui) showAboutApp() {
	text := widget.NewLabel(lang.L("Version {{.Version}}", map[string]any{"Version": assets.Version}) + "\n" +
		lang.L("Licence: {{.Licence}}", map[string]any{"Licence": assets.Licence}) + "\n" +
		lang.L("Built with Fyne {{.Fyne}} and {{.Go}}", map[string]any{"Fyne": assets.FyneVersion, "Go": runtime.Version()}))
	content := container.NewVBox(
		widget.NewLabelWithStyle(assets.AppName, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(lang.L("Make and read MongoDB ObjectIDs offline.")),
		text,
	)
	u.showDialog(u.newCloseDialog(lang.L("About ObjectID Generator"), content), nil)
}
