package atomicfile

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
)

// tempDir is a folder for one test. t.TempDir's clean-up fails under Wine
// 8.0, which answers Go's delete call with "Invalid function.".
func tempDir(t *testing.T) string {
	dir, err := os.MkdirTemp("", "atomicfile-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

func writeOld(t *testing.T, path string, size int) []byte {
	t.Helper()
	old := bytes.Repeat([]byte("old line of the file\n"), size/21+1)[:size]
	if err := os.WriteFile(path, old, 0o640); err != nil {
		t.Fatal(err)
	}
	return old
}

// assertAlone checks that path holds want, with no temporary file beside it.
func assertAlone(t *testing.T, path string, want []byte) {
	t.Helper()
	if got, _ := os.ReadFile(path); !bytes.Equal(got, want) {
		t.Errorf("the file holds %d bytes, want %d", len(got), len(want))
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*.tmp-*")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

func TestWrite_ReplacesTheFileAndKeepsItsMode(t *testing.T) {
	path := filepath.Join(tempDir(t), "old.txt")
	writeOld(t, path, 1000)
	err := Write(path, 0o644, func(w io.Writer) error {
		_, err := io.WriteString(w, "new\n")
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	assertAlone(t, path, []byte("new\n"))
	if info, _ := os.Stat(path); runtime.GOOS != "windows" && info.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want the old file's 0640", info.Mode().Perm())
	}
}

func TestWrite_ErrorAtByteNKeepsTheOldFile(t *testing.T) {
	path := filepath.Join(tempDir(t), "old.txt")
	old := writeOld(t, path, 600_000)
	failed := errors.New("no space left on device")
	for _, n := range []int{0, 4096, 1 << 20} {
		err := Write(path, 0o644, func(w io.Writer) error {
			w.Write(make([]byte, n))
			return failed
		})
		if !errors.Is(err, failed) {
			t.Errorf("at byte %d: error %v, want the writer's", n, err)
		}
		assertAlone(t, path, old)
	}
}

// TestWrite_FullDiskKeepsTheOldFile fills a real 1 MiB tmpfs, as a full
// disk does: the write fails with ENOSPC and the old file stays.
func TestWrite_FullDiskKeepsTheOldFile(t *testing.T) {
	dir := mountSmallTmpfs(t, "1m")
	path := filepath.Join(dir, "old.txt")
	old := writeOld(t, path, 600_000)
	big := bytes.Repeat([]byte("0123456789abcdef01234567\n"), 80_000) // 2 MB
	err := Write(path, 0o644, func(w io.Writer) error {
		_, err := w.Write(big)
		return err
	})
	if !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("error %v, want ENOSPC from the full tmpfs", err)
	}
	assertAlone(t, path, old)
	// With room again, the same write goes through.
	if err := Write(path, 0o644, func(w io.Writer) error { _, err := w.Write(big[:100_000]); return err }); err != nil {
		t.Errorf("a write that fits fails: %v", err)
	}
}

// mountSmallTmpfs mounts a tmpfs of size for the test. It needs root:
// scripts/atomic-check.sh runs this test as root.
func mountSmallTmpfs(t *testing.T, size string) string {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("SKIP LOUDLY: a small tmpfs needs Linux; the writer failing at byte N stands in for a full disk here")
	}
	dir := tempDir(t)
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size="+size, "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("SKIP LOUDLY: cannot mount a %s tmpfs (needs root): %v: %s; scripts/atomic-check.sh runs this as root", size, err, out)
	}
	t.Cleanup(func() { exec.Command("umount", dir).Run() })
	return dir
}

func TestCreate_RefusesWhatIsNotARegularFile(t *testing.T) {
	dir := tempDir(t)
	if _, err := Create(dir, 0o644); !errors.Is(err, ErrNotRegular) {
		t.Errorf("replacing a folder: %v, want ErrNotRegular", err)
	}
}

// TestWrite_KilledWriterLeavesTheOldFile kills a writer in a child process
// (this test binary) midway, and checks the old file byte for byte.
func TestWrite_KilledWriterLeavesTheOldFile(t *testing.T) {
	if os.Getenv("ATOMICFILE_WRITER") != "" {
		return
	}
	path := filepath.Join(tempDir(t), "victim.csv")
	old := writeOld(t, path, 1_400_000)
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperWriter$")
	cmd.Env = append(os.Environ(), "ATOMICFILE_WRITER="+path)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil || line != "writing\n" {
		cmd.Process.Kill()
		t.Fatalf("the writer said %q, %v", line, err)
	}
	cmd.Process.Kill()
	cmd.Wait()
	if got, _ := os.ReadFile(path); !bytes.Equal(got, old) {
		t.Errorf("the old file holds %d bytes, want its %d", len(got), len(old))
	}
	if err := Write(path, 0o644, func(w io.Writer) error { _, err := io.WriteString(w, "new\n"); return err }); err != nil {
		t.Errorf("a write after the killed one: %v", err)
	}
}

// TestHelperWriter is that child: it writes to ATOMICFILE_WRITER without
// end, saying "writing" once 3.6 MB are out.
func TestHelperWriter(t *testing.T) {
	path := os.Getenv("ATOMICFILE_WRITER")
	if path == "" {
		t.Skip("the writer process of TestWrite_KilledWriterLeavesTheOldFile, not a test of its own")
	}
	line := bytes.Repeat([]byte("6553f1003f2a91c8d4003039,"), 40)
	Write(path, 0o644, func(w io.Writer) error {
		for written := 0; ; written += len(line) {
			if _, err := w.Write(line); err != nil {
				return err
			}
			if written == 3_600_000 {
				os.Stdout.WriteString("writing\n")
			}
		}
	})
}
