//go:build (linux || freebsd || openbsd || netbsd) && !android

package gui

import "github.com/godbus/dbus/v5"

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
