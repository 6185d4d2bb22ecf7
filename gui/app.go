// Package gui is the desktop window, built with Fyne on top of package core.
package gui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/assets"
	"github.com/objectid-generator/objectid/core"
)

// Preference keys.
const (
	prefBatchSize = "batchSize"
	prefFormat    = "format"
	prefUTC       = "timesInUTC"
	prefLastTab   = "lastTab"
)

// feedbackDuration is how long a status message such as "Copied" stays.
const feedbackDuration = 2 * time.Second

// Run opens the main window and blocks until it is closed.
func Run() {
	app.SetMetadata(fyne.AppMetadata{ID: assets.AppID, Name: assets.AppName, Version: assets.Version, Icon: assets.Icon})
	a := app.NewWithID(assets.AppID)
	a.SetIcon(assets.Icon)
	setupLanguage(a)
	w := a.NewWindow(lang.L("ObjectID Generator"))
	u := newUIShell(a, w, core.Default)
	setUpWindow(u)
	// The Generate tab is what the window opens on, unless another was open
	// last time; the others are made once the window is up.
	if a.Preferences().IntWithFallback(prefLastTab, 0) == 0 {
		a.Lifecycle().SetOnStarted(u.buildOtherTabs)
	} else {
		u.buildOtherTabs()
	}
	w.ShowAndRun()
}

// NewWindow builds the main window on a; tests pass test.NewTempApp.
func NewWindow(a fyne.App) fyne.Window {
	return newWindow(a, core.Default).window
}

// newWindow builds the main window with IDs from the generator source
// gives.
func newWindow(a fyne.App, source func() *core.Generator) *ui {
	u := newUIWithGenerator(a, a.NewWindow(lang.L("ObjectID Generator")), source)
	setUpWindow(u)
	return u
}

// setUpWindow gives u's window its icon, content and size.
func setUpWindow(u *ui) {
	u.window.SetIcon(assets.Icon)
	u.window.SetContent(u.content)
	u.window.Resize(fyne.NewSize(800, 600))
}

// The window's keyboard shortcuts. ShortcutDefault is Ctrl, or Cmd on macOS.
var (
	generateShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyG, Modifier: fyne.KeyModifierShortcutDefault}
	copyAllShortcut  = &desktop.CustomShortcut{KeyName: fyne.KeyC, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
)

// ui holds the window, its tabs and the state the screens share.
type ui struct {
	app     fyne.App
	window  fyne.Window
	tabs    *container.AppTabs
	status  *widget.Label
	zone    *widget.RadioGroup
	content fyne.CanvasObject

	statusClear *time.Timer
	// shortcuts maps the name of each window shortcut to its action, for
	// entries to pass on the shortcuts Fyne gives them instead of the
	// window while they have the focus.
	shortcuts map[string]func()

	generate *generateScreen
	decode   *decodeScreen
	ranges   *rangeScreen
	bulk     *bulkScreen
	about    *aboutScreen

	decodeTab, rangeTab, bulkTab, aboutTab *container.TabItem
}

// newUIWithGenerator builds the window's content with IDs from the
// generator source gives, so tests can fix the clock and entropy.
func newUIWithGenerator(a fyne.App, w fyne.Window, source func() *core.Generator) *ui {
	u := newUIShell(a, w, source)
	u.buildOtherTabs()
	return u
}

// newUIShell builds what the window shows first: the Generate tab, the tab
// bar and the status line. The other tabs stay empty until buildOtherTabs,
// so that at start-up the window can appear before they are made.
func newUIShell(a fyne.App, w fyne.Window, source func() *core.Generator) *ui {
	u := &ui{app: a, window: w, status: widget.NewLabel(""), shortcuts: map[string]func(){}}
	u.generate = newGenerateScreen(u, source)
	u.decodeTab = container.NewTabItem(lang.L("Decode"), container.NewStack())
	u.rangeTab = container.NewTabItem(lang.L("Range query"), container.NewStack())
	u.bulkTab = container.NewTabItem(lang.L("Bulk"), container.NewStack())
	u.aboutTab = container.NewTabItem(lang.L("About ObjectID"), container.NewStack())
	u.tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Generate"), u.generate.content),
		u.decodeTab, u.rangeTab, u.bulkTab, u.aboutTab,
	)

	u.zone = widget.NewRadioGroup([]string{lang.L("UTC"), lang.L("Local")}, nil)
	u.zone.Horizontal = true
	u.zone.Required = true
	u.zone.SetSelected(u.zoneChoice())
	u.zone.OnChanged = func(choice string) {
		a.Preferences().SetBool(prefUTC, choice == lang.L("UTC"))
	}
	zoneBar := container.NewHBox(widget.NewLabel(lang.L("Times in")), u.zone)
	u.content = container.NewBorder(nil, container.NewBorder(nil, nil, nil, zoneBar, u.status), nil, nil, u.tabs)

	u.addShortcut(generateShortcut, func() {
		u.tabs.SelectIndex(0)
		u.generate.generate()
	})
	u.addShortcut(copyAllShortcut, u.generate.copyAll)
	w.SetOnClosed(u.stopStatusClear)
	return u
}

