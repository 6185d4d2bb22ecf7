// Package screens holds the window's tabs, each built by one constructor
// and reaching the window only through Window.
package screens

import (
	"io"
	"time"

	"fyne.io/fyne/v2"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// Window is what a screen takes from the window it is shown in. The shell
// implements it for all its screens; tests implement their own.
type Window interface {
	// Now is the window's clock.
	Now() time.Time
	// Zone is where times are shown and read, as the user chose.
	Zone() *time.Location
	// Local is the local zone, which Decode and Bulk show beside UTC.
	Local() *time.Location
	// Fields is the window as its text fields take it: its shortcuts, its
	// clipboard and its status line.
	Fields() widgets.Window
	// Copy puts text on the clipboard and says in the status line what
	// was copied; text too large for the clipboard is offered as a file.
	Copy(text, what string)
	// Say shows message in the status line.
	Say(message string)
	// ShowError shows err in a dialog over the window, bringing the window
	// to the front when it was hidden, as after a copy from the tray.
	ShowError(err error)
	// OpenFile asks which file to read and hands it to opened: r is nil
	// when the user cancelled.
	OpenFile(opened func(r fyne.URIReadCloser, err error))
	// SaveFile asks where to save what, suggesting fileName, writes it
	// there with write, and says how that went.
	SaveFile(what, fileName string, write func(io.Writer) error)
	// Open shows text on the tab that reads it: a single ID on Decode,
	// any other text, such as several IDs or a paste too long for
	// Decode's field, in Bulk.
	Open(text string)
}

// newEntry returns a text field of w.
func newEntry(w Window) *widgets.WindowEntry {
	return widgets.NewWindowEntry(w.Fields())
}

// newTimeEntry returns an empty time entry of w; changed runs after every edit.
func newTimeEntry(w Window, changed func()) *widgets.TimeEntry {
	e := widgets.NewTimeEntry(w, w.Fields())
	e.OnChanged = changed
	return e
}
