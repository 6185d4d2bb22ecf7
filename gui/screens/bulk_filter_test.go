//go:build ci

package screens

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

// typeFilter replaces what the filter box holds, as a user would: select
// all, delete, type.
func typeFilter(s *Bulk, text string) {
	s.filter.SetText("")
	test.Type(s.filter, text)
}

func TestBulk_FilterKeepsTheRowsWhoseHexHoldsTheDigits(t *testing.T) {
	f := uitest.NewSortFixture()
	s, _ := showBulk(t)
	paste(s, f.Text())
	if s.filter.PlaceHolder != "Filter by hex digits of the IDs" {
		t.Errorf("filter placeholder %q", s.filter.PlaceHolder)
	}
	tests := []struct {
		filter, order, shown string
	}{
		// The random values: 0000000003 is b's alone.
		{"0000000003", "b", "1 of 4 rows shown"},
		// Upper case and spaces around are read as the digits.
		{" 6553F164 ", "bd", "2 of 4 rows shown"},
		{"00000000", "abcd", "4 of 4 rows shown"},
		{"ffff", "", "0 of 4 rows shown"},
		// A whole ID in any form Decode reads keeps that ID.
		{`ObjectId("` + f.C.Hex() + `")`, "c", "1 of 4 rows shown"},
	}
	for _, tt := range tests {
		typeFilter(s, tt.filter)
		if got, want := visibleColumnOrEmpty(t, s, columnHex), f.Hexes(tt.order); !slices.Equal(got, want) {
			t.Errorf("filter %q shows %q, want %q", tt.filter, got, want)
		}
		if want := "7 IDs found in the pasted text: 4 distinct, 2 duplicated. " + tt.shown; s.summary.Text != want {
			t.Errorf("filter %q: summary %q, want %q", tt.filter, s.summary.Text, want)
		}
	}
	typeFilter(s, "")
	if got := uitest.VisibleColumn(t, s.table, columnHex); !slices.Equal(got, f.Hexes("abcd")) {
		t.Errorf("an empty filter shows %q, want every row", got)
	}
	if want := "7 IDs found in the pasted text: 4 distinct, 2 duplicated"; s.summary.Text != want {
		t.Errorf("summary %q without a filter, want %q", s.summary.Text, want)
	}
}

// visibleColumnOrEmpty is uitest.VisibleColumn, nil when the table shows no rows.
func visibleColumnOrEmpty(t *testing.T, s *Bulk, c bulkColumn) []string {
	t.Helper()
	if rows, _ := s.tableSize(); rows == 0 {
		return nil
	}
	return uitest.VisibleColumn(t, s.table, c)
}

func TestBulk_FilterThatIsNoHexSaysWhatIsWrong(t *testing.T) {
	s, _ := showBulk(t)
	paste(s, uitest.NewSortFixture().Text())
	for _, tt := range []struct{ filter, want string }{
		{"3f2g", ": 'g' at position 4 is not a hex digit (0–9, a–f)"},
		{"3f 2a", ": space at position 3 is not a hex digit (0–9, a–f)"},
		{strings.Repeat("a", 25), ": 25 characters — an ObjectID has 24"},
	} {
		typeFilter(s, tt.filter)
		if want := "7 IDs found in the pasted text: 4 distinct, 2 duplicated. 0 of 4 rows shown" + tt.want; s.summary.Text != want {
			t.Errorf("filter %q: summary %q, want %q", tt.filter, s.summary.Text, want)
		}
		if rows, _ := s.tableSize(); rows != 0 {
			t.Errorf("filter %q shows %d rows", tt.filter, rows)
		}
	}
}

