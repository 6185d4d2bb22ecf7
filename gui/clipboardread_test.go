//go:build ci

package gui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// slowClipboard stands in for the reader of the app's clipboard off the UI
// goroutine: each reading waits until the test hands its text over.
type slowClipboard struct {
	limits  []int
	waits   []time.Duration
	pending []func(text string, ok bool)
}

func (c *slowClipboard) read(_ fyne.Window, limit int, wait time.Duration, got func(string, bool)) bool {
	c.limits, c.waits = append(c.limits, limit), append(c.waits, wait)
	c.pending = append(c.pending, got)
	return true
}

// windowReadingClipboardWith opens the main window with read as its
// clipboard reader.
func windowReadingClipboardWith(t *testing.T, read func(fyne.Window, int, time.Duration, func(string, bool)) bool) *ui {
	t.Helper()
	a := newTestApp(t)
	a.Preferences().SetBool(prefUTC, true)
	env, _ := testEnvironment(t)
	env.readClipboard = read
	return openWindowIn(t, a, env)
}

func TestClipboard_OfferAppearsWhenTheReadingEnds(t *testing.T) {
	c := &slowClipboard{}
	u := windowReadingClipboardWith(t, c.read)
	u.app.Clipboard().SetContent("6553f1003f2a91c8d4003039")
	enterForeground(u)
	if u.offers.bar.content.Visible() {
		t.Fatalf("the bar offers %q before the clipboard was read", u.offers.bar.act.Text)
	}
	if len(c.limits) != 1 || c.limits[0] != clipboardScanLimit || c.waits[0] != 0 {
		t.Fatalf("readings asked for with limits %v, waiting %v, want one of %d not waited for", c.limits, c.waits, clipboardScanLimit)
	}
	c.pending[0](`ObjectId("507f1f77bcf86cd799439011")`, true)
	if !u.offers.bar.content.Visible() || u.offers.bar.act.Text != "Decode 507f1f77bcf86cd799439011" {
		t.Fatalf("bar visible %v reading %q, want the ID the reader read", u.offers.bar.content.Visible(), u.offers.bar.act.Text)
	}
	if u.window.Canvas().Focused() != u.offers.bar.act {
		t.Errorf("focus on %v, want the offer so Enter takes it", u.window.Canvas().Focused())
	}
}

func TestClipboard_AReadingOvertakenByANewerOneIsDropped(t *testing.T) {
	c := &slowClipboard{}
	u := windowReadingClipboardWith(t, c.read)
	enterForeground(u)
	enterForeground(u)
	c.pending[0]("507f1f77bcf86cd799439011", true)
	if u.offers.bar.content.Visible() {
		t.Fatalf("the older reading was offered: %q", u.offers.bar.act.Text)
	}
	c.pending[1]("6553f1003f2a91c8d4003039", true)
	if got := u.offers.bar.act.Text; !u.offers.bar.content.Visible() || got != "Decode 6553f1003f2a91c8d4003039" {
		t.Errorf("bar visible %v reading %q, want the newer reading's ID", u.offers.bar.content.Visible(), got)
	}
}

func TestClipboard_AFailedReadingKeepsTheOffer(t *testing.T) {
	c := &slowClipboard{}
	u := windowReadingClipboardWith(t, c.read)
	enterForeground(u)
	c.pending[0]("507f1f77bcf86cd799439011", true)
	enterForeground(u)
	c.pending[1]("", false)
	if got := u.offers.bar.act.Text; !u.offers.bar.content.Visible() || got != "Decode 507f1f77bcf86cd799439011" {
		t.Errorf("after a reading that failed: bar visible %v reading %q", u.offers.bar.content.Visible(), got)
	}
}

func TestClipboard_AReadingEndingAfterDetectionWasTurnedOffIsDropped(t *testing.T) {
	c := &slowClipboard{}
	u := windowReadingClipboardWith(t, c.read)
	enterForeground(u)
	u.app.Preferences().SetBool(prefClipboardDetection, false)
	c.pending[0]("507f1f77bcf86cd799439011", true)
	if u.offers.bar.content.Visible() {
		t.Errorf("the bar offers %q with detection off", u.offers.bar.act.Text)
	}
}

func TestClipboard_WhereTheReaderCannotReadFyneDoes(t *testing.T) {
	u := windowReadingClipboardWith(t, func(fyne.Window, int, time.Duration, func(string, bool)) bool { return false })
	u.app.Clipboard().SetContent("507f1f77bcf86cd799439011")
	enterForeground(u)
	if got := u.offers.bar.act.Text; !u.offers.bar.content.Visible() || got != "Decode 507f1f77bcf86cd799439011" {
		t.Errorf("bar visible %v reading %q, want the ID on Fyne's clipboard", u.offers.bar.content.Visible(), got)
	}
}

