package cli

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestBinary_NoDisplayIsOneLineAndStatus1 starts the program without
// arguments where no display server answers: it must say so in one line
// and exit 1, not panic in GLFW.
func TestBinary_NoDisplayIsOneLineAndStatus1(t *testing.T) {
	bin := buildBinary(t)
	var base []string
	for _, v := range os.Environ() {
		if !strings.HasPrefix(v, "DISPLAY=") && !strings.HasPrefix(v, "WAYLAND_DISPLAY=") {
			base = append(base, v)
		}
	}
	for name, extra := range map[string][]string{
		"neither set":           nil,
		"an X server gone away": {"DISPLAY=:59000"},
	} {
		var stdout, stderr bytes.Buffer
		cmd := exec.Command(bin)
		cmd.Env = append(append([]string{}, base...), extra...)
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		line := stderr.String()
		if code := cmd.ProcessState.ExitCode(); code != 1 || stdout.Len() > 0 || strings.Count(line, "\n") != 1 ||
			!strings.HasPrefix(line, "objectid: no display to open the window on") || !strings.Contains(line, "run 'objectid help'") {
			t.Errorf("%s: %v (code %d), stdout %q, stderr %q; want one line about the display and status 1", name, err, code, stdout.String(), line)
		}
	}
}
