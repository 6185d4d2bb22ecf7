package cli

import (
	"bufio"
	"bytes"
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

	t.Run("each process has its own random value", func(t *testing.T) {
		var randoms [2][5]byte
		for i := range randoms {
			var stdout, stderr bytes.Buffer
			cmd := exec.Command(bin, "generate", "-n", "1")
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Run(); err != nil || stderr.Len() > 0 {
				t.Fatalf("run %d: %v, stderr %q", i+1, err, stderr.String())
			}
			id, err := core.FromHex(strings.TrimSuffix(stdout.String(), "\n"))
			if err != nil {
				t.Fatalf("run %d printed %q: %v", i+1, stdout.String(), err)
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
		cmd := exec.Command(bin, "generate", "-n", strconv.Itoa(count))
		cmd.Stderr = &stderr
		pipe, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := bufio.NewScanner(pipe)
		seen := 0
		var first, previous core.ObjectID
		for lines.Scan() {
			id, err := core.FromHex(lines.Text())
			if err != nil {
				t.Fatalf("line %d %q: %v", seen+1, lines.Text(), err)
			}
			if seen == 0 {
				first = id
			} else if id.Random() != first.Random() || id.Counter() != (previous.Counter()+1)%core.CounterCycle {
				t.Fatalf("line %d: %s does not follow %s", seen+1, id, previous)
			}
			previous = id
			seen++
		}
		if err := cmd.Wait(); err != nil || stderr.Len() > 0 {
			t.Fatalf("exit: %v, stderr %q", err, stderr.String())
		}
		if seen != count {
			t.Errorf("%d lines, want %d", seen, count)
		}
	})

	t.Run("a reader that stops early ends it with status 1 and no message", func(t *testing.T) {
		var stderr bytes.Buffer
		cmd := exec.Command(bin, "generate", "-n", "100000000")
		cmd.Stderr = &stderr
		pipe, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		line, err := bufio.NewReader(pipe).ReadString('\n')
		if err != nil || len(line) != 25 {
			t.Fatalf("first line %q: %v", line, err)
		}
		pipe.Close()
		err = cmd.Wait()
		if code := cmd.ProcessState.ExitCode(); code != 1 {
			t.Errorf("exit %v (code %d), want status 1", err, code)
		}
		if stderr.Len() > 0 {
			t.Errorf("stderr %q, want nothing", stderr.String())
		}
	})
	t.Run("--version is version, relative times read the clock", func(t *testing.T) {
		run := func(args ...string) (string, string, int) {
			var stdout, stderr bytes.Buffer
			cmd := exec.Command(bin, args...)
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			cmd.Run()
			return stdout.String(), stderr.String(), cmd.ProcessState.ExitCode()
		}
		version, _, _ := run("version")
		for _, flag := range []string{"--version", "-version"} {
			if stdout, stderr, code := run(flag); stdout != version || stderr != "" || code != 0 || version == "" {
				t.Errorf("objectid %s: %q, %q, exit %d; want %q", flag, stdout, stderr, code, version)
			}
		}
		if stdout, stderr, code := run("range", "-from", "-24h", "-to", "now"); code != 0 || stderr != "" || !strings.Contains(stdout, "$lt") {
			t.Errorf("objectid range -from -24h -to now: %q, %q, exit %d", stdout, stderr, code)
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
