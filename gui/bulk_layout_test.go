//go:build ci

package gui

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
)

// openFile scans the file at path as the open dialog does.
func openFile(t *testing.T, s *bulkScreen, path string) {
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
	s, _ := showBulk(t)
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
	if want := "The text in the box was set aside: “Restore pasted text” brings it back"; s.ui.status.Text != want {
		t.Errorf("status %q, want %q", s.ui.status.Text, want)
	}

	test.Tap(buttonLabelled(t, s.content, "Restore pasted text"))
	if s.input.Text != typed {
		t.Errorf("restored %q, want %q", s.input.Text, typed)
	}
	if got := visibleColumn(t, s.table, columnHex); !slices.Equal(got, []string{"6553f1003f2a91c8d4003039"}) {
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
	s, _ := showBulk(t)
	openFile(t, s, path)
	if s.restoreButton.Visible() || s.ui.status.Text != "" {
		t.Errorf("restore shown %v, status %q, with nothing set aside", s.restoreButton.Visible(), s.ui.status.Text)
	}
	if want := "Results from " + path + " (" + wording.Size(len(text)) + "). Paste or type here to find the IDs in other text."; s.input.PlaceHolder != want {
		t.Errorf("the box says %q, want %q", s.input.PlaceHolder, want)
	}
}

func TestBulk_HexColumnStaysWhileTheOthersScrollSideways(t *testing.T) {
	f := newSortFixture()
	s, w := showBulk(t)
	w.Resize(fyne.NewSize(800, 600))
	paste(s, f.text())
	s.table.ScrollToTrailing()
	rows := visibleCells(t, s.table)
	if len(rows) != 4 {
		t.Fatalf("%d rows visible, want 4", len(rows))
	}
	for i, id := range f.hexes("abcd") {
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

func TestBulk_TheTableHasMostOfThe800By600Window(t *testing.T) {
	u := newTestWindow(t)
	u.window.Resize(fyne.NewSize(800, 600))
	u.tabs.Select(u.bulkTab)
	u.bulk.findInText(distinctIDsText(50))
	tab := u.bulk.content.Size().Height
	if table := u.bulk.table.Size().Height; table <= tab/2 {
		t.Errorf("the table is %v high of the tab's %v", table, tab)
	}
	if rows := wholeRowsInView(u.bulk.table); rows < 8 {
		t.Errorf("%d whole rows in view at 800×600, want at least 8", rows)
	}
}

// wholeRowsInView counts the IDs of the Hex column shown whole, not cut
// by the table's bottom edge.
func wholeRowsInView(table fyne.Widget) int {
	driver := fyne.CurrentApp().Driver()
	bottom := driver.AbsolutePositionForObject(table).Y + table.Size().Height
	rows := 0
	visitAll(table, func(o fyne.CanvasObject) {
		l, ok := o.(*widget.Label)
		if ok && l.Visible() && len(l.Text) == 24 && driver.AbsolutePositionForObject(l).Y+l.Size().Height <= bottom {
			rows++
		}
	})
	return rows
}

func TestBulk_TheDividerMovesWithTheKeyboardAndIsRemembered(t *testing.T) {
	u := newTestWindow(t)
	u.window.Resize(fyne.NewSize(800, 600))
	u.tabs.Select(u.bulkTab)
	u.bulk.findInText(newSortFixture().text())
	before := u.bulk.table.Size().Height
	u.window.Canvas().Focus(splitDivider(u.bulk.split))
	typeKey(t, u, fyne.KeyUp)
	typeKey(t, u, fyne.KeyUp)
	after := u.bulk.table.Size().Height
	if after >= before {
		t.Fatalf("Up twice left the table %v high, was %v", after, before)
	}
	saved := u.app.Preferences().Float(prefBulkSplit)
	if saved <= 0 || saved >= defaultBulkSplit {
		t.Errorf("saved offset %v, want below the default %v", saved, defaultBulkSplit)
	}

	// A new window on the same preferences puts the divider back.
	again := openWindowIn(t, u.app, u.env)
	again.window.Resize(fyne.NewSize(800, 600))
	again.tabs.Select(again.bulkTab)
	if got := again.bulk.split.Offset(); got != saved {
		t.Errorf("the new window's divider at %v, want the saved %v", got, saved)
	}
}

func TestBulk_ADividerPreferenceOutOfRangeIsIgnored(t *testing.T) {
	for _, bad := range []float64{-1, 0, 1, 7} {
		u := bareUI(t)
		u.app.Preferences().SetFloat(prefBulkSplit, bad)
		state := newBulkState()
		if got := newBulkScreen(u, &state).split.Offset(); got != defaultBulkSplit {
			t.Errorf("saved %v: divider at %v, want the default %v", bad, got, defaultBulkSplit)
		}
	}
}

func TestBulk_CtrlCCopiesTheFocusedRowInTheChosenFormat(t *testing.T) {
	f := newSortFixture()
	u := newTestWindow(t)
	u.tabs.Select(u.bulkTab)
	u.bulk.findInText(f.text())
	u.bulk.copyFormat.SetSelectedIndex(1) // ObjectId("…")
	u.window.Canvas().Focus(u.bulk.table)
	typeKey(t, u, fyne.KeyDown)
	typeKey(t, u, fyne.KeyRight)
	pressShortcut(t, u, &fyne.ShortcutCopy{})
	want := `ObjectId("` + f.b.Hex() + `")`
	if got := u.app.Clipboard().Content(); got != want {
		t.Errorf("clipboard %q, want the second row %s", got, want)
	}
	if u.status.Text != "Copied "+want {
		t.Errorf("status %q", u.status.Text)
	}
}

func TestBulk_TabReachesTheFilterTheTableAndTheDivider(t *testing.T) {
	u := newTestWindow(t)
	u.tabs.Select(u.bulkTab)
	u.bulk.findInText(newSortFixture().text())
	u.window.Canvas().Focus(u.bulk.input)
	var reached []fyne.Focusable
	for range 12 {
		u.window.Canvas().FocusNext()
		reached = append(reached, u.window.Canvas().Focused())
	}
	for _, want := range []fyne.Focusable{u.bulk.filter, u.bulk.openButton, u.bulk.table, splitDivider(u.bulk.split)} {
		if !slices.Contains(reached, want) {
			t.Errorf("Tab from the input never reaches %T", want)
		}
	}
}

func TestBulk_DraggingTheDividerResizesThePanes(t *testing.T) {
	u := newTestWindow(t)
	u.window.Resize(fyne.NewSize(800, 600))
	u.tabs.Select(u.bulkTab)
	u.bulk.findInText(newSortFixture().text())
	before := u.bulk.table.Size().Height
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(splitDivider(u.bulk.split)).AddXY(400, 2)
	test.Drag(u.window.Canvas(), at, 0, -60)
	if got := u.bulk.table.Size().Height; got > before-50 || got < before-70 {
		t.Errorf("dragged 60 up, the table is %v high, was %v", got, before)
	}
	if saved := u.app.Preferences().Float(prefBulkSplit); saved != u.bulk.split.Offset() {
		t.Errorf("saved %v, the divider is at %v", saved, u.bulk.split.Offset())
	}

	// Written when the drag ends, not at every step of the mouse.
	saved := u.bulk.split.Offset()
	splitDivider(u.bulk.split).Dragged(&fyne.DragEvent{Dragged: fyne.NewDelta(0, 30)})
	if got := u.app.Preferences().Float(prefBulkSplit); got != saved {
		t.Errorf("mid-drag the preference moved to %v", got)
	}
	splitDivider(u.bulk.split).DragEnd()
	if got := u.app.Preferences().Float(prefBulkSplit); got == saved || got != u.bulk.split.Offset() {
		t.Errorf("after the drag the preference is %v, the divider at %v", got, u.bulk.split.Offset())
	}
}

func TestBulk_HomeAndEndMoveTheDividerAsFarAsThePanesLet(t *testing.T) {
	u := newTestWindow(t)
	u.window.Resize(fyne.NewSize(800, 600))
	u.tabs.Select(u.bulkTab)
	u.bulk.findInText(newSortFixture().text())
	test.Tap(splitDivider(u.bulk.split))
	if u.window.Canvas().Focused() != splitDivider(u.bulk.split) {
		t.Fatal("a click on the divider does not give it the keys")
	}
	typeKey(t, u, fyne.KeyEnd)
	split := u.bulk.split
	if got, want := splitBottom(split).Size().Height, splitBottom(split).MinSize().Height; got > want+1 {
		t.Errorf("after End the summary pane is %v high, want its least, %v", got, want)
	}
	typeKey(t, u, fyne.KeyHome)
	if got, want := u.bulk.table.Size().Height, u.bulk.table.MinSize().Height; got > want+1 {
		t.Errorf("after Home the table is %v high, want its least, %v", got, want)
	}
	if labelShowing(splitBottom(split), u.bulk.groupsTitle.Text) == nil || !u.bulk.groups.Visible() {
		t.Error("with the room, the groups do not show")
	}
}

func TestBulk_SpaceOnAHexCellOpensTheIDInDecode(t *testing.T) {
	f := newSortFixture()
	u := newTestWindow(t)
	u.tabs.Select(u.bulkTab)
	u.bulk.findInText(f.text())
	u.window.Canvas().Focus(u.bulk.table)
	typeKey(t, u, fyne.KeyDown)
	typeKey(t, u, fyne.KeySpace)
	if u.tabs.Selected() != u.decodeTab || decodedID(u) != f.b.Hex() {
		t.Errorf("tab %q shows %s, want Decode with %s", u.tabs.Selected().Text, decodedID(u), f.b)
	}
}

func TestBulk_EveryControlTabReachesShowsWhereTheFocusIs(t *testing.T) {
	u := newTestWindow(t)
	u.tabs.Select(u.bulkTab)
	u.bulk.findInText(newSortFixture().text())
	s := u.bulk
	for _, w := range []fyne.Widget{s.openButton, splitDivider(s.split), s.exportButton, s.copyButton, s.columnChoice, s.copyFormat} {
		u.window.Canvas().Focus(w.(fyne.Focusable))
		if !focusRingShown(w) {
			t.Errorf("the focused %T shows no ring", w)
		}
	}
}

// splitDivider is the divider of split, the second of its objects.
func splitDivider(split *widgets.VSplit) *widgets.SplitDivider {
	return test.WidgetRenderer(split).Objects()[1].(*widgets.SplitDivider)
}

// splitBottom is the pane under the divider of split.
func splitBottom(split *widgets.VSplit) fyne.CanvasObject {
	return test.WidgetRenderer(split).Objects()[2]
}
