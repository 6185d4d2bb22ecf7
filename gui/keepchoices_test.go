//go:build ci

package gui

import (
	"testing"
	"time"
	_ "time/tzdata" // Europe/Helsinki on any machine

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
)

func TestGenerate_HiddenBadChosenTimeDoesNotBlockASpread(t *testing.T) {
	_, s := newFixtureWindow(t)
	s.timeMode.SetSelected(lang.L("At a chosen time"))
	typeInto(s.when.Date, "2026-13-45")
	if !s.generateButton.Disabled() {
		t.Fatal("Generate enabled for the date 2026-13-45")
	}
	test.Tap(s.fixtures.spread)
	if s.when.Content.Visible() {
		t.Fatal("the chosen time is still shown while the timestamps are spread")
	}
	if s.generateButton.Disabled() {
		t.Fatal("Generate disabled in spread mode by the chosen time, which is hidden and not used")
	}
	test.Tap(s.generateButton)
	from, _ := s.fixtures.from.Time()
	to, _ := s.fixtures.to.Time()
	for _, id := range listedIDs(t, s) {
		if at := id.Timestamp(); at.Before(from) || !at.Before(to) {
			t.Errorf("%s made at %v, outside the span %v … %v", id, at, from, to)
		}
	}
}

func TestGenerate_ChosenTimeKeptWhenChosenAgain(t *testing.T) {
	u := newTestWindow(t)
	s := u.generate
	s.timeMode.SetSelected(lang.L("At a chosen time"))
	chosen := time.Date(2012, 10, 17, 21, 13, 27, 0, time.UTC)
	typeTime(s.when, chosen)
	s.timeMode.SetSelected(lang.L("Now"))
	s.timeMode.SetSelected(lang.L("At a chosen time"))
	got, err := s.when.Time()
	if err != nil {
		t.Fatal(err)
	}
	if !got.Equal(chosen) {
		t.Errorf("choosing \"At a chosen time\" again shows %v, want the time typed before, %v", got, chosen)
	}
}

func TestClipboard_OfferLeavesTheFocusWhereItWas(t *testing.T) {
	u := newTestWindow(t)
	u.window.Canvas().Focus(u.generate.size.Entry)
	u.app.Clipboard().SetContent("507f1f77bcf86cd799439011")
	enterForeground(u)
	if !u.offers.bar.content.Visible() {
		t.Fatal("no offer for an ID on the clipboard")
	}
	if got := u.window.Canvas().Focused(); got != u.generate.size.Entry {
		t.Fatalf("the offer took the focus from the batch size field to %v", got)
	}
	typeKey(t, u, fyne.KeyUp)
	if got := u.generate.size.Entry.Text; got != "11" {
		t.Errorf("Up after the offer appeared left the batch size at %q, want 11", got)
	}
}
