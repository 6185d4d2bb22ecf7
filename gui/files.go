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

// fileRepository is what Fyne's file: repository does.
type fileRepository interface {
	repository.ListableRepository
	repository.WritableRepository
	repository.HierarchicalRepository
	repository.CopyableRepository
	repository.MovableRepository
	repository.AppendableRepository
}

// atomicFiles is Fyne's file: repository writing whole files, not truncating.
type atomicFiles struct{ fileRepository }

// useAtomicFiles makes the file: repository of the app write atomically.
func useAtomicFiles() {
	current, _ := repository.ForScheme("file")
	files, ok := current.(fileRepository)
	if _, done := current.(atomicFiles); ok && !done {
		repository.Register("file", atomicFiles{files})
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

// finishSave keeps what was written into w unless writeErr, the first error.
func finishSave(w fyne.URIWriteCloser, writeErr error) error {
	if a, ok := w.(*atomicWriter); ok && writeErr != nil {
		a.Abort()
	} else if err := w.Close(); writeErr == nil {
		return err
	}
	return writeErr
}

// showFile shows d, a file dialog, with Escape and Enter (fynefix.FileDialog).
func (u *ui) showFile(d *dialog.FileDialog) {
	var confirm *widget.Button
	fynefix.WithoutFavoritesReport(func() {
		u.showDialog(d, func() {
			if confirm != nil && !confirm.Disabled() {
				confirm.OnTapped()
			}
		})
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

// fileNameEntry mirrors a save dialog's name field, passing Escape and Enter on.
type fileNameEntry struct {
	widgets.WindowEntry
	typedKey func(*fyne.KeyEvent)
}

// newFileNameEntry makes the fileNameEntry for fyneName.
func newFileNameEntry(fyneName *widget.Entry, window widgets.Window, typedKey func(*fyne.KeyEvent)) *fileNameEntry {
	e := &fileNameEntry{WindowEntry: widgets.WindowEntry{Window: window}, typedKey: typedKey}
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

// TypedKey hands Escape and Enter to the window, other keys to the field.
func (e *fileNameEntry) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter:
		e.typedKey(ev)
	default:
		e.WindowEntry.TypedKey(ev)
	}
}

// AccessibilityLabel names the save dialog's file name field.
func (e *fileNameEntry) AccessibilityLabel() string { return lang.L("File name") }

// AccessibilityRole is text, a field's.
func (e *fileNameEntry) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }
