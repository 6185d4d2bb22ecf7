package widgets

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// MaxFieldText is the most text, in bytes, a WindowEntry holds. An entry
// lays out its whole text again at every change, so a megabyte pasted into
// one froze the window for seconds and took hundreds of megabytes; at this
// size a keystroke stays within a frame (BenchmarkBulk_KeystrokeInAFullInput).
// Every field is far larger than what it reads needs.
const MaxFieldText = 4 << 10

// WholeClipboard is the limit a paste that a field hands on whole reads
// the clipboard to: in effect all of it, as Fyne reads it.
const WholeClipboard = math.MaxInt32 - 1

// Window is what a text field asks of the window it is in. The window
// implements it once for all its fields; a field without one keeps its
// shortcuts, reads the clipboard through Fyne and refuses in silence.
type Window interface {
	// PassOn is offered every shortcut first and reports whether it used
	// it: the window's shortcuts (Ctrl+G, Ctrl+Shift+C).
	PassOn(fyne.Shortcut) bool
	// RefuseCopy is offered the selection before it is copied or cut and
	// reports whether it refused it as too large for the clipboard.
	RefuseCopy(selected string) bool
	// ReadClipboard reads the clipboard off the UI goroutine, at most
	// limit+1 bytes, and calls got on the UI goroutine; it returns false
	// where it cannot, and the paste reads through Fyne.
	ReadClipboard(limit int, got func(text string, ok bool)) bool
	// SayTooLong says that the field refused a paste (pasted true) or a
	// typed rune that would take it past MaxFieldText bytes.
	SayTooLong(text string, pasted bool)
	// SayPasteOver says that a paste read as far as the field holds found
	// more.
	SayPasteOver()
	// SayPasteUnread says that the clipboard could not be read for a
	// paste.
	SayPasteUnread()
}

// WindowEntry is a text field that passes the window's shortcuts on, holds
// at most MaxFieldText and reads a paste off the UI goroutine: Fyne's
// widget.Entry gives every shortcut to the focused widget, which swallows
// the window's, takes text of any size, and reads the clipboard on the UI
// goroutine, so a large or slow clipboard freezes the window.
type WindowEntry struct {
	widget.Entry
	// Window is the window the field is in, or nil.
	Window Window
	// OnLongPaste, if not nil, takes a paste too long for the field whole
	// (a scan), in place of the window's SayTooLong; the paste then reads
	// the whole clipboard, not only as much as the field holds.
	OnLongPaste func(text string)
	// OnPaste, if not nil, is offered the text of every paste first; when
	// it takes the text (returns true) the entry does not insert it.
	OnPaste func(text string) bool
	// OnFocusLost, if not nil, runs when the field loses the focus.
	OnFocusLost func()
	// Name is what a screen reader calls the field.
	Name string

	// pastes counts the pastes begun: a reading that ends after a newer
	// paste began is dropped.
	pastes  int
	focused bool
}

var _ fyne.Accessible = (*WindowEntry)(nil)

// NewWindowEntry returns a single-line field of window, which may be nil.
func NewWindowEntry(window Window) *WindowEntry {
	e := &WindowEntry{Window: window}
	e.ExtendBaseWidget(e)
	return e
}

// AccessibilityLabel is the field's name.
func (e *WindowEntry) AccessibilityLabel() string { return e.Name }

// AccessibilityRole is text, a field's.
func (e *WindowEntry) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// fits reports whether text, put in place of the selection, keeps the field
// within MaxFieldText.
func (e *WindowEntry) fits(text string) bool {
	return len(e.Text)-len(e.SelectedText())+len(text) <= MaxFieldText
}

// refuseLong hands text, which the field does not take, to OnLongPaste
// or the window.
func (e *WindowEntry) refuseLong(text string, pasted bool) {
	switch {
	case pasted && e.OnLongPaste != nil:
		e.OnLongPaste(text)
	case e.Window != nil:
		e.Window.SayTooLong(text, pasted)
	}
}

// ReplaceWithPasted puts pasted text in the field in place of what it held,
// or refuses it as a paste that does not fit is refused.
func (e *WindowEntry) ReplaceWithPasted(text string) {
	if len(text) > MaxFieldText {
		e.refuseLong(text, true)
		return
	}
	e.SetText(text)
}

