//go:build ci

package gui

import (
	"bytes"
	"github.com/objectid-generator/objectid/gui/widgets"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/screens"
)

// otherSource is a generator unlike the worked example's, so that the
// worked example can only come from the values typed into the window.
func otherSource(t testing.TB) func() *core.Generator {
	t.Helper()
	g, err := core.NewGenerator(func() time.Time { return time.Unix(1800000000, 0) }, bytes.NewReader([]byte{1, 2, 3, 4, 5, 0, 0, 9}))
	if err != nil {
		t.Fatal(err)
	}
	return func() *core.Generator { return g }
}

// newFixtureWindow opens the window in UTC with IDs from otherSource and
// the "For test data" section opened by its button.
func newFixtureWindow(t *testing.T) (*ui, *generateScreen) {
	t.Helper()
	a := newTestApp(t)
	a.Preferences().SetBool(prefUTC, true)
	u := openWindow(t, a, otherSource(t))
	s := u.generate
	if s.fixtures.body.Visible() {
		t.Fatal("the For test data section is open before it is asked for")
	}
	test.Tap(s.fixtures.toggle)
	if !s.fixtures.body.Visible() {
		t.Fatal("the For test data section did not open")
	}
	return u, s
}

// typeInto replaces the text of an entry as a person would.
func typeInto(e *widgets.WindowEntry, text string) {
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	test.Type(e, text)
}

// typeTime types t, in UTC, into a time entry's fields.
func typeTime(e *widgets.TimeEntry, t time.Time) {
	typeInto(e.Date, t.UTC().Format(widgets.DateLayout))
	typeInto(e.Clock, t.UTC().Format(widgets.ClockLayout))
}

func shownTexts(u *ui) []string {
	var texts []string
	for _, r := range shownRows(u) {
		texts = append(texts, r.Text.Text)
	}
	return texts
}

func TestFixtures_WorkedExampleFromTypedValues(t *testing.T) {
	u, s := newFixtureWindow(t)
	if got := shownTexts(u); len(got) == 0 || got[0] == firstID {
		t.Fatalf("the first batch %v already holds the worked example: the test proves nothing", got)
	}
	s.fixtures.values.SetSelected(lang.L("Fixed random value and counter"))
	typeInto(s.fixtures.random, "3f2a91c8d4")
	typeInto(s.fixtures.counter, "12345")
	s.timeMode.SetSelected(lang.L("At a chosen time"))
	typeTime(s.when, time.Unix(exampleUnix, 0))
	retype(s.size, "2")
	test.Tap(s.generateButton)

	want := []string{firstID, secondID}
	if got := shownTexts(u); strings.Join(got, " ") != strings.Join(want, " ") {
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
	if got := shownTexts(u); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("generating again shows %v, want the same %v", got, want)
	}
}

func TestFixtures_FixedValuesNowAreNotCalledReproducible(t *testing.T) {
	u, s := newFixtureWindow(t)
	s.fixtures.values.SetSelected(lang.L("Fixed random value and counter"))
	typeInto(s.fixtures.random, "3F2A91C8D4")
	typeInto(s.fixtures.counter, "0x003039")
	retype(s.size, "1")
	test.Tap(s.generateButton)
	// The window's clock stands at the worked example's second.
	if got := shownTexts(u); len(got) != 1 || got[0] != firstID {
		t.Fatalf("list %v, want %s", got, firstID)
	}
	if !strings.HasPrefix(s.caption.Text, "Fixed random value and counter, not random · 1 ID") {
		t.Errorf("caption %q, want it to say the values are fixed but not call the IDs reproducible", s.caption.Text)
	}
	if !s.banner.Visible() || !strings.Contains(s.banner.Text, "not random") {
		t.Errorf("banner %q, want it to say the IDs are not random", s.banner.Text)
	}

	s.fixtures.values.SetSelected(lang.L("Random, as real IDs"))
	test.Tap(s.generateButton)
	if s.banner.Visible() || strings.Contains(s.caption.Text, "not random") {
		t.Errorf("real IDs: banner shown %v, caption %q", s.banner.Visible(), s.caption.Text)
	}
	if got := listedIDs(t, s); got[0].Random() != [5]byte{1, 2, 3, 4, 5} {
		t.Errorf("real IDs carry %x, want the process-wide generator's", got[0].Random())
	}
}

func TestFixtures_SeedGivesTheDocumentedValues(t *testing.T) {
	u, s := newFixtureWindow(t)
	s.fixtures.values.SetSelected(lang.L("From a seed"))
	typeInto(s.fixtures.seed, "users-2024")
	s.timeMode.SetSelected(lang.L("At a chosen time"))
	typeTime(s.when, time.Unix(exampleUnix, 0))
	retype(s.size, "2")
	test.Tap(s.generateButton)
	want := []string{"6553f100e08222b6989c5670", "6553f100e08222b6989c5671"}
	if got := shownTexts(u); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("list %v, want %v", got, want)
	}
	if !strings.HasPrefix(s.caption.Text, "Reproducible, not random · ") {
		t.Errorf("caption %q", s.caption.Text)
	}
}

