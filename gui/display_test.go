//go:build linux

package gui

import (
	"errors"
	"net"
	"os"
	"path/filepath"
	"testing"
)

// env returns a getenv reading vars.
func env(vars map[string]string) func(string) string {
	return func(name string) string { return vars[name] }
}

func TestCheckDisplay_NoDisplaySetSaysSoInOneLine(t *testing.T) {
	err := checkDisplay(env(nil), nil)
	want := "no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set); the subcommands work without one: run 'objectid help'"
	if err == nil || err.Error() != want {
		t.Errorf("checkDisplay() = %v, want %q", err, want)
	}
}

func TestCheckDisplay_AServerThatAnswersIsEnough(t *testing.T) {
	dir := t.TempDir()
	socket := filepath.Join(dir, "wayland-7")
	unix, err := net.Listen("unix", socket)
	if err != nil {
		t.Fatal(err)
	}
	defer unix.Close()
	for name, vars := range map[string]map[string]string{
		"Wayland by name in XDG_RUNTIME_DIR": {"WAYLAND_DISPLAY": "wayland-7", "XDG_RUNTIME_DIR": dir},
		"Wayland by path":                    {"WAYLAND_DISPLAY": socket},
		"dead X but live Wayland":            {"DISPLAY": ":59000", "WAYLAND_DISPLAY": socket},
		"a remote X, left to GLFW":           {"DISPLAY": "otherhost:0"},
	} {
		if err := checkDisplay(env(vars), func() error { return nil }); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestCheckDisplay_NoServerAnswering(t *testing.T) {
	dir := t.TempDir()
	// A socket file left behind by a compositor that has gone.
	stale := filepath.Join(dir, "wayland-0")
	if err := os.WriteFile(stale, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		vars map[string]string
		want string
	}{
		{map[string]string{"DISPLAY": ":59000.0"}, "no X server answers at DISPLAY=:59000.0 (X11: Failed to open display)"},
		{map[string]string{"WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": dir}, "no Wayland compositor answers at WAYLAND_DISPLAY=wayland-0"},
		{map[string]string{"WAYLAND_DISPLAY": stale, "DISPLAY": ":59000"}, "no Wayland compositor answers at WAYLAND_DISPLAY=" + stale + ", no X server answers at DISPLAY=:59000 (X11: Failed to open display)"},
	}
	for _, tt := range tests {
		err := checkDisplay(env(tt.vars), func() error { return errors.New("X11: Failed to open display") })
		want := "no display to open the window on: " + tt.want + "; the subcommands work without one: run 'objectid help'"
		if err == nil || err.Error() != want {
			t.Errorf("checkDisplay(%v) = %v, want %q", tt.vars, err, want)
		}
	}
}
