package screens

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// otherSource is a generator unlike the worked example's.
func otherSource(t testing.TB) func() *core.Generator {
	t.Helper()
	g, err := core.NewGenerator(func() time.Time { return time.Unix(1800000000, 0) }, bytes.NewReader([]byte{1, 2, 3, 4, 5, 0, 0, 9}))
	if err != nil {
		t.Fatal(err)
	}
	return func() *core.Generator { return g }
}

// newFixtureWindow shows the tab with its "For test data" section open.
func newFixtureWindow(t *testing.T) (*Generate, *generateWindow) {
	t.Helper()
	w := newGenerateWindow(t)
	s := showGenerate(t, w, otherSource(t))
	if s.fixtures.body.Visible() {
		t.Fatal("the For test data section is open before it is asked for")
	}
	test.Tap(s.fixtures.toggle)
	if !s.fixtures.body.Visible() {
		t.Fatal("the For test data section did not open")
	}
	return s, w
}

// typeTime types t, in UTC, into a time entry's fields.
func typeTime(e *widgets.TimeEntry, t time.Time) {
	uitest.TypeInto(e.Date, t.UTC().Format(widgets.DateLayout))
	uitest.TypeInto(e.Clock, t.UTC().Format(widgets.ClockLayout))
}

func TestFixtures_WorkedExampleFromTypedValues(t *testing.T) {
	s, _ := newFixtureWindow(t)
	if got := shownTexts(s); len(got) == 0 || got[0] == uitest.FirstID {
		t.Fatalf("the first batch %v already holds the worked example: the test proves nothing", got)
	}
	s.fixtures.valuesMenu.SetSelected(lang.L("Fixed random value and counter"))
	uitest.TypeInto(s.fixtures.random, "3f2a91c8d4")
	uitest.TypeInto(s.fixtures.counter, "12345")
	s.timeMode.SetSelected(lang.L("At a chosen time"))
	typeTime(s.when, time.Unix(uitest.ExampleUnix, 0))
	uitest.TypeInto(s.size.Entry, "2")
	test.Tap(s.generateButton)

	want := []string{uitest.FirstID, uitest.SecondID}
	if got := shownTexts(s); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("the list shows %v, want %v", got, want)
	}
	wantCaption := "Reproducible, not random · 2 IDs · random value 3f2a91c8d4 · counters 12,345–12,346 (0x003039–0x00303a)"
	if s.caption.Text != wantCaption {
		t.Errorf("caption %q, want %q", s.caption.Text, wantCaption)
	}
	if !s.banner.Visible() || !strings.Contains(s.banner.Text, "reproducible, not random") {
		t.Errorf("banner over the list %q (shown %v), want it to say the IDs are reproducible", s.banner.Text, s.banner.Visible())
	}
	test.Tap(s.generateButton)
	if got := shownTexts(s); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("generating again shows %v, want the same %v", got, want)
	}
}

func TestFixtures_FixedValuesNowAreNotCalledReproducible(t *testing.T) {
	s, _ := newFixtureWindow(t)
	s.fixtures.valuesMenu.SetSelected(lang.L("Fixed random value and counter"))
	uitest.TypeInto(s.fixtures.random, "3F2A91C8D4")
	uitest.TypeInto(s.fixtures.counter, "0x003039")
	uitest.TypeInto(s.size.Entry, "1")
	test.Tap(s.generateButton)
	// The window's clock stands at the worked example's second.
	if got := shownTexts(s); len(got) != 1 || got[0] != uitest.FirstID {
		t.Fatalf("list %v, want %s", got, uitest.FirstID)
	}
	if !strings.HasPrefix(s.caption.Text, "Fixed random value and counter, not random · 1 ID") {
		t.Errorf("caption %q, want it to say the values are fixed but not call the IDs reproducible", s.caption.Text)
	}
	if !s.banner.Visible() || !strings.Contains(s.banner.Text, "not random") {
		t.Errorf("banner %q, want it to say the IDs are not random", s.banner.Text)
	}

	s.fixtures.valuesMenu.SetSelected(lang.L("Random, as real IDs"))
	test.Tap(s.generateButton)
	if s.banner.Visible() || strings.Contains(s.caption.Text, "not random") {
		t.Errorf("real IDs: banner shown %v, caption %q", s.banner.Visible(), s.caption.Text)
	}
	if got := listedIDs(t, s); got[0].Random() != [5]byte{1, 2, 3, 4, 5} {
		t.Errorf("real IDs carry %x, want the process-wide generator's", got[0].Random())
	}
}

func TestFixtures_EnterInTheSeedGivesTheDocumentedValues(t *testing.T) {
	s, w := newFixtureWindow(t)
	s.fixtures.valuesMenu.SetSelected(lang.L("From a seed"))
	s.timeMode.SetSelected(lang.L("At a chosen time"))
	typeTime(s.when, time.Unix(uitest.ExampleUnix, 0))
	uitest.TypeInto(s.size.Entry, "2")
	w.canvas.Focus(s.fixtures.seed)
	test.Type(s.fixtures.seed, "users-2024")
	// Enter in a field of the section generates, as it does in Batch size.
	typeKey(t, w.canvas, fyne.KeyReturn)
	want := []string{"6553f100e08222b6989c5670", "6553f100e08222b6989c5671"}
	if got := shownTexts(s); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("list %v, want %v", got, want)
	}
	if !strings.HasPrefix(s.caption.Text, "Reproducible, not random · ") {
		t.Errorf("caption %q", s.caption.Text)
	}
}

