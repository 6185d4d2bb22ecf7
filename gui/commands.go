package gui

import (
	"math"
	"runtime"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// The window's keyboard shortcuts. ShortcutDefault is Ctrl, or Cmd on
// macOS, where Cmd+Tab switches applications: Ctrl+Tab stays Ctrl.
var (
	generateShortcut      = &desktop.CustomShortcut{KeyName: fyne.KeyG, Modifier: fyne.KeyModifierShortcutDefault}
	copyAllShortcut       = &desktop.CustomShortcut{KeyName: fyne.KeyC, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	saveShortcut          = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
	openShortcut          = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault}
	settingsShortcut      = &desktop.CustomShortcut{KeyName: fyne.KeyComma, Modifier: fyne.KeyModifierShortcutDefault}
	quitShortcut          = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}
	closeShortcut         = &desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: fyne.KeyModifierShortcutDefault}
	pasteDecodeShortcut   = &desktop.CustomShortcut{KeyName: fyne.KeyV, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	nextTabShortcut       = &desktop.CustomShortcut{KeyName: fyne.KeyTab, Modifier: fyne.KeyModifierControl}
	previousTabShortcut   = &desktop.CustomShortcut{KeyName: fyne.KeyTab, Modifier: fyne.KeyModifierControl | fyne.KeyModifierShift}
	shortcutsHelpShortcut = &desktop.CustomShortcut{KeyName: widgets.HelpKey}
	tabShortcuts          = []*desktop.CustomShortcut{
		{KeyName: fyne.Key1, Modifier: fyne.KeyModifierShortcutDefault},
		{KeyName: fyne.Key2, Modifier: fyne.KeyModifierShortcutDefault},
		{KeyName: fyne.Key3, Modifier: fyne.KeyModifierShortcutDefault},
		{KeyName: fyne.Key4, Modifier: fyne.KeyModifierShortcutDefault},
		{KeyName: fyne.Key5, Modifier: fyne.KeyModifierShortcutDefault},
	}
)

// command is one thing the window does, shared by its menu item, its
// keyboard shortcut and the list of shortcuts in Help.
type command struct {
	label    string
	shortcut fyne.Shortcut
	action   func()
}

// menusDrawShortcuts is set on macOS, whose own menus write shortcuts
// readably; Fyne's write them faintly, so the label carries them instead.
var menusDrawShortcuts = runtime.GOOS == "darwin"

// menuItem is the command's item in the main menu, showing its shortcut:
// where Fyne would draw it faint, in its label after pad spaces.
func (c command) menuItem(pad int) *fyne.MenuItem {
	if c.shortcut == nil || menusDrawShortcuts {
		item := fyne.NewMenuItem(c.label, c.action)
		item.Shortcut = c.shortcut
		return item
	}
	return fyne.NewMenuItem(c.label+strings.Repeat(" ", pad)+shortcutText(c.shortcut), c.action)
}

// shortcutPads is, for each of commands, how many spaces put its shortcut
// in a column after the widest label.
func shortcutPads(commands []*command) []int {
	size, style := theme.TextSize(), fyne.TextStyle{}
	space := fyne.MeasureText("x x", size, style).Width - fyne.MeasureText("xx", size, style).Width
	var widest float32
	for _, c := range commands {
		if c != nil && c.shortcut != nil {
			widest = max(widest, fyne.MeasureText(c.label, size, style).Width)
		}
	}
	pads := make([]int, len(commands))
	for i, c := range commands {
		pads[i] = len(menuLabelGap)
		if c != nil && space > 0 {
			pads[i] += int(math.Round(float64((widest - fyne.MeasureText(c.label, size, style).Width) / space)))
		}
	}
	return pads
}

// menuLabelGap separates a menu item's label from its shortcut.
const menuLabelGap = "    "

// commandGroup is one menu of the main menu: its title and its commands,
// with a nil command between groups of items.
type commandGroup struct {
	title    string
	commands []*command
}

