package gui

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/objectid-generator/objectid/core"
)

// clipboardOffers look at the clipboard each time the window comes to the
// foreground and offer, in the clipboard bar, what it holds when that is
// an ObjectID, or text with several, not offered before.
type clipboardOffers struct {
	prefs     fyne.Preferences
	window    fyne.Window
	clipboard fyne.Clipboard
	// read reads the clipboard off the UI goroutine where it can (the
	// environment's readClipboard); nil reads it through Fyne.
	read func(w fyne.Window, limit int, wait time.Duration, got func(text string, ok bool)) bool
	// decode shows an offered ID on the Decode tab; openText opens offered
	// text in Bulk.
	decode   func(core.ObjectID)
	openText func(string)

	// watch remembers what the bar offered last.
	watch clipboardWatch
	// bar offers what the clipboard holds; made again with the content.
	bar *clipboardBar
	// reads counts the readings of the clipboard begun, so that only the
	// newest one is offered.
	reads int
}

// enteredForeground offers what the clipboard holds when it is an
// ObjectID, or text with several, not offered before. It changes no field:
// the bar waits for a click or Enter, and gets the focus only when no
// control has it, so typing goes on where it was. An offer for what the
// clipboard no longer holds goes. Where the environment can, the clipboard
// is read off the UI goroutine and only as far as clipboardScanLimit; a
// reading that ends after the window came to the foreground again is
// dropped, as is one that failed (an owner that did not answer).
func (c *clipboardOffers) enteredForeground() {
	if !c.prefs.BoolWithFallback(prefClipboardDetection, true) || c.bar == nil {
		return
	}
	c.reads++
	read := c.reads
	got := func(text string, ok bool) {
		if ok && read == c.reads && c.prefs.BoolWithFallback(prefClipboardDetection, true) {
			c.offer(text)
		}
	}
	if c.read != nil && c.read(c.window, clipboardScanLimit, 0, got) {
		return
	}
	c.offer(c.clipboard.Content())
}

// offer shows the offer for text, the clipboard's, when it has a new one,
// and takes away an offer text no longer holds.
func (c *clipboardOffers) offer(text string) {
	offer, found, isNew := c.watch.check(text)
	if !isNew {
		if !found || offer.key() != c.bar.offer.key() {
			c.bar.hide()
		}
		return
	}
	c.bar.show(offer)
	if c.window.Canvas().Focused() == nil {
		c.window.Canvas().Focus(c.bar.act)
	}
}

// accept decodes the offered ID or opens the offered text in Bulk.
func (c *clipboardOffers) accept(o clipboardOffer) {
	if o.several() {
		c.openText(o.text)
		return
	}
	c.decode(o.ids[0])
}
