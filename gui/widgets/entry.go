package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// MaxFieldText is the most text, in bytes, a WindowEntry holds: an entry
// lays its whole text out at every change, and a megabyte froze the window.
const MaxFieldText = 4 << 10

// Window is what a text field asks of the window it is in; a field
// without one refuses in silence.
type Window interface {
	// PassOn is offered every shortcut first and reports whether it used it.
	PassOn(fyne.Shortcut) bool
	// RefuseCopy reports whether it refused a selection too large to copy.
	RefuseCopy(selected string) bool
	// SayTooLong says that the field refused a paste (pasted true) or a
	// typed rune past MaxFieldText bytes.
	SayTooLong(text string, pasted bool)
}

// WindowEntry is a text field that passes the window's keys on, holds at
// most MaxFieldText and shows the focus ring, which widget.Entry does not.
type WindowEntry struct {
	widget.Entry
	// Window is the window the field is in, or nil.
	Window Window
	// OnLongPaste, if not nil, takes a paste too long for the field whole
	// (a scan), in place of the window's SayTooLong.
	OnLongPaste func(text string)
	// OnPaste, if not nil, is offered the text of every paste first; when
	// it takes the text (returns true) the entry does not insert it.
	OnPaste func(text string) bool
	// Name is what a screen reader calls the field.
	Name string

	focusMark
}

// NewWindowEntry returns a single-line field of window, which may be nil.
func NewWindowEntry(window Window) *WindowEntry {
	e := &WindowEntry{Window: window}
	e.ExtendBaseWidget(e)
	return e
}

// fits reports whether text, put in place of the selection, fits.
func (e *WindowEntry) fits(text string) bool {
	return len(e.Text)-len(e.SelectedText())+len(text) <= MaxFieldText
}

func (e *WindowEntry) refuseLong(text string, pasted bool) {
	switch {
	case pasted && e.OnLongPaste != nil:
		e.OnLongPaste(text)
	case e.Window != nil:
		e.Window.SayTooLong(text, pasted)
	}
}

// ReplaceWithPasted puts pasted text in place of the field's, if it fits.
func (e *WindowEntry) ReplaceWithPasted(text string) {
	if len(text) > MaxFieldText {
		e.refuseLong(text, true)
		return
	}
	e.SetText(text)
}

// CreateRenderer draws the field with a focus ring around it.
func (e *WindowEntry) CreateRenderer() fyne.WidgetRenderer {
	return newRingRenderer(e.Entry.CreateRenderer(), &e.focusMark)
}

// FocusGained shows the ring.
func (e *WindowEntry) FocusGained() { e.mark(e, true, e.Entry.FocusGained) }

// FocusLost hides the ring.
func (e *WindowEntry) FocusLost() { e.mark(e, false, e.Entry.FocusLost) }

// TypedShortcut runs the window's action for shortcut, or the entry's,
// refusing a paste past MaxFieldText and a copy too large for the clipboard.
func (e *WindowEntry) TypedShortcut(shortcut fyne.Shortcut) {
	switch s := shortcut.(type) {
	case *fyne.ShortcutPaste:
		text := s.Clipboard.Content()
		switch {
		case !e.fits(text):
			e.refuseLong(text, true)
		case e.OnPaste == nil || !e.OnPaste(text):
			e.Entry.TypedShortcut(shortcut)
		}
		return
	case *fyne.ShortcutCopy, *fyne.ShortcutCut:
		if e.Window != nil && e.Window.RefuseCopy(e.SelectedText()) {
			return
		}
	}
	if e.Window == nil || !e.Window.PassOn(shortcut) {
		e.Entry.TypedShortcut(shortcut)
	}
}

// TypedRune types r unless the field is full.
func (e *WindowEntry) TypedRune(r rune) {
	if typed := string(r); !e.fits(typed) {
		e.refuseLong(typed, false)
		return
	}
	e.Entry.TypedRune(r)
}

// TypedKey hands F1 and Escape to the window, other keys to the entry.
func (e *WindowEntry) TypedKey(ev *fyne.KeyEvent) {
	if forWindow(ev) {
		passKeyToCanvas(e, ev)
		return
	}
	e.Entry.TypedKey(ev)
}
