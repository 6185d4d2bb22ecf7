// Package screens holds the window's tabs, each built by one constructor
// and reaching the window only through Window.
package screens

import (
	"io"
	"time"

	"fyne.io/fyne/v2"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// Window is what a screen takes from the window it is shown in.
type Window interface {
	// Now is the window's clock.
	Now() time.Time
	// Zone is where times are shown and read, as the user chose.
	Zone() *time.Location
	// Local is the local zone, which Decode and Bulk show beside UTC.
	Local() *time.Location
	// Fields is the window as its text fields take it.
	Fields() widgets.Window
	// Copy puts text on the clipboard and says what was copied.
	Copy(text, what string)
	// Say shows message in the status line.
	Say(message string)
	// ShowError shows err in a dialog, bringing the window to the front.
	ShowError(err error)
	// OpenFile asks which file to read; r is nil when the user cancelled.
	OpenFile(opened func(r fyne.URIReadCloser, err error))
	// OpenFolder asks which folder to read; dir is nil when the user cancelled.
	OpenFolder(opened func(dir fyne.ListableURI, err error))
	// SaveFile asks where to save what, suggesting fileName, and writes it,
	// about size bytes.
	SaveFile(what, fileName string, size int, write func(io.Writer) error)
	// Open shows text on Decode if it is one ID, else in Bulk.
	Open(text string)
	// RangeQuery shows the Range query tab for the IDs made in [from, to).
	RangeQuery(from, to time.Time)
}

// newEntry returns a text field of w.
func newEntry(w Window) *widgets.WindowEntry {
	return widgets.NewWindowEntry(w.Fields())
}

// newTimeEntry returns an empty time entry of w called name; changed runs after every edit.
func newTimeEntry(w Window, name string, changed func()) *widgets.TimeEntry {
	e := widgets.NewTimeEntry(w, w.Fields())
	e.SetName(name)
	e.OnChanged = changed
	return e
}
