package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// pasteInto pastes text into field as a user does, through the clipboard.
func pasteInto(t *testing.T, u *ui, field fyne.Shortcutable, text string) {
	t.Helper()
	u.app.Clipboard().SetContent(text)
	field.TypedShortcut(&fyne.ShortcutPaste{Clipboard: u.app.Clipboard()})
}

// textFields are the window's small text fields, by name.
func textFields(t testing.TB, u *ui) map[string]*widgets.WindowEntry {
	return map[string]*widgets.WindowEntry{
		"date":            generateField(t, u, "Time", "date"),
		"time of day":     generateField(t, u, "Time", "time of day"),
		"batch size":      &batchSize(t, u).Entry.WindowEntry,
		"random value":    generateField(t, u, "Random value", ""),
		"seed":            generateField(t, u, "Seed", ""),
		"collection":      rangeField(t, u, "Collection", ""),
		"range start":     rangeField(t, u, "From", "date"),
		"Bulk's filter":   bulkFilter(t, u),
		"fixture counter": generateField(t, u, "Counter start", ""),
	}
}

func TestFields_PasteTooLongForTheFieldIsRefusedWithAMessage(t *testing.T) {
	long := strings.Repeat("2024-05-01 ", 200_000) // 2.2 MB
	u := newTestWindow(t)
	for name, field := range textFields(t, u) {
		t.Run(name, func(t *testing.T) {
			before := field.Text
			pasteInto(t, u, field, long)
			if field.Text != before {
				t.Errorf("the field holds %d bytes after the paste, want what it held (%d)", len(field.Text), len(before))
			}
			if want := "Not pasted: the text is 2.2 MB, more than the 4,096 bytes a field holds"; !strings.HasPrefix(u.status.Text, want) {
				t.Errorf("status %q, want it to start %q", u.status.Text, want)
			}
		})
	}
}

func TestKeyboard_PasteAndDecodeHandsALongClipboardToBulk(t *testing.T) {
	u := newTestWindow(t)
	u.app.Clipboard().SetContent(strings.Repeat("507f1f77bcf86cd799439011\n", 100_000))
	pressShortcut(t, u, pasteDecodeShortcut)
	waitForBulk(t, u)
	if decodeField(t, u).Text != "" || u.tabs.Selected() != u.bulkTab {
		t.Fatalf("Decode holds %d bytes, tab %q", len(decodeField(t, u).Text), u.tabs.Selected().Text)
	}
	if want := "100,000 IDs found in 2.5 MB of pasted text"; !strings.HasPrefix(bulkSummary(t, u), want) {
		t.Errorf("Bulk says %q, want it to start %q", bulkSummary(t, u), want)
	}
}

// A clipboard of 100 MB holds the window while Fyne reads it, and neither a
// clipboard offer nor a paste into a field takes it.
func TestClipboard_AHundredMegabytesAreRefusedWithoutACrash(t *testing.T) {
	u := newTestWindow(t)
	huge := strings.Repeat("507f1f77bcf86cd799439011 ", 4_000_000) // 100 MB
	u.app.Clipboard().SetContent(huge)
	enterForeground(u)
	if u.offers.content.Visible() {
		t.Error("the bar offers a clipboard over the scan limit")
	}
	field := rangeField(t, u, "Collection", "")
	before := field.Text
	pasteInto(t, u, field, huge)
	if field.Text != before || !strings.HasPrefix(u.status.Text, "Not pasted: the text is 100.0 MB") {
		t.Errorf("the field holds %d bytes; status %q", len(field.Text), u.status.Text)
	}
}
