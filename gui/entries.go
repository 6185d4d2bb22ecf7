package gui

import (
	"math"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// windowEntry is a text field that passes the window's own shortcuts (Ctrl+G,
// Ctrl+Shift+C) to the window: Fyne gives every shortcut to the focused
// widget first, so a plain entry would swallow them. Every text field of
// the window passes them on this way.
type windowEntry struct {
	widget.Entry
	// passOn is offered every shortcut first and reports whether it used
	// it; the window's typedShortcut.
	passOn func(fyne.Shortcut) bool
	// onPaste, if not nil, is offered the text of every paste first; when
	// it takes the text (returns true) the entry does not insert it.
	onPaste func(text string) bool
	// refuseCopy is offered the selection before it is copied or cut and
	// reports whether it refused it as too large for the clipboard; the
	// window's refuseLargeSelection.
	refuseCopy func(selected string) bool
	// onFocusLost, if not nil, runs when the field loses the focus.
	onFocusLost func()
	// onLongText, if not nil, gets a paste (pasted true) or a typed rune
	// that would take the field past maxFieldText bytes, which the field
	// then refuses: the window's sayTooLong, or a screen's hand-off of a
	// large paste to a scan in Bulk.
	onLongText func(text string, pasted bool)
	// takesLongPaste says onLongText takes a long paste whole (a scan in
	// Bulk), so a paste reads the whole clipboard, not only as much as
	// the field holds.
	takesLongPaste bool
	// readClipboard, when set, reads the clipboard off the UI goroutine,
	// at most limit+1 bytes, and calls got on the UI goroutine; it returns
	// false where it cannot, and the paste reads through Fyne (the
	// window's readClipboard).
	readClipboard func(limit int, got func(text string, ok bool)) bool
	// onPasteOver, if not nil, runs when a paste read as far as the field
	// holds finds more: the window's sayPasteOver.
	onPasteOver func()
	// onPasteUnread, if not nil, runs when the clipboard could not be read
	// for a paste: the window's sayPasteUnread.
	onPasteUnread func()
	// pastes counts the pastes begun: a reading that ends after a newer
	// paste began is dropped.
	pastes int
	// name is what a screen reader calls the field (accessible.go).
	name    string
	focused bool
}

// pasteWait is how long a paste waits for the clipboard before it goes on
// in the background: a clipboard read in time (nearly every one, in well
// under a millisecond) is pasted before the keys typed after the paste,
// and a large or stalled one holds the window no longer than this.
const pasteWait = 80 * time.Millisecond

// wholeClipboard is the limit a paste that a field hands on whole reads
// the clipboard to: in effect all of it, as Fyne reads it.
const wholeClipboard = math.MaxInt32 - 1

// maxFieldText is the most text, in bytes, any text field of the window
// holds. An entry lays out its whole text again at every change, so a
// megabyte pasted into one froze the window for seconds and took hundreds of
// megabytes; at this size a keystroke stays within a frame
// (BenchmarkBulk_KeystrokeInAFullInput). Every field is far larger than
// what it reads needs.
const maxFieldText = maxShownInput

func newWindowEntry(u *ui) *windowEntry {
	e := &windowEntry{onLongText: u.sayTooLong}
	e.ofWindow(u)
	e.ExtendBaseWidget(e)
	return e
}

// ofWindow passes the window's shortcuts on from e, and has e copy, read
// the clipboard and say what it refused as the window does.
func (e *windowEntry) ofWindow(u *ui) {
	e.passOn, e.refuseCopy = u.typedShortcut, u.refuseLargeSelection
	e.onPasteOver, e.onPasteUnread = u.sayPasteOver, u.sayPasteUnread
	e.readClipboard = func(limit int, got func(string, bool)) bool {
		return u.env.readClipboard != nil && u.env.readClipboard(u.window, limit, pasteWait, got)
	}
}

// fits reports whether text, put in place of the selection, keeps the field
// within maxFieldText.
func (e *windowEntry) fits(text string) bool {
	return len(e.Text)-len(e.SelectedText())+len(text) <= maxFieldText
}

// refuseLong hands text, which the field does not take, to onLongText.
func (e *windowEntry) refuseLong(text string, pasted bool) {
	if e.onLongText != nil {
		e.onLongText(text, pasted)
	}
}

// replaceWithPasted puts pasted text in the field in place of what it held,
// or refuses it as a paste that does not fit is refused.
func (e *windowEntry) replaceWithPasted(text string) {
	if len(text) > maxFieldText {
		e.refuseLong(text, true)
		return
	}
	e.SetText(text)
}

// readPaste calls use with the text of clipboard, the clipboard of a
// paste. Where the window can, the clipboard is read off the UI goroutine,
// so that a large or slow clipboard leaves the window answering, and only
// one byte past what the field holds unless it takes long pastes whole;
// text found longer than that is refused unread. A reading that ends
// after a newer paste began is dropped. A clipboard already read
// (heldText) is used as it is.
func (e *windowEntry) readPaste(clipboard fyne.Clipboard, use func(text string)) {
	e.pastes++
	paste := e.pastes
	if _, held := clipboard.(heldText); !held && e.readClipboard != nil {
		limit := maxFieldText
		if e.takesLongPaste {
			limit = wholeClipboard
		}
		if e.readClipboard(limit, func(text string, ok bool) {
			switch {
			case paste != e.pastes:
			case !ok:
				if e.onPasteUnread != nil {
					e.onPasteUnread()
				}
			case len(text) > limit:
				if e.onPasteOver != nil {
					e.onPasteOver()
				}
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
// when the field would then hold more than maxFieldText.
func (e *windowEntry) pasteText(text string) {
	switch {
	case !e.fits(text):
		e.refuseLong(text, true)
	case e.onPaste == nil || !e.onPaste(text):
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
func (e *windowEntry) CreateRenderer() fyne.WidgetRenderer {
	return widgets.NewRingRenderer(e, e.Entry.CreateRenderer(), func() bool { return e.focused })
}

// FocusGained shows the ring.
func (e *windowEntry) FocusGained() {
	e.focused = true
	e.Entry.FocusGained()
}

// FocusLost hides the ring and runs onFocusLost.
func (e *windowEntry) FocusLost() {
	e.focused = false
	e.Entry.FocusLost()
	if e.onFocusLost != nil {
		e.onFocusLost()
	}
}

// TypedShortcut runs the window's action for shortcut, or else lets the
// entry handle it. A paste that would take the field past maxFieldText is
// refused, and copying or cutting a selection too large for the clipboard
// cuts nothing. The entry's context menu pastes through here too.
func (e *windowEntry) TypedShortcut(shortcut fyne.Shortcut) {
	if paste, ok := shortcut.(*fyne.ShortcutPaste); ok && paste.Clipboard != nil {
		e.readPaste(paste.Clipboard, e.pasteText)
		return
	}
	switch shortcut.(type) {
	case *fyne.ShortcutCopy, *fyne.ShortcutCut:
		if e.refuseCopy != nil && e.refuseCopy(e.SelectedText()) {
			return
		}
	}
	if e.passOn == nil || !e.passOn(shortcut) {
		e.Entry.TypedShortcut(shortcut)
	}
}

// TypedRune types r unless the field is full.
func (e *windowEntry) TypedRune(r rune) {
	if typed := string(r); !e.fits(typed) {
		e.refuseLong(typed, false)
		return
	}
	e.Entry.TypedRune(r)
}

// TypedKey hands F1, which lists the shortcuts, and Escape, which closes a
// dialog or cancels a scan, to the window, and every other key to the entry.
func (e *windowEntry) TypedKey(ev *fyne.KeyEvent) {
	if widgets.ForWindow(ev) {
		widgets.PassKeyToCanvas(e, ev)
		return
	}
	e.Entry.TypedKey(ev)
}

// pasteEntry is the multi-line input of the Bulk tab. A paste that would
// make it hold more than maxFieldText goes to onLargePaste instead of into
// the entry, and the window's shortcuts work while it has the focus.
type pasteEntry struct {
	windowEntry
}

func newPasteEntry(u *ui, onLargePaste func(text string)) *pasteEntry {
	e := &pasteEntry{windowEntry: windowEntry{takesLongPaste: true}}
	e.ofWindow(u)
	e.onLongText = func(text string, pasted bool) {
		if pasted {
			onLargePaste(text)
			return
		}
		u.sayTooLong(text, false)
	}
	e.MultiLine = true
	e.Wrapping = fyne.TextWrapOff
	e.ExtendBaseWidget(e)
	e.SetMinRowsVisible(5)
	return e
}

// sayTooLong tells, in the status line, that a field refused text that would
// take it past maxFieldText: a paste, or a rune typed into a full field.
func (u *ui) sayTooLong(text string, pasted bool) {
	limit := byteSize(maxFieldText)
	if pasted {
		u.showStatus(lang.L("Not pasted: the text is {{.Size}}, more than the {{.Limit}} a field holds; Bulk reads text of any size",
			map[string]any{"Size": byteSize(int64(len(text))), "Limit": limit}))
		return
	}
	u.showStatus(lang.L("The field is full: it holds at most {{.Limit}}", map[string]any{"Limit": limit}))
}

// sayPasteOver tells, in the status line, that a field refused a paste it
// read only as far as it holds.
func (u *ui) sayPasteOver() {
	u.showStatus(lang.L("Not pasted: the text is more than the {{.Limit}} a field holds; Bulk reads text of any size",
		map[string]any{"Limit": byteSize(maxFieldText)}))
}

// sayPasteUnread tells, in the status line, that a paste found the
// clipboard unreadable: its owner did not answer.
func (u *ui) sayPasteUnread() {
	u.showStatus(lang.L("Not pasted: the program that holds the clipboard did not answer"))
}
