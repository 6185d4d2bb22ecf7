// Package gui is the desktop window, built with Fyne on top of package core.
package gui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/assets"
	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/screens"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// Preference keys.
const (
	prefUTC     = "timesInUTC"
	prefLastTab = "lastTab"
)

// newUI makes w the main window of a: it loads the translations, applies
// the language saved in the preferences, builds the content and listens to
// the preferences. The app and every test build the window through here.
func newUI(a fyne.App, w fyne.Window, env environment) *ui {
	setupLanguage(a)
	// The saved look comes before any widget is made: a widget takes its
	// colours as it is first measured, and until the app runs, a new theme
	// redraws nothing already made, so a label made under the system's
	// look would keep its colours in the saved one.
	applyTheme(a, savedThemeChoice(a.Preferences().String(prefTheme)))
	useAtomicFiles()
	u := &ui{app: a, window: w, env: env}
	u.desktopState = newDesktopState(u)
	u.screenWindow = screenWindow{u}
	w.SetIcon(assets.WindowIcon)
	w.Resize(fyne.NewSize(800, 600))
	w.SetOnClosed(func() {
		u.status.stop()
		u.ageTicks.stop()
	})
	w.SetOnDropped(u.dropped)
	u.build()
	u.setUpDesktop()
	// The Generate tab is what the window opens on, unless another was
	// open last time; the others are made once the window is up.
	if a.Preferences().IntWithFallback(prefLastTab, 0) == 0 {
		env.afterShow(func() {
			restoreWindowPosition(u.window, u.app.Preferences())
			u.buildOtherTabs()
			tellPreferencesReset(env.preferencesReset, w)
		})
	} else {
		u.buildOtherTabs()
		env.afterShow(func() {
			restoreWindowPosition(u.window, u.app.Preferences())
			tellPreferencesReset(env.preferencesReset, w)
		})
	}
	u.generate.Generate()
	a.Preferences().AddChangeListener(func() { fyne.Do(u.preferencesChanged) })
	return u
}

// tellPreferencesReset says over w, once the window is up, that the
// preferences could not be read, when reset says so.
func tellPreferencesReset(reset *preferencesReset, w fyne.Window) {
	if reset != nil {
		dialog.ShowInformation(lang.L("Settings reset"), reset.message(), w)
	}
}

// The window's keyboard shortcuts. ShortcutDefault is Ctrl, or Cmd on macOS.
var (
	generateShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyG, Modifier: fyne.KeyModifierShortcutDefault}
	copyAllShortcut  = &desktop.CustomShortcut{KeyName: fyne.KeyC, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
)

// ui holds the window, its screens and the parts of the window beside
// them. A language switch builds the screens again from the preferences;
// the Bulk tab hands what it shows to the one built in its place.
type ui struct {
	desktopState

	app    fyne.App
	window fyne.Window
	env    environment

	tabs    *container.AppTabs
	status  *statusLine
	zone    *widgets.ChoiceGroup
	content fyne.CanvasObject

	// screenWindow is what the screens of package screens take from the
	// window.
	screenWindow screens.Window

	// shortcuts are the window's shortcuts, made again with the content.
	shortcuts *windowShortcuts

	generate *screens.Generate
	decode   *screens.Decode
	ranges   *screens.Range
	bulk     *screens.Bulk

	decodeTab, rangeTab, bulkTab, aboutTab *container.TabItem
}

// build makes the window's content in the current language: what the
// window shows first, the Generate tab, the tab bar and the status line.
// The other tabs stay empty until buildOtherTabs, so that at start-up the
// window can appear before they are made.
func (u *ui) build() {
	u.status = newStatusLine(u.env.afterFunc, u.env.statusDuration)
	u.shortcuts = newWindowShortcuts(u.window.Canvas())
	u.generate = screens.NewGenerate(u.screenWindow, u.app.Preferences())
	u.decode, u.ranges = nil, nil
	u.decodeTab = container.NewTabItem(lang.L("Decode"), container.NewStack())
	u.rangeTab = container.NewTabItem(lang.L("Range query"), container.NewStack())
	u.bulkTab = container.NewTabItem(lang.L("Bulk"), container.NewStack())
	u.aboutTab = container.NewTabItem(lang.L("About ObjectID"), container.NewStack())
	u.tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Generate"), u.generate.Content()),
		u.decodeTab, u.rangeTab, u.bulkTab, u.aboutTab,
	)

	u.zone = widgets.NewChoiceGroup([]string{lang.L("UTC"), lang.L("Local")}, nil)
	u.zone.Name = lang.L("Times in")
	u.zone.SetSelected(zoneChoice(u.location()))
	u.zone.OnChanged = func(choice string) {
		u.app.Preferences().SetBool(prefUTC, choice == lang.L("UTC"))
	}
	zoneBar := container.NewHBox(widget.NewLabel(lang.L("Times in")), u.zone)
	u.buildDesktop()
	u.content = container.NewBorder(u.offers.bar.content, container.NewBorder(nil, nil, nil, zoneBar, u.status.Label), nil, nil, u.tabs)
	u.window.SetTitle(lang.L("ObjectID Generator"))
	u.window.SetContent(u.content)
}

