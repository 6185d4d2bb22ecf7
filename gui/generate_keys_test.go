//go:build ci

package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/core"
)

func TestGenerate_TabFollowsReadingOrderInBatchSize(t *testing.T) {
	u := newTestWindow(t)
	c := u.window.Canvas()
	c.Focus(u.generate.size.Down)
	c.FocusNext()
	if c.Focused() != u.generate.size.Entry {
		t.Fatalf("Tab from − went to %T, want the batch size field", c.Focused())
	}
	c.FocusNext()
	if c.Focused() != u.generate.size.Up {
		t.Fatalf("Tab from the batch size field went to %T, want +", c.Focused())
	}
}

func TestGenerate_ListIsOneTabStopAndEnterCopiesTheRow(t *testing.T) {
	u := newTestWindow(t)
	s := u.generate
	test.Tap(s.generateButton)
	c := u.window.Canvas()
	c.Focus(s.list)
	c.FocusNext()
	visitAll(s.list, func(o fyne.CanvasObject) {
		if f, ok := o.(fyne.Focusable); ok && f == c.Focused() && o != fyne.CanvasObject(s.list) {
			t.Fatalf("Tab from the list went to %T inside it", o)
		}
	})
	if c.Focused() == s.list {
		t.Fatal("Tab left the focus on the list")
	}

	ids := listedIDs(t, s)
	c.Focus(s.list)
	typeKey(t, u, fyne.KeyDown)
	typeKey(t, u, fyne.KeyReturn)
	if got := u.app.Clipboard().Content(); got != ids[1].Hex() {
		t.Errorf("Down and Enter in the list copied %q, want the second ID %s", got, ids[1].Hex())
	}
}

func TestFixtures_EnterInTheSeedGenerates(t *testing.T) {
	u, s := newFixtureWindow(t)
	s.fixtures.values.SetSelectedIndex(int(valuesSeed))
	u.window.Canvas().Focus(s.fixtures.seed)
	test.Type(s.fixtures.seed, "users-2024")
	before := listedIDs(t, s)
	typeKey(t, u, fyne.KeyReturn)
	after := listedIDs(t, s)
	if len(after) == 0 || (len(before) > 0 && after[0] == before[0]) {
		t.Fatalf("Enter in the seed field made no new batch: %v", after)
	}
	want, err := core.SeedFixture("users-2024")
	if err != nil {
		t.Fatal(err)
	}
	if after[0].Random() != want.Random {
		t.Errorf("the batch has random value %x, not the one of the seed", after[0].Random())
	}
}
