//go:build !linux || x11 || wayland

package fynefix

// RequireWaylandSeat does nothing where GLFW does not build both X11 and
// Wayland on Linux: the seat check of wayland_seat.go is for the
// binaries where GLFW prefers Wayland and FYNE_PLATFORM can move it to X11.
func RequireWaylandSeat() {}
