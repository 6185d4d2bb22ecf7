//go:build linux

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestWindow_SignalsQuitAsCtrlQLeavingNoBus opens the window under Xvfb,
// with no session bus, ends it with each signal and reads what it left.
func TestWindow_SignalsQuitAsCtrlQLeavingNoBus(t *testing.T) {
	bin := buildWindow(t)
	for _, sig := range []string{"TERM", "INT", "HUP"} {
		t.Run(sig, func(t *testing.T) {
			home := t.TempDir()
			prefs := filepath.Join(home, ".config/fyne/io.github.objectidgenerator.objectid/preferences.json")
			os.MkdirAll(filepath.Dir(prefs), 0o700)
			os.WriteFile(prefs, []byte(`{"windowX":100,"windowY":80}`), 0o600)
			// At its saved place, the window is on the screen.
			app := exec.Command("xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "sh", "-c", `"$0" & app=$!
				window=$(timeout 60 xdotool search --sync --pid $app | head -n 1)
				until xdotool getwindowgeometry "$window" | grep -q 'Position: 100,80'; do kill -0 $app && sleep 0.1 || exit 1; done
				kill -`+sig+` $app && wait $app`, bin)
			app.Env = windowEnv(home)
			if out, err := app.CombinedOutput(); err != nil {
				t.Errorf("the window ended with %v, want exit status 0 as at Ctrl+Q\n%s", err, out)
			}
			if data, _ := os.ReadFile(prefs); !strings.Contains(string(data), `"windowWidth":800,"windowX":100`) {
				t.Errorf("the settings saved %s, want the window's size and place", data)
			}
			// A bus dbus-launch started keeps the app's HOME.
			procs, _ := filepath.Glob("/proc/[0-9]*")
			for _, proc := range procs {
				comm, _ := os.ReadFile(proc + "/comm")
				if env, _ := os.ReadFile(proc + "/environ"); string(comm) == "dbus-daemon\n" && bytes.Contains(env, []byte("HOME="+home+"\x00")) {
					t.Errorf("a session bus is left running: %s", proc)
					exec.Command("kill", filepath.Base(proc)).Run()
				}
			}
			if _, err := os.Stat(filepath.Join(home, ".dbus")); err == nil {
				t.Error("the window wrote ~/.dbus")
			}
		})
	}
}

// TestWindow_UnusableDisplaySaysSoInOneLine starts the window on a display
// GLFW cannot open: one line, exit status 1, no panic.
func TestWindow_UnusableDisplaySaysSoInOneLine(t *testing.T) {
	app := exec.Command(buildWindow(t))
	app.Env = windowEnv(t.TempDir(), "DISPLAY=localhost:99")
	out, err := app.CombinedOutput()
	if app.ProcessState.ExitCode() != 1 || strings.Count(string(out), "\n") != 1 || !strings.Contains(string(out), "DISPLAY=localhost:99") {
		t.Errorf("the window said %q and ended with %v, want one line on DISPLAY=localhost:99 and exit status 1", out, err)
	}
}

// buildWindow builds objectid with its window, as make build does.
func buildWindow(t *testing.T) string {
	bin := filepath.Join(t.TempDir(), "objectid")
	if out, err := exec.Command("go", "build", "-tags", "no_emoji", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// windowEnv is the environment with home as HOME, no session bus, no
// Wayland, and more.
func windowEnv(home string, more ...string) []string {
	return append(os.Environ(), append([]string{"HOME=" + home, "XDG_CONFIG_HOME=", "XDG_RUNTIME_DIR=" + home, "DBUS_SESSION_BUS_ADDRESS=", "WAYLAND_DISPLAY="}, more...)...)
}
