package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

// trayApp is a test app with a system tray, as desktop.App gives one: it
// keeps the menu and icon it is given and counts Quit calls.
type trayApp struct {
	fyne.App
	menu   *fyne.Menu
	icon   fyne.Resource
	window fyne.Window
	quits  int
}

func (a *trayApp) SetSystemTrayMenu(m *fyne.Menu)       { a.menu = m }
func (a *trayApp) SetSystemTrayIcon(icon fyne.Resource) { a.icon = icon }
func (a *trayApp) SetSystemTrayWindow(w fyne.Window)    { a.window = w }
func (a *trayApp) Quit()                                { a.quits++ }

// trackedWindow is a test window that records being hidden and closed.
type trackedWindow struct {
	fyne.Window
	hidden, closed int
}

func (w *trackedWindow) Hide()  { w.hidden++; w.Window.Hide() }
func (w *trackedWindow) Close() { w.closed++ }

// newTrayWindow opens the main window on an app with a tray, the tray on
// when trayOn says so.
func newTrayWindow(t *testing.T, trayOn bool) (*ui, *trayApp, *trackedWindow) {
	t.Helper()
	a := &trayApp{App: newTestApp(t)}
	a.Preferences().SetBool(prefUTC, true)
	a.Preferences().SetBool(prefTray, trayOn)
	env, _ := testEnvironment(t)
	w := &trackedWindow{Window: newShortcutWindow(t, a.NewWindow(""))}
	t.Cleanup(w.Window.Close)
	return buildUI(a, w, env), a, w
}

// trayItem is the tray menu's item labelled label.
func trayItem(t *testing.T, a *trayApp, label string) *fyne.MenuItem {
	t.Helper()
	if a.menu == nil {
		t.Fatal("no tray menu")
	}
	for _, item := range a.menu.Items {
		if item.Label == label {
			return item
		}
	}
	t.Fatalf("no tray item %q", label)
	return nil
}

func TestTray_OffByDefaultAndThenClosingCloses(t *testing.T) {
	u, a, w := newTrayWindow(t, false)
	if a.menu != nil {
		t.Error("a tray menu was set with the tray off")
	}
	pressShortcut(t, u, closeShortcut)
	if w.closed != 1 || w.hidden != 0 {
		t.Errorf("Ctrl+W closed %d, hid %d times; want closed once", w.closed, w.hidden)
	}
}

func TestTray_MenuCopiesNewIDsInTheChosenFormat(t *testing.T) {
	u, a, _ := newTrayWindow(t, true)
	if a.icon == nil || a.window != u.window {
		t.Error("the tray has no icon or no window to show")
	}
	formatMenu(t, u).SetSelectedIndex(1) // ObjectId("…")
	batch := len(listedIDs(t, u))

	trayItem(t, a, "Copy a new ObjectID").Action()
	// The window made the worked example's first batch of 10; the tray's
	// ID is the next one.
	if got, want := u.app.Clipboard().Content(), `ObjectId("6553f1003f2a91c8d4003043")`; got != want {
		t.Errorf("copied %q, want %q", got, want)
	}
	trayItem(t, a, "Copy 10 new ObjectIDs").Action()
	lines := strings.Split(strings.TrimSpace(u.app.Clipboard().Content()), "\n")
	if len(lines) != 10 || !strings.HasPrefix(lines[0], `ObjectId("6553f1003f2a91c8d4003044")`) {
		t.Errorf("copied %d lines starting %q", len(lines), lines[0])
	}
	if ids := listedIDs(t, u); len(ids) != batch || ids[0].Hex() != "6553f1003f2a91c8d4003039" {
		t.Error("the tray's IDs replaced the batch on the Generate tab")
	}
}

func TestTray_DecodeTheClipboardShowsTheWindow(t *testing.T) {
	u, a, _ := newTrayWindow(t, true)
	u.app.Clipboard().SetContent("507f1f77bcf86cd799439011")
	trayItem(t, a, "Decode the clipboard").Action()
	if u.tabs.Selected() != u.decodeTab || decodedID(u) != "507f1f77bcf86cd799439011" {
		t.Errorf("tab %q, decoded %s", u.tabs.Selected().Text, decodedID(u))
	}
}

func TestTray_ClosingKeepsTheAppInTheTrayAndQuitEndsIt(t *testing.T) {
	u, a, w := newTrayWindow(t, true)
	pressShortcut(t, u, closeShortcut)
	if w.hidden != 1 || w.closed != 0 {
		t.Errorf("Ctrl+W with the tray on hid %d, closed %d times; want hidden once", w.hidden, w.closed)
	}
	trayItem(t, a, "Show window").Action()
	trayItem(t, a, "Quit").Action()
	if a.quits != 1 {
		t.Errorf("the tray's Quit quit %d times", a.quits)
	}
	pressShortcut(t, u, quitShortcut)
	if a.quits != 2 {
		t.Errorf("Ctrl+Q quit %d times in all, want 2", a.quits)
	}
}

