package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
)

// fyneDefaultsSuffix ends the ID under which Fyne's own preferences store,
// which the app replaces at once, looks for its file.
const fyneDefaultsSuffix = ".fyne-defaults"

// newAppBesideItsPreferences makes the app described by meta with Fyne's
// own preferences store kept off the app's preferences file, which the
// app's preferenceStore reads and writes instead.
//
// Fyne 2.8.1's app.NewWithID makes a store of its own before the app can
// install another (fyne.App.SetCloudProvider): it reads
// FYNE_CONFIG/ID/preferences.json, panicking in convertLists on a list of
// mixed kinds, and watches that folder for good, reading the file again at
// every change there, on the UI goroutine, so a list of mixed kinds
// written while the app runs panics the window and a FIFO freezes it. The
// store is made only for an app with an ID, and reads the file only when
// the ID came from NewWithID. The app's ID also names its Wayland app_id
// (the .desktop file's name), which must stay meta.ID, so it cannot just
// be given another: the app is made with no ID of its own, while the
// metadata holds meta.ID with fyneDefaultsSuffix, so Fyne's store reads
// nothing and watches that suffixed folder, which nothing writes; then the
// metadata is meta, and UniqueID, read from it from then on, is meta.ID.
// TestFynePreferences_KeptOffTheAppsFile fails when Fyne changes this.
func newAppBesideItsPreferences(meta fyne.AppMetadata) fyne.App {
	defaults := meta
	defaults.ID += fyneDefaultsSuffix
	app.SetMetadata(defaults)
	a := app.NewWithID("")
	app.SetMetadata(meta)
	return a
}
