//go:build ci

package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/core"
)

func TestFindClipboardOffer_FormsDecodeReads(t *testing.T) {
	for name, text := range map[string]string{
		"hex":           "507f1f77bcf86cd799439011",
		"uppercase":     "507F1F77BCF86CD799439011",
		"padded":        "  507f1f77bcf86cd799439011\n",
		"shell":         `ObjectId("507f1f77bcf86cd799439011")`,
		"extended JSON": `{"$oid": "507f1f77bcf86cd799439011"}`,
		"in a log line": `2024-05-01 INFO saved order _id=507f1f77bcf86cd799439011 ok`,
	} {
		t.Run(name, func(t *testing.T) {
			o, ok := findClipboardOffer(text)
			if !ok {
				t.Fatalf("no offer for %q", text)
			}
			if o.several() || o.ids[0].Hex() != "507f1f77bcf86cd799439011" {
				t.Errorf("offer %v, want to decode 507f1f77bcf86cd799439011", o.ids)
			}
		})
	}
}

func TestFindClipboardOffer_SeveralIDsCountedOnce(t *testing.T) {
	var lines []string
	for i := range 12 {
		id := core.ObjectID{0x65, 0x53, 0xf1, 0x00, 1, 2, 3, 4, 5, 0, 0, byte(i)}
		lines = append(lines, `{"_id": {"$oid": "`+id.Hex()+`"}}`)
	}
	lines = append(lines, lines[0]) // a duplicate does not add to the count
	o, ok := findClipboardOffer(strings.Join(lines, "\n"))
	if !ok || !o.several() || len(o.ids) != 12 {
		t.Fatalf("offer of %d IDs, want 12", len(o.ids))
	}
}

func TestFindClipboardOffer_NothingToOffer(t *testing.T) {
	for name, text := range map[string]string{
		"empty":       "",
		"prose":       "meeting at 10",
		"23 digits":   "507f1f77bcf86cd79943901",
		"a long hash": "507f1f77bcf86cd799439011507f1f77bcf86cd7",
		"too long":    "507f1f77bcf86cd799439011 " + strings.Repeat("x", clipboardScanLimit),
	} {
		if o, ok := findClipboardOffer(text); ok {
			t.Errorf("%s: offered %v", name, o.ids)
		}
	}
}

func TestFindClipboardOffer_LooksThroughTextUpToTheScanLimitExactly(t *testing.T) {
	id := "507f1f77bcf86cd799439011"
	atLimit := id + " " + strings.Repeat("x", clipboardScanLimit-len(id)-1)
	if len(atLimit) != clipboardScanLimit {
		t.Fatalf("the text is %d bytes, want %d", len(atLimit), clipboardScanLimit)
	}
	if o, ok := findClipboardOffer(atLimit); !ok || o.ids[0].Hex() != id {
		t.Errorf("text of exactly %d bytes: offer %v, %v; want to decode %s", clipboardScanLimit, o.ids, ok, id)
	}
	if o, ok := findClipboardOffer(atLimit + "x"); ok {
		t.Errorf("text one byte over the limit: offered %v", o.ids)
	}
}

func TestClipboardWatch_OffersEachIDOnce(t *testing.T) {
	var w clipboardWatch
	if _, _, ok := w.check("507f1f77bcf86cd799439011"); !ok {
		t.Fatal("a new ID was not offered")
	}
	if _, _, ok := w.check(`ObjectId("507f1f77bcf86cd799439011")`); ok {
		t.Error("the same ID in another form was offered again")
	}
	if _, _, ok := w.check("6553f1003f2a91c8d4003039"); !ok {
		t.Error("a different ID was not offered")
	}
	w.remember(`ObjectId("6553f1003f2a91c8d400303a")`)
	if _, _, ok := w.check("6553f1003f2a91c8d400303a"); ok {
		t.Error("an ID the app copied itself was offered back")
	}
}

func TestClipboardBar_OffersAndRunsOnlyWhenPressed(t *testing.T) {
	newTestApp(t)
	var accepted []clipboardOffer
	b := newClipboardBar(func(o clipboardOffer) { accepted = append(accepted, o) })
	if b.content.Visible() {
		t.Fatal("the bar shows before anything was offered")
	}
	o, _ := findClipboardOffer("507f1f77bcf86cd799439011")
	b.show(o)
	if !b.content.Visible() || b.act.Text != "Decode 507f1f77bcf86cd799439011" {
		t.Fatalf("bar visible %v, reads %q", b.content.Visible(), b.act.Text)
	}
	if len(accepted) != 0 {
		t.Fatal("showing the bar ran its offer")
	}
	test.Tap(b.act)
	if len(accepted) != 1 || accepted[0].ids[0].Hex() != "507f1f77bcf86cd799439011" || b.content.Visible() {
		t.Errorf("after the press: ran %d offers, bar visible %v", len(accepted), b.content.Visible())
	}

	b.show(o)
	test.Tap(b.dismiss)
	if b.content.Visible() || len(accepted) != 1 {
		t.Errorf("dismissing: bar visible %v, offers run %d", b.content.Visible(), len(accepted))
	}
}
