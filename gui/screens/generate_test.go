package screens

import (
	"bytes"
	"cmp"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/internal/fixtures"
)

// generateWindow is the window a Generate tab is shown in by a test.
type generateWindow struct {
	*testWindow
	canvas fyne.Canvas
}

// newGenerateWindow is a test's window in UTC, for a Generate tab.
func newGenerateWindow(t testing.TB) *generateWindow {
	t.Helper()
	return &generateWindow{testWindow: newTestWindow(t)}
}

// showGenerate shows a Generate tab in an 800×600 window with its first batch.
func showGenerate(t testing.TB, w *generateWindow, source func() *core.Generator) *Generate {
	t.Helper()
	s := NewGenerate(w, w.prefs, source())
	win := test.NewTempWindow(t, s.Content())
	win.Resize(fyne.NewSize(800, 600))
	w.canvas = win.Canvas()
	s.Generate()
	return s
}

// newGenerate shows a Generate tab with the worked example's IDs.
func newGenerate(t testing.TB) (*Generate, *generateWindow) {
	t.Helper()
	w := newGenerateWindow(t)
	return showGenerate(t, w, uitest.FixedSource(t, uitest.ExampleCounter)), w
}

// shownRows returns the rows the list draws in the window, top first.
func shownRows(s *Generate) []*widgets.IDRow {
	var rows []*widgets.IDRow
	uitest.VisitAll(s.Content(), func(o fyne.CanvasObject) {
		if r, ok := o.(*widgets.IDRow); ok && r.Visible() {
			rows = append(rows, r)
		}
	})
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject
	slices.SortStableFunc(rows, func(a, b *widgets.IDRow) int { return cmp.Compare(pos(a).Y, pos(b).Y) })
	return rows
}

// shownTexts are the texts of the rows the list draws, top first.
func shownTexts(s *Generate) []string {
	var texts []string
	for _, r := range shownRows(s) {
		texts = append(texts, r.Text.Text)
	}
	return texts
}

// listedIDs reads the batch back from the list widget.
func listedIDs(t testing.TB, s *Generate) []core.ObjectID {
	t.Helper()
	return uitest.ListedIDs(t, s.list)
}

func TestGenerate_TapGenerateMakesTheChosenNumber(t *testing.T) {
	tests := []struct {
		size        string
		n           int
		wantCaption string
	}{
		{"1", 1, "1 ID · random value 3f2a91c8d4 · counter 12,355 (0x003043)"},
		{"100", 100, "100 IDs · random value 3f2a91c8d4 · counters 12,355–12,454 (0x003043–0x0030a6)"},
	}
	for _, tt := range tests {
		t.Run("Size"+tt.size, func(t *testing.T) {
			s, _ := newGenerate(t)
			uitest.TypeInto(s.size.Entry, tt.size)
			test.Tap(s.generateButton)
			ids := listedIDs(t, s)
			checkBatch(t, ids, tt.n)
			if ids[0].Seconds() != uitest.ExampleUnix || ids[0].Random() != exampleRandom {
				t.Errorf("first ID %s, want time %d and random %x", ids[0], uitest.ExampleUnix, exampleRandom)
			}
			if s.caption.Text != tt.wantCaption {
				t.Errorf("caption %q, want %q", s.caption.Text, tt.wantCaption)
			}
		})
	}
}

func TestGenerate_CaptionExplainsACounterWrap(t *testing.T) {
	s := showGenerate(t, newGenerateWindow(t), uitest.FixedSource(t, 0xfffffe))
	checkBatch(t, listedIDs(t, s), 10)
	want := "10 IDs · random value 3f2a91c8d4 · counters 16,777,214–7 (0xfffffe–0x000007, wrapping past 0xffffff to 0x000000)"
	if s.caption.Text != want {
		t.Errorf("caption %q, want %q", s.caption.Text, want)
	}
}