// buildOtherTabs makes the Decode, Range query, Bulk and About tabs, then
// opens the tab that was open when the app was last used.
func (u *ui) buildOtherTabs() {
	u.decode = newDecodeScreen(u)
	u.ranges = newRangeScreen(u)
	u.bulk = newBulkScreen(u)
	u.about = newAboutScreen(u)
	u.decodeTab.Content = u.decode.content
	u.rangeTab.Content = u.ranges.content
	u.bulkTab.Content = u.bulk.content
	u.aboutTab.Content = u.about.content
	u.tabs.Refresh()
	u.restoreLastTab()
	u.tabs.OnSelected = func(item *container.TabItem) {
		u.app.Preferences().SetInt(prefLastTab, u.tabs.SelectedIndex())
		if item == u.decodeTab {
			u.window.Canvas().Focus(u.decode.input)
		}
	}
}

// restoreLastTab selects the tab that was open when the app was last used.
func (u *ui) restoreLastTab() {
	last := u.app.Preferences().IntWithFallback(prefLastTab, 0)
	if last >= 0 && last < len(u.tabs.Items) {
		u.tabs.SelectIndex(last)
	}
}

// zoneChoice is the option of the zone switch that matches the preference.
func (u *ui) zoneChoice() string {
	if u.location() == time.UTC {
		return lang.L("UTC")
	}
	return lang.L("Local")
}

// addShortcut makes shortcut run action anywhere in the window.
func (u *ui) addShortcut(shortcut fyne.Shortcut, action func()) {
	u.shortcuts[shortcut.ShortcutName()] = action
	u.window.Canvas().AddShortcut(shortcut, func(fyne.Shortcut) { action() })
}

// typedShortcut runs the window's action for shortcut and reports whether
// there is one. An entry calls it from its TypedShortcut before handling the
// shortcut itself, so window shortcuts work while it has the focus.
func (u *ui) typedShortcut(shortcut fyne.Shortcut) bool {
	action, ok := u.shortcuts[shortcut.ShortcutName()]
	if ok {
		action()
	}
	return ok
}

// location is where times are shown and read: UTC or the local zone, as the
// user chose.
func (u *ui) location() *time.Location {
	if u.app.Preferences().BoolWithFallback(prefUTC, true) {
		return time.UTC
	}
	return time.Local
}

// copyText puts text on the clipboard and says what was copied in the status
// line for a moment.
func (u *ui) copyText(text, what string) {
	u.app.Clipboard().SetContent(text)
	u.showStatus(lang.L("Copied {{.What}}", map[string]any{"What": what}))
}

// showStatus shows message in the status line under the tabs until
// feedbackDuration passes or another message replaces it.
func (u *ui) showStatus(message string) {
	u.status.SetText(message)
	u.stopStatusClear()
	u.statusClear = time.AfterFunc(feedbackDuration, func() {
		fyne.Do(func() {
			if u.status.Text == message {
				u.status.SetText("")
			}
		})
	})
}

// stopStatusClear cancels a pending clearing of the status line, so that
// nothing touches the widgets of a closed window.
func (u *ui) stopStatusClear() {
	if u.statusClear != nil {
		u.statusClear.Stop()
	}
}

// openInDecoder shows id on the Decode tab and switches to it.
func (u *ui) openInDecoder(id core.ObjectID) {
	u.decode.show(id)
	u.tabs.Select(u.decodeTab)
}

// windowEntry is a text field that passes the window's own shortcuts (Ctrl+G,
// Ctrl+Shift+C) to the window: Fyne gives every shortcut to the focused
// widget first, so a plain entry would swallow them.
type windowEntry struct {
	widget.Entry
	ui *ui
}

func newWindowEntry(u *ui) *windowEntry {
	e := &windowEntry{ui: u}
	e.ExtendBaseWidget(e)
	return e
}

// TypedShortcut runs the window's action for shortcut, or else lets the
// entry handle it.
func (e *windowEntry) TypedShortcut(shortcut fyne.Shortcut) {
	if !e.ui.typedShortcut(shortcut) {
		e.Entry.TypedShortcut(shortcut)
	}
}
