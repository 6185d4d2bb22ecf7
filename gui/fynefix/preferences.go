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
// own preferences store, which saves the app's preferences file at every
// change but neither reads nor watches it: the window reads the file once,
// at start, with a check of its own (package gui, preferences.go).
//
// Fyne 2.8.1's app.NewWithID reads FYNE_CONFIG/ID/preferences.json,
// panicking in convertLists on a list of mixed kinds and waiting for ever
// on a FIFO, and watches that folder for good, reading the file again at
// every change there, so a list of mixed kinds written while the app runs
// panics the window. The store reads the file only when the ID came from
// NewWithID. The app's ID also names its Wayland app_id (the .desktop
// file's name), so it must stay meta.ID: the app is made with no ID of its
// own while the metadata holds meta.ID with defaultsSuffix, so the store
// reads nothing and watches that suffixed folder, which nothing writes;
// then the metadata is meta, and UniqueID, read from it from then on, is
// meta.ID, under which the store saves.
// TestFynePreferences_KeptOffTheAppsFile fails when Fyne changes this.
func NewAppBesideItsPreferences(meta fyne.AppMetadata) fyne.App {
	defaults := meta
	defaults.ID += defaultsSuffix
	app.SetMetadata(defaults)
	a := app.NewWithID("")
	app.SetMetadata(meta)
	return a
}

// PreferencesPath is the preferences file Fyne 2.8.1 keeps for the app
// with id outside its test driver: preferences.json in the app's folder
// under the configuration folder Fyne uses on this system, which Fyne's
// store writes and the window reads at start. On Linux and the BSDs that is
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
