//go:build ci

package gui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// slowClipboard stands in for the reader of the app's clipboard off the UI
// goroutine: each reading waits until the test hands its text over.
type slowClipboard struct {
	limits  []int
	pending []func(text string, ok bool)
}

func (c *slowClipboard) read(_ fyne.Window, limit int, got func(string, bool)) bool {
	c.limits = append(c.limits, limit)
	c.pending = append(c.pending, got)
	return true
}

// windowReadingClipboardWith opens the main window with read as its
// clipboard reader.
func windowReadingClipboardWith(t *testing.T, read func(fyne.Window, int, func(string, bool)) bool) *ui {
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
	if u.clipboardBar.content.Visible() {
		t.Fatalf("the bar offers %q before the clipboard was read", u.clipboardBar.act.Text)
	}
	if len(c.limits) != 1 || c.limits[0] != clipboardScanLimit {
		t.Fatalf("readings asked for with limits %v, want one of %d", c.limits, clipboardScanLimit)
	}
	c.pending[0](`ObjectId("507f1f77bcf86cd799439011")`, true)
	if !u.clipboardBar.content.Visible() || u.clipboardBar.act.Text != "Decode 507f1f77bcf86cd799439011" {
		t.Fatalf("bar visible %v reading %q, want the ID the reader read", u.clipboardBar.content.Visible(), u.clipboardBar.act.Text)
	}
	if u.window.Canvas().Focused() != u.clipboardBar.act {
		t.Errorf("focus on %v, want the offer so Enter takes it", u.window.Canvas().Focused())
	}
}

func TestClipboard_AReadingOvertakenByANewerOneIsDropped(t *testing.T) {
	c := &slowClipboard{}
	u := windowReadingClipboardWith(t, c.read)
	enterForeground(u)
	enterForeground(u)
	c.pending[0]("507f1f77bcf86cd799439011", true)
	if u.clipboardBar.content.Visible() {
		t.Fatalf("the older reading was offered: %q", u.clipboardBar.act.Text)
	}
	c.pending[1]("6553f1003f2a91c8d4003039", true)
	if got := u.clipboardBar.act.Text; !u.clipboardBar.content.Visible() || got != "Decode 6553f1003f2a91c8d4003039" {
		t.Errorf("bar visible %v reading %q, want the newer reading's ID", u.clipboardBar.content.Visible(), got)
	}
}

func TestClipboard_AFailedReadingKeepsTheOffer(t *testing.T) {
	c := &slowClipboard{}
	u := windowReadingClipboardWith(t, c.read)
	enterForeground(u)
	c.pending[0]("507f1f77bcf86cd799439011", true)
	enterForeground(u)
	c.pending[1]("", false)
	if got := u.clipboardBar.act.Text; !u.clipboardBar.content.Visible() || got != "Decode 507f1f77bcf86cd799439011" {
		t.Errorf("after a reading that failed: bar visible %v reading %q", u.clipboardBar.content.Visible(), got)
	}
}

func TestClipboard_AReadingEndingAfterDetectionWasTurnedOffIsDropped(t *testing.T) {
	c := &slowClipboard{}
	u := windowReadingClipboardWith(t, c.read)
	enterForeground(u)
	u.app.Preferences().SetBool(prefClipboardDetection, false)
	c.pending[0]("507f1f77bcf86cd799439011", true)
	if u.clipboardBar.content.Visible() {
		t.Errorf("the bar offers %q with detection off", u.clipboardBar.act.Text)
	}
}

func TestClipboard_WhereTheReaderCannotReadFyneDoes(t *testing.T) {
	u := windowReadingClipboardWith(t, func(fyne.Window, int, func(string, bool)) bool { return false })
	u.app.Clipboard().SetContent("507f1f77bcf86cd799439011")
	enterForeground(u)
	if got := u.clipboardBar.act.Text; !u.clipboardBar.content.Visible() || got != "Decode 507f1f77bcf86cd799439011" {
		t.Errorf("bar visible %v reading %q, want the ID on Fyne's clipboard", u.clipboardBar.content.Visible(), got)
	}
}
