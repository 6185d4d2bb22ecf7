// Package gui is the desktop window, built with Fyne on top of package core.
package gui

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"sync"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
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

// processMemoryLimit is the window's soft memory limit (docs/PERFORMANCE.md).
const processMemoryLimit = 640 << 20

// environment is what the window takes from outside; tests pass fixed ones.
type environment struct {
	source         func() *core.Generator
	now            func() time.Time
	local          *time.Location
	afterFunc      func(d time.Duration, f func()) (stop func() bool)
	clipboardLimit int
	trayHost       func() bool
}

// Run opens the main window and blocks until it is closed.
func Run() {
	fynefix.RequireWaylandSeat()
	// With no session bus address, godbus looks for the user bus and then
	// starts one with dbus-launch that outlives the app and writes ~/.dbus.
	if os.Getenv("DBUS_SESSION_BUS_ADDRESS") == "" {
		os.Setenv("DBUS_SESSION_BUS_ADDRESS", fmt.Sprintf("unix:path=/run/user/%d/bus", os.Getuid()))
	}
	debug.SetMemoryLimit(min(debug.SetMemoryLimit(-1), processMemoryLimit))
	fynefix.MakeCacheFolder()
	path := fynefix.PreferencesPath(assets.AppID)
	// Made before Fyne 2.8.1 watches its parent: made at a first save during
	// quit, it has Fyne reload its settings off the main goroutine, which logs.
	os.MkdirAll(filepath.Dir(path), 0o700)
	values, problem := readPreferences(path)
	reset := keepAside(path, problem, time.Now())
	meta := fyne.AppMetadata{ID: assets.AppID, Name: assets.AppName, Version: assets.Version, Icon: assets.Icon}
	var u *ui
	a := fynefix.NewAppBesideItsPreferences(meta, func(prefs fyne.Preferences) { u.saveSettings(prefs, path) })
	a.SetIcon(assets.Icon)
	loadPreferences(a.Preferences(), values)
	env := environment{
		source:         core.Default,
		now:            time.Now,
		local:          time.Local,
		clipboardLimit: maxClipboardBytes,
		trayHost:       trayHostRunning,
		afterFunc: func(d time.Duration, f func()) func() bool {
			return time.AfterFunc(d, f).Stop
		},
	}
	u = newUI(quittingApp{a.(desktopApp)}, a.NewWindow(assets.AppName), env)
	// The tabs out of sight are made once the window is up, unless the last quit left one on show.
	otherTab := a.Preferences().IntWithFallback(prefLastTab, 0) > 0
	if otherTab {
		u.buildTabs()
	}
	// SIGTERM, SIGINT and SIGHUP quit as Ctrl+Q does, size and place saved.
	quit := make(chan os.Signal, 1)
	signal.Notify(quit, syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP)
	go func() {
		<-quit
		fyne.Do(u.quit)
	}()
	a.Lifecycle().SetOnStarted(func() {
		if !otherTab {
			u.buildTabs()
		}
		placeWindow(u.window, a.Preferences(), u.window.Canvas().Scale())
		if reset != nil {
			u.showDialog(u.newCloseDialog(lang.L("Settings reset"), widget.NewLabel(reset())), nil)
		}
		// Fyne 2.8.1's Run asks for the first two, as it has by now, and quits
		// at them without saving the window's place: Ignore takes them from it.
		signal.Ignore(syscall.SIGTERM, syscall.SIGINT)
		signal.Notify(quit, syscall.SIGTERM, syscall.SIGINT)
	})
	placeWindow(u.window, a.Preferences(), userScale())
	u.window.ShowAndRun()
}

// ui holds the window, its screens and the parts beside them, made once.
type ui struct {
	app    fyne.App
	window fyne.Window
	env    environment

	tabs   *container.AppTabs
	status *statusLine
	// shortcuts are the actions of the window's shortcuts, by name.
	shortcuts map[string]func()
	// openDialogs are the dialogs on show, the topmost last.
	openDialogs []openDialog
	offers      *clipboardBar
	saves       sync.WaitGroup // files being written, each on its goroutine
	// stopAge cancels the next writing of Decode's age; nil while none is due.
	stopAge func() bool

	generate *screens.Generate
	decode   *screens.Decode
	ranges   *screens.Range
	bulk     *screens.Bulk

	decodeTab, rangeTab, bulkTab *container.TabItem
}

