// Package screens holds the window's tabs. Each screen owns its widgets
// and its state; the window's shell (package gui) makes a screen, puts its
// Content in a tab and reaches it only through its small exported methods.
// A screen takes what it needs of the window through Window, and never
// imports the shell.
package screens

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// Window is what a screen takes from the window it is shown in. The shell
// makes one for all its screens; tests make their own.
type Window struct {
	// Prefs are the app's preferences, where a screen keeps its choices.
	Prefs fyne.Preferences
	// Now is the window's clock.
	Now func() time.Time
	// Zone is where times are shown and read, as the user chose.
	Zone func() *time.Location
	// Local is the local zone, which Decode shows beside UTC.
	Local *time.Location
	// Focus gives a control of the screen the window's focus.
	Focus func(fyne.Focusable)
	// EntryHooks connect a text field to the window: its shortcuts, its
	// clipboard and its status line.
	EntryHooks func() widgets.WindowHooks
	// Copy puts text on the clipboard and says in the status line that
	// what was copied.
	Copy func(text, what string)
	// SayTooLong says in the status line that a field refused text that
	// would take it past what a field holds: pasted, or typed.
	SayTooLong func(text string, pasted bool)
}

// newEntry returns a text field of the window.
func (w Window) newEntry() *widgets.WindowEntry {
	return widgets.NewWindowEntry(w.EntryHooks())
}

// newTimeEntry returns a time entry of the window showing state, read in
// the zone the user chose and at the window's clock; onChanged, if not
// nil, runs after every edit.
func (w Window) newTimeEntry(state *widgets.TimeEntryState, onChanged func()) *widgets.TimeEntry {
	return widgets.NewTimeEntry(state, widgets.TimeClock{Now: w.Now, Zone: w.Zone}, w.EntryHooks(), onChanged)
}
