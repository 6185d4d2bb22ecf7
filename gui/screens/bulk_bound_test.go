//go:build ci

package screens

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/wording"
)

// idLines is n lines of log text, each with the worked example's first ID.
func idLines(n int) string {
	return strings.Repeat("x 6553f1003f2a91c8d4003039\n", n)
}

func TestBulk_RepeatedPastesNeverMakeTheInputLong(t *testing.T) {
	s, _ := showBulk(t)
	chunk := idLines(maxShownInput / 27 / 2) // under half the bound each
	paste(s, chunk)
	paste(s, chunk)
	if got := len(s.input.Text); got != 2*len(chunk) {
		t.Fatalf("input holds %d bytes after two short pastes, want %d", got, 2*len(chunk))
	}
	before := s.input.Text
	// The third would take it past the bound: scanned, not shown.
	wait(t, func() <-chan struct{} { paste(s, chunk); return s.state.scanDone }())
	for range 20 {
		paste(s, chunk)
		wait(t, s.state.scanDone)
	}
	if s.input.Text != before || len(s.input.Text) > maxShownInput {
		t.Errorf("input holds %d bytes; repeated pastes must stay under %d", len(s.input.Text), maxShownInput)
	}
	if want := wording.Number(len(chunk)/27) + " IDs found in the pasted text"; !strings.HasPrefix(s.summary.Text, want) {
		t.Errorf("summary %q, want it to start %q", s.summary.Text, want)
	}
	// Typing still works in what is shown.
	test.Type(s.input, "z")
	if !strings.HasSuffix(s.input.Text, "z") && !strings.HasPrefix(s.input.Text, "z") {
		t.Errorf("typing did not reach the input: %q…", s.input.Text[:20])
	}
}

// BenchmarkBulk_KeystrokeInAFullInput measures one keystroke in the Bulk
// input holding as much as it shows: the scan, the table and the entry's
// layout, which must stay under a frame (16.7 ms).
func BenchmarkBulk_KeystrokeInAFullInput(b *testing.B) {
	window := &testWindow{prefs: testApp.Preferences(), now: bulkNow, utc: true}
	state := NewBulkState()
	s := NewBulk(window, window.prefs, &state, BulkHooks{Say: func(string) {}, Background: func(job func()) { go job() }})
	w := test.NewTempWindow(b, s.content)
	w.Resize(fyne.NewSize(1500, 800))
	s.input.SetText(idLines(maxShownInput / 27))
	b.ReportAllocs()
	for b.Loop() {
		test.Type(s.input, "a")
	}
}

func TestBulk_SummarySaysHowManyIDsWereNotKept(t *testing.T) {
	s, _ := showBulk(t)
	tally, err := core.TallyIDsUpTo(strings.NewReader("507f1f77bcf86cd799439011 6553f1003f2a91c8d4003039 6553f1003f2a91c8d400303a 6553f1003f2a91c8d400303a"), 1)
	if err != nil {
		t.Fatal(err)
	}
	s.show(bulkResult{source: bulkSource{file: "ids.txt"}, Tally: tally})
	want := "4 IDs found in ids.txt: 1 distinct, 0 duplicated. 3 more IDs, found after the first 1 distinct ones, are counted but not listed"
	if s.summary.Text != want {
		t.Errorf("summary %q, want %q", s.summary.Text, want)
	}
	if got := s.table.Length; got == nil {
		t.Fatal("no table")
	}
	if rows, _ := s.tableSize(); rows != 1 {
		t.Errorf("%d rows listed, want the 1 kept", rows)
	}
}
