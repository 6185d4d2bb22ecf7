//go:build ci

package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// newTestApp is the test app of the window's tests: a fresh test app with
// empty preferences, made current for the test and replaced when it ends.
// Every test app of the package comes from here.
func newTestApp(t testing.TB) fyne.App {
	t.Helper()
	return test.NewTempApp(t)
}
