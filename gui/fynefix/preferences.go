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
// own preferences store, which neither reads nor watches the app's
// preferences file: the window reads its settings once, at start, with a
// check of its own, and writes them whole to a file of its own (package
// gui, preferences.go). Fyne's store still writes its preferences.json at
// every change, in place; nothing reads that copy.
//
// Fyne 2.8.1's app.NewWithID makes a store of its own before the app can
// install another: it reads FYNE_CONFIG/ID/preferences.json, panicking in
// convertLists on a list of mixed kinds, and watches that folder for good,
// reading the file again at every change there, on the UI goroutine, so a
// list of mixed kinds written while the app runs panics the window and a
// FIFO freezes it. The store is made only for an app with an ID, and reads
// the file only when the ID came from NewWithID. The app's ID also names
// its Wayland app_id (the .desktop file's name), which must stay meta.ID,
// so it cannot just be given another: the app is made with no ID of its
// own, while the metadata holds meta.ID with defaultsSuffix, so Fyne's
// store reads nothing and watches that suffixed folder, which nothing
// writes; then the metadata is meta, and UniqueID, read from it from then
// on, is meta.ID, under which the store saves.
// TestFynePreferences_KeptOffTheAppsFile fails when Fyne changes this.
func NewAppBesideItsPreferences(meta fyne.AppMetadata) fyne.App {
	defaults := meta
	defaults.ID += defaultsSuffix
	app.SetMetadata(defaults)
	a := app.NewWithID("")
	app.SetMetadata(meta)
	return a
}

// PreferenceValues returns a copy of every value in prefs, a store Fyne
// 2.8.1 made, for the window to save in a file of its own: Fyne's stores
// read their values out through ReadValues, a method of the store's
// embedded in-memory map that the fyne.Preferences interface leaves out.
// It returns nil for a store without it.
func PreferenceValues(prefs fyne.Preferences) map[string]any {
	store, ok := prefs.(interface{ ReadValues(func(map[string]any)) })
	if !ok {
		return nil
	}
	values := map[string]any{}
	store.ReadValues(func(all map[string]any) {
		for key, value := range all {
			values[key] = value
		}
	})
	return values
}

// PreferencesPath is the preferences file Fyne 2.8.1 keeps for the app
// with id outside its test driver: preferences.json in the app's folder
// under the configuration folder Fyne uses on this system, which Fyne's
// store writes and the window reads. On Linux and the BSDs that is
// $XDG_CONFIG_HOME/fyne/ID.
//
// Fyne names the folder only inside its internal/app package
// (rootConfigDir, one file per system) and app.storageRoot, so this
// copies it. TestPreferencesPath_IsFynesOwn fails when Fyne's source of
// it changes.
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
