package cli

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/objectid-generator/objectid/core"
)

// TestBinary_RealProcesses builds the objectid binary once and runs it as a
// user would: separate processes, real pipes. OBJECTID_TEST_BINARY names a
// binary built beforehand instead, for runs with no go tool at hand: the
// Windows tests under Wine cross-compile one.
func TestBinary_RealProcesses(t *testing.T) {
	bin := os.Getenv("OBJECTID_TEST_BINARY")
	if bin == "" {
		bin = buildBinary(t)
	}
	// start starts objectid with args, its standard output a pipe.
	start := func(t *testing.T, stderr *bytes.Buffer, args ...string) (*exec.Cmd, io.ReadCloser) {
		cmd := exec.Command(bin, args...)
		cmd.Stderr = stderr
		pipe, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		return cmd, pipe
	}

	t.Run("each process has its own random value", func(t *testing.T) {
		var randoms [2][5]byte
		for i := range randoms {
			out, err := exec.Command(bin, "generate").Output()
			id, parseErr := core.FromHex(strings.TrimSuffix(string(out), "\n"))
			if err != nil || parseErr != nil {
				t.Fatalf("run %d printed %q: %v, %v", i+1, out, err, parseErr)
			}
			randoms[i] = id.Random()
		}
		if randoms[0] == randoms[1] {
			t.Errorf("both processes used random value %x", randoms[0])
		}
	})

	t.Run("200000 IDs stream through a pipe", func(t *testing.T) {
		const count = 200000
		var stderr bytes.Buffer
		cmd, out := start(t, &stderr, "generate", "-n", strconv.Itoa(count))
		lines := bufio.NewScanner(out)
		var ids []core.ObjectID
		for lines.Scan() {
			id, err := core.FromHex(lines.Text())
			if err != nil {
				t.Fatalf("line %d %q: %v", len(ids)+1, lines.Text(), err)
			}
			if n := len(ids); n > 0 && (id.Random() != ids[0].Random() || id.Counter() != (ids[n-1].Counter()+1)%core.CounterCycle) {
				t.Fatalf("line %d: %s does not follow %s", n+1, id, ids[n-1])
			}
			ids = append(ids, id)
		}
		if err := cmd.Wait(); err != nil || stderr.Len() > 0 || len(ids) != count {
			t.Fatalf("exit: %v, stderr %q, %d lines; want %d", err, stderr.String(), len(ids), count)
		}
	})

	t.Run("a reader that stops early ends it with status 1 and no message", func(t *testing.T) {
		var stderr bytes.Buffer
		cmd, out := start(t, &stderr, "generate", "-n", "100000000")
		if line, err := bufio.NewReader(out).ReadString('\n'); err != nil || len(line) != 25 {
			t.Fatalf("first line %q: %v", line, err)
		}
		out.Close()
		err := cmd.Wait()
		if code := cmd.ProcessState.ExitCode(); code != 1 || stderr.Len() > 0 {
			t.Errorf("exit %v (code %d), stderr %q; want status 1 and nothing", err, code, stderr.String())
		}
	})

	t.Run("every command exits 1 when standard output is a full disk", func(t *testing.T) {
		full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
		if err != nil {
			t.Fatalf("this check needs /dev/full: %v", err)
		}
		defer full.Close()
		for _, args := range [][]string{
			{"help"}, {"help", "decode"}, {"-h"}, {"generate", "-h"}, {"version"}, {"generate", "-n", "3"}, {"decode", core.Nil.Hex()},
		} {
			var stderr bytes.Buffer
			cmd := exec.Command(bin, args...)
			cmd.Stdout, cmd.Stderr = full, &stderr
			err := cmd.Run()
			if code := cmd.ProcessState.ExitCode(); code != 1 || !strings.Contains(stderr.String(), "no space left on device") {
				t.Errorf("%q > /dev/full: %v (code %d), stderr %q; want status 1 and the reason", args, err, code, stderr.String())
			}
		}
	})
}

// buildBinary builds the objectid binary into a temporary folder.
func buildBinary(t testing.TB) string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go tool is needed to build the binary: %v", err)
	}
	bin := filepath.Join(tempDir(t), "objectid")
	// The ci tag leaves out the GL window driver, which the command line
	// never starts, so the build needs no C toolchain for it.
	build := exec.Command(goTool, "build", "-tags", "ci", "-o", bin, "..")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}
