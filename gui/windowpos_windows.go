package gui

import (
	"syscall"
	"unsafe"

	"fyne.io/fyne/v2/driver"
)

var (
	user32              = syscall.NewLazyDLL("user32.dll")
	procGetWindowRect   = user32.NewProc("GetWindowRect")
	procIsIconic        = user32.NewProc("IsIconic")
	procMonitorFromRect = user32.NewProc("MonitorFromRect")
	procSetWindowPos    = user32.NewProc("SetWindowPos")
)

// minVisible is how much of the window's top-left corner must be on a screen.
const minVisible = 64

// rect is Windows' RECT.
type rect struct{ left, top, right, bottom int32 }

// windowPosition is where a window's frame is, unless it is minimised.
func windowPosition(context any) (x, y int, ok bool) {
	c, isWindows := context.(driver.WindowsWindowContext)
	if !isWindows || c.HWND == 0 {
		return 0, 0, false
	}
	if minimised, _, _ := procIsIconic.Call(c.HWND); minimised != 0 {
		return 0, 0, false
	}
	var r rect
	if done, _, _ := procGetWindowRect.Call(c.HWND, uintptr(unsafe.Pointer(&r))); done == 0 {
		return 0, 0, false
	}
	return int(r.left), int(r.top), true
}

// moveWindow puts a window's frame at x, y when its corner is on a screen.
func moveWindow(context any, x, y int) {
	c, isWindows := context.(driver.WindowsWindowContext)
	if !isWindows || c.HWND == 0 {
		return
	}
	const monitorDefaultToNull = 0
	corner := rect{int32(x), int32(y), int32(x + minVisible), int32(y + minVisible)}
	if monitor, _, _ := procMonitorFromRect.Call(uintptr(unsafe.Pointer(&corner)), monitorDefaultToNull); monitor == 0 {
		return
	}
	const noSize, noZOrder, noActivate = 0x1, 0x4, 0x10
	procSetWindowPos.Call(c.HWND, 0, uintptr(x), uintptr(y), 0, 0, noSize|noZOrder|noActivate)
}
