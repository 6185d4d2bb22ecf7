//go:build !((linux || freebsd || netbsd || openbsd || dragonfly) && !android)

package gui

// CheckDisplay reports when there is no display to open the window on. On
// Windows and macOS the desktop is always the display, so there is nothing
// to check.
func CheckDisplay() error { return nil }

// trayHostRunning reports whether a tray host is there to show the icon:
// Windows and macOS always have one.
func trayHostRunning() bool { return true }
