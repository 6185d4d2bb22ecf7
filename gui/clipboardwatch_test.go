package gui

import (
	"strings"
	"testing"
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
			if len(o.ids) > 1 || o.ids[0].Hex() != "507f1f77bcf86cd799439011" {
				t.Errorf("offer %v, want to decode 507f1f77bcf86cd799439011", o.ids)
			}
		})
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

func TestClipboard_EachIDIsOfferedOnce(t *testing.T) {
	u := newTestWindow(t)
	offered := func(text string) bool {
		u.offers.content.Hide()
		u.app.Clipboard().SetContent(text)
		enterForeground(u)
		return u.offers.content.Visible()
	}
	if !offered("507f1f77bcf86cd799439011") {
		t.Fatal("a new ID was not offered")
	}
	if offered(`ObjectId("507f1f77bcf86cd799439011")`) {
		t.Error("the same ID in another form was offered again")
	}
	if !offered("6553f1003f2a91c8d4003039") {
		t.Error("a different ID was not offered")
	}
}
