package fynefix

import (
	"reflect"
	"unsafe"

	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// GLFWWindow is the GLFW window of w, nil for another driver's: Fyne 2.8.1
// keeps it in its window's unexported viewport (internal/driver/glfw) and
// hands out only each platform's native handle, whose place each platform
// reads its own way. scripts/smoke.sh fails when Fyne moves it: the place
// saved at quit no longer comes back.
func GLFWWindow(w fyne.Window) *glfw.Window {
	v := reflect.ValueOf(w)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return nil
	}
	f := v.Elem().FieldByName("viewport")
	if !f.IsValid() || f.Type() != reflect.TypeFor[*glfw.Window]() {
		return nil
	}
	return *(**glfw.Window)(unsafe.Pointer(f.UnsafeAddr()))
}
