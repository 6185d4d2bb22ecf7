package fynefix

import (
	"slices"

	"fyne.io/fyne/v2"
)

// Quit ends app a as fyne.App.Quit does, less stopping the watch of its
// settings file: when Fyne 2.8.1 could not start that watch (inotify used
// up), its Quit closes a nil *fsnotify.Watcher and panics
// (app/settings_desktop.go). TestFyneQuit_PinnedVersion fails on upgrade.
func Quit(a fyne.App) {
	// A copy: Fyne's test driver takes a closed window off its list.
	for _, w := range slices.Clone(a.Driver().AllWindows()) {
		w.Close()
	}
	a.Driver().Quit()
}
