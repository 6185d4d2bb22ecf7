package widgets

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// fakeWindow is a window whose answers a test gives; a missing one does
// nothing and takes nothing.
type fakeWindow struct {
	passOn     func(fyne.Shortcut) bool
	sayTooLong func(text string, pasted bool)
}

func (w fakeWindow) PassOn(s fyne.Shortcut) bool { return w.passOn != nil && w.passOn(s) }
func (w fakeWindow) RefuseCopy(string) bool      { return false }

func (w fakeWindow) SayTooLong(text string, pasted bool) {
	if w.sayTooLong != nil {
		w.sayTooLong(text, pasted)
	}
}

// paste pastes text into e through the test app's clipboard.
func paste(e *WindowEntry, text string) {
	clipboard := fyne.CurrentApp().Clipboard()
	clipboard.SetContent(text)
	e.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clipboard})
}

func TestWindowEntry_RefusesTextPastTheLimitAndSaysSo(t *testing.T) {
	test.NewTempApp(t)
	var refused []int
	e := NewWindowEntry(fakeWindow{sayTooLong: func(text string, pasted bool) { refused = append(refused, len(text)) }})
	test.NewTempWindow(t, e)
	paste(e, strings.Repeat("c", MaxFieldText+1))
	if e.Text != "" || len(refused) != 1 || refused[0] != MaxFieldText+1 {
		t.Fatalf("a paste one byte too long left %d bytes and refused %v", len(e.Text), refused)
	}
	paste(e, strings.Repeat("c", MaxFieldText))
	test.Type(e, "d")
	if len(e.Text) != MaxFieldText || len(refused) != 2 {
		t.Errorf("after a paste that fits and a rune into the full field: %d bytes, refused %v", len(e.Text), refused)
	}
}

func TestWindowEntry_ShortcutsGoToTheWindowFirst(t *testing.T) {
	test.NewTempApp(t)
	var offered []string
	e := NewWindowEntry(fakeWindow{passOn: func(sc fyne.Shortcut) bool {
		offered = append(offered, sc.ShortcutName())
		return true
	}})
	e.Name = "Seed"
	w := test.NewTempWindow(t, e)
	keys := keysToWindow(w.Canvas())
	test.Type(e, "kept")
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	e.TypedKey(&fyne.KeyEvent{Name: HelpKey})
	if len(offered) != 1 || e.Text != "kept" || len(*keys) != 1 {
		t.Errorf("offered %v, field holds %q, the window heard %v; want select all and F1 taken by the window", offered, e.Text, *keys)
	}
	if got := fyne.Accessible(e).AccessibilityLabel(); got != "Seed" {
		t.Errorf("a screen reader hears %q", got)
	}
}
