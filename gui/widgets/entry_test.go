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
	passOn        func(fyne.Shortcut) bool
	readClipboard func(limit int, got func(string, bool)) bool
	sayTooLong    func(text string, pasted bool)
	sayPasteOver  func()
}

func (w fakeWindow) PassOn(s fyne.Shortcut) bool { return w.passOn != nil && w.passOn(s) }
func (w fakeWindow) RefuseCopy(string) bool      { return false }
func (w fakeWindow) SayPasteUnread()             {}

func (w fakeWindow) ReadClipboard(limit int, got func(string, bool)) bool {
	return w.readClipboard != nil && w.readClipboard(limit, got)
}

func (w fakeWindow) SayTooLong(text string, pasted bool) {
	if w.sayTooLong != nil {
		w.sayTooLong(text, pasted)
	}
}

func (w fakeWindow) SayPasteOver() {
	if w.sayPasteOver != nil {
		w.sayPasteOver()
	}
}

func TestWindowEntry_RefusesTextPastTheLimitAndSaysSo(t *testing.T) {
	test.NewTempApp(t)
	var refused []int
	e := NewWindowEntry(fakeWindow{sayTooLong: func(text string, pasted bool) { refused = append(refused, len(text)) }})
	test.NewTempWindow(t, e)
	clipboard := test.NewClipboard()
	clipboard.SetContent(strings.Repeat("c", MaxFieldText+1))
	e.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clipboard})
	if e.Text != "" || len(refused) != 1 || refused[0] != MaxFieldText+1 {
		t.Fatalf("a paste one byte too long left %d bytes and refused %v", len(e.Text), refused)
	}
	clipboard.SetContent(strings.Repeat("c", MaxFieldText))
	e.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clipboard})
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
	test.NewTempWindow(t, e)
	test.Type(e, "kept")
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	if len(offered) != 1 || e.Text != "kept" {
		t.Errorf("offered %v, field holds %q; want select all taken by the window", offered, e.Text)
	}
}

func TestWindowEntry_PasteReadOffTheUIGoroutineDropsAStaleReading(t *testing.T) {
	test.NewTempApp(t)
	var readings []func(string, bool)
	var limits []int
	over := 0
	e := NewWindowEntry(fakeWindow{
		readClipboard: func(limit int, got func(string, bool)) bool {
			limits, readings = append(limits, limit), append(readings, got)
			return true
		},
		sayPasteOver: func() { over++ },
	})
	test.NewTempWindow(t, e)
	paste := &fyne.ShortcutPaste{Clipboard: test.NewClipboard()}
	e.TypedShortcut(paste)
	e.TypedShortcut(paste)
	readings[0]("first", true)
	readings[1]("second", true)
	if e.Text != "second" || limits[0] != MaxFieldText {
		t.Fatalf("field holds %q after two pastes, limits %v; want only the newer reading, read to %d", e.Text, limits, MaxFieldText)
	}
	e.TypedShortcut(paste)
	readings[2](strings.Repeat("7", MaxFieldText+1), true)
	if over != 1 || e.Text != "second" {
		t.Errorf("a reading past the limit: SayPasteOver ran %d times, field %q", over, e.Text)
	}
}

func TestPasteEntry_HandsALargePasteOnWhole(t *testing.T) {
	test.NewTempApp(t)
	var handed string
	var limit int
	e := NewPasteEntry(fakeWindow{readClipboard: func(l int, got func(string, bool)) bool {
		limit = l
		got(strings.Repeat("x", MaxFieldText*2), true)
		return true
	}}, func(text string) { handed = text })
	test.NewTempWindow(t, e)
	e.TypedShortcut(&fyne.ShortcutPaste{Clipboard: test.NewClipboard()})
	if limit != WholeClipboard || len(handed) != MaxFieldText*2 || e.Text != "" {
		t.Errorf("read to %d, handed on %d bytes, field holds %d; want the whole clipboard handed on", limit, len(handed), len(e.Text))
	}
}