func TestBulk_SortAndFilterCompose(t *testing.T) {
	f := uitest.NewSortFixture()
	s, w := showBulk(t)
	paste(s, f.Text())
	test.Tap(uitest.ButtonLabelled(t, w.Content(), "Counter"))
	typeFilter(s, "6553f1")
	// b, c and d hold 6553f1, a (6553f22c…) does not; by counter b d c.
	if got, want := uitest.VisibleColumn(t, s.table, columnHex), f.Hexes("bdc"); !slices.Equal(got, want) {
		t.Errorf("filtered by counter %q, want %q", got, want)
	}
	test.Tap(uitest.ButtonLabelled(t, w.Content(), "Counter"))
	if got, want := uitest.VisibleColumn(t, s.table, columnHex), f.Hexes("cdb"); !slices.Equal(got, want) {
		t.Errorf("reversed %q, want %q", got, want)
	}
	// A longer filter narrows what the shorter one kept.
	typeFilter(s, "6553f164")
	if got, want := uitest.VisibleColumn(t, s.table, columnHex), f.Hexes("db"); !slices.Equal(got, want) {
		t.Errorf("narrowed %q, want %q", got, want)
	}
	// New text is filtered and sorted as it arrives.
	paste(s, "\n"+core.FromParts(1700000100, [5]byte{0, 0, 0, 0, 4}, 3).Hex())
	if got := uitest.VisibleColumn(t, s.table, columnCounter); !slices.Equal(got, []string{"7", "3", "1"}) {
		t.Errorf("after more text, counters %q, want 7 3 1", got)
	}
}

func TestBulk_CopyAndExportTakeTheRowsShown(t *testing.T) {
	f := uitest.NewSortFixture()
	s, w := showBulk(t)
	paste(s, f.Text())
	typeFilter(s, "6553f164")
	test.Tap(uitest.ButtonLabelled(t, w.Content(), "Copy column"))
	if got, want := testApp.Clipboard().Content(), f.B.Hex()+"\n"+f.D.Hex()+"\n"; got != want {
		t.Errorf("clipboard %q, want the two rows shown %q", got, want)
	}
	if want := "2 values of Hex"; w.copiedWhat != want {
		t.Errorf("copied %q, want %q", w.copiedWhat, want)
	}

	test.Tap(uitest.ButtonLabelled(t, w.Content(), "Export CSV…"))
	if want := "2 IDs"; w.what != want {
		t.Errorf("saving %q, want %q", w.what, want)
	}
	var written strings.Builder
	if err := w.save(&written); err != nil || strings.Count(written.String(), "\n") != 3 {
		t.Errorf("wrote %q (%v), want a header and the two rows shown", written.String(), err)
	}

	typeFilter(s, "ffff")
	if !s.copyButton.Disabled() || !s.exportButton.Disabled() {
		t.Error("copy and export are enabled with no rows shown")
	}
}

func TestBulk_ManyRowsAreFilteredOffTheUIGoroutineWithProgress(t *testing.T) {
	s, _ := showBulk(t)
	s.sortInlineLimit = 10
	held := &uitest.HeldJobs{}
	s.hooks.Background = held.Hold
	wait(t, s.findInText(uitest.DistinctIDsText(30)))
	held.RunAll()

	typeFilter(s, "0102030402")
	if held.Len() == 0 {
		t.Fatal("30 rows over a limit of 10 were filtered on the UI goroutine")
	}
	if !s.progress.Visible() || s.summary.Text != "Filtering 30 rows…" {
		t.Errorf("while filtering: progress shown %v, summary %q", s.progress.Visible(), s.summary.Text)
	}
	if s.progress.Max != 30 || s.progress.Value != 0 {
		t.Errorf("progress %v of %v, want 0 of the 30 rows", s.progress.Value, s.progress.Max)
	}
	held.RunAll()
	if rows, _ := s.tableSize(); rows != 10 {
		t.Errorf("%d rows shown, want the 10 with random value 0102030402", rows)
	}
	if s.progress.Visible() {
		t.Error("the progress bar stays after the filter")
	}
	if !strings.HasSuffix(s.summary.Text, "10 of 30 rows shown") {
		t.Errorf("summary %q", s.summary.Text)
	}
}

func TestBulk_ANewerFilterReplacesOneInProgress(t *testing.T) {
	s, _ := showBulk(t)
	s.sortInlineLimit = 10
	held := &uitest.HeldJobs{}
	s.hooks.Background = held.Hold
	wait(t, s.findInText(uitest.DistinctIDsText(30)))
	held.RunAll()

	test.Type(s.filter, "010203040")
	test.Type(s.filter, "1")
	if held.Len() != 10 {
		t.Fatalf("%d filters waiting, want one a keystroke", held.Len())
	}
	held.RunAll()
	if !strings.HasSuffix(s.summary.Text, "10 of 30 rows shown") {
		t.Errorf("summary %q, want the last filter's rows", s.summary.Text)
	}
}
