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
	"github.com/objectid-generator/objectid/internal/scan"
)

// maxClipboardBytes is the most the window puts on the clipboard: under
// X11 a larger one ends the program with "BadLength (poly request too
// large)" (docs/LIMITS.md).
const maxClipboardBytes = 16_000_000

// copyText puts text on the clipboard, which the clipboard bar does not
// offer back, and says so; text over the limit is offered as a file.
func (u *ui) copyText(text, what string) {
	if len(text) > u.env.clipboardLimit {
		u.offerSave(what, "objectids.txt", func(w io.Writer) error {
			_, err := io.WriteString(w, text)
			return err
		})
		return
	}
	u.app.Clipboard().SetContent(text)
	u.offers.remember(text)
	u.status.show(lang.L("Copied {{.What}}", map[string]any{"What": what}))
}

// refuseLargeSelection refuses to copy selected text too large for the
// clipboard, offering to save it instead, and reports whether it did.
func (u *ui) refuseLargeSelection(selected string) bool {
	if len(selected) <= u.env.clipboardLimit {
		return false
	}
	u.offerSave(lang.L("the selected text"), "selection.txt", func(w io.Writer) error {
		_, err := io.WriteString(w, selected)
		return err
	})
	return true
}

// offerSave says that what is too large for the clipboard and offers to
// save it to a file, named fileName unless the user changes it, with write.
func (u *ui) offerSave(what, fileName string, write func(io.Writer) error) {
	message := widget.NewLabel(lang.L("Nothing was copied: {{.What}} would take more than the {{.Limit}} MB the clipboard can safely hold. Save to a file instead?",
		map[string]any{"What": what, "Limit": u.env.clipboardLimit / 1_000_000}))
	message.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(lang.L("Too large for the clipboard"), lang.L("Save…"), lang.L("Cancel"), message, func(save bool) {
		if save {
			u.chooseSaveFile(what, fileName, write)
		}
	}, u.window)
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}

// chooseSaveFile asks where to save what and writes it there with write.
func (u *ui) chooseSaveFile(what, fileName string, write func(io.Writer) error) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) { u.saveTo(w, err, what, write) }, u.window)
	d.SetFileName(fileName)
	u.showFile(d)
}

// saveTo is the end of a save dialog: it writes with write to w, closes it
// and reports the outcome. A nil w means the user cancelled.
func (u *ui) saveTo(w fyne.URIWriteCloser, err error, what string, write func(io.Writer) error) {
	if err != nil {
		dialog.ShowError(errors.New(lang.L("The file could not be opened: {{.Error}}", map[string]any{"Error": err})), u.window)
		return
	}
	if w == nil {
		return
	}
	if err := finishSave(w, write(w)); err != nil {
		dialog.ShowError(errors.New(lang.L("Could not save {{.File}}: {{.Error}}", map[string]any{"File": w.URI().Name(), "Error": err})), u.window)
		return
	}
	u.status.show(lang.L("Saved {{.What}} to {{.File}}", map[string]any{"What": what, "File": w.URI().Name()}))
}

// prefClipboardDetection holds whether the window looks at the clipboard
// when it comes to the foreground; on unless turned off in Settings.
const prefClipboardDetection = "clipboardDetection"

// clipboardScanLimit is the most clipboard text looked through for IDs;
// longer text is for Bulk, by hand.
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

// findClipboardOffer reads text as one ID, as Decode does, or else finds
// the IDs written in it; false when it holds none or is too long.
func findClipboardOffer(text string) (clipboardOffer, bool) {
	if len(text) > clipboardScanLimit {
		return clipboardOffer{}, false
	}
	if id, err := core.Parse(text); err == nil {
		return clipboardOffer{ids: []core.ObjectID{id}, text: text}, true
	}
	var ids []core.ObjectID
	seen := map[core.ObjectID]bool{}
	sc := scan.NewScanner(strings.NewReader(text))
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

// clipboardBar is the line over the tabs that offers what the clipboard
// holds, when new, as the window comes to the foreground: an ObjectID to
// decode or text with several to open in Bulk.
type clipboardBar struct {
	offer   clipboardOffer
	act     *widgets.KeyButton
	dismiss *widgets.KeyButton
	content *fyne.Container
	// lastKey is the key of the last offer or of what the app copied
	// itself, which is never offered back.
	lastKey string
}

// newClipboardBar makes the bar of u, which accept runs the offers of.
func newClipboardBar(accept func(clipboardOffer)) *clipboardBar {
	b := &clipboardBar{}
	b.act = widgets.NewKeyButton("", theme.ContentPasteIcon(), func() {
		b.content.Hide()
		accept(b.offer)
	})
	b.act.Importance = widget.LowImportance
	b.dismiss = widgets.NewKeyButton("", theme.CancelIcon(), func() { b.content.Hide() })
	b.dismiss.Importance = widget.LowImportance
	b.dismiss.Name = lang.L("Dismiss the offer")
	note := widget.NewLabel(lang.L("On the clipboard:"))
	b.content = container.NewBorder(nil, widget.NewSeparator(), nil, b.dismiss, container.NewHBox(note, b.act))
	b.content.Hide()
	return b
}

// remember marks text as seen, so that an ID the app just copied is not
// offered back to the user.
func (b *clipboardBar) remember(text string) {
	if o, ok := findClipboardOffer(text); ok {
		b.lastKey = o.key()
	}
}

// enteredForeground offers what the clipboard holds, when that is new, and
// takes away an offer it no longer holds. The bar gets the focus only when
// no control has it, so typing goes on where it was.
func (u *ui) enteredForeground() {
	if !u.app.Preferences().BoolWithFallback(prefClipboardDetection, true) {
		return
	}
	b := u.offers
	o, found := findClipboardOffer(u.app.Clipboard().Content())
	if !found || o.key() == b.lastKey {
		if !found || o.key() != b.offer.key() {
			b.content.Hide()
		}
		return
	}
	b.lastKey = o.key()
	b.offer = o
	b.act.SetText(o.label())
	// Set anew: a bar hidden at a theme switch keeps the old look's icons.
	b.act.SetIcon(theme.ContentPasteIcon())
	b.dismiss.SetIcon(theme.CancelIcon())
	b.content.Show()
	if u.window.Canvas().Focused() == nil {
		u.window.Canvas().Focus(b.act)
	}
}

// acceptOffer decodes the offered ID or opens the offered text in Bulk.
func (u *ui) acceptOffer(o clipboardOffer) {
	if o.several() {
		u.openTextInBulk(o.text)
		return
	}
	u.openInDecoder(o.ids[0])
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

// sayTooLong says that a field refused a paste or a rune past maxFieldText.
func (l *statusLine) sayTooLong(text string, pasted bool) {
	limit := wording.ByteSize(maxFieldText)
	if pasted {
		l.show(lang.L("Not pasted: the text is {{.Size}}, more than the {{.Limit}} a field holds; Bulk reads text of any size",
			map[string]any{"Size": wording.ByteSize(int64(len(text))), "Limit": limit}))
		return
	}
	l.show(lang.L("The field is full: it holds at most {{.Limit}}", map[string]any{"Limit": limit}))
}

// maxFieldText is the most text, in bytes, a field of the window holds.
const maxFieldText = widgets.MaxFieldText