// commands lists everything the menu and the keyboard do, menu by menu,
// in the current language.
func (u *ui) commands() []commandGroup {
	tabs := []string{lang.L("Generate"), lang.L("Decode"), lang.L("Range query"), lang.L("Bulk"), lang.L("About ObjectID")}
	view := []*command{
		{label: lang.L("Times in UTC"), action: func() { u.setTimesInUTC(true) }},
		{label: lang.L("Times in local time"), action: func() { u.setTimesInUTC(false) }},
		nil,
	}
	for i, name := range tabs {
		view = append(view, &command{label: lang.L("Show {{.Tab}}", map[string]any{"Tab": name}), shortcut: tabShortcuts[i], action: func() { showTab(u.tabs, i) }})
	}
	view = append(view,
		&command{label: lang.L("Next tab"), shortcut: nextTabShortcut, action: func() { stepTab(u.tabs, 1) }},
		&command{label: lang.L("Previous tab"), shortcut: previousTabShortcut, action: func() { stepTab(u.tabs, -1) }},
	)
	return []commandGroup{
		// Fyne's dialogs translate "File" lowercase, inside their titles.
		{lang.X("menu.file", "File"), []*command{
			{label: lang.L("Save batch…"), shortcut: saveShortcut, action: u.saveBatch},
			{label: lang.L("Open in Bulk…"), shortcut: openShortcut, action: u.openInBulkDialog},
			nil,
			{label: lang.L("Settings…"), shortcut: settingsShortcut, action: func() { u.showSettings() }},
			nil,
			{label: lang.L("Close window"), shortcut: closeShortcut, action: u.closeWindow},
			{label: lang.L("Quit"), shortcut: quitShortcut, action: u.quit},
		}},
		{lang.L("Edit"), []*command{
			{label: lang.L("Generate"), shortcut: generateShortcut, action: u.generateFromAnywhere},
			{label: lang.L("Copy all"), shortcut: copyAllShortcut, action: func() { u.generate.CopyAll() }},
			{label: lang.L("Paste and decode"), shortcut: pasteDecodeShortcut, action: u.pasteAndDecode},
		}},
		{lang.L("View"), view},
		{lang.L("Help"), []*command{
			{label: lang.L("Keyboard shortcuts"), shortcut: shortcutsHelpShortcut, action: func() { u.showShortcuts(u.commands()) }},
			{label: lang.L("About ObjectID Generator"), action: u.showAboutApp},
		}},
	}
}

// mainMenu is the window's menu bar, the View menu's zone ticked: UTC when
// utc. Quit is marked, so Fyne adds no second one.
func mainMenu(groups []commandGroup, utc bool) *fyne.MainMenu {
	var menus []*fyne.Menu
	for _, group := range groups {
		var items []*fyne.MenuItem
		pads := shortcutPads(group.commands)
		for i, c := range group.commands {
			if c == nil {
				items = append(items, fyne.NewMenuItemSeparator())
				continue
			}
			item := c.menuItem(pads[i])
			if c.shortcut == quitShortcut {
				item.IsQuit = true
			}
			items = append(items, item)
		}
		menus = append(menus, fyne.NewMenu(group.title, items...))
	}
	view := menus[2]
	view.Items[0].Checked = utc
	view.Items[1].Checked = !utc
	return fyne.NewMainMenu(menus...)
}

// addShortcuts makes every command's shortcut work anywhere in the window;
// a focused text field passes it on (typedShortcut).
func (u *ui) addShortcuts(groups []commandGroup) {
	for _, group := range groups {
		for _, c := range group.commands {
			if c != nil && c.shortcut != nil {
				u.shortcuts[c.shortcut.ShortcutName()] = c.action
				u.window.Canvas().AddShortcut(c.shortcut, func(fyne.Shortcut) { c.action() })
			}
		}
	}
}

// typedShortcut runs the window's action for shortcut and reports whether
// there is one. A text field calls it before handling the shortcut itself.
func (u *ui) typedShortcut(shortcut fyne.Shortcut) bool {
	action, ok := u.shortcuts[shortcut.ShortcutName()]
	if ok {
		action()
	}
	return ok
}

// shortcutText writes a shortcut the way the platform's menus do:
// "Ctrl+Shift+C", or "Cmd+Shift+C" on macOS.
func shortcutText(s fyne.Shortcut) string {
	ks, ok := s.(fyne.KeyboardShortcut)
	if !ok {
		return ""
	}
	super := "Super"
	if runtime.GOOS == "darwin" {
		super = "Cmd"
	}
	var parts []string
	for _, m := range []struct {
		mod  fyne.KeyModifier
		name string
	}{
		{fyne.KeyModifierControl, "Ctrl"},
		{fyne.KeyModifierAlt, "Alt"},
		{fyne.KeyModifierShift, "Shift"},
		{fyne.KeyModifierSuper, super},
	} {
		if ks.Mod()&m.mod != 0 {
			parts = append(parts, m.name)
		}
	}
	key := string(ks.Key())
	switch ks.Key() {
	case fyne.KeyComma:
		key = ","
	}
	return strings.Join(append(parts, key), "+")
}

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
	u.tabs.Select(u.bulkTab)
	u.bulk.ChooseFile()
}
