//go:build !((linux || freebsd || netbsd || openbsd || dragonfly) && !android)

package gui

// CheckDisplay reports no display to open the window on: never on Windows or macOS.
func CheckDisplay() error { return nil }

// trayHostRunning is true: Windows and macOS always have a tray.
func trayHostRunning() bool { return true }
