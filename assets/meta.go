// Package assets holds what the app ships besides code: its identity, icon
// and translations.
package assets

// The app's identity. FyneApp.toml repeats these for the packager; a test
// keeps the two in step, so a binary built with plain go build carries them
// too.
const (
	// AppID is the reverse-DNS ID under which preferences are stored.
	AppID = "io.github.objectidgenerator.objectid"
	// AppName is the name shown by the desktop.
	AppName = "ObjectID Generator"
	// Version is the release of this build.
	Version = "1.0.0"
	// Licence is the SPDX name of the licence in LICENSE, which the About
	// dialog names.
	Licence = "MIT"
	// FyneVersion is the release of the Fyne toolkit go.mod requires, which
	// the About dialog names; a test keeps it in step with go.mod.
	FyneVersion = "v2.8.1"
)
