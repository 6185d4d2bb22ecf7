// Package gui is the desktop window, built with Fyne on top of package core.
package gui

import (
	"runtime/debug"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/assets"
	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/fynefix"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// Preference keys.
const (
	prefBatchSize = "batchSize"
	prefFormat    = "format"
	prefUTC       = "timesInUTC"
	prefLastTab   = "lastTab"
	// prefCollection is the collection the Range query tab's commands use.
	prefCollection = "rangeCollection"
)

// feedbackDuration is how long a status message such as "Copied" stays.
const feedbackDuration = 2 * time.Second

// environment is what the window takes from outside it: where IDs come
// from, the clock, the zone of local times and the timer of the status
// line. Run passes the real ones; tests pass fixed ones.
type environment struct {
	// source gives the generator: core.Default in the app, a generator
	// with a fixed clock and entropy in tests.
	source func() *core.Generator
	// now is the clock ages and "now" are measured against.
	now func() time.Time
	// local is the zone times are shown in when the user chose local time.
	local *time.Location
	// statusDuration is how long a status message stays.
	statusDuration time.Duration
	// afterFunc runs f on its own goroutine once d has passed, unless the
	// returned stop is called first; time.AfterFunc in the app.
	afterFunc func(d time.Duration, f func()) (stop func() bool)
	// afterShow runs f once the window is on screen, so the window can
	// appear before the tabs it does not open on are made. Tests run f at
	// once.
	afterShow func(f func())
	// clipboardLimit is the most bytes a copy puts on the clipboard.
	clipboardLimit int
	// preferencesReset, when set, says the preferences file could not be
	// read and was moved aside; the window says so once it is up.
	preferencesReset *preferencesReset
	// quit ends the app; when nil, the app's own Quit does.
	quit func()
	// trayHost reports whether a tray host is there to show the tray
	// icon; trayHostRunning in the app.
	trayHost func() bool
	// readClipboard, when set, reads the clipboard off the UI goroutine,
	// at most limit+1 bytes of it, and calls got with the text on the UI
	// goroutine (ok false when it could not be read); it returns false,
	// calling nothing, where it cannot read w's clipboard, and the window
	// reads it through Fyne. readClipboardOffUI in the app; tests leave it
	// nil and use Fyne's test clipboard, or pass their own.
	readClipboard func(w fyne.Window, limit int, wait time.Duration, got func(text string, ok bool)) bool
}

// realEnvironment is the environment of the app as users run it on a.
// resumeCollection runs once the window is up and the tabs it did not open
// on are made (see pauseCollection).
func realEnvironment(a fyne.App, resumeCollection func()) environment {
	return environment{
		source:         core.Default,
		now:            time.Now,
		local:          time.Local,
		statusDuration: feedbackDuration,
		clipboardLimit: maxClipboardBytes,
		quit:           func() { fynefix.Quit(a) },
		trayHost:       trayHostRunning,
		readClipboard:  readClipboardOffUI,
		afterFunc: func(d time.Duration, f func()) func() bool {
			return time.AfterFunc(d, f).Stop
		},
		afterShow: func(f func()) {
			a.Lifecycle().SetOnStarted(func() {
				f()
				resumeCollection()
				// Fyne parses its fonts anew for each text style the
				// tabs use; the runtime would keep the ~10 MiB of
				// garbage that leaves resident for minutes. The window
				// is up, so a collection now costs the user nothing.
				debug.FreeOSMemory()
			})
		},
	}
}

// Run opens the main window and blocks until it is closed.
func Run() {
	fynefix.RequireWaylandSeat()
	limitMemory()
	resumeCollection := pauseCollection()
	// The preferences are read once, here, before the window is made from
	// them, and saved by the app's own store.
	prefs, reset := openPreferences(fynefix.PreferencesPath(assets.AppID), time.Now(), func(d time.Duration, f func()) { time.AfterFunc(d, f) })
	fynefix.MakeCacheFolder()
	a := fynefix.NewAppBesideItsPreferences(fyne.AppMetadata{ID: assets.AppID, Name: assets.AppName, Version: assets.Version, Icon: assets.Icon})
	a.SetCloudProvider(prefs)
	a.SetIcon(assets.Icon)
	env := realEnvironment(a, resumeCollection)
	env.preferencesReset = reset
	u := newUI(a, a.NewWindow(assets.AppName), env)
	u.window.ShowAndRun()
	prefs.flush()
}

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
	u.states.generate = newGenerateState(a.Preferences())
	u.states.decode = newDecodeState()
	u.states.ranges = newRangeState(env.now(), u.location())
	u.states.ranges.collection = a.Preferences().StringWithFallback(prefCollection, core.DefaultCollection)
	u.states.bulk = newBulkState()
	w.SetIcon(assets.WindowIcon)
	w.Resize(fyne.NewSize(800, 600))
	w.SetOnClosed(func() {
		u.status.stop()
		u.stopAgeTicks()
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
			u.tellPreferencesReset()
		})
	} else {
		u.buildOtherTabs()
		env.afterShow(func() {
			restoreWindowPosition(u.window, u.app.Preferences())
			u.tellPreferencesReset()
		})
	}
	u.generate.generate()
	a.Preferences().AddChangeListener(func() { fyne.Do(u.preferencesChanged) })
	return u
}

// tellPreferencesReset says, once the window is up, that the preferences
// could not be read, if so.
func (u *ui) tellPreferencesReset() {
	if reset := u.env.preferencesReset; reset != nil {
		dialog.ShowInformation(lang.L("Settings reset"), reset.message(), u.window)
	}
}

// The window's keyboard shortcuts. ShortcutDefault is Ctrl, or Cmd on macOS.
var (
	generateShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyG, Modifier: fyne.KeyModifierShortcutDefault}
	copyAllShortcut  = &desktop.CustomShortcut{KeyName: fyne.KeyC, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
)

// ui holds the window, the state of each screen and the widgets built from
// them. A language switch builds the widgets again from the same states.
type ui struct {
	desktopState

	app    fyne.App
	window fyne.Window
	env    environment
	states struct {
		generate generateState
		decode   decodeState
		ranges   rangeState
		bulk     bulkState
	}

	tabs    *container.AppTabs
	status  *statusLine
	zone    *widgets.ChoiceGroup
	content fyne.CanvasObject

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

// build makes the window's content in the current language: what the
// window shows first, the Generate tab, the tab bar and the status line.
// The other tabs stay empty until buildOtherTabs, so that at start-up the
// window can appear before they are made.
func (u *ui) build() {
	u.status = newStatusLine(u.env.afterFunc, u.env.statusDuration)
	u.shortcuts = map[string]func(){}
	u.generate = newGenerateScreen(u, &u.states.generate)
	u.decode, u.ranges, u.bulk, u.about = nil, nil, nil, nil
	u.decodeTab = container.NewTabItem(lang.L("Decode"), container.NewStack())
	u.rangeTab = container.NewTabItem(lang.L("Range query"), container.NewStack())
	u.bulkTab = container.NewTabItem(lang.L("Bulk"), container.NewStack())
	u.aboutTab = container.NewTabItem(lang.L("About ObjectID"), container.NewStack())
	u.tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Generate"), u.generate.content),
		u.decodeTab, u.rangeTab, u.bulkTab, u.aboutTab,
	)

	u.zone = widgets.NewChoiceGroup([]string{lang.L("UTC"), lang.L("Local")}, nil)
	u.zone.Name = lang.L("Times in")
	u.zone.SetSelected(u.zoneChoice())
	u.zone.OnChanged = func(choice string) {
		u.app.Preferences().SetBool(prefUTC, choice == lang.L("UTC"))
	}
	zoneBar := container.NewHBox(widget.NewLabel(lang.L("Times in")), u.zone)
	u.buildDesktop()
	u.content = container.NewBorder(u.clipboardBar.content, container.NewBorder(nil, nil, nil, zoneBar, u.status.Label), nil, nil, u.tabs)
	u.window.SetTitle(lang.L("ObjectID Generator"))
	u.window.SetContent(u.content)
}

// buildOtherTabs makes the Decode, Range query, Bulk and About tabs, then
// opens the tab that was open when the app was last used.
func (u *ui) buildOtherTabs() {
	u.decode = newDecodeScreen(u, &u.states.decode)
	u.ranges = newRangeScreen(u, &u.states.ranges)
	u.bulk = newBulkScreen(u, &u.states.bulk)
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
			u.decode.focus()
			u.startAgeTicks()
		}
	}
}

// preferencesChanged is the window's one preference listener: it tells
// the screens built so far, which follow the zone the user chose.
func (u *ui) preferencesChanged() {
	u.generate.zoneChanged()
	if u.ranges != nil {
		u.ranges.zoneChanged()
	}
}

// dropped hands files dropped anywhere on the window to the Bulk tab.
func (u *ui) dropped(at fyne.Position, uris []fyne.URI) {
	if u.bulk != nil {
		u.bulk.dropped(at, uris)
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
	return u.env.local
}

// openInBulk shows the Bulk tab with the IDs found in text, as if it had
// been pasted there.
func (u *ui) openInBulk(text string) {
	if u.bulk == nil {
		return
	}
	u.bulk.showTab()
	u.bulk.findInText(text)
}

// openInDecoder shows id on the Decode tab and switches to it.
func (u *ui) openInDecoder(id core.ObjectID) {
	if u.decode == nil {
		return
	}
	u.decode.show(id)
	u.tabs.Select(u.decodeTab)
}