func TestTray_ClosingWithNoTrayHostQuits(t *testing.T) {
	for name, host := range map[string]bool{"no tray host": false, "a tray host": true} {
		t.Run(name, func(t *testing.T) {
			a := &trayApp{App: newTestApp(t)}
			a.Preferences().SetBool(prefTray, true)
			env, _ := testEnvironment(t)
			asked := 0
			env.trayHost = func() bool { asked++; return host }
			w := &trackedWindow{Window: newShortcutWindow(t, a.NewWindow(""))}
			t.Cleanup(w.Window.Close)
			u := buildUI(a, w, env)
			pressShortcut(t, u, closeShortcut)
			quits, hidden := 1, 0
			if host {
				quits, hidden = 0, 1
			}
			if a.quits != quits || w.hidden != hidden || asked != 1 {
				t.Errorf("Ctrl+W quit %d, hid %d times, asked for the host %d times; want quit %d, hidden %d, asked once",
					a.quits, w.hidden, asked, quits, hidden)
			}
		})
	}
}

func TestTray_SwitchInSettingsPutsTheIconThere(t *testing.T) {
	u, a, _ := newTrayWindow(t, false)
	settings := u.showSettings()
	if settings.tray.Disabled() {
		t.Fatal("the tray switch is disabled on an app with a tray")
	}
	settings.tray.SetChecked(true)
	if !u.app.Preferences().Bool(prefTray) || a.menu == nil {
		t.Errorf("tray preference %v, menu %v", u.app.Preferences().Bool(prefTray), a.menu)
	}
}

func TestWindow_SizeIsRememberedAcrossStarts(t *testing.T) {
	u, a, _ := newTrayWindow(t, false)
	u.window.Resize(fyne.NewSize(1000, 720))
	pressShortcut(t, u, quitShortcut)
	if a.quits != 1 {
		t.Fatalf("Ctrl+Q quit %d times", a.quits)
	}
	env, _ := testEnvironment(t)
	w := newShortcutWindow(t, a.NewWindow(""))
	t.Cleanup(w.Close)
	next := buildUI(a, w, env)
	if got := next.window.Canvas().Size(); got != fyne.NewSize(1000, 720) {
		t.Errorf("the next window is %v, want the remembered 1000×720", got)
	}
}

func TestWindow_OversizedSavedSizeIsClampedBeforeTheWindowShows(t *testing.T) {
	for name, c := range map[string]struct{ saved, want [2]float64 }{
		"both sides":  {saved: [2]float64{16384, 16384}, want: [2]float64{4096, 4096}},
		"one side":    {saved: [2]float64{1e9, 700}, want: [2]float64{4096, 700}},
		"at the most": {saved: [2]float64{4096, 900}, want: [2]float64{4096, 900}},
	} {
		t.Run(name, func(t *testing.T) {
			a := newTestApp(t)
			a.Preferences().SetFloat(prefWindowWidth, c.saved[0])
			a.Preferences().SetFloat(prefWindowHeight, c.saved[1])
			env, _ := testEnvironment(t)
			w := newShortcutWindow(t, a.NewWindow(""))
			t.Cleanup(w.Close)
			u := buildUI(a, w, env)
			if got, want := u.window.Canvas().Size(), fyne.NewSize(float32(c.want[0]), float32(c.want[1])); got != want {
				t.Errorf("window %v, want %v", got, want)
			}
		})
	}
}

func TestTray_SettingsSayWhenNoTrayHostRuns(t *testing.T) {
	for name, host := range map[string]bool{"no tray host": false, "a tray host": true} {
		t.Run(name, func(t *testing.T) {
			a := &trayApp{App: newTestApp(t)}
			env, _ := testEnvironment(t)
			env.trayHost = func() bool { return host }
			w := newShortcutWindow(t, a.NewWindow(""))
			t.Cleanup(w.Close)
			u := buildUI(a, w, env)
			settings := u.showSettings()
			note := lang.L("No system tray is running: closing the window quits.")
			shown := func() bool {
				l := uitest.LabelShowing(w.Canvas().Overlays().Top(), note)
				return l != nil && l.Visible()
			}
			if shown() {
				t.Fatal("the tray is off, yet Settings say no tray host runs")
			}
			test.Tap(settings.tray)
			if shown() == host {
				t.Errorf("with the tray turned on, the note %q shows: %v; want %v", note, shown(), !host)
			}
		})
	}
}
