//go:build (linux || freebsd || netbsd || openbsd || dragonfly) && !android

package gui

import (
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/godbus/dbus/v5"
)

// displayDialTimeout bounds the wait for a display server over the network
// (DISPLAY=host:0); a local socket answers or fails at once.
const displayDialTimeout = 5 * time.Second

// CheckDisplay reports, before GLFW is started, when there is no display
// server to open the window on: GLFW would end the program with a panic.
// A Wayland compositor or an X server must accept a connection at the
// socket that WAYLAND_DISPLAY or DISPLAY names. The error is one sentence
// for the user, pointing to the subcommands, which need no display.
func CheckDisplay() error { return checkDisplay(os.Getenv) }

func checkDisplay(getenv func(string) string) error {
	wayland, x := getenv("WAYLAND_DISPLAY"), getenv("DISPLAY")
	if wayland == "" && x == "" {
		return errors.New("no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set); the subcommands work without one: run 'objectid help'")
	}
	var problems []string
	if wayland != "" {
		path := wayland
		if !filepath.IsAbs(path) {
			path = filepath.Join(getenv("XDG_RUNTIME_DIR"), wayland)
		}
		if answers("unix", path) {
			return nil
		}
		problems = append(problems, "no Wayland compositor answers at WAYLAND_DISPLAY="+wayland)
	}
	if x != "" {
		addresses, ok := xServerAddresses(x)
		if !ok {
			// A form of DISPLAY this check does not know: let GLFW try it.
			return nil
		}
		for _, a := range addresses {
			if answers(a.network, a.address) {
				return nil
			}
		}
		problems = append(problems, "no X server answers at DISPLAY="+x)
	}
	return fmt.Errorf("no display to open the window on: %s; the subcommands work without one: run 'objectid help'", strings.Join(problems, ", "))
}

// answers reports whether a server accepts a connection at address.
func answers(network, address string) bool {
	conn, err := net.DialTimeout(network, address, displayDialTimeout)
	if err != nil {
		return false
	}
	conn.Close()
	return true
}

type socketAddress struct{ network, address string }

// xServerAddresses returns where Xlib and libxcb connect for the DISPLAY
// value display ([unix/|tcp/][host]:number[.screen]), in the order they
// try them, or ok false for a value they would not read.
func xServerAddresses(display string) (addresses []socketAddress, ok bool) {
	protocol, rest, hasProtocol := strings.Cut(display, "/")
	if !hasProtocol || strings.HasPrefix(display, "/") {
		protocol, rest = "", display
	}
	colon := strings.LastIndexByte(rest, ':')
	if colon < 0 {
		return nil, false
	}
	host, number := rest[:colon], rest[colon+1:]
	number, _, _ = strings.Cut(number, ".")
	n, err := strconv.Atoi(number)
	if err != nil || n < 0 || n > 65535-6000 {
		return nil, false
	}
	if strings.HasPrefix(host, "/") {
		// A socket path, as launchd gives: the whole value before the screen.
		return []socketAddress{{"unix", rest[:colon] + ":" + number}, {"unix", host}}, true
	}
	local := host == "" || host == "unix" || protocol == "unix"
	if local {
		socket := "/tmp/.X11-unix/X" + strconv.Itoa(n)
		// Linux's abstract socket first, as libxcb tries it, then the file.
		addresses = append(addresses, socketAddress{"unix", "@" + socket}, socketAddress{"unix", socket})
	}
	if protocol != "unix" && host != "unix" {
		tcpHost := host
		if tcpHost == "" {
			tcpHost = "localhost"
		}
		addresses = append(addresses, socketAddress{"tcp", net.JoinHostPort(tcpHost, strconv.Itoa(6000+n))})
	}
	return addresses, true
}

// statusNotifierWatcher is the session-bus name of the service tray hosts
// of freedesktop desktops run, which Fyne's tray icon registers with.
const statusNotifierWatcher = "org.kde.StatusNotifierWatcher"

// trayHostRunning reports whether a tray host is there to show the icon:
// whether the session bus has an owner of the StatusNotifierWatcher name.
// Without one the icon shows nowhere, so a window hidden to the tray could
// not be brought back.
func trayHostRunning() bool {
	conn, err := dbus.SessionBus()
	if err != nil {
		return false
	}
	var owned bool
	err = conn.BusObject().Call("org.freedesktop.DBus.NameHasOwner", 0, statusNotifierWatcher).Store(&owned)
	return err == nil && owned
}
