package gui

import (
	"os"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// packageApp is the one Fyne test app of the package's tests, made once
// in TestMain. Every test.NewApp makes Fyne parse its fonts again, and
// Fyne 2.8.1's text shaper keeps every font it has shaped with, so an app
// per test would keep a few megabytes of fonts for every test. Each test
// gets its own preferences, clipboard and lifecycle on top of it instead
// (newTestApp), and its windows closed when it ends.
var packageApp fyne.App

// packageTheme is the theme a test app starts with: Fyne's test theme.
var packageTheme fyne.Theme

func TestMain(m *testing.M) {
	packageApp = test.NewApp()
	packageTheme = packageApp.Settings().Theme()
	os.Exit(m.Run())
}

// testApp is what a test sees as its app: the package's test app, with
// a clipboard and a lifecycle of the test's own, its preferences emptied.
type testApp struct {
	fyne.App
	clipboard fyne.Clipboard
	lifecycle testLifecycle
	windows   []fyne.Window
}

// NewWindow opens a window of the package's test app, closed when the
// test ends.
func (a *testApp) NewWindow(title string) fyne.Window {
	w := a.App.NewWindow(title)
	a.windows = append(a.windows, w)
	return w
}

func (a *testApp) Clipboard() fyne.Clipboard { return a.clipboard }
func (a *testApp) Lifecycle() fyne.Lifecycle { return &a.lifecycle }

// newTestApp is the app of a test, made current for the test: fresh
// preferences and an empty clipboard, the test theme, or the window's
// theme over it in the look a fresh window takes, and when the test ends
// the windows it opened are closed and the app current before it is again.
// Every test app of the package comes from here. Fyne keeps the renderer of
// every widget drawn, and all the widget reaches, until a real window's
// paint loop times it out; test windows never paint, so those of closed
// windows stay until the process ends, which scripts/gui-test-memory.sh's
// limit allows for.
func newTestApp(t testing.TB) fyne.App {
	t.Helper()
	if !freshTheme(packageApp.Settings().Theme()) {
		packageApp.Settings().SetTheme(packageTheme)
	}
	// Fyne's in-memory store has no call to empty it but this one.
	packageApp.Preferences().(interface{ WriteValues(func(map[string]any)) }).WriteValues(func(values map[string]any) { clear(values) })
	a := &testApp{App: packageApp, clipboard: test.NewClipboard()}
	previous := fyne.CurrentApp()
	fyne.SetCurrentApp(a)
	t.Cleanup(func() {
		for _, w := range a.windows {
			if slices.Contains(packageApp.Driver().AllWindows(), w) {
				w.Close()
			}
		}
		fyne.SetCurrentApp(previous)
	})
	return a
}

// freshTheme reports whether th is a theme a fresh test app may start
// with: the test theme, or the window's theme over it in the look fresh
// preferences give, which a window of an earlier test left and which a new
// window would set again. Setting a theme makes Fyne parse its fonts anew.
func freshTheme(th fyne.Theme) bool {
	if th == packageTheme {
		return true
	}
	t, ok := th.(*appTheme)
	return ok && t.base == packageTheme && t.choice == savedThemeChoice("")
}

// testLifecycle keeps the hooks the app sets, for the test to run.
type testLifecycle struct {
	enteredForeground, exitedForeground, started, stopped func()
}

func (l *testLifecycle) SetOnEnteredForeground(f func()) { l.enteredForeground = f }
func (l *testLifecycle) SetOnExitedForeground(f func())  { l.exitedForeground = f }
func (l *testLifecycle) SetOnStarted(f func())           { l.started = f }
func (l *testLifecycle) SetOnStopped(f func())           { l.stopped = f }
