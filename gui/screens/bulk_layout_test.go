//go:build ci

package screens

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
)

// openFile scans the file at path as the open dialog does.
func openFile(t *testing.T, s *Bulk, path string) {
	t.Helper()
	r, err := storage.Reader(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	wait(t, s.fileChosen(r, nil))
}

func TestBulk_AnOpenedFileEmptiesTheBoxWhichNamesItAndKeepsThePasteRestorable(t *testing.T) {
	path := filepath.Join(t.TempDir(), "app.log")
	if err := os.WriteFile(path, []byte("GET /orders/507f1f77bcf86cd799439011\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	s, w := showBulk(t)
	typed := "typed 6553f1003f2a91c8d4003039"
	test.Type(s.input, typed)
	if s.restoreButton.Visible() {
		t.Error("Restore pasted text shows with nothing set aside")
	}
	openFile(t, s, path)

	if s.input.Text != "" {
		t.Errorf("the box still holds %q after the file was opened", s.input.Text)
	}
	want := "Results from " + path + " (37 bytes). Paste or type here to find the IDs in other text."
	if s.input.PlaceHolder != want {
		t.Errorf("the box says %q, want %q", s.input.PlaceHolder, want)
	}
	if want := "1 ID found in app.log: 1 distinct, 0 duplicated"; s.summary.Text != want {
		t.Errorf("summary %q, want %q", s.summary.Text, want)
	}
	if want := "The text in the box was set aside: “Restore pasted text” brings it back"; w.said != want {
		t.Errorf("status %q, want %q", w.said, want)
	}

	test.Tap(uitest.ButtonLabelled(t, s.content, "Restore pasted text"))
	if s.input.Text != typed {
		t.Errorf("restored %q, want %q", s.input.Text, typed)
	}
	if got := uitest.VisibleColumn(t, s.table, columnHex); !slices.Equal(got, []string{"6553f1003f2a91c8d4003039"}) {
		t.Errorf("after restoring, rows %q, want the typed text's", got)
	}
	if s.restoreButton.Visible() {
		t.Error("Restore pasted text stays after restoring")
	}
	if want := "Paste logs, mongoexport output, mongosh results or CSV here"; s.input.PlaceHolder != want {
		t.Errorf("the box says %q, want %q", s.input.PlaceHolder, want)
	}
}

func TestBulk_AFileOpenedOverAnEmptyBoxSetsNothingAside(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big.log")
	text := largeText(t)
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	s, w := showBulk(t)
	openFile(t, s, path)
	if s.restoreButton.Visible() || w.said != "" {
		t.Errorf("restore shown %v, status %q, with nothing set aside", s.restoreButton.Visible(), w.said)
	}
	if want := "Results from " + path + " (" + wording.Size(len(text)) + "). Paste or type here to find the IDs in other text."; s.input.PlaceHolder != want {
		t.Errorf("the box says %q, want %q", s.input.PlaceHolder, want)
	}
}

func TestBulk_HexColumnStaysWhileTheOthersScrollSideways(t *testing.T) {
	f := uitest.NewSortFixture()
	s, w := showBulk(t)
	w.Resize(fyne.NewSize(800, 600))
	paste(s, f.Text())
	s.table.ScrollToTrailing()
	rows := uitest.VisibleCells(t, s.table)
	if len(rows) != 4 {
		t.Fatalf("%d rows visible, want 4", len(rows))
	}
	for i, id := range f.Hexes("abcd") {
		if rows[i][0] != id {
			t.Errorf("row %d starts %q after scrolling to the right, want its ID %s", i, rows[i][0], id)
		}
		if last := rows[i][len(rows[i])-1]; last != []string{"1", "3 (duplicate)", "2 (duplicate)", "1"}[i] {
			t.Errorf("row %d ends %q, want its occurrences", i, last)
		}
	}
	if s.table.StickyColumnCount != 1 || columnHex != 0 {
		t.Error("the Hex column is not the one that stays")
	}
}

func TestBulk_ADividerPreferenceOutOfRangeIsIgnored(t *testing.T) {
	for _, bad := range []float64{-1, 0, 1, 7} {
		w := newTestWindow(t)
		w.prefs.SetFloat(prefBulkSplit, bad)
		t.Cleanup(func() { w.prefs.RemoveValue(prefBulkSplit) })
		state := NewBulkState()
		if got := NewBulk(w, w.prefs, &state, BulkHooks{}).split.Offset(); got != defaultBulkSplit {
			t.Errorf("saved %v: divider at %v, want the default %v", bad, got, defaultBulkSplit)
		}
	}
}

func TestBulk_EveryControlTabReachesShowsWhereTheFocusIs(t *testing.T) {
	s, window := showBulk(t)
	s.findInText(uitest.NewSortFixture().Text())
	for _, w := range []fyne.Widget{s.openButton, splitDivider(s.split), s.exportButton, s.copyButton, s.columnChoice, s.copyFormat} {
		window.Canvas().Focus(w.(fyne.Focusable))
		if !uitest.FocusRingShown(w) {
			t.Errorf("the focused %T shows no ring", w)
		}
	}
}

// splitDivider is the divider of split, the second of its objects.
func splitDivider(split *widgets.VSplit) *widgets.SplitDivider {
	return test.WidgetRenderer(split).Objects()[1].(*widgets.SplitDivider)
}
