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
// own preferences store, kept off the app's file but at quit: Fyne 2.8.1's
// app.NewWithID reads it, panicking on a list of mixed kinds and hanging on
// a FIFO, and its saver, the store's first change listener, writes it in
// place on a goroutine the app's exit can cut short. Made with no ID while
// the metadata's ID has defaultsSuffix, the store watches a folder nothing
// writes; then meta's ID names the file and Wayland's app_id, and save
// takes the saver's place. TestFynePreferences_KeptOffTheAppsFile fails when Fyne changes this.
func NewAppBesideItsPreferences(meta fyne.AppMetadata, save func(fyne.Preferences)) fyne.App {
	defaults := meta
	defaults.ID += defaultsSuffix
	app.SetMetadata(defaults)
	a := app.NewWithID("")
	app.SetMetadata(meta)
	if listeners := a.Preferences().ChangeListeners(); len(listeners) > 0 {
		listeners[0] = func() { save(a.Preferences()) }
	}
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
