package gui

import (
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

// maxClipboardBytes is the most a copy holds: more ends X11 (docs/LIMITS.md).
const maxClipboardBytes = 16_000_000

// copyText puts text on the clipboard, or offers it as a file when too long.
func (u *ui) copyText(text, what string) {
	if u.offerSave(what, "objectids.txt", text) {
		return
	}
	u.app.Clipboard().SetContent(text)
	u.offers.remember(text)
	u.status.show(lang.L("Copied {{.What}}", map[string]any{"What": what}))
}

// offerSave offers to save text, what, when too large for the clipboard;
// false when it fits.
func (u *ui) offerSave(what, fileName, text string) bool {
	if len(text) <= u.env.clipboardLimit {
		return false
	}
	message := widgets.NewParagraph(lang.L("Nothing was copied: {{.What}} would take more than the {{.Limit}} MB the clipboard can safely hold. Save to a file instead?",
		map[string]any{"What": what, "Limit": u.env.clipboardLimit / 1_000_000}))
	d := dialog.NewCustomWithoutButtons(lang.L("Too large for the clipboard"), message, u.window)
	save := func() {
		d.Hide()
		u.chooseSaveFile(what, fileName, len(text), func(w io.Writer) error {
			_, err := io.WriteString(w, text)
			return err
		})
	}
	d.SetButtons([]fyne.CanvasObject{widgets.NewKeyButton(lang.L("Cancel"), nil, d.Hide), widgets.NewKeyButton(lang.L("Save…"), nil, save)})
	d.Resize(fyne.NewSize(480, 0))
	u.showDialog(d, save)
	return true
}

// prefClipboardDetection holds whether the clipboard bar offers anything.
const prefClipboardDetection = "clipboardDetection"

// clipboardScanLimit is the most clipboard text looked through for IDs.
const clipboardScanLimit = 4 << 20

// clipboardOffer is the clipboard text's distinct IDs: one to decode, more for Bulk.
type clipboardOffer struct {
	ids  []core.ObjectID
	text string
}

// key identifies what was offered, so it is not offered twice.
func (o clipboardOffer) key() string {
	if len(o.ids) == 1 {
		return o.ids[0].Hex()
	}
	return o.text
}

// label is the bar's action: "Decode 507f…" or "Open 12 IDs in Bulk".
func (o clipboardOffer) label() string {
	if len(o.ids) > 1 {
		return lang.N("Open {{.Count}} IDs in Bulk", len(o.ids), map[string]any{"Count": len(o.ids)})
	}
	return lang.L("Decode {{.ID}}", map[string]any{"ID": o.ids[0].Hex()})
}

// findClipboardOffer finds the IDs in text; false for none or too long.
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

// clipboardBar is the line over the tabs offering what the clipboard holds.
type clipboardBar struct {
	offer   clipboardOffer
	act     *widgets.KeyButton
	dismiss *widgets.KeyButton
	content *fyne.Container
	window  fyne.Window
	// lastKey is the last offer's or the app's own copy's, never offered.
	lastKey string
}

// newClipboardBar makes a bar over w's content whose offers accept runs.
func newClipboardBar(w fyne.Window, accept func(clipboardOffer)) *clipboardBar {
	b := &clipboardBar{window: w}
	b.act = widgets.NewKeyButton("", theme.ContentPasteIcon(), func() {
		b.show(false)
		accept(b.offer)
	})
	b.act.Importance = widget.LowImportance
	b.dismiss = widgets.NewKeyButton("", theme.CancelIcon(), func() { b.show(false) })
	b.dismiss.Importance = widget.LowImportance
	b.dismiss.Name = lang.L("Dismiss the offer")
	note := widget.NewLabel(lang.L("On the clipboard:"))
	b.content = container.NewBorder(nil, widget.NewSeparator(), nil, b.dismiss, container.NewHBox(note, b.act))
	b.content.Hide()
	return b
}

// show shows or hides the bar, the window laid out anew: Fyne's Show
// alone leaves it no room until another event.
func (b *clipboardBar) show(on bool) {
	if on || b.content.Visible() {
		b.content.Hidden = !on
		b.window.Content().Refresh()
	}
}

// remember marks text the app copied as seen, an offer on show now stale.
func (b *clipboardBar) remember(text string) {
	if o, ok := findClipboardOffer(text); ok {
		b.lastKey = o.key()
	}
	b.show(false)
}

// enteredForeground offers what the clipboard newly holds, or takes a stale offer away.
func (u *ui) enteredForeground() {
	if !u.app.Preferences().BoolWithFallback(prefClipboardDetection, true) {
		return
	}
	b := u.offers
	o, found := findClipboardOffer(u.app.Clipboard().Content())
	if !found || o.key() == b.lastKey {
		if !found || o.key() != b.offer.key() {
			b.show(false)
		}
		return
	}
	b.lastKey = o.key()
	b.offer = o
	b.act.SetText(o.label())
	// Set anew: a bar hidden at a theme switch keeps the old look's icons.
	b.act.SetIcon(theme.ContentPasteIcon())
	b.dismiss.SetIcon(theme.CancelIcon())
	b.show(true)
	if u.window.Canvas().Focused() == nil {
		u.window.Canvas().Focus(b.act)
	}
}

// acceptOffer decodes the offered ID or opens the offered text in Bulk.
func (u *ui) acceptOffer(o clipboardOffer) {
	if len(o.ids) > 1 {
		u.tabs.Select(u.bulkTab)
		u.bulk.Open(o.text)
		return
	}
	u.openInDecoder(o.ids[0])
}

// statusLine says under the tabs what the window just did or refused.
type statusLine struct {
	*widget.Label
	afterFunc func(d time.Duration, f func()) (stop func() bool)
	// shown counts messages, so a timer clears only its own.
	shown int
	clear func() bool
}

// show shows message for feedbackDuration or until another replaces it.
func (l *statusLine) show(message string) {
	l.stop()
	l.shown++
	shown := l.shown
	l.SetText(message)
	l.clear = l.afterFunc(feedbackDuration, func() {
		fyne.Do(func() {
			if l.shown == shown {
				l.SetText("")
			}
		})
	})
}

// stop cancels a pending clearing of the line, for a closed window.
func (l *statusLine) stop() {
	if l.clear != nil {
		l.clear()
	}
}

// sayTooLong says that a field refused a paste or a rune past its limit.
func (l *statusLine) sayTooLong(text string, pasted bool) {
	limit := wording.ByteSize(widgets.MaxFieldText)
	if pasted {
		l.show(lang.L("Not pasted: the text is {{.Size}}, more than the {{.Limit}} a field holds; Bulk reads text of any size",
			map[string]any{"Size": wording.ByteSize(int64(len(text))), "Limit": limit}))
		return
	}
	l.show(lang.L("The field is full: it holds at most {{.Limit}}", map[string]any{"Limit": limit}))
}