func TestGenerate_CopyOneAndCopyAllInTheChosenFormat(t *testing.T) {
	tests := []struct {
		format  core.Format
		label   string
		wantOne string
		wantAll string
	}{
		{core.FormatHex, "Hex: 507f1f77bcf86cd799439011", uitest.FirstID, uitest.FirstID + "\n" + uitest.SecondID + "\n"},
		{core.FormatShell, `mongosh: ObjectId("…")`, `ObjectId("` + uitest.FirstID + `")`,
			`ObjectId("` + uitest.FirstID + `")` + "\n" + `ObjectId("` + uitest.SecondID + `")` + "\n"},
		{core.FormatJSON, `JSON array: ["…", …]`, `"` + uitest.FirstID + `"`,
			"[\n  \"" + uitest.FirstID + "\",\n  \"" + uitest.SecondID + "\"\n]\n"},
		{core.FormatCSV, "CSV: _id, …", uitest.FirstID, "_id\n" + uitest.FirstID + "\n" + uitest.SecondID + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.format.String(), func(t *testing.T) {
			w := newGenerateWindow(t)
			w.prefs.SetInt(prefBatchSize, 2)
			s := showGenerate(t, w, uitest.FixedSource(t, uitest.ExampleCounter))
			s.format.SetSelected(tt.label)
			if got := shownRows(s)[0].Text.Text; got != tt.wantOne {
				t.Errorf("top row shows %q, want %q", got, tt.wantOne)
			}

			test.Tap(shownRows(s)[0].Copy)
			if w.copied != tt.wantOne || w.copiedWhat != tt.wantOne {
				t.Errorf("copy one: copied %q as %q, want %q as itself", w.copied, w.copiedWhat, tt.wantOne)
			}

			test.Tap(shownRows(s)[1].Copy)
			if !strings.Contains(w.copied, uitest.SecondID) {
				t.Errorf("the second row copied %q", w.copied)
			}
			test.Tap(s.copyAllButton)
			if w.copied != tt.wantAll || w.copiedWhat != "2 IDs" {
				t.Errorf("copy all: copied %q as %q, want %q as 2 IDs", w.copied, w.copiedWhat, tt.wantAll)
			}
			if got := w.prefs.String(prefFormat); got != tt.format.String() {
				t.Errorf("remembered format %q, want %q", got, tt.format)
			}
		})
	}
}

// Generate is what the window's Ctrl+G runs.
func TestGenerate_BadBatchSizeKeepsTheList(t *testing.T) {
	// remembered is the last usable size typed on the way: "1e3" passes 1.
	tests := []struct {
		name, text, message string
		remembered          int
	}{
		{"Empty", "", "Enter a whole number from 1 to 100", defaultBatchSize},
		{"Zero", "0", "0 is too small: enter a whole number from 1 to 100", defaultBatchSize},
		{"OneOverTheLimit", "101", "101 is too large: enter a whole number from 1 to 100", 10},
		{"Letters", "abc", "“abc” is not a whole number: enter one from 1 to 100", defaultBatchSize},
		{"Exponent", "1e3", "“1e3” is not a whole number: enter one from 1 to 100", 1},
		{"FortyDigits", strings.Repeat("9", 40), "999999999999… is too large: enter a whole number from 1 to 100", 99},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, w := newGenerate(t)
			before := listedIDs(t, s)
			caption := s.caption.Text

			uitest.TypeInto(s.size.Entry, tt.text)
			if s.size.Message.Text != tt.message || uitest.LabelShowing(s.Content(), tt.message) == nil {
				t.Errorf("message %q, want %q on screen", s.size.Message.Text, tt.message)
			}
			if !s.generateButton.Disabled() {
				t.Error("Generate is enabled")
			}
			test.Tap(s.generateButton)
			s.Generate()
			s.size.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})

			after := listedIDs(t, s)
			if len(after) != len(before) || after[0] != before[0] || after[len(after)-1] != before[len(before)-1] {
				t.Errorf("list changed from %d IDs (%s…) to %d (%s…)", len(before), before[0], len(after), after[0])
			}
			if s.caption.Text != caption {
				t.Errorf("caption changed to %q", s.caption.Text)
			}
			if got := w.prefs.IntWithFallback(prefBatchSize, defaultBatchSize); got != tt.remembered {
				t.Errorf("remembered batch size %d, want the last good %d", got, tt.remembered)
			}

			uitest.TypeInto(s.size.Entry, "3")
			if s.generateButton.Disabled() || s.size.Message.Visible() {
				t.Errorf("after a good size: Generate disabled %v, message %q", s.generateButton.Disabled(), s.size.Message.Text)
			}
		})
	}
}

