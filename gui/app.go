// Package gui is the desktop window, built with Fyne on top of package core.
package gui

import (
	"io"
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
	"github.com/objectid-generator/objectid/gui/screens"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// Preference keys.
const (
	prefUTC     = "timesInUTC"
	prefLastTab = "lastTab"
)

// feedbackDuration is how long a status message such as "Copied" stays.
const feedbackDuration = 2 * time.Second

// ageTick is how often Decode's age is written again while on show.
const ageTick = time.Second

// processMemoryLimit is the window's soft memory limit: without it the
// heap grows to twice what is live before a collection, which took Bulk's
// largest lists past 1 GB resident (docs/PERFORMANCE.md).
const processMemoryLimit = 640 << 20

// environment is what the window takes from outside it. Run passes the
// real ones; tests pass fixed ones and wait on their own timers and jobs.
type environment struct {
	// source gives the generator: core.Default in the app.
	source func() *core.Generator
	// now is the clock ages and "now" are measured against.
	now func() time.Time
	// local is the zone times are shown in when the user chose local time.
	local *time.Location
	// statusDuration is how long a status message stays.
	statusDuration time.Duration
	// afterFunc is time.AfterFunc in the app.
	afterFunc func(d time.Duration, f func()) (stop func() bool)
	// clipboardLimit is the most bytes a copy puts on the clipboard.
	clipboardLimit int
	// trayHost reports whether a tray host is there to show the tray icon.
	trayHost func() bool
}

// Run opens the main window and blocks until it is closed.
func Run() {
	fynefix.RequireWaylandSeat()
	debug.SetMemoryLimit(min(debug.SetMemoryLimit(-1), processMemoryLimit))
	fynefix.MakeCacheFolder()
	// The settings file is checked before the app is made (readPreferences
	// says why).
	path := fynefix.PreferencesPath(assets.AppID)
	values, problem := readPreferences(path)
	reset := keepAside(path, problem, time.Now())
	a := fynefix.NewAppBesideItsPreferences(fyne.AppMetadata{ID: assets.AppID, Name: assets.AppName, Version: assets.Version, Icon: assets.Icon})
	a.SetIcon(assets.Icon)
	loadPreferences(a.Preferences(), values)
	env := environment{
		source:         core.Default,
		now:            time.Now,
		local:          time.Local,
		statusDuration: feedbackDuration,
		clipboardLimit: maxClipboardBytes,
		trayHost:       trayHostRunning,
		afterFunc: func(d time.Duration, f func()) func() bool {
			return time.AfterFunc(d, f).Stop
		},
	}
	u := newUI(quittingApp{a.(desktopApp)}, a.NewWindow(assets.AppName), env)
	a.Lifecycle().SetOnStarted(func() {
		restoreWindowPosition(u.window, a.Preferences())
		if reset != nil {
			u.showDialog(dialog.NewInformation(lang.L("Settings reset"), reset(), u.window), nil)
		}
	})
	u.window.ShowAndRun()
}

// ui holds the window, its screens and the parts beside them. Each is made
// once, with the window: the language is chosen at start, and a theme
// switch repaints them all.
type ui struct {
	app    fyne.App
	window fyne.Window
	env    environment

	tabs   *container.AppTabs
	status *statusLine
	zone   *widgets.ChoiceGroup
	// shortcuts are the actions of the window's shortcuts, by name.
	shortcuts map[string]func()
	// openDialogs are the dialogs on show, the topmost last, and the keys
	// they answer.
	openDialogs []openDialog
	offers      *clipboardBar
	// stopAge cancels the next writing of Decode's age; nil while none is
	// due.
	stopAge func() bool

	generate *screens.Generate
	decode   *screens.Decode
	ranges   *screens.Range
	bulk     *screens.Bulk

	decodeTab, bulkTab *container.TabItem
}

// newUI makes w the main window of a, in the language and look saved in
// its preferences. The app and every test build the window through here.
func newUI(a fyne.App, w fyne.Window, env environment) *ui {
	setupLanguage(a)
	// The saved look comes before any widget is made, so each takes its
	// colours from it as it is first drawn.
	applyTheme(a, savedThemeChoice(a.Preferences().String(prefTheme)))
	useAtomicFiles()
	u := &ui{app: a, window: w, env: env}
	u.status = &statusLine{Label: widget.NewLabel(""), afterFunc: env.afterFunc, duration: env.statusDuration}
	u.shortcuts = map[string]func(){}
	u.offers = newClipboardBar(u.acceptOffer)

	screenWindow := screenWindow{u}
	u.generate = screens.NewGenerate(screenWindow, a.Preferences(), env.source())
	u.bulk = screens.NewBulk(screenWindow)
	u.decode = screens.NewDecode(screenWindow)
	u.ranges = screens.NewRange(screenWindow, a.Preferences())
	u.decodeTab = container.NewTabItem(lang.L("Decode"), u.decode.Content())
	u.bulkTab = container.NewTabItem(lang.L("Bulk"), u.bulk.Content())
	u.tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Generate"), u.generate.Content()),
		u.decodeTab,
		container.NewTabItem(lang.L("Range query"), u.ranges.Content()),
		u.bulkTab,
		container.NewTabItem(lang.L("About ObjectID"), screens.NewAbout()),
	)
	if last := a.Preferences().IntWithFallback(prefLastTab, 0); last > 0 && last < len(u.tabs.Items) {
		u.tabs.SelectIndex(last)
	}
	u.tabs.OnSelected = u.tabSelected

	u.zone = widgets.NewChoiceGroup([]string{lang.L("UTC"), lang.L("Local")}, nil)
	u.zone.Name = lang.L("Times in")
	u.zone.SetSelected(zoneChoice(u.location()))
	u.zone.OnChanged = func(choice string) { u.setTimesInUTC(choice == lang.L("UTC")) }
	zoneBar := container.NewHBox(widget.NewLabel(lang.L("Times in")), u.zone)
	w.SetContent(container.NewBorder(u.offers.content, container.NewBorder(nil, nil, nil, zoneBar, u.status.Label), nil, nil, u.tabs))
	w.SetTitle(lang.L("ObjectID Generator"))
	w.SetIcon(assets.WindowIcon)
	w.Resize(fyne.NewSize(800, 600))
	restoreWindowSize(w, a.Preferences())

	w.SetMainMenu(mainMenu(u.commands(), u.location() == time.UTC))
	u.addShortcuts(u.commands())
	// Ctrl+C goes to the window only when the focused control does not
	// take it itself, as a text field does, so it is not one of the
	// shortcuts passed on by text fields.
	w.Canvas().AddShortcut(&fyne.ShortcutCopy{}, func(fyne.Shortcut) { u.copyFocused() })
	w.Canvas().SetOnTypedKey(u.typedKey)
	w.SetCloseIntercept(u.closeWindow)
	w.SetOnDropped(func(at fyne.Position, uris []fyne.URI) {
		u.tabs.Select(u.bulkTab)
		u.bulk.Dropped(at, uris)
	})
	w.SetOnClosed(func() {
		u.status.stop()
		u.stopAgeTicks()
	})
	a.Lifecycle().SetOnEnteredForeground(u.enteredForeground)
	u.installTray()
	u.generate.Generate()
	return u
}

