package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage/repository"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/fynefix"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/internal/atomicfile"
)

// fileRepository is what Fyne's repository of file: URIs does, which
// atomicFiles passes on.
type fileRepository interface {
	repository.ListableRepository
	repository.WritableRepository
	repository.HierarchicalRepository
	repository.CopyableRepository
	repository.MovableRepository
	repository.AppendableRepository
}

// atomicFiles is Fyne's repository of file: URIs, but its writers replace
// a file whole or not at all (package atomicfile). Fyne's save dialog
// opens the chosen file with storage.Writer before it calls back, and
// Fyne's own writer truncates the old file there and then; through this
// one the old file stays until the new one is complete.
type atomicFiles struct {
	fileRepository
}

// useAtomicFiles makes the file: repository Fyne's drivers register, when
// an app is made, write atomically. newUI calls it for every window.
func useAtomicFiles() {
	current, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if files, ok := current.(fileRepository); ok {
		if _, done := current.(atomicFiles); !done {
			repository.Register("file", atomicFiles{files})
		}
	}
}

// Writer starts replacing the file at u; nothing changes there until the
// writer is closed after every write succeeded.
func (r atomicFiles) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	f, err := atomicfile.Create(u.Path(), 0o666)
	if err != nil {
		return nil, err
	}
	return &atomicWriter{File: f, uri: u}, nil
}

// atomicWriter is an atomicfile.File as Fyne's save dialog hands it out.
type atomicWriter struct {
	*atomicfile.File
	uri fyne.URI
}

// URI is where the file is saved.
func (w *atomicWriter) URI() fyne.URI { return w.uri }

// Close puts the new file in place, unless a write failed: then the old
// file stays and the error is returned.
func (w *atomicWriter) Close() error { return w.Commit() }

// finishSave ends a save into w: it keeps what was written when writeErr
// is nil, and the old file otherwise, and returns the first error.
func finishSave(w fyne.URIWriteCloser, writeErr error) error {
	if writeErr != nil {
		if a, ok := w.(*atomicWriter); ok {
			a.Abort()
			return writeErr
		}
		w.Close()
		return writeErr
	}
	return w.Close()
}

// showFile shows d, an open or save dialog made for the window. Escape
// cancels it and Enter takes its Save or Open button, as in the window's
// own dialogs. Fyne's dialog offers neither, so it is changed in place
// (fynefix.FileDialog).
func (u *ui) showFile(d *dialog.FileDialog) {
	var confirm *widget.Button
	u.showDialog(d, func() {
		if confirm != nil && !confirm.Disabled() {
			confirm.OnTapped()
		}
	})
	parts, ok := fynefix.FindFileDialog(u.window.Canvas())
	if !ok {
		return
	}
	confirm = parts.Confirm
	if parts.Name != nil {
		name := newFileNameEntry(parts.Name, fieldWindow{u}, func(ev *fyne.KeyEvent) { u.dialogKey(ev) })
		parts.ReplaceName(name)
		u.window.Canvas().Focus(name)
	}
}

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
// caller puts it in fyneName's place. It is connected to the window by
// hooks, and typedKey, the window's, gets Escape and Enter.
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

// What each control of the window tells a screen reader: its label, in the
// chosen language, and its role (fyne.Accessible). Fyne v2.8.1 builds the
// screen-reader tree of a window only with the accessibility build tag, on
// Windows (UI Automation) and macOS (NSAccessibility), and of its own
// widgets only Button, Label and Hyperlink speak; its entries, lists,
// tables, drop-down lists and check boxes do not. The window's extended
// widgets say it for them, here, in package widgets and in package screens.
// A field's label is the name beside it, never what it holds; an icon-only
// button's is what it does.

var _ fyne.Accessible = (*fileNameEntry)(nil)

// AccessibilityLabel names the save dialog's file name field.
func (e *fileNameEntry) AccessibilityLabel() string { return lang.L("File name") }

// AccessibilityRole is text, a field's.
func (e *fileNameEntry) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }
