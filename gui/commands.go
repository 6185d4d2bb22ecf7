package gui

import (
	"math"
	"runtime"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// The window's shortcuts: Ctrl, or Cmd on macOS, but Ctrl+Tab everywhere.
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
)

// tabShortcut is Ctrl+1 to Ctrl+9 for the tab at index 0 to 8.
func tabShortcut(index int) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: fyne.KeyName(rune('1' + index)), Modifier: fyne.KeyModifierShortcutDefault}
}

// command is a menu item and its shortcut.
type command struct {
	label    string
	shortcut fyne.KeyboardShortcut
	action   func()
}

// menuItem is the command's menu item, the shortcut in its label where Fyne's is faint.
func (c command) menuItem(pad int) *fyne.MenuItem {
	if c.shortcut == nil || runtime.GOOS == "darwin" { // macOS menus write them readably
		item := fyne.NewMenuItem(c.label, c.action)
		item.Shortcut = c.shortcut
		return item
	}
	return fyne.NewMenuItem(c.label+strings.Repeat(" ", pad)+shortcutText(c.shortcut), c.action)
}

// shortcutPads is how many spaces put each shortcut in a column.
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

// commandGroup is one menu: its title and commands, nil for a separator.
type commandGroup struct {
	title    string
	commands []*command
}

// commands lists everything the menu and the keyboard do, menu by menu.
func (u *ui) commands() []commandGroup {
	view := []*command{
		{label: lang.L("Times in UTC"), action: func() { u.setTimesInUTC(true) }},
		{label: lang.L("Times in local time"), action: func() { u.setTimesInUTC(false) }},
		nil,
	}
	for i, tab := range u.tabs.Items {
		view = append(view, &command{label: lang.L("Show {{.Tab}}", map[string]any{"Tab": tab.Text}), shortcut: tabShortcut(i), action: func() { u.tabs.SelectIndex(i) }})
	}
	view = append(view,
		&command{label: lang.L("Next tab"), shortcut: nextTabShortcut, action: func() { u.stepTab(1) }},
		&command{label: lang.L("Previous tab"), shortcut: previousTabShortcut, action: func() { u.stepTab(-1) }},
	)
	return []commandGroup{
		// Fyne's dialogs translate "File" lowercase, inside their titles.
		{lang.X("menu.file", "File"), []*command{
			{label: lang.L("Save batch…"), shortcut: saveShortcut, action: func() {
				u.tabs.SelectIndex(0)
				u.generate.Save()
			}},
			{label: lang.L("Open in Bulk…"), shortcut: openShortcut, action: func() {
				u.tabs.Select(u.bulkTab)
				u.bulk.ChooseFile()
			}},
			nil,
			{label: lang.L("Settings…"), shortcut: settingsShortcut, action: func() { u.showSettings() }},
			nil,
			{label: lang.L("Close window"), shortcut: closeShortcut, action: u.closeWindow},
			{label: lang.L("Quit"), shortcut: quitShortcut, action: u.quit},
		}},
		{lang.L("Edit"), []*command{
			{label: lang.L("Generate"), shortcut: generateShortcut, action: func() {
				u.tabs.SelectIndex(0)
				u.generate.Generate()
			}},
			{label: lang.L("Copy all"), shortcut: copyAllShortcut, action: func() { u.generate.CopyAll() }},
			{label: lang.L("Paste and decode"), shortcut: pasteDecodeShortcut, action: u.pasteAndDecode},
		}},
		{lang.L("View"), view},
		{lang.L("Help"), []*command{
			{label: lang.L("Keyboard shortcuts"), shortcut: shortcutsHelpShortcut, action: u.showShortcuts},
			{label: lang.L("About ObjectID Generator"), action: u.showAboutApp},
		}},
	}
}

// mainMenu is the menu bar, the zone ticked and Quit marked as Fyne's.
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
			item.IsQuit = c.shortcut == quitShortcut
			items = append(items, item)
		}
		menus = append(menus, fyne.NewMenu(group.title, items...))
	}
	view := menus[2]
	view.Items[0].Checked = utc
	view.Items[1].Checked = !utc
	return fyne.NewMainMenu(menus...)
}

// addShortcuts makes every command's shortcut work anywhere in the window.
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

// typedShortcut runs the window's action for shortcut, if any, for text fields.
func (u *ui) typedShortcut(shortcut fyne.Shortcut) bool {
	action, ok := u.shortcuts[shortcut.ShortcutName()]
	if ok {
		action()
	}
	return ok
}

// shortcutText writes a shortcut as menus do: "Ctrl+Shift+C", "Cmd+Shift+C" on macOS.
func shortcutText(s fyne.KeyboardShortcut) string {
	super := "Super"
	if runtime.GOOS == "darwin" {
		super = "Cmd"
	}
	var parts []string
	mods := []fyne.KeyModifier{fyne.KeyModifierControl, fyne.KeyModifierAlt, fyne.KeyModifierShift, fyne.KeyModifierSuper}
	for i, name := range []string{"Ctrl", "Alt", "Shift", super} {
		if s.Mod()&mods[i] != 0 {
			parts = append(parts, name)
		}
	}
	return strings.Join(append(parts, string(s.Key())), "+")
}

// stepTab moves by step tabs, wrapping from the last to the first and back.
func (u *ui) stepTab(step int) {
	n := len(u.tabs.Items)
	u.tabs.SelectIndex(((u.tabs.SelectedIndex()+step)%n + n) % n)
}