// pasteReadBy pastes into field with c as the window's reader and returns
// the reading's got; the field's text stays as it was until it is called.
func pasteReadBy(t *testing.T, u *ui, c *slowClipboard, field fyne.Shortcutable, wantLimit int) func(string, bool) {
	t.Helper()
	c.limits, c.pending = nil, nil
	field.TypedShortcut(&fyne.ShortcutPaste{Clipboard: u.app.Clipboard()})
	if len(c.limits) != 1 || c.limits[0] != wantLimit || c.waits[0] != pasteWait {
		t.Fatalf("the paste asked for readings with limits %v, waiting %v, want one of %d waiting %v", c.limits, c.waits, wantLimit, pasteWait)
	}
	return c.pending[0]
}

func TestPaste_FieldsReadTheClipboardOffTheUIOnlyAsFarAsTheyHold(t *testing.T) {
	c := &slowClipboard{}
	u := windowReadingClipboardWith(t, c.read)
	u.app.Clipboard().SetContent("read through Fyne, which must not happen")
	for name, field := range textFields(t, u) {
		t.Run(name, func(t *testing.T) {
			before := field.Text
			got := pasteReadBy(t, u, c, field, maxFieldText)
			if field.Text != before {
				t.Fatalf("the field holds %q before the reading ended", field.Text)
			}
			u.status.show("")
			got(strings.Repeat("7", maxFieldText+1), true)
			if field.Text != before {
				t.Errorf("a text past the field's limit was taken: %d bytes", len(field.Text))
			}
			if want := "Not pasted: the text is more than the 4,096 bytes a field holds; Bulk reads text of any size"; u.status.Text != want {
				t.Errorf("status %q, want %q", u.status.Text, want)
			}
		})
	}
	field := rangeField(t, u, "Collection", "")
	field.SetText("")
	pasteReadBy(t, u, c, field, maxFieldText)("people", true)
	if field.Text != "people" {
		t.Errorf("the collection holds %q after the reading ended, want the text read", field.Text)
	}
}

func TestPaste_DecodeAndBulkReadTheWholeClipboardOffTheUI(t *testing.T) {
	c := &slowClipboard{}
	u := windowReadingClipboardWith(t, c.read)
	long := strings.Repeat("x 6553f1003f2a91c8d4003039 y 507f1f77bcf86cd799439011\n", 40_000) // 2.2 MB
	pasteReadBy(t, u, c, decodeField(t, u), widgets.WholeClipboard)(long, true)
	waitForBulk(t)
	if u.tabs.Selected() != u.bulkTab || decodeField(t, u).Text != "" {
		t.Fatalf("after a long paste into Decode: tab %q, Decode holds %d bytes", u.tabs.Selected().Text, len(decodeField(t, u).Text))
	}
	if want := "80,000 IDs found in 2.2 MB of pasted text: 2 distinct"; !strings.HasPrefix(bulkSummary(t, u), want) {
		t.Errorf("Bulk says %q, want it to start %q", bulkSummary(t, u), want)
	}
	pasteReadBy(t, u, c, bulkInput(t, u), widgets.WholeClipboard)("507f1f77bcf86cd799439011", true)
	if bulkInput(t, u).Text != "507f1f77bcf86cd799439011" {
		t.Errorf("Bulk's box holds %q after the reading ended", bulkInput(t, u).Text)
	}
}

func TestPaste_PasteAndDecodeReadsOffTheUI(t *testing.T) {
	c := &slowClipboard{}
	u := windowReadingClipboardWith(t, c.read)
	c.limits, c.pending = nil, nil
	pressShortcut(t, u, pasteDecodeShortcut)
	if len(c.limits) != 1 || c.limits[0] != widgets.WholeClipboard {
		t.Fatalf("Ctrl+Shift+V asked for readings with limits %v, want one of %d", c.limits, widgets.WholeClipboard)
	}
	if u.tabs.Selected() != u.decodeTab {
		t.Fatalf("tab %q while the clipboard is read, want Decode", u.tabs.Selected().Text)
	}
	c.pending[0]("ObjectId('507f1f77bcf86cd799439011')", true)
	if got := decodedID(u); got != "507f1f77bcf86cd799439011" {
		t.Errorf("Decode shows %s, want the ID read", got)
	}
}

func TestPaste_AReadingOvertakenByANewerPasteIsDropped(t *testing.T) {
	c := &slowClipboard{}
	u := windowReadingClipboardWith(t, c.read)
	field := rangeField(t, u, "Collection", "")
	field.SetText("")
	first := pasteReadBy(t, u, c, field, maxFieldText)
	second := pasteReadBy(t, u, c, field, maxFieldText)
	first("older", true)
	if field.Text != "" {
		t.Fatalf("the older reading was pasted: %q", field.Text)
	}
	second("newer", true)
	if field.Text != "newer" {
		t.Errorf("the field holds %q, want the newer reading", field.Text)
	}
}

func TestPaste_AClipboardThatCannotBeReadIsSaid(t *testing.T) {
	c := &slowClipboard{}
	u := windowReadingClipboardWith(t, c.read)
	field := rangeField(t, u, "Collection", "")
	field.SetText("kept")
	pasteReadBy(t, u, c, field, maxFieldText)("", false)
	if field.Text != "kept" {
		t.Errorf("the field holds %q, want what it held", field.Text)
	}
	if want := "Not pasted: the program that holds the clipboard did not answer"; u.status.Text != want {
		t.Errorf("status %q, want %q", u.status.Text, want)
	}
}