// buildOtherTabs makes the Decode, Range query, Bulk and About tabs, then
// opens the tab that was open when the app was last used.
func (u *ui) buildOtherTabs() {
	// The Bulk tab built before a language switch hands over what it shows.
	u.bulk = screens.NewBulk(u.screenWindow, bulkHooks(u), u.bulk)
	u.decode = screens.NewDecode(u.screenWindow)
	u.ranges = screens.NewRange(u.screenWindow, u.app.Preferences())
	u.decodeTab.Content = u.decode.Content()
	u.rangeTab.Content = u.ranges.Content()
	u.bulkTab.Content = u.bulk.Content()
	u.aboutTab.Content = screens.NewAbout()
	u.tabs.Refresh()
	restoreLastTab(u.tabs, u.app.Preferences())
	u.tabs.OnSelected = func(item *container.TabItem) {
		u.app.Preferences().SetInt(prefLastTab, u.tabs.SelectedIndex())
		if item == u.decodeTab {
			u.decode.Focus()
			u.ageTicks.start()
		}
	}
}

// setUpDesktop gives the window, once, what it has beyond its tabs: the
// keys dialogs answer, closing to the tray, the look at the clipboard when
// it comes to the foreground, and the tray icon.
func (u *ui) setUpDesktop() {
	restoreWindowSize(u.window, u.app.Preferences())
	u.window.Canvas().SetOnTypedKey(u.typedKey)
	u.window.SetCloseIntercept(u.closeWindow)
	u.app.Lifecycle().SetOnEnteredForeground(u.offers.enteredForeground)
	u.tray.install()
}

// buildDesktop makes, in the current language, the menu bar, the
// shortcuts of its commands and the clipboard bar. It runs with every build
// of the content.
func (u *ui) buildDesktop() {
	u.window.SetMainMenu(mainMenu(u.commands(), u.location() == time.UTC))
	u.shortcuts.addCommands(u.commands())
	// Ctrl+C goes to the window only when the focused control does not
	// take it itself, as a text field does, so it is not one of the
	// shortcuts passed on by text fields.
	u.window.Canvas().AddShortcut(&fyne.ShortcutCopy{}, func(fyne.Shortcut) { u.copyFocused() })
	u.offers.bar = newClipboardBar(u.offers.accept)
	if trayEnabled(u.app) {
		u.tray.install()
	}
}

// typedKey is the window's key handler for keys no control used: the
// dialog on show takes Escape and Enter; with none, F1 lists the keyboard
// shortcuts and Escape stops a Bulk scan on show. The desktop driver
// delivers a key without Ctrl, Alt or Super as a typed key, never as a
// shortcut, so F1 is handled here and not by its menu item's shortcut.
func (u *ui) typedKey(ev *fyne.KeyEvent) {
	if u.dialogs.typedKey(ev) {
		return
	}
	switch {
	case ev.Name == shortcutsHelpShortcut.KeyName:
		u.dialogs.showShortcuts(u.commands())
	case ev.Name == fyne.KeyEscape && u.bulk != nil && u.tabs.Selected() == u.bulkTab:
		u.bulk.CancelScan()
	}
}

// fieldWindow is the window u as a text field takes it (widgets.Window):
// it passes the window's shortcuts on, copies, reads the clipboard and says
// what it refused as the window does.
type fieldWindow struct{ u *ui }

func (w fieldWindow) PassOn(s fyne.Shortcut) bool { return w.u.shortcuts.typed(s) }
func (w fieldWindow) RefuseCopy(selected string) bool {
	return w.u.copier.refuseLargeSelection(selected)
}
func (w fieldWindow) SayTooLong(text string, pasted bool) { w.u.status.sayTooLong(text, pasted) }
func (w fieldWindow) SayPasteOver()                       { w.u.status.sayPasteOver() }
func (w fieldWindow) SayPasteUnread()                     { w.u.status.sayPasteUnread() }

func (w fieldWindow) ReadClipboard(limit int, got func(string, bool)) bool {
	return w.u.env.readClipboard != nil && w.u.env.readClipboard(w.u.window, limit, pasteWait, got)
}

// preferencesChanged is the window's one preference listener: it tells
// the screens built so far, which follow the zone the user chose.
func (u *ui) preferencesChanged() {
	u.generate.ZoneChanged()
	if u.ranges != nil {
		u.ranges.ZoneChanged()
	}
}

// dropped hands files dropped anywhere on the window to the Bulk tab.
func (u *ui) dropped(at fyne.Position, uris []fyne.URI) {
	if u.bulk != nil {
		u.bulk.Dropped(at, uris)
	}
}

// restoreLastTab selects the tab of tabs that was open when the app was
// last used, as saved in prefs.
func restoreLastTab(tabs *container.AppTabs, prefs fyne.Preferences) {
	last := prefs.IntWithFallback(prefLastTab, 0)
	if last >= 0 && last < len(tabs.Items) {
		tabs.SelectIndex(last)
	}
}

// zoneChoice is the option of the zone switch for times shown in loc.
func zoneChoice(loc *time.Location) string {
	if loc == time.UTC {
		return lang.L("UTC")
	}
	return lang.L("Local")
}

// location is where times are shown and read: UTC or the local zone, as the
// user chose.
func (u *ui) location() *time.Location {
	if u.app.Preferences().BoolWithFallback(prefUTC, true) {
		return time.UTC
	}
	return u.env.local
}

// openInDecoder shows id on the Decode tab and switches to it.
func (u *ui) openInDecoder(id core.ObjectID) {
	if u.decode == nil {
		return
	}
	u.decode.Show(id)
	u.tabs.Select(u.decodeTab)
}

// switchLanguage saves code as the language choice, applies it and builds
// the window's widgets again from the preferences (and the Bulk tab), since
// labels keep the text they were made with. The new content opens on the
// tab that was open, with a new batch on the Generate tab.
func (u *ui) switchLanguage(code string) {
	u.app.Preferences().SetString(prefLanguage, code)
	applyLanguage(code)
	tab := u.tabs.SelectedIndex()
	u.status.stop()
	u.build()
	u.buildOtherTabs()
	u.generate.Generate()
	u.tabs.SelectIndex(tab)
}
