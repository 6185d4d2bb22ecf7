package gui

import (
	"os"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// packageApp is the one Fyne test app, made in TestMain: each app parses the fonts.
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

// newTestApp is a test's app: fresh preferences and clipboard, the fresh look, windows closed at the end.
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

// freshTheme reports whether th is a theme a fresh test app may start with.
func freshTheme(th fyne.Theme) bool {
	if th == packageTheme {
		return true
	}
	t, ok := th.(*appTheme)
	return ok && t.Theme == packageTheme && t.choice == savedThemeChoice("")
}

// testLifecycle keeps the hooks the app sets, for the test to run.
type testLifecycle struct {
	enteredForeground, exitedForeground, started, stopped func()
}

func (l *testLifecycle) SetOnEnteredForeground(f func()) { l.enteredForeground = f }
func (l *testLifecycle) SetOnExitedForeground(f func())  { l.exitedForeground = f }
func (l *testLifecycle) SetOnStarted(f func())           { l.started = f }
func (l *testLifecycle) SetOnStopped(f func())           { l.stopped = f }
