//go:build unix

package atomicfile

import (
	"io"
	"os"
	"os/exec"
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

// TestWrite_TwoProcessesLoseNoSave runs two writers, as two windows saving
// their settings, each replacing one file 1,500 times. On Windows a file
// another process has open cannot be renamed over: that save fails and says so.
func TestWrite_TwoProcessesLoseNoSave(t *testing.T) {
	if path := os.Getenv("ATOMICFILE_SAVER"); path != "" {
		for i := range 1500 {
			if err := Write(path, 0o600, func(w io.Writer) error { _, err := io.WriteString(w, "{}"); return err }); err != nil {
				t.Fatalf("save %d lost: %v", i, err)
			}
		}
		return
	}
	path := filepath.Join(tempDir(t), "preferences.json")
	var writers [2]*exec.Cmd
	for i := range writers {
		writers[i] = exec.Command(os.Args[0], "-test.run=^TestWrite_TwoProcessesLoseNoSave$")
		writers[i].Env, writers[i].Stdout = append(os.Environ(), "ATOMICFILE_SAVER="+path), os.Stderr
		if err := writers[i].Start(); err != nil {
			t.Fatal(err)
		}
	}
	for i, writer := range writers {
		if err := writer.Wait(); err != nil {
			t.Errorf("writer %d: %v", i, err)
		}
	}
	assertAlone(t, path, []byte("{}"))
}