// newUI makes w the main window of a, in its saved language and look, with
// the Generate tab; buildTabs makes the others.
func newUI(a fyne.App, w fyne.Window, env environment) *ui {
	setupLanguage(a)
	applyTheme(a, savedThemeChoice(a.Preferences().String(prefTheme)))
	useAtomicFiles()
	u := &ui{app: a, window: w, env: env, shortcuts: map[string]func(){}}
	u.status = &statusLine{Label: widget.NewLabel(""), afterFunc: env.afterFunc}
	u.status.Truncation = fyne.TextTruncateEllipsis
	u.offers = newClipboardBar(w, u.acceptOffer)

	u.generate = screens.NewGenerate(screenWindow{u}, a.Preferences(), env.source())
	// Each tab scrolls what a small window or a big scale leaves no room for.
	items := []*container.TabItem{container.NewTabItem(lang.L("Generate"), container.NewScroll(u.generate.Content()))}
	for _, title := range []string{lang.L("Decode"), lang.L("Range query"), lang.L("Bulk"), lang.L("About ObjectID")} {
		items = append(items, container.NewTabItem(title, container.NewStack()))
	}
	u.tabs = container.NewAppTabs(items...) // at once: each Append refreshes every tab
	w.SetContent(container.NewBorder(u.offers.content, u.status.Label, nil, nil, u.tabs))
	w.SetTitle(lang.L("ObjectID Generator"))
	w.SetIcon(assets.WindowIcon)
	w.Resize(fyne.NewSize(800, 600))
	restoreWindowSize(w, a.Preferences())

	w.SetMainMenu(mainMenu(u.commands(), u.location() == time.UTC))
	u.addShortcuts(u.commands())
	// Not among the shortcuts text fields pass on: they copy themselves.
	w.Canvas().AddShortcut(&fyne.ShortcutCopy{}, func(fyne.Shortcut) { u.copyFocused() })
	w.Canvas().SetOnTypedKey(u.typedKey)
	w.SetCloseIntercept(u.closeWindow)
	w.SetOnDropped(func(at fyne.Position, uris []fyne.URI) {
		u.tabs.Select(u.bulkTab)
		u.bulk.Dropped(at, uris)
	})
	w.SetOnClosed(func() {
		u.status.stop()
		if u.stopAge != nil {
			u.stopAge()
		}
	})
	a.Lifecycle().SetOnEnteredForeground(u.enteredForeground)
	u.installTray()
	u.generate.Generate()
	return u
}

// buildTabs makes the tabs other than Generate, once, and shows the tab on
// show at the last quit.
func (u *ui) buildTabs() {
	w := screenWindow{u}
	u.bulk, u.decode, u.ranges = screens.NewBulk(w), screens.NewDecode(w), screens.NewRange(w, u.app.Preferences())
	u.decodeTab, u.rangeTab, u.bulkTab = u.tabs.Items[1], u.tabs.Items[2], u.tabs.Items[3]
	for i, content := range []fyne.CanvasObject{u.decode.Content(), u.ranges.Content(), u.bulk.Content(), screens.NewAbout()} {
		u.tabs.Items[i+1].Content = container.NewScroll(content)
	}
	if last := u.app.Preferences().IntWithFallback(prefLastTab, 0); last > 0 && last < len(u.tabs.Items) {
		u.tabs.SelectIndex(last)
	}
	u.tabs.Refresh()
	u.tabs.OnSelected = u.tabSelected
}

