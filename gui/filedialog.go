package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/fynefix"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// showFile shows d, an open or save dialog made for the window, with
// the places in its sidebar named in the chosen language. Escape cancels
// it and Enter takes its Save or Open button, as in the window's own
// dialogs. Fyne's dialog offers none of this, so it is changed in place
// (fynefix.FileDialog).
func (ds *dialogs) showFile(d *dialog.FileDialog) {
	var confirm *widget.Button
	fynefix.WithoutFavoritesReport(func() {
		ds.show(d, func() {
			if confirm != nil && !confirm.Disabled() {
				confirm.OnTapped()
			}
		})
	})
	parts, ok := fynefix.FindFileDialog(ds.window.Canvas())
	if !ok {
		return
	}
	confirm = parts.Confirm
	if parts.Name != nil {
		name := newFileNameEntry(parts.Name, ds.fields, func(ev *fyne.KeyEvent) { ds.typedKey(ev) })
		parts.ReplaceName(name)
		ds.window.Canvas().Focus(name)
	}
	parts.TranslatePlaces(placeName)
}

// placeName is the name of a place in the file dialog's sidebar, one of
// fynefix.FileDialogPlaces, in the chosen language.
func placeName(place string) string { return lang.L(place) }

// fileNameEntry is the file name field of a save dialog. Fyne's own field
// keeps Escape to itself, and it has the focus while the dialog is open, so
// Escape could not cancel the dialog: this one takes its place on screen,
// passes Escape and Enter to the window, and keeps Fyne's field, which the
// dialog reads when it saves, holding the same text. It is one of the
// window's text fields: it refuses text past maxFieldText and passes the
// window's shortcuts (Ctrl+Q, Ctrl+W) on.
type fileNameEntry struct {
	widgets.WindowEntry
	typedKey func(*fyne.KeyEvent)
}

// newFileNameEntry makes a fileNameEntry of the window that keeps
// fyneName, the save dialog's own name field, holding the same text; the
// caller puts it in fyneName's place. It is a field of window, and
// typedKey, the window's, gets Escape and Enter.
func newFileNameEntry(fyneName *widget.Entry, window widgets.Window, typedKey func(*fyne.KeyEvent)) *fileNameEntry {
	e := &fileNameEntry{typedKey: typedKey}
	e.Window = window
	e.ExtendBaseWidget(e)
	e.SetPlaceHolder(fyneName.PlaceHolder)
	e.SetText(fyneName.Text)
	e.CursorColumn = len([]rune(e.Text))
	e.OnChanged = func(text string) {
		if fyneName.Text != text {
			fyneName.SetText(text)
		}
	}
	fyneChanged := fyneName.OnChanged
	fyneName.OnChanged = func(text string) {
		if fyneChanged != nil {
			fyneChanged(text)
		}
		if e.Text != text {
			e.SetText(text)
		}
	}
	return e
}

// TypedKey hands Escape, Enter and Return to the window and every other
// key to the field, which passes F1 on too.
func (e *fileNameEntry) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter:
		e.typedKey(ev)
	default:
		e.WindowEntry.TypedKey(ev)
	}
}
