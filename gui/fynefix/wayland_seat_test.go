//go:build linux && !x11 && !wayland

package fynefix

import (
	"encoding/binary"
	"io"
	"net"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fakeCompositor answers get_registry and sync in a new runtime folder,
// which it returns, with one global per interface, then done.
func fakeCompositor(t *testing.T, interfaces ...string) string {
	t.Helper()
	dir := t.TempDir()
	listener, err := net.Listen("unix", filepath.Join(dir, "wayland-0"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { listener.Close() })
	go func() {
		for {
			conn, err := listener.Accept()
			if err != nil {
				return
			}
			serveFakeCompositor(conn, interfaces)
		}
	}()
	return dir
}

func serveFakeCompositor(conn net.Conn, interfaces []string) {
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(2 * time.Minute))
	var registry, callback uint32
	for registry == 0 || callback == 0 {
		msg := make([]byte, 12)
		if _, err := io.ReadFull(conn, msg); err != nil {
			return
		}
		switch binary.NativeEndian.Uint32(msg[4:8]) & 0xffff {
		case wlDisplayGetRegistry:
			registry = binary.NativeEndian.Uint32(msg[8:12])
		case wlDisplaySync:
			callback = binary.NativeEndian.Uint32(msg[8:12])
		}
	}
	var out []byte
	for i, name := range interfaces {
		padded := (len(name) + 1 + 3) &^ 3
		body := binary.NativeEndian.AppendUint32(nil, uint32(i+1))
		body = binary.NativeEndian.AppendUint32(body, uint32(len(name)+1))
		body = append(body, name...)
		body = append(body, make([]byte, padded-len(name))...)
		body = binary.NativeEndian.AppendUint32(body, 1)
		out = binary.NativeEndian.AppendUint32(out, registry)
		out = binary.NativeEndian.AppendUint32(out, uint32(wlHeaderSize+len(body))<<16|wlRegistryGlobal)
		out = append(out, body...)
	}
	out = binary.NativeEndian.AppendUint32(out, callback)
	out = binary.NativeEndian.AppendUint32(out, uint32(wlHeaderSize+4)<<16|wlCallbackDone)
	out = binary.NativeEndian.AppendUint32(out, 1)
	conn.Write(out)
	io.Copy(io.Discard, conn)
}

// seatEnv is a process environment for checkWaylandSeat: getenv reads it,
// setenv writes it.
type seatEnv map[string]string

func (e seatEnv) getenv(key string) string { return e[key] }
func (e seatEnv) setenv(key, value string) error {
	e[key] = value
	return nil
}

// The globals of Weston 10's headless backend (no wl_seat) and of sway 1.7
// headless (wl_seat seat0), abridged.
var (
	headlessWestonGlobals = []string{"wl_compositor", "wl_subcompositor", "wl_shm", "xdg_wm_base", "wl_output", "wl_data_device_manager"}
	swayGlobals           = []string{"wl_shm", "wl_compositor", "wl_data_device_manager", "wl_seat", "xdg_wm_base", "wl_output"}
)

func TestWaylandSeat_WhereTheWindowGoes(t *testing.T) {
	weston, sway := fakeCompositor(t, headlessWestonGlobals...), fakeCompositor(t, swayGlobals...)
	for name, c := range map[string]struct {
		env          seatEnv
		says         bool
		fynePlatform string
	}{
		"no seat, no X11":          {seatEnv{"XDG_RUNTIME_DIR": weston}, true, ""},
		"no seat, X11 there":       {seatEnv{"XDG_RUNTIME_DIR": weston, "WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":5"}, false, "x11"},
		"no seat, Wayland asked":   {seatEnv{"XDG_RUNTIME_DIR": weston, "DISPLAY": ":5", "FYNE_PLATFORM": "wayland"}, true, "wayland"},
		"a seat, by absolute path": {seatEnv{"WAYLAND_DISPLAY": filepath.Join(sway, "wayland-0"), "DISPLAY": ":5"}, false, ""},
		"no compositor":            {seatEnv{"XDG_RUNTIME_DIR": t.TempDir()}, false, ""},
	} {
		t.Run(name, func(t *testing.T) {
			msg := checkWaylandSeat(c.env.getenv, c.env.setenv)
			if c.says != (msg != "") {
				t.Errorf("message %q, want one: %v", msg, c.says)
			}
			if msg != "" && (!strings.HasPrefix(msg, "objectid: ") || !strings.Contains(msg, "wl_seat") || strings.Contains(msg, "\n")) {
				t.Errorf("message %q, want one line starting objectid: that names wl_seat", msg)
			}
			if c.env["FYNE_PLATFORM"] != c.fynePlatform {
				t.Errorf("FYNE_PLATFORM is %q, want %q", c.env["FYNE_PLATFORM"], c.fynePlatform)
			}
		})
	}
}

// TestWaylandSeat_PinnedVersions fails when go.mod moves GLFW or Fyne:
// then run GLFW under Weston's headless backend (docs/WAYLAND.md).
func TestWaylandSeat_PinnedVersions(t *testing.T) {
	requirePinned(t, "the Wayland seat workaround (gui/fynefix/wayland_seat.go)", map[string]string{
		"github.com/go-gl/glfw/v3.4/glfw": "v0.1.0-pre.1.0.20260707082822-2a407d02d01a",
		fyneModule:                        fyneMade,
	})
}
