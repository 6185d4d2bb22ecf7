package gui

import (
	"testing"

	"fyne.io/fyne/v2"
)

func TestClipboard_OfferLeavesTheFocusWhereItWas(t *testing.T) {
	u := newTestWindow(t)
	size := batchSize(t, u)
	u.window.Canvas().Focus(size.Entry)
	u.app.Clipboard().SetContent("507f1f77bcf86cd799439011")
	enterForeground(u)
	if !u.offers.content.Visible() {
		t.Fatal("no offer for an ID on the clipboard")
	}
	if got := u.window.Canvas().Focused(); got != size.Entry {
		t.Fatalf("the offer took the focus from the batch size field to %v", got)
	}
	typeKey(t, u, fyne.KeyUp)
	if got := size.Entry.Text; got != "11" {
		t.Errorf("Up after the offer appeared left the batch size at %q, want 11", got)
	}
}