func TestFixtures_SpreadEvenOverDays(t *testing.T) {
	u, s := newFixtureWindow(t)
	s.fixtures.values.SetSelected(lang.L("Fixed random value and counter"))
	typeInto(s.fixtures.random, "3f2a91c8d4")
	typeInto(s.fixtures.counter, "12345")
	s.fixtures.spread.SetChecked(true)
	if s.timeMode.Disabled() == false || s.when.Content.Visible() {
		t.Error("the Time choice still applies while the timestamps are spread")
	}
	typeTime(s.fixtures.from, time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC))
	typeTime(s.fixtures.to, time.Date(2024, 1, 5, 0, 0, 0, 0, time.UTC))
	retype(s.size, "4")
	test.Tap(s.generateButton)
	want := []string{"659200803f2a91c8d4003039", "659352003f2a91c8d400303a", "6594a3803f2a91c8d400303b", "6595f5003f2a91c8d400303c"}
	if got := shownTexts(u); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("list %v, want %v", got, want)
	}
	if !strings.HasPrefix(s.caption.Text, "Reproducible, not random, spread from 2024-01-01") {
		t.Errorf("caption %q", s.caption.Text)
	}
}

func TestFixtures_SpreadRandomIsUniqueSortedAndInside(t *testing.T) {
	_, s := newFixtureWindow(t)
	s.fixtures.spread.SetChecked(true)
	from, to := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2024, 1, 1, 0, 1, 0, 0, time.UTC)
	typeTime(s.fixtures.from, from)
	typeTime(s.fixtures.to, to)
	s.fixtures.spreadMode.SetSelected(lang.L("At random"))
	retype(s.size, "100")
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
	_, s := newFixtureWindow(t)
	before := listedIDs(t, s)
	s.fixtures.values.SetSelected(lang.L("Fixed random value and counter"))
	typeInto(s.fixtures.random, "3f2a91")
	typeInto(s.fixtures.counter, "16777216")
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
	typeInto(s.fixtures.random, "3f2a91c8d4")
	typeInto(s.fixtures.counter, "16777215")
	if s.fixtures.randomMessage.Visible() || s.fixtures.counterMessage.Visible() || s.generateButton.Disabled() {
		t.Error("messages or a disabled Generate stay after the values were corrected")
	}

	s.fixtures.values.SetSelected(lang.L("From a seed"))
	if !s.fixtures.seedMessage.Visible() || !s.generateButton.Disabled() {
		t.Error("an empty seed is accepted")
	}
	s.fixtures.values.SetSelected(lang.L("Random, as real IDs"))
	s.fixtures.spread.SetChecked(true)
	typeTime(s.fixtures.from, time.Date(2024, 1, 5, 0, 0, 0, 0, time.UTC))
	typeTime(s.fixtures.to, time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC))
	if !s.fixtures.spanMessage.Visible() || !s.generateButton.Disabled() {
		t.Errorf("an end before the start: message %q, Generate disabled %v", s.fixtures.spanMessage.Text, s.generateButton.Disabled())
	}
}

func TestFixtures_SpreadStartsAtTheLast30Days(t *testing.T) {
	_, s := newFixtureWindow(t)
	s.fixtures.spread.SetChecked(true)
	from, err := s.fixtures.from.Time()
	if err != nil {
		t.Fatal(err)
	}
	to, err := s.fixtures.to.Time()
	if err != nil {
		t.Fatal(err)
	}
	if !to.Equal(testNow) || !from.Equal(testNow.AddDate(0, 0, -30)) {
		t.Errorf("span %v … %v, want the 30 days up to %v", from, to, testNow)
	}
}

func TestFixtures_OpenSectionFitsTheWindowInEveryLanguage(t *testing.T) {
	for _, l := range languages {
		t.Run(l.code, func(t *testing.T) {
			a := withSystemLocale(t, "en_US.UTF-8", l.code)
			u := stagedWindow(t, a)
			s := u.generate
			test.Tap(s.fixtures.toggle)
			s.fixtures.values.SetSelectedIndex(int(valuesFixed))
			typeInto(s.fixtures.random, "3f2a91")
			typeInto(s.fixtures.counter, "x")
			s.fixtures.spread.SetChecked(true)
			test.Tap(s.generateButton)
			if min := u.window.Content().MinSize(); min.Width > 800 || min.Height > 600 {
				t.Errorf("with the For test data section open and its messages shown the window needs %v, more than 800×600", min)
			}
		})
	}
}