func TestFixtures_SpreadEvenOverDays(t *testing.T) {
	s, _ := newFixtureWindow(t)
	s.fixtures.valuesMenu.SetSelected(lang.L("Fixed random value and counter"))
	uitest.TypeInto(s.fixtures.random, "3f2a91c8d4")
	uitest.TypeInto(s.fixtures.counter, "12345")
	s.fixtures.spread.SetChecked(true)
	if s.timeMode.Disabled() == false || s.when.Content.Visible() {
		t.Error("the Time choice still applies while the timestamps are spread")
	}
	typeTime(s.fixtures.from, time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC))
	typeTime(s.fixtures.to, time.Date(2024, 1, 5, 0, 0, 0, 0, time.UTC))
	uitest.TypeInto(s.size.Entry, "4")
	test.Tap(s.generateButton)
	want := []string{"659200803f2a91c8d4003039", "659352003f2a91c8d400303a", "6594a3803f2a91c8d400303b", "6595f5003f2a91c8d400303c"}
	if got := shownTexts(s); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("list %v, want %v", got, want)
	}
	if !strings.HasPrefix(s.caption.Text, "Reproducible, not random, spread from 2024-01-01") {
		t.Errorf("caption %q", s.caption.Text)
	}
}

func TestFixtures_SpreadRandomIsUniqueSortedAndInside(t *testing.T) {
	s, _ := newFixtureWindow(t)
	s.fixtures.spread.SetChecked(true)
	from, to := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2024, 1, 1, 0, 1, 0, 0, time.UTC)
	typeTime(s.fixtures.from, from)
	typeTime(s.fixtures.to, to)
	s.fixtures.spreadChoice.SetSelected(lang.L("At random"))
	uitest.TypeInto(s.size.Entry, "100")
	test.Tap(s.generateButton)
	ids := listedIDs(t, s)
	seen := map[core.ObjectID]bool{}
	for i, id := range ids {
		if seen[id] || id.Timestamp().Before(from) || !id.Timestamp().Before(to) || i > 0 && id.Seconds() < ids[i-1].Seconds() {
			t.Fatalf("ID %d %s: repeated, outside the span or out of order", i, id)
		}
		seen[id] = true
	}
	if len(ids) != 100 || ids[0].Random() == [5]byte{1, 2, 3, 4, 5} {
		t.Errorf("%d IDs with random value %x, want 100 with a random value of their own", len(ids), ids[0].Random())
	}
	if s.banner.Visible() || !strings.HasPrefix(s.caption.Text, "spread from 2024-01-01") {
		t.Errorf("random values spread: banner %v, caption %q", s.banner.Visible(), s.caption.Text)
	}
}

func TestFixtures_BadValuesSaySoAndDisableGenerate(t *testing.T) {
	s, _ := newFixtureWindow(t)
	before := listedIDs(t, s)
	s.fixtures.valuesMenu.SetSelected(lang.L("Fixed random value and counter"))
	uitest.TypeInto(s.fixtures.random, "3f2a91")
	uitest.TypeInto(s.fixtures.counter, "16777216")
	if !s.fixtures.randomMessage.Visible() || !strings.Contains(s.fixtures.randomMessage.Text, "10 hex digits") {
		t.Errorf("random value message %q", s.fixtures.randomMessage.Text)
	}
	if !s.fixtures.counterMessage.Visible() || !strings.Contains(s.fixtures.counterMessage.Text, "16,777,215") {
		t.Errorf("counter message %q", s.fixtures.counterMessage.Text)
	}
	if !s.generateButton.Disabled() {
		t.Error("Generate is enabled with unusable values")
	}
	test.Tap(s.generateButton)
	if got := listedIDs(t, s); len(got) != len(before) || got[0] != before[0] {
		t.Errorf("the list changed from %v to %v", before, got)
	}
	uitest.TypeInto(s.fixtures.random, "3f2a91c8d4")
	uitest.TypeInto(s.fixtures.counter, "16777215")
	if s.fixtures.randomMessage.Visible() || s.fixtures.counterMessage.Visible() || s.generateButton.Disabled() {
		t.Error("messages or a disabled Generate stay after the values were corrected")
	}

	s.fixtures.valuesMenu.SetSelected(lang.L("From a seed"))
	if !s.fixtures.seedMessage.Visible() || !s.generateButton.Disabled() {
		t.Error("an empty seed is accepted")
	}
	s.fixtures.valuesMenu.SetSelected(lang.L("Random, as real IDs"))
	s.fixtures.spread.SetChecked(true)
	typeTime(s.fixtures.from, time.Date(2024, 1, 5, 0, 0, 0, 0, time.UTC))
	typeTime(s.fixtures.to, time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC))
	if !s.fixtures.spanMessage.Visible() || !s.generateButton.Disabled() {
		t.Errorf("an end before the start: message %q, Generate disabled %v", s.fixtures.spanMessage.Text, s.generateButton.Disabled())
	}
}

func TestFixtures_SpreadStartsAtTheLast30DaysAndAHiddenBadTimeDoesNotBlockIt(t *testing.T) {
	s, _ := newFixtureWindow(t)
	s.timeMode.SetSelected(lang.L("At a chosen time"))
	uitest.TypeInto(s.when.Date, "2026-13-45")
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
	from, _ := s.fixtures.from.Time()
	to, _ := s.fixtures.to.Time()
	if !to.Equal(testNow) || !from.Equal(testNow.AddDate(0, 0, -30)) {
		t.Errorf("span %v … %v, want the 30 days up to %v", from, to, testNow)
	}
	test.Tap(s.generateButton)
	for _, id := range listedIDs(t, s) {
		if at := id.Timestamp(); at.Before(from) || !at.Before(to) {
			t.Errorf("%s made at %v, outside the span %v … %v", id, at, from, to)
		}
	}
}
