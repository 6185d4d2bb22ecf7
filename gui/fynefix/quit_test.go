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

// TestFyneQuit_PinnedVersion fails when go.mod moves Fyne: then see
// whether app/settings_desktop.go's stopWatching minds a nil watcher.
func TestFyneQuit_PinnedVersion(t *testing.T) {
	requirePinned(t, "Quit (gui/fynefix/quit.go)", map[string]string{fyneModule: fyneMade})
}