func TestFormatMenu_CodeFormatsUnderTheirOwnHeading(t *testing.T) {
	u := newTestWindow(t)
	s := u.generate
	test.Tap(s.format)
	pop := popUpMenuShown(u)
	if pop == nil {
		t.Fatal("tapping the Format menu opened no list")
	}
	// Each row as it reads: its text, or — for the separator.
	var labels []string
	for _, row := range pop.Items {
		label := "—"
		visitAll(row, func(o fyne.CanvasObject) {
			if text, ok := o.(*canvas.Text); ok && text.Visible() && text.Text != "" && label == "—" {
				label = text.Text
			}
		})
		labels = append(labels, label)
	}
	headingAt := slices.Index(labels, lang.L("Code for tests"))
	if headingAt < 1 || labels[headingAt-1] != "—" {
		t.Fatalf("menu %q: want a separator, then the heading", labels)
	}
	if len(labels) != len(core.Formats)+2 {
		t.Fatalf("menu %q: want the %d formats, a separator and a heading", labels, len(core.Formats))
	}
	for i, f := range core.Formats {
		at := i
		if f.IsCode() {
			at += 2
		}
		if labels[at] != screens.FormatLabel(f) || f.IsCode() != (at > headingAt) {
			t.Errorf("menu %q: %s not at %d on its side of the heading", labels, f, at)
		}
	}
	test.Tap(pop.Items[len(pop.Items)-1].(fyne.Tappable))
	if s.state.format != core.FormatRust || s.format.Selected != screens.FormatLabel(core.FormatRust) {
		t.Errorf("choosing the last row chose %v (%q), want rust", s.state.format, s.format.Selected)
	}
	if row := shownRows(u)[0].Text.Text; row != `ObjectId::parse_str("`+firstID+`").unwrap()` {
		t.Errorf("the list shows %q in the Rust format", row)
	}
	s.format.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	if popUpMenuShown(u) == nil {
		t.Error("the arrow key did not open the list")
	}
}

// popUpMenuShown is the pop-up menu on show over the window, or nil.
func popUpMenuShown(u *ui) *widget.PopUpMenu {
	top := u.window.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	var found *widget.PopUpMenu
	visitAll(top, func(o fyne.CanvasObject) {
		if pop, ok := o.(*widget.PopUpMenu); ok && pop.Visible() {
			found = pop
		}
	})
	return found
}

// stageWorkedFixture opens the For test data section and makes the worked
// example from typed values.
func stageWorkedFixture(s *generateScreen) {
	if !s.state.fixture.open {
		test.Tap(s.fixtures.toggle)
	}
	s.fixtures.values.SetSelectedIndex(int(valuesFixed))
	typeInto(s.fixtures.random, "3f2a91c8d4")
	typeInto(s.fixtures.counter, "12345")
	s.timeMode.SetSelected(s.timeMode.Options[1])
	typeTime(s.when, time.Unix(exampleUnix, 0))
	retype(s.size, "2")
	test.Tap(s.generateButton)
}

func TestFixtures_LanguageSwitchKeepsTheSection(t *testing.T) {
	a := withSystemLocale(t, "en_US.UTF-8", "en")
	u := stagedWindow(t, a)
	stageWorkedFixture(u.generate)
	u.switchLanguage("fi")
	s := u.generate
	if !s.fixtures.body.Visible() || s.state.fixture.values != valuesFixed || s.fixtures.random.Text != "3f2a91c8d4" || s.fixtures.counter.Text != "12345" {
		t.Fatalf("after switching to Finnish: open %v, values %v, fields %q %q", s.fixtures.body.Visible(), s.state.fixture.values, s.fixtures.random.Text, s.fixtures.counter.Text)
	}
	if got := listedIDs(t, s); len(got) != 2 || got[0].Hex() != firstID {
		t.Errorf("batch after the switch %v", got)
	}
	if !strings.HasPrefix(s.caption.Text, "Toistettavia, ei satunnaisia · ") || !strings.Contains(s.banner.Text, "toistettavia") {
		t.Errorf("Finnish caption %q, banner %q", s.caption.Text, s.banner.Text)
	}
	test.Tap(s.generateButton)
	if got := listedIDs(t, s); got[1].Hex() != secondID {
		t.Errorf("generating again in Finnish: %v", got)
	}
}

func TestScreenshots_ForFixtures(t *testing.T) {
	dir := os.Getenv("OBJECTID_SCREENSHOTS")
	if dir == "" {
		t.Skip("set OBJECTID_SCREENSHOTS to a directory to write the screenshots (make screenshots)")
	}
	for _, v := range []struct{ name string }{{"light"}, {"dark"}} {
		t.Run(v.name, func(t *testing.T) {
			a := withSystemLocale(t, "en_US.UTF-8", "en")
			// The theme chosen in Settings, over Fyne's own, as the app draws.
			a.Settings().SetTheme(theme.DefaultTheme())
			a.Preferences().SetString(prefTheme, v.name)
			u := stagedWindow(t, a)
			stageWorkedFixture(u.generate)
			f, err := os.Create(filepath.Join(dir, "fixtures-"+v.name+".png"))
			if err != nil {
				t.Fatal(err)
			}
			if err := png.Encode(f, u.window.Canvas().Capture()); err != nil {
				t.Fatal(err)
			}
			if err := f.Close(); err != nil {
				t.Fatal(err)
			}
		})
	}
}