// ReadPaste calls use with the text of clipboard, the clipboard of a
// paste. Where the window can, the clipboard is read off the UI goroutine,
// so that a large or slow clipboard leaves the window answering, and only
// one byte past what the field holds unless OnLongPaste takes them whole;
// text found longer than that is refused unread. A reading that ends
// after a newer paste began is dropped. A clipboard already read
// (heldText) is used as it is.
func (e *WindowEntry) ReadPaste(clipboard fyne.Clipboard, use func(text string)) {
	e.pastes++
	paste := e.pastes
	if _, held := clipboard.(heldText); !held && e.Window != nil {
		limit := MaxFieldText
		if e.OnLongPaste != nil {
			limit = WholeClipboard
		}
		if e.Window.ReadClipboard(limit, func(text string, ok bool) {
			switch {
			case paste != e.pastes:
			case !ok:
				e.Window.SayPasteUnread()
			case len(text) > limit:
				e.Window.SayPasteOver()
			default:
				use(text)
			}
		}) {
			return
		}
	}
	use(clipboard.Content())
}

// pasteText puts text, pasted, in place of the selection, or refuses it
// when the field would then hold more than MaxFieldText.
func (e *WindowEntry) pasteText(text string) {
	switch {
	case !e.fits(text):
		e.refuseLong(text, true)
	case e.OnPaste == nil || !e.OnPaste(text):
		e.Entry.TypedShortcut(&fyne.ShortcutPaste{Clipboard: heldText(text)})
	}
}

// heldText is a clipboard that holds one text already read: the entry
// pastes the text the guard measured, not what the clipboard holds by the
// time it reads it again.
type heldText string

func (h heldText) Content() string   { return string(h) }
func (h heldText) SetContent(string) {}

// CreateRenderer draws the field with a focus ring around it.
func (e *WindowEntry) CreateRenderer() fyne.WidgetRenderer {
	return newRingRenderer(e, e.Entry.CreateRenderer(), func() bool { return e.focused })
}

// FocusGained shows the ring.
func (e *WindowEntry) FocusGained() {
	e.focused = true
	e.Entry.FocusGained()
}

// FocusLost hides the ring and runs OnFocusLost.
func (e *WindowEntry) FocusLost() {
	e.focused = false
	e.Entry.FocusLost()
	if e.OnFocusLost != nil {
		e.OnFocusLost()
	}
}

// TypedShortcut runs the window's action for shortcut, or else lets the
// entry handle it. A paste that would take the field past MaxFieldText is
// refused, and copying or cutting a selection too large for the clipboard
// cuts nothing. The entry's context menu pastes through here too.
func (e *WindowEntry) TypedShortcut(shortcut fyne.Shortcut) {
	if paste, ok := shortcut.(*fyne.ShortcutPaste); ok && paste.Clipboard != nil {
		e.ReadPaste(paste.Clipboard, e.pasteText)
		return
	}
	switch shortcut.(type) {
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

// TypedKey hands F1, which lists the shortcuts, and Escape, which closes a
// dialog or cancels a scan, to the window, and every other key to the entry.
func (e *WindowEntry) TypedKey(ev *fyne.KeyEvent) {
	if forWindow(ev) {
		passKeyToCanvas(e, ev)
		return
	}
	e.Entry.TypedKey(ev)
}

// PasteEntry is a multi-line WindowEntry that hands a paste too large for
// it to onLargePaste rather than refusing it: Fyne's widget.Entry would
// lay out text of any size on the UI goroutine.
type PasteEntry struct {
	WindowEntry
}

// NewPasteEntry returns a multi-line field of window, which may be nil; a
// paste that would make it hold more than MaxFieldText goes to
// onLargePaste instead of into the field, and a rune typed into a full
// field to the window's SayTooLong.
func NewPasteEntry(window Window, onLargePaste func(text string)) *PasteEntry {
	e := &PasteEntry{WindowEntry: WindowEntry{Window: window, OnLongPaste: onLargePaste}}
	e.MultiLine = true
	e.Wrapping = fyne.TextWrapOff
	e.ExtendBaseWidget(e)
	e.SetMinRowsVisible(5)
	return e
}
