//go:build linux

package gui

import (
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// env returns a getenv reading vars.
func env(vars map[string]string) func(string) string {
	return func(name string) string { return vars[name] }
}

func TestCheckDisplay_NoDisplaySetSaysSoInOneLine(t *testing.T) {
	err := checkDisplay(env(nil))
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
	tcp, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer tcp.Close()
	port := tcp.Addr().(*net.TCPAddr).Port
	if port < 6000 {
		t.Fatalf("port %d is below X's 6000", port)
	}
	tcpDisplay := "127.0.0.1:" + strconv.Itoa(port-6000) + ".0"
	for name, vars := range map[string]map[string]string{
		"Wayland by name in XDG_RUNTIME_DIR": {"WAYLAND_DISPLAY": "wayland-7", "XDG_RUNTIME_DIR": dir},
		"Wayland by path":                    {"WAYLAND_DISPLAY": socket},
		"X over TCP":                         {"DISPLAY": tcpDisplay},
		"dead X but live Wayland":            {"DISPLAY": ":59000", "WAYLAND_DISPLAY": socket},
		"X in a form not checked":            {"DISPLAY": "some-display"},
	} {
		if err := checkDisplay(env(vars)); err != nil {
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
	closed, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := closed.Addr().(*net.TCPAddr).Port
	closed.Close()
	tcpDisplay := "127.0.0.1:" + strconv.Itoa(port-6000)
	tests := []struct {
		vars map[string]string
		want string
	}{
		{map[string]string{"DISPLAY": ":59000"}, "no X server answers at DISPLAY=:59000"},
		{map[string]string{"DISPLAY": "unix:59000.0"}, "no X server answers at DISPLAY=unix:59000.0"},
		{map[string]string{"DISPLAY": tcpDisplay}, "no X server answers at DISPLAY=" + tcpDisplay},
		{map[string]string{"WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": dir}, "no Wayland compositor answers at WAYLAND_DISPLAY=wayland-0"},
		{map[string]string{"WAYLAND_DISPLAY": stale, "DISPLAY": ":59000"}, "no Wayland compositor answers at WAYLAND_DISPLAY=" + stale + ", no X server answers at DISPLAY=:59000"},
	}
	for _, tt := range tests {
		err := checkDisplay(env(tt.vars))
		want := "no display to open the window on: " + tt.want + "; the subcommands work without one: run 'objectid help'"
		if err == nil || err.Error() != want || strings.Contains(err.Error(), "\n") {
			t.Errorf("checkDisplay(%v) = %v, want %q", tt.vars, err, want)
		}
	}
}
