package gui

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/fynefix"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
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
		return nil, named(err, u.Path())
	}
	return &atomicWriter{File: f, uri: u}, nil
}

// named puts path, the user's file, in err in place of our temporary file.
func named(err error, path string) error {
	var pathErr *fs.PathError
	var linkErr *os.LinkError
	switch {
	case errors.As(err, &pathErr):
		return &fs.PathError{Op: pathErr.Op, Path: path, Err: pathErr.Err}
	case errors.As(err, &linkErr):
		return &fs.PathError{Op: linkErr.Op, Path: path, Err: linkErr.Err}
	}
	return err
}

// atomicWriter is an atomicfile.File as Fyne's save dialog hands it out.
type atomicWriter struct {
	*atomicfile.File
	uri fyne.URI
}

// URI is where the file is saved.
func (w *atomicWriter) URI() fyne.URI { return w.uri }

// Write writes p to the temporary file.
func (w *atomicWriter) Write(p []byte) (int, error) {
	n, err := w.File.Write(p)
	return n, named(err, w.uri.Path())
}

// Close puts the new file in place, unless a write failed: then the old
// file stays and the error is returned.
func (w *atomicWriter) Close() error { return named(w.Commit(), w.uri.Path()) }

// finishSave keeps what was written into w unless writeErr, the first error.
func finishSave(w fyne.URIWriteCloser, writeErr error) error {
	if a, ok := w.(*atomicWriter); ok && writeErr != nil {
		a.Abort()
	} else if err := w.Close(); writeErr == nil {
		return err
	}
	return writeErr
}

// chooseSaveFile asks where to save what and writes it there with write.
func (u *ui) chooseSaveFile(what, fileName string, write func(io.Writer) error) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) { u.saveTo(w, err, what, write) }, u.window)
	d.SetFileName(fileName)
	u.showFile(d)
}

// errSaveCancelled stops a save's writer once the user cancels it.
var errSaveCancelled = errors.New("gui: save cancelled")

// saveTo writes to w, chosen in a save dialog (nil: cancelled), on its own
// goroutine behind a dialog showing progress and Cancel, and says how it went.
func (u *ui) saveTo(w fyne.URIWriteCloser, err error, what string, write func(io.Writer) error) {
	if err != nil {
		u.showError(errors.New(lang.L("The file could not be opened: {{.Error}}", map[string]any{"Error": err})))
		return
	}
	if w == nil {
		return
	}
	file := map[string]any{"What": what, "File": w.URI().Name()}
	progress := widget.NewLabel(lang.L("Saving {{.What}} to {{.File}}…", file))
	writer := &progressWriter{Writer: w, show: func(written int64) {
		fyne.Do(func() {
			progress.SetText(lang.L("Saving {{.What}} to {{.File}}…", file) + " " + wording.ByteSize(written))
		})
	}}
	d := dialog.NewCustomWithoutButtons(lang.L("Saving"), progress, u.window)
	d.SetButtons([]fyne.CanvasObject{widgets.NewKeyButton(lang.L("Cancel"), nil, func() { writer.cancelled.Store(true) })})
	u.showDialog(&cancelDialog{d, func() { writer.cancelled.Store(true) }}, nil)
	u.saves.Add(1)
	go func() {
		defer u.saves.Done()
		err := finishSave(w, write(writer))
		fyne.Do(func() {
			d.Hide()
			switch {
			case errors.Is(err, errSaveCancelled):
				u.status.show(lang.L("Saving {{.File}} was cancelled", file))
			case err != nil:
				u.showError(errors.New(lang.L("Could not save {{.File}}: {{.Error}}", map[string]any{"File": w.URI().Name(), "Error": err})))
			default:
				u.status.show(lang.L("Saved {{.What}} to {{.File}}", file))
			}
		})
	}()
}

// cancelDialog is a dialog whose Dismiss, by Escape, runs cancel instead.
type cancelDialog struct {
	*dialog.CustomDialog
	cancel func()
}

func (d *cancelDialog) Dismiss() { d.cancel() }

// progressWriter passes writes on until cancelled, showing each megabyte.
type progressWriter struct {
	io.Writer
	cancelled atomic.Bool
	written   int64
	show      func(written int64)
}

func (p *progressWriter) Write(b []byte) (int, error) {
	if p.cancelled.Load() {
		return 0, errSaveCancelled
	}
	n, err := p.Writer.Write(b)
	if p.written>>20 != (p.written+int64(n))>>20 {
		p.show(p.written + int64(n))
	}
	p.written += int64(n)
	return n, err
}

// showFile shows d, a file dialog, with Escape and Enter (fynefix.FileDialog).
func (u *ui) showFile(d *dialog.FileDialog) {
	var confirm *widget.Button
	// A list unless the user chose the grid, and the whole window, show whole names.
	d.SetView(dialog.ListView)
	fynefix.WithoutFavoritesReport(func() {
		u.showDialog(d, func() {
			if confirm != nil && !confirm.Disabled() {
				confirm.OnTapped()
			}
		})
	})
	d.Resize(u.window.Canvas().Size())
	parts, ok := fynefix.FindFileDialog(u.window.Canvas())
	if !ok {
		return
	}
	confirm = parts.Confirm
	if parts.Name != nil {
		save := confirm.OnTapped
		confirm.OnTapped = func() {
			if path, ok := typedPath(parts.Name.Text); ok {
				folder, err := storage.ListerForURI(storage.NewFileURI(filepath.Dir(path)))
				if err != nil {
					u.showError(errors.New(lang.L("There is no folder {{.Folder}}", map[string]any{"Folder": filepath.Dir(path)})))
					return
				}
				d.SetLocation(folder)
				parts.Name.SetText(filepath.Base(path))
			}
			save()
		}
		name := newFileNameEntry(parts.Name, fieldWindow{u}, func(ev *fyne.KeyEvent) { u.dialogKey(ev) })
		parts.ReplaceName(name)
		u.window.Canvas().Focus(name)
	}
}

// typedPath is the path in name typed in place of a file name, absolute or
// from ~; Fyne's dialog reads any other name in the folder it shows.
func typedPath(name string) (string, bool) {
	if rest, ok := strings.CutPrefix(name, "~"); ok && (rest == "" || os.IsPathSeparator(rest[0])) {
		home, err := os.UserHomeDir()
		return filepath.Join(home, rest), err == nil
	}
	return name, filepath.IsAbs(name)
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