// tabSelected remembers the tab on show; Decode gets the focus and a live age.
func (u *ui) tabSelected(item *container.TabItem) {
	u.app.Preferences().SetInt(prefLastTab, u.tabs.SelectedIndex())
	// A tab hidden at a theme switch reads its colours anew.
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

// typedKey takes keys no control used: a dialog's, F1, Escape for an offer or a scan.
func (u *ui) typedKey(ev *fyne.KeyEvent) {
	if u.dialogKey(ev) {
		return
	}
	switch {
	case ev.Name == widgets.HelpKey:
		u.showShortcuts()
	case ev.Name == fyne.KeyEscape && u.offers.content.Visible():
		u.offers.show(false)
	case ev.Name == fyne.KeyEscape && u.tabs.Selected() == u.bulkTab:
		u.bulk.CancelScan()
	}
}

// fieldWindow is the window u as a text field takes it (widgets.Window).
type fieldWindow struct{ u *ui }

func (w fieldWindow) PassOn(s fyne.Shortcut) bool { return w.u.typedShortcut(s) }
func (w fieldWindow) RefuseCopy(selected string) bool {
	return w.u.offerSave(lang.L("the selected text"), "selection.txt", selected)
}
func (w fieldWindow) SayTooLong(text string, pasted bool) { w.u.status.sayTooLong(text, pasted) }

// screenWindow is the window u as its screens take it (screens.Window).
type screenWindow struct{ u *ui }

func (w screenWindow) Now() time.Time         { return w.u.env.now() }
func (w screenWindow) Zone() *time.Location   { return w.u.location() }
func (w screenWindow) Local() *time.Location  { return w.u.env.local }
func (w screenWindow) Fields() widgets.Window { return fieldWindow(w) }
func (w screenWindow) Copy(text, what string) { w.u.copyText(text, what) }
func (w screenWindow) Say(message string)     { w.u.status.show(message) }

// ShowError brings the window to the front first, for a copy from the tray.
func (w screenWindow) ShowError(err error) {
	w.u.showWindow()
	w.u.showError(err)
}

func (w screenWindow) OpenFile(opened func(fyne.URIReadCloser, error)) {
	w.u.showFile(dialog.NewFileOpen(opened, w.u.window), false, func(u fyne.URI) { opened(storage.Reader(u)) })
}

func (w screenWindow) OpenFolder(opened func(fyne.ListableURI, error)) {
	w.u.showFile(dialog.NewFolderOpen(opened, w.u.window), true, func(u fyne.URI) { opened(storage.ListerForURI(u)) })
}

// RangeQuery fills the Range query tab with from and to and shows it.
func (w screenWindow) RangeQuery(from, to time.Time) {
	w.u.ranges.SetSpan(from, to)
	w.u.tabs.Select(w.u.rangeTab)
}

func (w screenWindow) SaveFile(what, fileName string, size int, write func(io.Writer) error) {
	w.u.chooseSaveFile(what, fileName, size, write)
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

// location is where times are shown and read, as the user chose.
func (u *ui) location() *time.Location {
	if u.app.Preferences().BoolWithFallback(prefUTC, true) {
		return time.UTC
	}
	return u.env.local
}

// setTimesInUTC saves where times are shown; the menu and screens follow.
func (u *ui) setTimesInUTC(utc bool) {
	if utc == (u.location() == time.UTC) {
		return
	}
	u.app.Preferences().SetBool(prefUTC, utc)
	u.window.SetMainMenu(mainMenu(u.commands(), utc))
	u.generate.ZoneChanged()
	u.ranges.ZoneChanged()
	u.bulk.ZoneChanged()
}

// openInDecoder shows id on the Decode tab and switches to it.
func (u *ui) openInDecoder(id core.ObjectID) {
	u.decode.Show(id)
	u.tabs.Select(u.decodeTab)
}

// pasteAndDecode pastes the clipboard into Decode's field, focused.
func (u *ui) pasteAndDecode() {
	u.tabs.Select(u.decodeTab)
	u.decode.Focus(u.window.Canvas())
	u.decode.Paste(u.app.Clipboard())
}

// copyFocused copies the focused row of Generate's list or Bulk's table.
func (u *ui) copyFocused() {
	focused := u.window.Canvas().Focused()
	if !u.generate.CopyIfFocused(focused) {
		u.bulk.CopyIfFocused(focused)
	}
}

// closeWindow closes the window, hides it in the tray, or with no tray host quits.
func (u *ui) closeWindow() {
	saveWindowSize(u.window, u.app.Preferences())
	switch {
	case !trayEnabled(u.app):
		u.window.Close()
	case u.env.trayHost():
		u.window.Hide()
	default:
		u.app.Quit()
	}
}

// quit ends the app, from the menu, Ctrl+Q or the tray.
func (u *ui) quit() {
	saveWindowSize(u.window, u.app.Preferences())
	u.app.Quit()
}

// quittingApp's Quit survives a settings watch Fyne could not start (fynefix.Quit).
type quittingApp struct{ desktopApp }

// desktopApp is a Fyne app with a tray.
type desktopApp interface {
	fyne.App
	desktop.App
}

func (a quittingApp) Quit() { fynefix.Quit(a.desktopApp) }