func TestGenerate_AtAChosenTime(t *testing.T) {
	s, _ := newGenerate(t)
	if s.when.Content.Visible() {
		t.Error("time entry shown while Now is chosen")
	}
	s.timeMode.SetSelected(lang.L("At a chosen time"))
	if got, err := s.when.Time(); !s.when.Content.Visible() || err != nil || !got.Equal(testNow) {
		t.Fatalf("after choosing a time: entry shown %v, at %v (%v), want now", s.when.Content.Visible(), got, err)
	}
	chosen := time.Date(2012, 10, 17, 21, 13, 27, 0, time.UTC)
	s.when.SetTime(chosen)
	uitest.TypeInto(s.size.Entry, "3")
	test.Tap(s.generateButton)
	first := listedIDs(t, s)
	checkBatch(t, first, 3)
	test.Tap(s.generateButton)
	second := listedIDs(t, s)
	checkBatch(t, second, 3)
	for _, id := range append(first, second...) {
		if id.Seconds() != 1350508407 {
			t.Errorf("%s has time %d, want 1350508407", id, id.Seconds())
		}
	}
	for _, a := range first {
		for _, b := range second {
			if a == b {
				t.Errorf("%s made twice at the chosen time", a)
			}
		}
	}

	s.timeMode.SetSelected(lang.L("Now"))
	test.Tap(s.generateButton)
	if id := listedIDs(t, s)[0]; id.Seconds() != uitest.ExampleUnix {
		t.Errorf("back to Now: time %d, want %d", id.Seconds(), uitest.ExampleUnix)
	}
	s.timeMode.SetSelected(lang.L("At a chosen time"))
	if got, err := s.when.Time(); err != nil || !got.Equal(chosen) {
		t.Errorf("choosing a time again shows %v (%v), want the one typed before, %v", got, err, chosen)
	}
}

// Generate is what the window's Ctrl+G runs.
func TestGenerate_ChosenTimeOutOfRangeDisablesGenerate(t *testing.T) {
	s, _ := newGenerate(t)
	before := listedIDs(t, s)
	s.timeMode.SetSelected(lang.L("At a chosen time"))
	s.when.SetTime(time.Date(2106, 2, 7, 6, 28, 16, 0, time.UTC))
	if !s.generateButton.Disabled() {
		t.Fatal("Generate enabled for a time after 2106-02-07 06:28:15 UTC")
	}
	s.Generate()
	if after := listedIDs(t, s); after[0] != before[0] {
		t.Errorf("list replaced by %s…", after[0])
	}
	s.when.SetTime(time.Date(2106, 2, 7, 6, 28, 15, 0, time.UTC))
	if s.generateButton.Disabled() {
		t.Error("Generate disabled for 2106-02-07 06:28:15 UTC, the last second there is")
	}
}

func TestGenerate_GeneratorFailureKeepsTheBatch(t *testing.T) {
	source := uitest.FixedSource(t, uitest.ExampleCounter)
	w := newGenerateWindow(t)
	s := showGenerate(t, w, source)
	before := listedIDs(t, s)
	caption := s.caption.Text

	// Use up every counter value the fixed values have, then ask for more.
	chosen := time.Unix(uitest.ExampleUnix+60, 0)
	chunk := make([]core.ObjectID, 1<<16)
	var err error
	for i := 0; err == nil && i <= core.CounterCycle/len(chunk); i++ {
		err = source().FillAt(chunk, chosen)
	}
	if !errors.Is(err, fixtures.ErrSecondExhausted) {
		t.Fatalf("filling a whole counter cycle: %v", err)
	}
	s.timeMode.SetSelected(lang.L("At a chosen time"))
	s.when.SetTime(chosen)
	test.Tap(s.generateButton)
	if len(w.errors) != 1 || !strings.Contains(w.errors[0].Error(), "all 16,777,216 IDs for the chosen second have been made already") {
		t.Errorf("dialogs say %q", w.errors)
	}
	after := listedIDs(t, s)
	if len(after) != len(before) || after[0] != before[0] || s.caption.Text != caption {
		t.Errorf("batch changed after a failure: %d IDs from %s, caption %q", len(after), after[0], s.caption.Text)
	}
}

