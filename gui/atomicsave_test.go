//go:build ci

package gui

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"
)

// TestSave_FullDiskKeepsTheOldFile saves 2 MB over a 600 KB file on a full
// 1 MiB tmpfs through Fyne's storage.Writer, as the save dialog does: the
// window says the disk is full and the old file stays byte for byte.
func TestSave_FullDiskKeepsTheOldFile(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("SKIP LOUDLY: a small tmpfs needs Linux")
	}
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("SKIP LOUDLY: cannot mount a 1 MiB tmpfs (needs root): %v: %s; scripts/atomic-check.sh runs this as root", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", dir).Run() })
	path := filepath.Join(dir, "old.txt")
	old := bytes.Repeat([]byte("6553f1003f2a91c8d4003039\n"), 24_000)
	if err := os.WriteFile(path, old, 0o644); err != nil {
		t.Fatal(err)
	}
	u := newTestWindow(t)
	w, err := storage.Writer(storage.NewFileURI(path))
	u.copier.saveTo(w, err, "the selected text", func(w io.Writer) error {
		_, err := w.Write(bytes.Repeat(old, 4))
		return err
	})
	if text := overlayText(u.window); !strings.Contains(text, "no space left on device") {
		t.Errorf("the window says %q, want the full disk named", text)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, old) {
		t.Errorf("old.txt is %d bytes, want its %d bytes unchanged", len(got), len(old))
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("the folder holds %d entries, want old.txt alone", len(entries))
	}
}

// TestSave_ReplacesTheOldFileWhole saves over an existing file: it holds
// the new text alone and keeps its mode.
func TestSave_ReplacesTheOldFileWhole(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.txt")
	if err := os.WriteFile(path, bytes.Repeat([]byte("old\n"), 1000), 0o600); err != nil {
		t.Fatal(err)
	}
	u := newTestWindow(t)
	w, err := storage.Writer(storage.NewFileURI(path))
	u.copier.saveTo(w, err, "the selected text", func(w io.Writer) error {
		_, err := io.WriteString(w, "new\n")
		return err
	})
	if got, _ := os.ReadFile(path); string(got) != "new\n" {
		t.Errorf("file holds %q, want %q", got, "new\n")
	}
	if info, _ := os.Stat(path); info.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want the old file's 0600", info.Mode().Perm())
	}
}
