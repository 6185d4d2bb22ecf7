package gui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/internal/scan"
)

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
