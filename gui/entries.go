package gui

import (
	"time"

	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
)

// pasteWait is how long a paste waits for the clipboard before it goes on
// in the background: a clipboard read in time (nearly every one, in well
// under a millisecond) is pasted before the keys typed after the paste,
// and a large or stalled one holds the window no longer than this.
const pasteWait = 80 * time.Millisecond

// maxFieldText is the most text, in bytes, any text field of the window
// holds (widgets.MaxFieldText): as much as the Bulk input shows.
const maxFieldText = widgets.MaxFieldText

// newWindowEntry returns a text field of the window: it passes the
// window's shortcuts on and says in the status line what it refused.
func newWindowEntry(u *ui) *widgets.WindowEntry {
	return widgets.NewWindowEntry(u.entryHooks())
}

// newSpinner returns a spinner of the window for whole numbers from lowest
// to highest showing value, its range written as the chosen language
// writes numbers; its owner sets its field's WindowHooks.
func newSpinner(lowest, highest, value int) *widgets.Spinner {
	return widgets.NewSpinner(lowest, highest, value, wording.Number[int])
}

// newTimeEntry returns a time entry of the window showing state, read in
// the zone the user chose and at the window's clock; onChanged, if not
// nil, runs after every edit.
func newTimeEntry(u *ui, state *widgets.TimeEntryState, onChanged func()) *widgets.TimeEntry {
	return widgets.NewTimeEntry(state, widgets.TimeClock{Now: u.env.now, Zone: u.location}, u.entryHooks(), onChanged)
}
