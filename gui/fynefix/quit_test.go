package fynefix

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestQuit_ClosesEveryWindow(t *testing.T) {
	a := test.NewTempApp(t)
	closed := 0
	for range 2 {
		w := a.NewWindow("")
		w.SetOnClosed(func() { closed++ })
		w.Show()
	}
	Quit(a)
	if n := len(a.Driver().AllWindows()); n != 0 || closed != 2 {
		t.Errorf("after Quit %d windows are open and %d were closed, want 0 and 2", n, closed)
	}
}

// TestFyneQuit_PinnedVersion fails when go.mod moves Fyne: Quit works
// around Fyne 2.8.1's stopWatching closing a nil *fsnotify.Watcher held in
// an interface. After an upgrade, read app/settings_desktop.go: if
// stopWatching minds a nil watcher, use fyne.App.Quit instead.
func TestFyneQuit_PinnedVersion(t *testing.T) {
	requirePinned(t, "Quit (gui/fynefix/quit.go)", map[string]string{fyneModule: fyneMade})
}
