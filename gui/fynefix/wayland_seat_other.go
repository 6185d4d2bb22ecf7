//go:build !linux || x11 || wayland

package fynefix

// RequireWaylandSeat does nothing where GLFW does not prefer Wayland.
func RequireWaylandSeat() {}
