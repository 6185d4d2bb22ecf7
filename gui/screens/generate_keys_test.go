package screens

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

// typeKey delivers a key to the focused control, as the driver does.
func typeKey(t *testing.T, c fyne.Canvas, key fyne.KeyName) {
	t.Helper()
	focused := c.Focused()
	if focused == nil {
		t.Fatalf("%s typed with nothing focused", key)
	}
	focused.TypedKey(&fyne.KeyEvent{Name: key})
}

func TestGenerate_ListIsOneTabStopAndEnterOrCtrlCCopiesTheRow(t *testing.T) {
	s, w := newGenerate(t)
	test.Tap(s.generateButton)
	c := w.canvas
	c.Focus(s.list)
	c.FocusNext()
	uitest.VisitAll(s.list, func(o fyne.CanvasObject) {
		if f, ok := o.(fyne.Focusable); ok && f == c.Focused() && o != fyne.CanvasObject(s.list) {
			t.Fatalf("Tab from the list went to %T inside it", o)
		}
	})
	if c.Focused() == s.list {
		t.Fatal("Tab left the focus on the list")
	}

	ids := listedIDs(t, s)
	c.Focus(s.list)
	typeKey(t, c, fyne.KeyDown)
	typeKey(t, c, fyne.KeyReturn)
	if w.copied != ids[1].Hex() {
		t.Errorf("Down and Enter in the list copied %q, want the second ID %s", w.copied, ids[1].Hex())
	}
	// The window's Ctrl+C copies the same row, with the list focused only.
	w.copied = ""
	if s.CopyIfFocused(s.size.Entry) || w.copied != "" || !s.CopyIfFocused(s.list) || w.copied != ids[1].Hex() {
		t.Errorf("Ctrl+C copied %q, want the second ID %s with the list focused only", w.copied, ids[1].Hex())
	}
}
