package fynefix

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// The window's place coming back is checked on a real window by
// scripts/smoke.sh; here, the version it was made for, and no window for
// another driver.
func TestGLFWWindow_IsFynesViewport(t *testing.T) {
	requirePinned(t, "GLFWWindow", map[string]string{fyneModule: fyneMade})
	test.NewTempApp(t)
	if g := GLFWWindow(test.NewTempWindow(t, nil)); g != nil {
		t.Errorf("the test driver's window gave the GLFW window %p", g)
	}
}
