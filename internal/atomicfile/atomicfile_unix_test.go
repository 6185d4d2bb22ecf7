//go:build unix

package atomicfile

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

func TestWrite_NewFileGetsPermLessUmask(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	path := filepath.Join(tempDir(t), "new.txt")
	if err := Write(path, 0o666, func(w io.Writer) error { return nil }); err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Stat(path); info.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644 (0666 less the umask 022)", info.Mode().Perm())
	}
}
