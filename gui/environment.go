package gui

import (
	"runtime/debug"
	"time"

	"fyne.io/fyne/v2"

	"github.com/objectid-generator/objectid/assets"
	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/fynefix"
)

// feedbackDuration is how long a status message such as "Copied" stays.
const feedbackDuration = 2 * time.Second

// environment is what the window takes from outside it: where IDs come
// from, the clock, the zone of local times and the timer of the status
// line. Run passes the real ones; tests pass fixed ones.
type environment struct {
	// source gives the generator: core.Default in the app, a generator
	// with a fixed clock and entropy in tests.
	source func() *core.Generator
	// now is the clock ages and "now" are measured against.
	now func() time.Time
	// local is the zone times are shown in when the user chose local time.
	local *time.Location
	// statusDuration is how long a status message stays.
	statusDuration time.Duration
	// afterFunc runs f on its own goroutine once d has passed, unless the
	// returned stop is called first; time.AfterFunc in the app.
	afterFunc func(d time.Duration, f func()) (stop func() bool)
	// afterShow runs f once the window is on screen, so the window can
	// appear before the tabs it does not open on are made. Tests run f at
	// once.
	afterShow func(f func())
	// clipboardLimit is the most bytes a copy puts on the clipboard.
	clipboardLimit int
	// preferencesReset, when set, says the preferences file could not be
	// read and was moved aside; the window says so once it is up.
	preferencesReset *preferencesReset
	// quit ends the app; when nil, the app's own Quit does.
	quit func()
	// trayHost reports whether a tray host is there to show the tray
	// icon; trayHostRunning in the app.
	trayHost func() bool
	// readClipboard, when set, reads the clipboard off the UI goroutine,
	// at most limit+1 bytes of it, and calls got with the text on the UI
	// goroutine (ok false when it could not be read); it returns false,
	// calling nothing, where it cannot read w's clipboard, and the window
	// reads it through Fyne. readClipboardOffUI in the app; tests leave it
	// nil and use Fyne's test clipboard, or pass their own.
	readClipboard func(w fyne.Window, limit int, wait time.Duration, got func(text string, ok bool)) bool
	// background runs a job off the UI goroutine, such as a Bulk scan: on
	// a goroutine of its own in the app; tests keep count of the jobs, to
	// wait for them.
	background func(job func())
}

// realEnvironment is the environment of the app as users run it on a.
// resumeCollection runs once the window is up and the tabs it did not open
// on are made (see pauseCollection).
func realEnvironment(a fyne.App, resumeCollection func()) environment {
	return environment{
		source:         core.Default,
		now:            time.Now,
		local:          time.Local,
		statusDuration: feedbackDuration,
		clipboardLimit: maxClipboardBytes,
		quit:           func() { fynefix.Quit(a) },
		trayHost:       trayHostRunning,
		readClipboard:  readClipboardOffUI,
		background:     func(job func()) { go job() },
		afterFunc: func(d time.Duration, f func()) func() bool {
			return time.AfterFunc(d, f).Stop
		},
		afterShow: func(f func()) {
			a.Lifecycle().SetOnStarted(func() {
				f()
				resumeCollection()
				// Fyne parses its fonts anew for each text style the
				// tabs use; the runtime would keep the ~10 MiB of
				// garbage that leaves resident for minutes. The window
				// is up, so a collection now costs the user nothing.
				debug.FreeOSMemory()
			})
		},
	}
}

// Run opens the main window and blocks until it is closed.
func Run() {
	fynefix.RequireWaylandSeat()
	limitMemory()
	resumeCollection := pauseCollection()
	// The preferences are read once, here, before the window is made from
	// them, and saved by the app's own store.
	prefs, reset := openPreferences(fynefix.PreferencesPath(assets.AppID), time.Now(), func(d time.Duration, f func()) { time.AfterFunc(d, f) })
	fynefix.MakeCacheFolder()
	a := fynefix.NewAppBesideItsPreferences(fyne.AppMetadata{ID: assets.AppID, Name: assets.AppName, Version: assets.Version, Icon: assets.Icon})
	a.SetCloudProvider(prefs)
	a.SetIcon(assets.Icon)
	env := realEnvironment(a, resumeCollection)
	env.preferencesReset = reset
	u := newUI(a, a.NewWindow(assets.AppName), env)
	u.window.ShowAndRun()
	prefs.flush()
}
