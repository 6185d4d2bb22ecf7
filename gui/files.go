package gui

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
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
		return nil, named(err, u.Path())
	}
	return &atomicWriter{File: f, uri: u}, nil
}

// named puts path, the user's file, in err in place of our temporary file.
func named(err error, path string) error {
	if pathErr, ok := errors.AsType[*fs.PathError](err); ok {
		pathErr.Path = path
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

// chooseSaveFile asks where to save what and writes it there with write.
func (u *ui) chooseSaveFile(what, fileName string, size int, write func(io.Writer) error) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) { u.saveTo(w, err, what, size, write) }, u.window)
	d.SetFileName(fileName)
	u.showFile(d, false, nil)
}

// saveTo writes to w, chosen in a save dialog (nil: cancelled), on its own
// goroutine behind a dialog naming the file with a progress bar over about
// size bytes and Cancel, and says how it went.
func (u *ui) saveTo(w fyne.URIWriteCloser, err error, what string, size int, write func(io.Writer) error) {
	if err != nil {
		u.showError(errors.New(lang.L("The file could not be opened: {{.Error}}", map[string]any{"Error": err})))
		return
	}
	if w == nil {
		return
	}
	file := map[string]any{"What": what, "File": w.URI().Name()}
	s := &saving{Writer: w, bar: widget.NewProgressBar()}
	s.bar.Max = float64(max(size, 1))
	s.CustomDialog = dialog.NewCustomWithoutButtons(lang.L("Saving"), container.NewVBox(widget.NewLabel(lang.L("Saving {{.What}} to {{.File}}…", file)), s.bar), u.window)
	s.SetButtons([]fyne.CanvasObject{widgets.NewKeyButton(lang.L("Cancel"), nil, s.Dismiss)})
	u.showDialog(s, nil)
	u.saves.Add(1)
	go func() {
		defer u.saves.Done()
		err := named(finishSave(w, write(s)), w.URI().Path())
		fyne.Do(func() {
			s.Hide()
			if err != nil && !errors.Is(err, context.Canceled) {
				u.showError(errors.New(lang.L("Could not save {{.File}}: {{.Error}}", map[string]any{"File": w.URI().Name(), "Error": err})))
			} else if err == nil {
				u.status.show(lang.L("Saved {{.What}} to {{.File}}", file))
			}
		})
	}()
}

// saving is a save under way: the dialog on show, its bar, and the writer
// that fails every write once the user cancels.
type saving struct {
	*dialog.CustomDialog
	io.Writer
	bar       *widget.ProgressBar
	written   int
	cancelled atomic.Bool
}

// Dismiss, by Escape or Cancel, cancels the save; the dialog stays until the writer stops.
func (s *saving) Dismiss() { s.cancelled.Store(true) }

func (s *saving) Write(p []byte) (int, error) {
	if s.cancelled.Load() {
		return 0, context.Canceled
	}
	n, err := s.Writer.Write(p)
	if s.written>>20 != (s.written+n)>>20 { // each MiB
		done := float64(s.written + n)
		fyne.Do(func() { s.bar.SetValue(min(done, s.bar.Max)) })
	}
	s.written += n
	return n, err
}

