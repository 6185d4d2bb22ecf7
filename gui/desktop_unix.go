//go:build (linux || freebsd || netbsd || openbsd || dragonfly) && !android

package gui

import (
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-gl/glfw/v3.4/glfw"
	"github.com/godbus/dbus/v5"
)

// CheckDisplay reports, before GLFW would panic, when no display server
// answers at WAYLAND_DISPLAY or GLFW cannot open DISPLAY, in one sentence
// for the user. Called from the main goroutine, it starts GLFW on X11, as
// Fyne would with no compositor, and Fyne finds it started.
func CheckDisplay() error {
	return checkDisplay(os.Getenv, func() error {
		glfw.InitHint(glfw.PlatformHint, int(glfw.PlatformX11))
		return glfw.Init()
	})
}

func checkDisplay(getenv func(string) string, openX func() error) error {
	const subcommands = "; the subcommands work without one: run 'objectid help'"
	wayland, x := getenv("WAYLAND_DISPLAY"), getenv("DISPLAY")
	if wayland == "" && x == "" {
		return errors.New("no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set)" + subcommands)
	}
	var problems []string
	if wayland != "" {
		path := wayland
		if !filepath.IsAbs(path) {
			path = filepath.Join(getenv("XDG_RUNTIME_DIR"), wayland)
		}
		if conn, err := net.Dial("unix", path); err == nil {
			conn.Close()
			return nil
		}
		problems = append(problems, "no Wayland compositor answers at WAYLAND_DISPLAY="+wayland)
	}
	if x != "" {
		err := openX()
		if err == nil {
			return nil
		}
		problems = append(problems, fmt.Sprintf("no X server answers at DISPLAY=%s (%v)", x, err))
	}
	return fmt.Errorf("no display to open the window on: %s%s", strings.Join(problems, ", "), subcommands)
}

// statusNotifierWatcher is the bus name a freedesktop tray host owns.
const statusNotifierWatcher = "org.kde.StatusNotifierWatcher"

// trayHostRunning reports whether a tray host owns statusNotifierWatcher.
func trayHostRunning() bool {
	conn, err := dbus.SessionBus()
	if err != nil {
		return false
	}
	var owned bool
	err = conn.BusObject().Call("org.freedesktop.DBus.NameHasOwner", 0, statusNotifierWatcher).Store(&owned)
	return err == nil && owned
}
