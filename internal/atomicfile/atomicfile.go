// Package atomicfile writes files whole or not at all: to a temporary file
// beside the target, synced and renamed over it once all is written.
package atomicfile

import (
	"cmp"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
)

// ErrNotRegular reports a target that a rename would replace: not a file.
var ErrNotRegular = errors.New("atomicfile: not a regular file")

// File is a file being written beside the one it will replace; it ends
// with one call of Commit or Abort.
type File struct {
	target string
	temp   *os.File
	err    error
}

// Create starts replacing the file at path, or the one a link points to;
// it keeps its mode, and a new file gets perm less the umask.
func Create(path string, perm fs.FileMode) (*File, error) {
	target := path
	if resolved, err := filepath.EvalSymlinks(path); err == nil {
		target = resolved
	}
	existing, statErr := os.Stat(target)
	switch {
	case statErr == nil && !existing.Mode().IsRegular():
		return nil, &fs.PathError{Op: "replace", Path: path, Err: ErrNotRegular}
	case statErr != nil && !errors.Is(statErr, fs.ErrNotExist):
		return nil, statErr
	}
	temp, err := createTemp(target, perm)
	if err != nil {
		return nil, err
	}
	if statErr == nil {
		if err := temp.Chmod(existing.Mode().Perm()); err != nil && runtime.GOOS != "windows" {
			temp.Close()
			os.Remove(temp.Name())
			return nil, err
		}
	}
	return &File{target: target, temp: temp}, nil
}

// createTemp makes ".NAME.tmp-RANDOM" with perm, as os.CreateTemp cannot.
func createTemp(target string, perm fs.FileMode) (*os.File, error) {
	dir, name := filepath.Split(target)
	for {
		var random [6]byte
		rand.Read(random[:])
		path := filepath.Join(dir, "."+name+".tmp-"+hex.EncodeToString(random[:]))
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
		if !errors.Is(err, fs.ErrExist) {
			return f, err
		}
	}
}

// Write writes p to the temporary file; after an error Commit fails.
func (f *File) Write(p []byte) (int, error) {
	if f.err != nil {
		return 0, f.err
	}
	n, err := f.temp.Write(p)
	f.err = err
	return n, err
}

// Commit renames the synced temporary file over the target, or removes it.
func (f *File) Commit() error {
	if f.err != nil {
		f.Abort()
		return f.err
	}
	err := cmp.Or(f.temp.Sync(), f.temp.Close())
	if err == nil {
		err = os.Rename(f.temp.Name(), f.target)
	}
	if err != nil {
		os.Remove(f.temp.Name())
		return err
	}
	// So that the rename survives a power cut, where a folder syncs.
	if d, err := os.Open(filepath.Dir(f.target)); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// Abort removes the temporary file.
func (f *File) Abort() error {
	f.temp.Close()
	return os.Remove(f.temp.Name())
}

// Write replaces the file at path with what write writes, as Create.
func Write(path string, perm fs.FileMode, write func(io.Writer) error) error {
	f, err := Create(path, perm)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}
