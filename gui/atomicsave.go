package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"

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
