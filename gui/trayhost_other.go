//go:build !((linux || freebsd || openbsd || netbsd) && !android)

package gui

// trayHostRunning reports whether a tray host is there to show the icon:
// Windows and macOS always have one.
func trayHostRunning() bool { return true }
