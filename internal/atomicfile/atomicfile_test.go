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
	"strings"
	"syscall"
	"testing"
)

// leftovers lists the temporary files in dir.
func leftovers(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			names = append(names, e.Name())
		}
	}
	return names
}

func writeOld(t *testing.T, path string, size int) []byte {
	t.Helper()
	old := bytes.Repeat([]byte("old line of the file\n"), size/21+1)[:size]
	if err := os.WriteFile(path, old, 0o640); err != nil {
		t.Fatal(err)
	}
	return old
}

func assertUnchanged(t *testing.T, path string, old []byte) {
	t.Helper()
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, old) {
		t.Errorf("the old file changed: %d bytes, want its %d bytes unchanged", len(got), len(old))
	}
}

func TestWrite_ReplacesTheFileAndKeepsItsMode(t *testing.T) {
	dir := tempDir(t)
	path := filepath.Join(dir, "old.txt")
	writeOld(t, path, 1000)
	if err := os.Chmod(path, 0o640); err != nil {
		t.Fatal(err)
	}
	err := Write(path, 0o644, func(w io.Writer) error {
		_, err := io.WriteString(w, "new\n")
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "new\n" {
		t.Errorf("file holds %q, want %q", got, "new\n")
	}
	if info, _ := os.Stat(path); runtime.GOOS != "windows" && info.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want the old file's 0640", info.Mode().Perm())
	}
	if left := leftovers(t, dir); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

func TestWrite_ErrorAtByteNKeepsTheOldFile(t *testing.T) {
	dir := tempDir(t)
	path := filepath.Join(dir, "old.txt")
	old := writeOld(t, path, 600_000)
	full := errors.New("no space left on device")
	for _, n := range []int{0, 1, 4096, 1 << 20} {
		written := 0
		err := Write(path, 0o644, func(w io.Writer) error {
			chunk := bytes.Repeat([]byte("x"), 4096)
			for written < 2<<20 {
				if written+len(chunk) > n {
					return full
				}
				w.Write(chunk)
				written += len(chunk)
			}
			return nil
		})
		if !errors.Is(err, full) {
			t.Errorf("at byte %d: error %v, want the writer's", n, err)
		}
		assertUnchanged(t, path, old)
		if left := leftovers(t, dir); len(left) != 0 {
			t.Errorf("at byte %d: temporary files left: %v", n, left)
		}
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
	assertUnchanged(t, path, old)
	if left := leftovers(t, dir); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
	// With room again, the same write goes through.
	if err := Write(path, 0o644, func(w io.Writer) error { _, err := w.Write(big[:100_000]); return err }); err != nil {
		t.Errorf("a write that fits fails: %v", err)
	}
}

// mountSmallTmpfs mounts a tmpfs of size for the test. It needs root on
// Linux; scripts/atomic-check.sh runs this test as root within make test,
// so a skip here is never the only run.
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

// TestWrite_KilledWriterLeavesTheOldFile runs a writer in a child process
// (this test binary again), kills it with SIGKILL once it has written a
// few megabytes, and checks the old file byte for byte. The killed
// writer's temporary file stays; the next write removes it.
func TestWrite_KilledWriterLeavesTheOldFile(t *testing.T) {
	if os.Getenv("ATOMICFILE_WRITER") != "" {
		return
	}
	dir := tempDir(t)
	path := filepath.Join(dir, "victim.csv")
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
	assertUnchanged(t, path, old)
	left := leftovers(t, dir)
	if len(left) != 1 {
		t.Fatalf("temporary files after the kill: %v, want the killed writer's one", left)
	}
	if err := Write(path, 0o644, func(w io.Writer) error { _, err := io.WriteString(w, "new\n"); return err }); err != nil {
		t.Fatal(err)
	}
	if left := leftovers(t, dir); len(left) != 0 {
		t.Errorf("the next write left %v; want the killed writer's file removed", left)
	}
}

// TestHelperWriter is the child of TestWrite_KilledWriterLeavesTheOldFile:
// it writes to the file named by ATOMICFILE_WRITER without end, saying
// "writing" once 3.6 MB are out.
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

func TestWrite_LiveWritersFileIsNotRemoved(t *testing.T) {
	dir := tempDir(t)
	path := filepath.Join(dir, "a.txt")
	first, err := Create(path, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(first, "first")
	if err := Write(path, 0o644, func(w io.Writer) error { _, err := io.WriteString(w, "second"); return err }); err != nil {
		t.Fatal(err)
	}
	if err := first.Commit(); err != nil {
		t.Fatalf("a writer whose file another write removed: %v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "first" {
		t.Errorf("file holds %q, want the last commit's %q", got, "first")
	}
}