// tabSelected remembers the tab on show; Decode gets the focus in its field
// and its age written anew as time passes.
func (u *ui) tabSelected(item *container.TabItem) {
	u.app.Preferences().SetInt(prefLastTab, u.tabs.SelectedIndex())
	// A tab not on show when the look last changed (restyle) reads its
	// colours anew as it comes to the front.
	item.Content.Refresh()
	if item == u.decodeTab {
		u.decode.Focus(u.window.Canvas())
		u.startAgeTicks()
	}
}

// startAgeTicks writes Decode's age again every tick while it is on show.
func (u *ui) startAgeTicks() {
	if u.stopAge != nil {
		return
	}
	u.stopAge = u.env.afterFunc(ageTick, func() {
		fyne.Do(func() {
			u.stopAge = nil
			if u.tabs.Selected() == u.decodeTab {
				u.decode.Tick()
				u.startAgeTicks()
			}
		})
	})
}

// stopAgeTicks cancels the next tick, so nothing touches the widgets of a
// closed window.
func (u *ui) stopAgeTicks() {
	if u.stopAge != nil {
		u.stopAge()
		u.stopAge = nil
	}
}

// typedKey is the window's handler for keys no control used: the dialog on
// show takes Escape and Enter; with none, F1 lists the shortcuts and Escape
// stops a Bulk scan on show. The desktop driver delivers F1 as a typed key,
// never as a shortcut, so it is handled here.
func (u *ui) typedKey(ev *fyne.KeyEvent) {
	if u.dialogKey(ev) {
		return
	}
	switch {
	case ev.Name == widgets.HelpKey:
		u.showShortcuts(u.commands())
	case ev.Name == fyne.KeyEscape && u.tabs.Selected() == u.bulkTab:
		u.bulk.CancelScan()
	}
}

// fieldWindow is the window u as a text field takes it (widgets.Window):
// it passes the window's shortcuts on, copies and says what it refused as
// the window does. A paste reads the clipboard through Fyne.
type fieldWindow struct{ u *ui }

func (w fieldWindow) PassOn(s fyne.Shortcut) bool         { return w.u.typedShortcut(s) }
func (w fieldWindow) RefuseCopy(selected string) bool     { return w.u.refuseLargeSelection(selected) }
func (w fieldWindow) SayTooLong(text string, pasted bool) { w.u.status.sayTooLong(text, pasted) }

// screenWindow is the window u as its screens take it (screens.Window).
type screenWindow struct{ u *ui }

func (w screenWindow) Now() time.Time         { return w.u.env.now() }
func (w screenWindow) Zone() *time.Location   { return w.u.location() }
func (w screenWindow) Local() *time.Location  { return w.u.env.local }
func (w screenWindow) Fields() widgets.Window { return fieldWindow(w) }
func (w screenWindow) Copy(text, what string) { w.u.copyText(text, what) }
func (w screenWindow) Say(message string)     { w.u.status.show(message) }

// ShowError brings the window to the front first: a copy asked for from
// the tray fails with the window hidden.
func (w screenWindow) ShowError(err error) {
	w.u.showWindow()
	w.u.showError(err)
}

func (w screenWindow) OpenFile(opened func(fyne.URIReadCloser, error)) {
	w.u.showFile(dialog.NewFileOpen(opened, w.u.window))
}

func (w screenWindow) SaveFile(what, fileName string, write func(io.Writer) error) {
	w.u.chooseSaveFile(what, fileName, write)
}

// Open shows a single ID on the Decode tab, any other text in Bulk.
func (w screenWindow) Open(text string) {
	if id, err := core.Parse(text); err == nil {
		w.u.openInDecoder(id)
		return
	}
	w.u.tabs.Select(w.u.bulkTab)
	w.u.bulk.OpenFromDecode(text)
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

// setTimesInUTC saves where times are shown and shows them there: the zone
// switch, the View menu and the screens follow.
func (u *ui) setTimesInUTC(utc bool) {
	if utc == (u.location() == time.UTC) {
		return
	}
	u.app.Preferences().SetBool(prefUTC, utc)
	u.zone.SetSelected(zoneChoice(u.location()))
	u.window.SetMainMenu(mainMenu(u.commands(), utc))
	u.generate.ZoneChanged()
	u.ranges.ZoneChanged()
}

// openInDecoder shows id on the Decode tab and switches to it.
func (u *ui) openInDecoder(id core.ObjectID) {
	u.decode.Show(id)
	u.tabs.Select(u.decodeTab)
}

// openTextInBulk shows the Bulk tab reading text, as if it had been pasted
// into its empty box.
func (u *ui) openTextInBulk(text string) {
	u.tabs.Select(u.bulkTab)
	u.bulk.Open(text)
}

// pasteAndDecode shows the Decode tab with the cursor in its field and
// pastes the clipboard there, last: a paste too long for the field starts
// a scan in Bulk instead.
func (u *ui) pasteAndDecode() {
	u.tabs.Select(u.decodeTab)
	u.decode.Focus(u.window.Canvas())
	u.decode.Paste(u.app.Clipboard())
}

// copyFocused copies the ID of the focused row of Generate's list or
// Bulk's table, in the format chosen there.
func (u *ui) copyFocused() {
	focused := u.window.Canvas().Focused()
	if !u.generate.CopyIfFocused(focused) {
		u.bulk.CopyIfFocused(focused)
	}
}

// closeWindow closes the window, or with the tray on hides it there; with
// no tray host, where it could never come back, it quits.
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
	u.app.Quit()
}

// quittingApp is the desktop app whose Quit survives a settings watch
// Fyne could not start (fynefix.Quit says why).
type quittingApp struct{ desktopApp }

// desktopApp is a Fyne app with a tray.
type desktopApp interface {
	fyne.App
	desktop.App
}

func (a quittingApp) Quit() { fynefix.Quit(a.desktopApp) }
