package gui

import (
	"errors"
	"io"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
)

// maxClipboardBytes is the most the window puts on the clipboard. Under
// X11 the clipboard owner hands its text over in one request, and a request
// over the server's limit ends the program with "BadLength (poly request
// too large)". Measured under Xvfb (scripts/clipboard-limit.sh), 16,777,184
// bytes went through and one more crashed the window; this leaves a margin
// for servers that count differently.
const maxClipboardBytes = 16_000_000

// copier puts text on the clipboard, and offers to save to a file what
// is too large for it.
type copier struct {
	clipboard fyne.Clipboard
	window    fyne.Window
	dialogs   *dialogs
	// limit is the most bytes a copy puts on the clipboard.
	limit int
	// copied is told each text copied, so the clipboard bar does not offer
	// what the window put there itself.
	copied func(text string)
	// say shows a message in the status line.
	say func(message string)
}

// copyText puts text on the clipboard and says what was copied in the status
// line for a moment. Text over the clipboard limit is not copied; the user
// is offered to save it instead.
func (c *copier) copyText(text, what string) {
	if len(text) > c.limit {
		c.offerSave(what, "objectids.txt", func(w io.Writer) error {
			_, err := io.WriteString(w, text)
			return err
		})
		return
	}
	c.clipboard.SetContent(text)
	c.copied(text)
	c.say(lang.L("Copied {{.What}}", map[string]any{"What": what}))
}

// refuseLargeSelection refuses to copy selected text too large for the
// clipboard, offering to save it instead, and reports whether it did.
func (c *copier) refuseLargeSelection(selected string) bool {
	if len(selected) <= c.limit {
		return false
	}
	c.offerSave(lang.L("the selected text"), "selection.txt", func(w io.Writer) error {
		_, err := io.WriteString(w, selected)
		return err
	})
	return true
}

// offerSave says that what is too large for the clipboard and offers to
// save it to a file, named fileName unless the user changes it, with write.
func (c *copier) offerSave(what, fileName string, write func(io.Writer) error) {
	message := widget.NewLabel(lang.L("Nothing was copied: {{.What}} would take more than the {{.Limit}} MB the clipboard can safely hold. Save to a file instead?",
		map[string]any{"What": what, "Limit": c.limit / 1_000_000}))
	message.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(lang.L("Too large for the clipboard"), lang.L("Save…"), lang.L("Cancel"), message, func(save bool) {
		if save {
			c.chooseSaveFile(what, fileName, write)
		}
	}, c.window)
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}

// chooseSaveFile asks where to save what and writes it there with write.
func (c *copier) chooseSaveFile(what, fileName string, write func(io.Writer) error) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) { c.saveTo(w, err, what, write) }, c.window)
	d.SetFileName(fileName)
	c.dialogs.showFile(d)
}

// saveTo is the end of a save dialog: it writes with write to w, closes it
// and reports the outcome. A nil w means the user cancelled.
func (c *copier) saveTo(w fyne.URIWriteCloser, err error, what string, write func(io.Writer) error) {
	if err != nil {
		dialog.ShowError(errors.New(lang.L("The file could not be opened: {{.Error}}", map[string]any{"Error": err})), c.window)
		return
	}
	if w == nil {
		return
	}
	if err := finishSave(w, write(w)); err != nil {
		dialog.ShowError(errors.New(lang.L("Could not save {{.File}}: {{.Error}}", map[string]any{"File": w.URI().Name(), "Error": err})), c.window)
		return
	}
	c.say(lang.L("Saved {{.What}} to {{.File}}", map[string]any{"What": what, "File": w.URI().Name()}))
}

// clipboardOffers look at the clipboard each time the window comes to the
// foreground and offer, in the clipboard bar, what it holds when that is
// an ObjectID, or text with several, not offered before.
type clipboardOffers struct {
	prefs     fyne.Preferences
	window    fyne.Window
	clipboard fyne.Clipboard
	// decode shows an offered ID on the Decode tab; openText opens offered
	// text in Bulk.
	decode   func(core.ObjectID)
	openText func(string)

	// watch remembers what the bar offered last.
	watch clipboardWatch
	// bar offers what the clipboard holds.
	bar *clipboardBar
}

