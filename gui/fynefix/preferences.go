package fynefix

import (
	"os"
	"path/filepath"
	"runtime"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
)

// defaultsSuffix ends the ID under which Fyne's own preferences store
// looks for its file when it is made.
const defaultsSuffix = ".fyne-defaults"

// NewAppBesideItsPreferences makes the app described by meta with Fyne's
// own preferences store, which saves the app's preferences file but
// neither reads nor watches it: the window reads it once, with a check of
// its own. Fyne 2.8.1's app.NewWithID reads the file, panicking on a list
// of mixed kinds and waiting for ever on a FIFO, and reads it again at
// every change. Made with no ID while the metadata holds meta.ID with
// defaultsSuffix, the store reads and watches a folder nothing writes;
// then the metadata is meta, whose ID names the saved file and Wayland's
// app_id. TestFynePreferences_KeptOffTheAppsFile fails when Fyne changes this.
func NewAppBesideItsPreferences(meta fyne.AppMetadata) fyne.App {
	defaults := meta
	defaults.ID += defaultsSuffix
	app.SetMetadata(defaults)
	a := app.NewWithID("")
	app.SetMetadata(meta)
	return a
}

// PreferencesPath is the preferences file Fyne 2.8.1's store writes for
// the app with id outside its test driver, copied from internal/app
// (rootConfigDir): Fyne exports no name of it.
// TestPreferencesPath_IsFynesOwn fails when Fyne's source of it changes.
func PreferencesPath(id string) string {
	var root string
	home, _ := os.UserHomeDir()
	switch runtime.GOOS {
	case "darwin":
		root = filepath.Join(home, "Library", "Preferences", "fyne")
	case "windows":
		root = filepath.Join(home, "AppData", "Roaming", "fyne")
	default:
		config, _ := os.UserConfigDir()
		root = filepath.Join(config, "fyne")
	}
	return filepath.Join(root, id, "preferences.json")
}
