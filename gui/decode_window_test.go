//go:build ci

package gui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// decodeNow is a fixed "now" of the window's Decode tests: Unix
// 1700000000, 2023-11-14 22:13:20 UTC.
var decodeNow = time.Unix(1700000000, 0)

func TestDecode_FinnishReaderSeesFinnishDatesAndAge(t *testing.T) {
	a := withSystemLocale(t, "en_US.UTF-8", "fi")
	env, _ := testEnvironment(t)
	env.now = func() time.Time { return decodeNow }
	u := openWindowIn(t, a, env)
	u.tabs.Select(u.decodeTab)
	test.Type(decodeField(t, u), "507f1f77bcf86cd799439011")

	years := strings.ReplaceAll(readTranslations(t, "fi")["{{.Count}} years ago"]["other"], "{{.Count}}", "11")
	for _, want := range []string{"17.10.2012 klo 21.13.27 UTC", "18.10.2012 klo 00.13.27 XST (UTC+03:00)", years} {
		if uitest.LabelShowing(u.decodeTab.Content, want) == nil {
			t.Errorf("the Decode tab does not show %q: %q", want, uitest.LabelTexts(u.decodeTab.Content))
		}
	}
	if years == "11 years ago" {
		t.Errorf("the Finnish age %q is the English text", years)
	}
}

func TestDecode_SeveralIDsOfferBulk(t *testing.T) {
	u := newTestWindow(t)
	u.tabs.Select(u.decodeTab)
	text := "[ObjectId(\"507f1f77bcf86cd799439011\"), ObjectId(\"6553f1003f2a91c8d4003039\")]"
	decodeField(t, u).SetText(text)
	want := "The text holds 2 ObjectIDs; decode one at a time, or open them all in Bulk"
	if message := uitest.LabelShowing(u.decodeTab.Content, want); message == nil || message.Importance != widget.DangerImportance {
		t.Errorf("no danger message %q among %q", want, uitest.LabelTexts(u.decodeTab.Content))
	}
	if id := decodedID(u); id != "" {
		t.Fatalf("the tab describes %s for several IDs", id)
	}
	test.Tap(uitest.ButtonLabelled(t, u.decodeTab.Content, "Open them in Bulk"))
	if u.tabs.Selected() != u.bulkTab {
		t.Errorf("the Bulk tab is not open")
	}
	if n := bulkRows(t, u); n != 2 || bulkInput(t, u).Text != text {
		t.Errorf("Bulk shows %d IDs for %q", n, bulkInput(t, u).Text)
	}
	u.tabs.Select(u.decodeTab)
	decodeField(t, u).SetText("507f1f77bcf86cd799439011")
	visitShown(u.decodeTab.Content, func(o fyne.CanvasObject) {
		if b, ok := o.(*widgets.KeyButton); ok && b.Text == "Open them in Bulk" {
			t.Error("the Bulk button stays for one ID")
		}
	})
}
