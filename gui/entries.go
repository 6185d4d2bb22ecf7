package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
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
	focused     bool
}

func newWindowEntry(u *ui) *windowEntry {
	e := &windowEntry{passOn: u.typedShortcut, refuseCopy: u.refuseLargeSelection}
	e.ExtendBaseWidget(e)
	return e
}

// CreateRenderer draws the field with a focus ring around it.
func (e *windowEntry) CreateRenderer() fyne.WidgetRenderer {
	return newRingRenderer(e, e.Entry.CreateRenderer(), func() bool { return e.focused })
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
// entry handle it. Copying or cutting a selection too large for the
// clipboard cuts nothing.
func (e *windowEntry) TypedShortcut(shortcut fyne.Shortcut) {
	if paste, ok := shortcut.(*fyne.ShortcutPaste); ok && e.onPaste != nil && paste.Clipboard != nil && e.onPaste(paste.Clipboard.Content()) {
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

// TypedKey hands F1 to the window, which lists the shortcuts, and every
// other key to the entry.
func (e *windowEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == shortcutsHelpShortcut.KeyName {
		passKeyToCanvas(e, ev)
		return
	}
	e.Entry.TypedKey(ev)
}

// pasteEntry is the multi-line input of the Bulk tab. A paste that would
// make it hold more than maxShownInput goes to onLargePaste instead of into
// the entry, and the window's shortcuts work while it has the focus.
type pasteEntry struct {
	windowEntry
	onLargePaste func(text string)
}

func newPasteEntry(u *ui, onLargePaste func(text string)) *pasteEntry {
	e := &pasteEntry{windowEntry: windowEntry{passOn: u.typedShortcut, refuseCopy: u.refuseLargeSelection}, onLargePaste: onLargePaste}
	e.MultiLine = true
	e.Wrapping = fyne.TextWrapOff
	e.ExtendBaseWidget(e)
	e.SetMinRowsVisible(5)
	return e
}

// TypedShortcut hands pastes that would make the entry too long to
// onLargePaste and the rest to the
// window entry, which passes the window's own shortcuts on. The entry's
// context menu pastes through here too.
func (e *pasteEntry) TypedShortcut(shortcut fyne.Shortcut) {
	if paste, ok := shortcut.(*fyne.ShortcutPaste); ok && paste.Clipboard != nil {
		if text := paste.Clipboard.Content(); len(e.Text)+len(text) > maxShownInput {
			e.onLargePaste(text)
			return
		}
	}
	e.windowEntry.TypedShortcut(shortcut)
}