// A click selects a row, as in any list, for Enter or Ctrl+C to copy; the
// row's magnifier decodes it.
func TestGenerate_ClickingAnIDSelectsItToCopyAndItsMagnifierDecodesIt(t *testing.T) {
	s, w := newGenerate(t)
	ids := listedIDs(t, s)
	row := shownRows(s)[2]
	test.TapCanvas(w.canvas, fyne.CurrentApp().Driver().AbsolutePositionForObject(row.Text).AddXY(20, 10))
	if len(w.opened) != 0 || w.canvas.Focused() != s.list {
		t.Fatalf("a click on the third ID opened %q; focused %T, want the list", w.opened, w.canvas.Focused())
	}
	typeKey(t, w.canvas, fyne.KeyReturn)
	if w.copied != ids[2].Hex() || !s.CopyIfFocused(s.list) {
		t.Errorf("Enter after a click on the third ID copied %q, want %s", w.copied, ids[2].Hex())
	}
	test.Tap(row.Decode)
	if len(w.opened) != 1 || w.opened[0] != ids[2].Hex() || row.Decode.Name != "Decode ID 3" {
		t.Errorf("the magnifier %q of the third ID opened %q, want %s", row.Decode.Name, w.opened, ids[2])
	}
}

func TestGenerate_SaveWritesTheBatchUnderANameForTheFormat(t *testing.T) {
	tests := []struct {
		format     core.Format
		file, want string
	}{
		{core.FormatHex, "objectids.txt", uitest.FirstID + "\n" + uitest.SecondID + "\n"},
		{core.FormatCSV, "objectids.csv", "_id\n" + uitest.FirstID + "\n" + uitest.SecondID + "\n"},
		{core.FormatMongoimport, "objectids.json", `{"_id": {"$oid": "` + uitest.FirstID + `"}}` + "\n" + `{"_id": {"$oid": "` + uitest.SecondID + `"}}` + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.format.String(), func(t *testing.T) {
			w := newGenerateWindow(t)
			w.prefs.SetInt(prefBatchSize, 2)
			w.prefs.SetString(prefFormat, tt.format.String())
			s := showGenerate(t, w, uitest.FixedSource(t, uitest.ExampleCounter))
			test.Tap(s.saveButton)
			if w.saveWrite == nil {
				t.Fatal("Save asked for no file")
			}
			// Written off the UI goroutine, the file holds the batch Save was tapped for.
			var file bytes.Buffer
			written := make(chan error)
			go func() { written <- w.saveWrite(&file) }()
			test.Tap(s.generateButton)
			if err := <-written; err != nil || file.String() != tt.want || w.saveWhat != "2 IDs" || w.saveName != tt.file {
				t.Errorf("saved %q (%v) as %q to %q, want %q as 2 IDs to %q", file.String(), err, w.saveWhat, w.saveName, tt.want, tt.file)
			}
		})
	}
}

func TestGenerate_CopyNewLeavesTheBatch(t *testing.T) {
	s, w := newGenerate(t)
	s.format.SetSelectedIndex(1) // ObjectId("…")
	s.CopyNew(1)
	if want := `ObjectId("6553f1003f2a91c8d4003043")`; w.copied != want || w.copiedWhat != want {
		t.Errorf("copied %q as %q, want %q as itself", w.copied, w.copiedWhat, want)
	}
	s.CopyNew(3)
	if w.copiedWhat != "3 IDs" || !strings.HasPrefix(w.copied, `ObjectId("6553f1003f2a91c8d4003044")`) {
		t.Errorf("copied %q as %q", w.copied, w.copiedWhat)
	}
	if got := listedIDs(t, s); len(got) != defaultBatchSize || got[0].Hex() != uitest.FirstID {
		t.Errorf("the copies replaced the batch: %v", got)
	}
}

func TestGenerate_ZoneSwitchKeepsTheChosenInstant(t *testing.T) {
	s, w := newGenerate(t)
	s.timeMode.SetSelected(lang.L("At a chosen time"))
	chosen := time.Date(2012, 10, 17, 21, 13, 27, 0, time.UTC)
	s.when.SetTime(chosen)
	w.utc = false
	s.ZoneChanged()
	if got := s.when.Date.Text + " " + s.when.Clock.Text; got != "2012-10-18 00:13:27" {
		t.Errorf("in local time the fields read %q, want 2012-10-18 00:13:27", got)
	}
	if got, err := s.when.Time(); err != nil || !got.Equal(chosen) {
		t.Errorf("the chosen time is %v (%v) after the switch, want %v", got, err, chosen)
	}
}