// enteredForeground offers what the clipboard holds when it is an
// ObjectID, or text with several, not offered before. It changes no field:
// the bar waits for a click or Enter, and gets the focus only when no
// control has it, so typing goes on where it was. An offer for what the
// clipboard no longer holds goes. Fyne reads the clipboard whole, on the
// UI goroutine: a very large one holds the window while it is read, and
// is then not looked through (clipboardScanLimit).
func (c *clipboardOffers) enteredForeground() {
	if c.prefs.BoolWithFallback(prefClipboardDetection, true) {
		c.offer(c.clipboard.Content())
	}
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

// prefClipboardDetection holds whether the window looks at the clipboard
// when it comes to the foreground; on unless turned off in Settings.
const prefClipboardDetection = "clipboardDetection"

// clipboardScanLimit is the most clipboard text looked through for IDs.
// Longer text is not offered: it is pasted into Bulk by hand, where a large
// paste has its own progress bar.
const clipboardScanLimit = 4 << 20

// clipboardOffer is what the clipboard bar proposes for the text on the
// clipboard.
type clipboardOffer struct {
	// ids are the distinct IDs in the text, in the order first found: one
	// means "Decode", more "Open in Bulk".
	ids []core.ObjectID
	// text is the clipboard text the IDs came from.
	text string
}

// several reports whether the offer is to open the IDs in Bulk.
func (o clipboardOffer) several() bool { return len(o.ids) > 1 }

// key identifies what was offered, so the same ID copied again in another
// form, or the same text, is not offered twice.
func (o clipboardOffer) key() string {
	if len(o.ids) == 1 {
		return o.ids[0].Hex()
	}
	return o.text
}

// label is the bar's action: "Decode 507f1f77bcf86cd799439011" or "Open 12
// IDs in Bulk".
func (o clipboardOffer) label() string {
	if o.several() {
		return lang.N("Open {{.Count}} IDs in Bulk", len(o.ids), map[string]any{"Count": len(o.ids)})
	}
	return lang.L("Decode {{.ID}}", map[string]any{"ID": o.ids[0].Hex()})
}

// findClipboardOffer reads text as Decode does, as one ID in any form
// core.Parse reads, or else looks for the IDs written anywhere in it. It
// reports false when the text holds no ID or is too long to look through.
func findClipboardOffer(text string) (clipboardOffer, bool) {
	if len(text) > clipboardScanLimit {
		return clipboardOffer{}, false
	}
	if id, err := core.Parse(text); err == nil {
		return clipboardOffer{ids: []core.ObjectID{id}, text: text}, true
	}
	var ids []core.ObjectID
	seen := map[core.ObjectID]bool{}
	sc := core.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		if id := sc.Match().ID; !seen[id] {
			seen[id] = true
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return clipboardOffer{}, false
	}
	return clipboardOffer{ids: ids, text: text}, true
}

// clipboardWatch decides, each time the window comes to the foreground,
// whether the clipboard holds something new to offer. It remembers the last
// offer and what the app copied itself, which it never offers back.
type clipboardWatch struct {
	lastKey string
}

// remember marks text as seen, so that an ID the app just copied is not
// offered back to the user.
func (w *clipboardWatch) remember(text string) {
	if o, ok := findClipboardOffer(text); ok {
		w.lastKey = o.key()
	}
}

// check returns the offer for text, whether text has one at all, and
// whether it differs from the last one.
func (w *clipboardWatch) check(text string) (o clipboardOffer, found, isNew bool) {
	o, found = findClipboardOffer(text)
	if !found || o.key() == w.lastKey {
		return o, found, false
	}
	w.lastKey = o.key()
	return o, true, true
}

// clipboardBar is the calm line over the tabs that offers what the
// clipboard holds. It does nothing until its button is pressed, by a click
// or by Enter once it has the focus, and the × button dismisses it.
type clipboardBar struct {
	offer   clipboardOffer
	act     *widgets.KeyButton
	dismiss *widgets.KeyButton
	content *fyne.Container
	// accept runs the offer: decode the ID or open the text in Bulk.
	accept func(clipboardOffer)
}

func newClipboardBar(accept func(clipboardOffer)) *clipboardBar {
	b := &clipboardBar{accept: accept}
	b.act = widgets.NewKeyButton("", theme.ContentPasteIcon(), b.accepted)
	b.act.Importance = widget.LowImportance
	b.dismiss = widgets.NewKeyButton("", theme.CancelIcon(), b.hide)
	b.dismiss.Importance = widget.LowImportance
	b.dismiss.Name = lang.L("Dismiss the offer")
	note := widget.NewLabel(lang.L("On the clipboard:"))
	b.content = container.NewBorder(nil, widget.NewSeparator(), nil, b.dismiss, container.NewHBox(note, b.act))
	b.content.Hide()
	return b
}

// show offers o.
func (b *clipboardBar) show(o clipboardOffer) {
	b.offer = o
	b.act.SetText(o.label())
	b.content.Show()
}

// hide takes the bar away.
func (b *clipboardBar) hide() {
	b.content.Hide()
}

func (b *clipboardBar) accepted() {
	b.hide()
	b.accept(b.offer)
}

// statusLine is the line under the tabs that says what the window just
// did or refused, each message for a while.
type statusLine struct {
	*widget.Label
	// afterFunc and duration time a message: the environment's.
	afterFunc func(d time.Duration, f func()) (stop func() bool)
	duration  time.Duration
	// shown counts the messages shown, so the timer of one clears the line
	// only while no newer message replaced it.
	shown int
	clear func() bool
}

func newStatusLine(afterFunc func(time.Duration, func()) func() bool, duration time.Duration) *statusLine {
	return &statusLine{Label: widget.NewLabel(""), afterFunc: afterFunc, duration: duration}
}

// show shows message until the line's duration passes or another message
// replaces it.
func (l *statusLine) show(message string) {
	l.stop()
	l.shown++
	shown := l.shown
	l.SetText(message)
	l.clear = l.afterFunc(l.duration, func() {
		fyne.Do(func() {
			if l.shown == shown {
				l.SetText("")
			}
		})
	})
}

// stop cancels a pending clearing of the line, so that nothing touches the
// widgets of a closed window.
func (l *statusLine) stop() {
	if l.clear != nil {
		l.clear()
	}
}

// sayTooLong tells, in the status line, that a field refused text that would
// take it past maxFieldText: a paste, or a rune typed into a full field.
func (l *statusLine) sayTooLong(text string, pasted bool) {
	limit := wording.ByteSize(maxFieldText)
	if pasted {
		l.show(lang.L("Not pasted: the text is {{.Size}}, more than the {{.Limit}} a field holds; Bulk reads text of any size",
			map[string]any{"Size": wording.ByteSize(int64(len(text))), "Limit": limit}))
		return
	}
	l.show(lang.L("The field is full: it holds at most {{.Limit}}", map[string]any{"Limit": limit}))
}

// maxFieldText is the most text, in bytes, any text field of the window
// holds (widgets.MaxFieldText): as much as the Bulk input shows.
const maxFieldText = widgets.MaxFieldText
