//go:build linux && !x11 && !wayland

package fynefix

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"time"
)

// waylandProbeTimeout bounds the wait for a compositor that never answers;
// the choice is then left to GLFW.
const waylandProbeTimeout = 5 * time.Second

// RequireWaylandSeat, called before Fyne starts GLFW, moves the window to
// X11 (FYNE_PLATFORM=x11), or ends the process with one line on stderr,
// when the Wayland compositor announces no wl_seat: GLFW 3.4 dereferences
// it unchecked and dies of SIGSEGV (glfw/glfw#2517, docs/WAYLAND.md).
// TestWaylandSeat_PinnedVersions fails when go.mod moves GLFW or Fyne.
func RequireWaylandSeat() {
	if msg := checkWaylandSeat(os.Getenv, os.Setenv); msg != "" {
		fmt.Fprintln(os.Stderr, msg)
		os.Exit(1)
	}
}

// checkWaylandSeat mirrors GLFW 3.4's choice of platform and returns the
// message to print, or "" once the window can open.
func checkWaylandSeat(getenv func(string) string, setenv func(string, string) error) (message string) {
	platform := getenv("FYNE_PLATFORM")
	if platform == "x11" {
		return ""
	}
	if platform != "wayland" && getenv("XDG_SESSION_TYPE") == "x11" && getenv("DISPLAY") != "" {
		return ""
	}
	if getenv("WAYLAND_SOCKET") != "" {
		// Reading an inherited connection would take GLFW's answers.
		return ""
	}
	socket := waylandSocketPath(getenv)
	if socket == "" {
		return ""
	}
	hasSeat, err := waylandHasSeat(socket, waylandProbeTimeout)
	if err != nil || hasSeat {
		return ""
	}
	if platform != "wayland" && getenv("DISPLAY") != "" && setenv("FYNE_PLATFORM", "x11") == nil {
		return ""
	}
	return "objectid: the Wayland compositor offers no input seat (wl_seat), so the window cannot open; the subcommands work without one: objectid help"
}

// waylandSocketPath is the socket libwayland's wl_display_connect(NULL)
// connects to, or "" when it has none to try.
func waylandSocketPath(getenv func(string) string) string {
	name := getenv("WAYLAND_DISPLAY")
	if name == "" {
		name = "wayland-0"
	}
	if filepath.IsAbs(name) {
		return name
	}
	runtimeDir := getenv("XDG_RUNTIME_DIR")
	if runtimeDir == "" {
		return ""
	}
	return filepath.Join(runtimeDir, name)
}

// Object ids and opcodes of the Wayland core protocol (wayland.xml) that
// the probe uses; the client picks the ids of the objects it makes.
const (
	wlDisplayID          = 1
	wlRegistryID         = 2
	wlCallbackID         = 3
	wlDisplaySync        = 0 // request: new_id callback
	wlDisplayGetRegistry = 1 // request: new_id registry
	wlRegistryGlobal     = 0 // event: name, interface, version
	wlCallbackDone       = 0 // event: callback_data
	wlHeaderSize         = 8
)

// errWaylandProtocol reports an answer the probe cannot read as Wayland.
var errWaylandProtocol = errors.New("fynefix: unexpected Wayland message")

// waylandHasSeat asks the compositor at socket for its registry and a
// sync, and reports whether a wl_seat global comes before the sync's done;
// after an error event the compositor closes the connection.
func waylandHasSeat(socket string, timeout time.Duration) (bool, error) {
	conn, err := net.DialTimeout("unix", socket, timeout)
	if err != nil {
		return false, err
	}
	defer conn.Close()
	if err := conn.SetDeadline(time.Now().Add(timeout)); err != nil {
		return false, err
	}
	request := appendWaylandMessage(nil, wlDisplayID, wlDisplayGetRegistry, wlRegistryID)
	request = appendWaylandMessage(request, wlDisplayID, wlDisplaySync, wlCallbackID)
	if _, err := conn.Write(request); err != nil {
		return false, err
	}
	hasSeat := false
	header := make([]byte, wlHeaderSize)
	for {
		if _, err := io.ReadFull(conn, header); err != nil {
			return false, err
		}
		object := binary.NativeEndian.Uint32(header[0:4])
		sizeOpcode := binary.NativeEndian.Uint32(header[4:8])
		size, opcode := int(sizeOpcode>>16), sizeOpcode&0xffff
		if size < wlHeaderSize || size%4 != 0 {
			return false, fmt.Errorf("%w: size %d", errWaylandProtocol, size)
		}
		body := make([]byte, size-wlHeaderSize)
		if _, err := io.ReadFull(conn, body); err != nil {
			return false, err
		}
		switch {
		case object == wlCallbackID && opcode == wlCallbackDone:
			return hasSeat, nil
		case object == wlRegistryID && opcode == wlRegistryGlobal:
			// A global's name, its interface's length with the NUL, the interface.
			hasSeat = hasSeat || len(body) >= 16 && string(body[8:16]) == "wl_seat\x00"
		}
	}
}

// appendWaylandMessage appends a request of object with one uint32
// argument, in the host's byte order as the protocol wants.
func appendWaylandMessage(dst []byte, object, opcode, arg uint32) []byte {
	const size = wlHeaderSize + 4
	dst = binary.NativeEndian.AppendUint32(dst, object)
	dst = binary.NativeEndian.AppendUint32(dst, size<<16|opcode)
	return binary.NativeEndian.AppendUint32(dst, arg)
}