// showFile shows d, a file dialog, with Escape and Enter (fynefix.FileDialog)
// and a name field that takes a path too, absolute, from ~ or in the folder
// shown. open, nil for a save dialog, opens an open dialog's choice, a folder
// if folders, else a file.
func (u *ui) showFile(d *dialog.FileDialog, folders bool, open func(fyne.URI)) {
	var confirm *widget.Button
	// A list unless the user chose the grid, and the whole window, show whole names.
	d.SetView(dialog.ListView)
	u.showDialog(d, func() {
		if confirm != nil && !confirm.Disabled() {
			confirm.OnTapped()
		}
	})
	d.Resize(u.window.Canvas().Size())
	fileDialog := u.window.Canvas().Overlays().Top()
	parts, _ := fynefix.FindFileDialog(u.window.Canvas())
	confirm = parts.Confirm
	name := newFileNameEntry(fieldWindow{u}, func() { u.dialogKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) })
	// A folder dialog's own field names the folder shown, which Open opens.
	if confirm == nil || (parts.Name == nil && !folders && !fynefix.SetNameField(d, name)) {
		return
	}
	fyneConfirm := confirm.OnTapped
	if folder := fynefix.Folder(d); folder != nil {
		defer d.SetLocation(folder) // its files, listed again, open through the new OnTapped
	}
	confirm.OnTapped = func() {
		path := name.Text
		if rest, ok := strings.CutPrefix(path, "~/"); ok {
			home, _ := os.UserHomeDir()
			path = filepath.Join(home, rest)
		} else if folder := fynefix.Folder(d); !filepath.IsAbs(path) && folder != nil {
			path = filepath.Join(folder.Path(), path)
		}
		info, err := os.Stat(path)
		switch {
		case open == nil:
			folder, listErr := storage.ListerForURI(storage.NewFileURI(filepath.Dir(path)))
			if listErr != nil {
				u.showError(errors.New(lang.L("There is no folder {{.Folder}}", map[string]any{"Folder": filepath.Dir(path)})))
				return
			}
			d.SetLocation(folder)
			parts.Name.SetText(filepath.Base(path))
			fyneConfirm()
			if err == nil { // something is there: Fyne asks first
				u.ownFyneQuestion(fileDialog)
			}
		case err != nil:
			u.showError(errors.New(lang.L("There is no file or folder {{.Path}}", map[string]any{"Path": path})))
		case info.IsDir() && !folders:
			folder, _ := storage.ListerForURI(storage.NewFileURI(path))
			d.SetLocation(folder)
		default:
			d.Hide()
			open(storage.NewFileURI(path))
		}
	}
	if parts.NewFolder != nil {
		ask := parts.NewFolder.OnTapped
		parts.NewFolder.OnTapped = func() {
			ask()
			u.ownFyneQuestion(fileDialog)
		}
	}
	if parts.Name != nil {
		name.mirror(parts.Name)
	} else {
		name.SetPlaceHolder(lang.L("File name or path"))
		name.OnChanged = func(text string) {
			if text != "" {
				confirm.Enable()
			}
		}
	}
	parts.ReplaceName(name)
	u.window.Canvas().Focus(name)
}

// ownFyneQuestion gives the question Fyne's file dialog may have put on top,
// "Overwrite?", "Cannot overwrite" or a new folder's name, the window's
// words, KeyButtons and fields.
func (u *ui) ownFyneQuestion(fileDialog fyne.CanvasObject) {
	popUp, ok := fynefix.TopPopUp(u.window.Canvas())
	if !ok || u.window.Canvas().Overlays().Top() == fileDialog {
		return
	}
	var yes, no func()
	var field *fileNameEntry
	fynefix.WalkDialog(popUp.Content, func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Form:
			for _, item := range o.Items {
				if fyneField, ok := item.Widget.(*widget.Entry); ok {
					field = newFileNameEntry(fieldWindow{u}, func() { u.dialogKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) })
					field.mirror(fyneField)
					item.Widget = field
				}
			}
			o.Refresh()
		case *fyne.Container:
			for i, b := range o.Objects {
				if b, ok := b.(*widget.Button); ok {
					key := widgets.NewKeyButton(b.Text, b.Icon, b.OnTapped)
					o.Objects[i], key.Importance = key, b.Importance
					if yes = b.OnTapped; b.Importance != widget.HighImportance {
						no = b.OnTapped
					}
				}
			}
			o.Refresh()
		case *widget.Label:
			name, replace := strings.CutPrefix(o.Text, "Are you sure you want to overwrite the file\n")
			switch {
			case replace:
				o.SetText(lang.L("{{.File}} is there already. Replace it?", map[string]any{"File": strings.TrimSuffix(name, "?")}))
			case o.Text == "Overwrite?":
				o.SetText(lang.L("Overwrite?"))
			case o.Text == "Cannot overwrite":
				o.SetText(lang.L("Cannot overwrite"))
			case strings.HasPrefix(o.Text, "Files cannot replace a directory"):
				o.SetText(lang.L("A file cannot replace a folder: check the name and try again."))
			}
		}
	})
	if no != nil {
		u.takeKeys(no, yes)
	}
	if field != nil {
		u.window.Canvas().Focus(field)
	}
}

// fileNameEntry is a file dialog's name field; WindowEntry passes Escape on.
type fileNameEntry struct{ widgets.WindowEntry }

// newFileNameEntry makes a fileNameEntry; Enter runs submit.
func newFileNameEntry(window widgets.Window, submit func()) *fileNameEntry {
	e := &fileNameEntry{widgets.WindowEntry{Window: window}}
	e.ExtendBaseWidget(e)
	e.OnSubmitted = func(string) { submit() }
	return e
}

// mirror keeps e and fyneName, a save dialog's own field, in step.
func (e *fileNameEntry) mirror(fyneName *widget.Entry) {
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
}

// AccessibilityLabel names the save dialog's file name field.
func (e *fileNameEntry) AccessibilityLabel() string { return lang.L("File name") }

// AccessibilityRole is text, a field's.
func (e *fileNameEntry) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }
