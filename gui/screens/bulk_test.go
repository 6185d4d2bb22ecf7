package screens

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/assets"
	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/fynefix"
	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/wording"
	"github.com/objectid-generator/objectid/internal/bulk"
	"go.mongodb.org/mongo-driver/v2/bson"
)

// bulkNow is the fixed clock of the Bulk tests: 2023-11-15 00:00:00 UTC.
var bulkNow = time.Unix(1700006400, 0)

// bulkWindow is the window a Bulk tab is shown in by a test.
type bulkWindow struct {
	fyne.Window
	*testWindow
}

// showBulkAt shows a Bulk tab at now, waiting for its last scan at the end.
func showBulkAt(t *testing.T, now time.Time) (*Bulk, *bulkWindow) {
	t.Helper()
	tw := newTestWindow(t)
	tw.now = now
	w := &bulkWindow{testWindow: tw, Window: test.NewTempWindow(t, widget.NewLabel(""))}
	s := NewBulk(tw)
	t.Cleanup(s.Wait)
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(1500, 800))
	return s, w
}

func showBulk(t *testing.T) (*Bulk, *bulkWindow) { return showBulkAt(t, bulkNow) }

// paste puts text in the input the way a user pastes it.
func paste(s *Bulk, text string) {
	testApp.Clipboard().SetContent(text)
	s.input.TypedShortcut(&fyne.ShortcutPaste{Clipboard: testApp.Clipboard()})
}

// hexShown is the Hex column as the table shows it.
func hexShown(t *testing.T, s *Bulk) []string {
	t.Helper()
	return visibleColumn(t, s.table, bulk.Hex)
}

const bulkMixedText = "2023-11-14T22:13:20Z INFO GET /orders/6553f1003f2a91c8d4003039 200\n" +
	"commit da39a3ee5e6b4b0d3255bfef95601890afd80709 trace f47ac10b-58cc-4372-a567-0e02b2c3d479\n" +
	`{"_id": {"$oid": "6553F1003F2A91C8D400303A"}, "owner": ObjectId("507f1f77bcf86cd799439011")}` + "\n" +
	"glued 6553f1003f2a91c8d40030396553f1003f2a91c8d400303a short 6553f1003f2a91c8d400303 long 6553f1003f2a91c8d40030390\n" +
	"0x507f1f77bcf86cd799439011 idx507f1f77bcf86cd799439011 again 6553f1003f2a91c8d4003039\n"

func TestBulk_PastedMixedTextListsEachIDOnceInInputOrder(t *testing.T) {
	s, _ := showBulk(t)
	if !strings.HasPrefix(s.summary.Text, "Paste text or open a file") || !s.exportButton.Disabled() || !s.copyButton.Disabled() {
		t.Errorf("the empty tab says %q, export disabled %v", s.summary.Text, s.exportButton.Disabled())
	}
	paste(s, bulkMixedText)
	want := []string{"6553f1003f2a91c8d4003039", "6553f1003f2a91c8d400303a", "507f1f77bcf86cd799439011"}
	if got := hexShown(t, s); !slices.Equal(got, want) {
		t.Errorf("hex column %q, want %q", got, want)
	}
	if want := "4 IDs found in the pasted text: 3 distinct, 1 duplicated"; s.summary.Text != want {
		t.Errorf("summary %q, want %q", s.summary.Text, want)
	}
	paste(s, " da39a3ee5e6b4b0d3255bfef95601890afd80709")
	if want := "4 IDs found in the pasted text: 3 distinct, 1 duplicated"; s.summary.Text != want {
		t.Errorf("summary %q after text with no ID was added, want %q", s.summary.Text, want)
	}
	s.input.SetText("only a hash da39a3ee5e6b4b0d3255bfef95601890afd80709")
	if want := "No ObjectIDs in the pasted text."; s.summary.Text != want || len(s.shown) != 0 {
		t.Errorf("summary %q with %d rows, want %q", s.summary.Text, len(s.shown), want)
	}
}

func TestBulk_RowShowsEveryFieldAndSaysSoToAScreenReader(t *testing.T) {
	s, _ := showBulk(t)
	paste(s, "first line\nx 6553f1003f2a91c8d4003039 y")
	want := []string{"6553f1003f2a91c8d4003039", "2", "2023-11-14 22:13:20", "2023-11-15 01:13:20 XST", "1 hour ago", "3f2a91c8d4", "12,345", "1"}
	if got := visibleCells(t, s.table); len(got) != 1 || !slices.Equal(got[0], want) {
		t.Errorf("cells %q, want %q", got, want)
	}
	var labels []string
	uitest.VisitAll(s.table, func(o fyne.CanvasObject) {
		if c, ok := o.(*bulkCell); ok && c.Visible() {
			labels = append(labels, c.AccessibilityLabel())
		}
	})
	if !slices.Contains(labels, "Counter: 12,345") {
		t.Errorf("a screen reader hears %q, want the counter named by its column", labels)
	}
}

func TestBulk_DuplicatesAreMarkedAndTappingAHeaderSortsThenReverses(t *testing.T) {
	f := newSortFixture()
	s, w := showBulk(t)
	paste(s, f.Text())
	// A count over one is marked as a duplicate in the warning colour.
	if got, want := visibleColumn(t, s.table, bulk.Count), []string{"1", "3 (duplicate)", "2 (duplicate)", "1"}; !slices.Equal(got, want) {
		t.Errorf("occurrences %q, want %q", got, want)
	}
	uitest.VisitAll(s.table, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() && (l.Importance == widget.WarningImportance) != strings.HasSuffix(l.Text, "(duplicate)") {
			t.Errorf("cell %q: warning colour %v", l.Text, l.Importance == widget.WarningImportance)
		}
	})
	for _, tt := range []struct {
		column                bulk.Column
		ascending, descending string
	}{
		{bulk.Hex, "dbca", "acbd"},
		{bulk.Line, "abcd", "dcba"},
		{bulk.UTC, "bdca", "acbd"},
		{bulk.Local, "bdca", "acbd"},
		{bulk.Age, "acbd", "bdca"},
		{bulk.Random, "cadb", "bdac"},
		{bulk.Counter, "badc", "cdab"},
		{bulk.Count, "adcb", "bcad"},
	} {
		header := buttonLabelled(t, w.Content(), bulkColumnTitles[tt.column])
		test.Tap(header)
		if got, want := hexShown(t, s), f.Hexes(tt.ascending); !slices.Equal(got, want) {
			t.Errorf("%s, first tap: %q, want %q", header.Text, got, want)
		}
		test.Tap(header)
		if got, want := hexShown(t, s), f.Hexes(tt.descending); !slices.Equal(got, want) {
			t.Errorf("%s, second tap: %q, want %q", header.Text, got, want)
		}
	}
	// The order stays when the text changes.
	test.Tap(buttonLabelled(t, w.Content(), "Counter"))
	paste(s, "\n"+f.A.Hex())
	if got, want := hexShown(t, s), f.Hexes("badc"); !slices.Equal(got, want) {
		t.Errorf("after more text %q, want still by counter %q", got, want)
	}
}

func TestBulk_ProcessesWithTheirTimeSpanAndChoosingOneFilters(t *testing.T) {
	s, w := showBulk(t)
	one, other := [5]byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4}, [5]byte{0x11, 0x22, 0x33, 0x44, 0x55}
	var text strings.Builder
	for _, id := range []core.ObjectID{
		core.FromParts(1700000000, one, 1), core.FromParts(1700000000, other, 1), core.FromParts(1700003600, one, 2),
		core.FromParts(1700000060, one, 3), core.FromParts(1600000000, [5]byte{9, 9, 9, 9, 9}, 1), core.FromParts(1700000000, other, 2),
	} {
		fmt.Fprintf(&text, "id=%s\n", id)
	}
	paste(s, text.String())
	if want := "Made by 3 processes"; s.groupsTitle.Text != want {
		t.Errorf("processes title %q, want %q", s.groupsTitle.Text, want)
	}
	want := []string{
		// The third ID's counter is above the second's, its time an hour before.
		"3f2a91c8d4: 3 IDs, 2023-11-14 22:13:20 – 2023-11-14 23:13:20 UTC; clock went back 3,540 s at 2023-11-14 23:13:20 UTC",
		"1122334455: 2 IDs, 2023-11-14 22:13:20 UTC",
		"0909090909: 1 ID, 2020-09-13 12:26:40 UTC",
	}
	if got := uitest.LabelTexts(s.groups); !slices.Equal(got, want) {
		t.Errorf("processes\n%q\nwant\n%q", got, want)
	}
	w.utc = false
	if got, want := s.processText(s.processes[2]), "0909090909: 1 ID, 2020-09-13 15:26:40 XST"; got != want {
		t.Errorf("in the local zone %q, want %q", got, want)
	}
	s.groups.Select(1)
	if s.filter.Text != "1122334455" || len(s.shown) != 2 {
		t.Errorf("choosing the second process puts %q in the filter, %d rows shown", s.filter.Text, len(s.shown))
	}
}

// typeFilter replaces what the filter box holds, as a user would.
func typeFilter(s *Bulk, text string) {
	s.filter.SetText("")
	test.Type(s.filter, text)
}

func TestBulk_FilterKeepsTheRowsWhoseHexHoldsTheDigits(t *testing.T) {
	f := newSortFixture()
	s, _ := showBulk(t)
	paste(s, f.Text())
	for _, tt := range []struct{ filter, order, shown string }{
		{"0000000003", "b", "1 of 4 rows shown"},
		// Upper case and spaces around are read as the digits.
		{" 6553F164 ", "bd", "2 of 4 rows shown"},
		{"ffff", "", "0 of 4 rows shown"},
		{"6553g", "", "0 of 4 rows shown: 'g' at position 5 is not a hex digit (0–9, a–f)"},
		{strings.Repeat("0", 25), "", "0 of 4 rows shown: 25 characters — an ObjectID has 24"},
	} {
		typeFilter(s, tt.filter)
		if got, want := hexShown(t, s), f.Hexes(tt.order); !slices.Equal(got, want) {
			t.Errorf("filter %q shows %q, want %q", tt.filter, got, want)
		}
		if want := "7 IDs found in the pasted text: 4 distinct, 2 duplicated. " + tt.shown; s.summary.Text != want {
			t.Errorf("filter %q: summary %q, want %q", tt.filter, s.summary.Text, want)
		}
	}
	typeFilter(s, "")
	if got := hexShown(t, s); !slices.Equal(got, f.Hexes("abcd")) || s.summary.Text != "7 IDs found in the pasted text: 4 distinct, 2 duplicated" {
		t.Errorf("an empty filter shows %q, says %q", got, s.summary.Text)
	}
}

func TestBulk_DeletingFilterDigitsBringsTheirRowsBack(t *testing.T) {
	s, _ := showBulk(t)
	ids := []string{"6553f1004e50000000000001", "6553f1004e60000000000002", "6553f1000000000000004e73", "6553f100aaaa000000000004"}
	paste(s, strings.Join(ids, "\n"))
	backspace := func() { s.filter.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace}) }
	steps := []struct {
		do   func()
		want []string
	}{
		{func() { test.Type(s.filter, "4e") }, ids[:3]},
		{func() { test.Type(s.filter, "5") }, ids[:1]},
		{backspace, ids[:3]},
		{func() { test.Type(s.filter, "7") }, ids[2:3]},
		{backspace, ids[:3]},
		// The fourth ID holds a 4 too.
		{backspace, ids},
		{backspace, ids},
	}
	for i, step := range steps {
		step.do()
		if got := hexShown(t, s); !slices.Equal(got, step.want) {
			t.Errorf("step %d, filter %q: rows %q, want %q", i+1, s.filter.Text, got, step.want)
		}
	}
}

func TestBulk_CopyAndExportTakeTheRowsShownInTableOrder(t *testing.T) {
	f := newSortFixture()
	s, w := showBulk(t)
	paste(s, f.Text())
	test.Tap(buttonLabelled(t, w.Content(), "Counter"))
	test.Tap(buttonLabelled(t, w.Content(), "Counter"))
	typeFilter(s, "6553f1")
	if got, want := hexShown(t, s), f.Hexes("cdb"); !slices.Equal(got, want) {
		t.Fatalf("sorted by counter, descending, filtered: %q, want %q", got, want)
	}
	test.Tap(s.copyButton)
	if want := strings.Join(f.Hexes("cdb"), "\n") + "\n"; w.copied != want || w.copiedWhat != "3 values of Hex" {
		t.Errorf("copied %q as %q, want %q", w.copied, w.copiedWhat, want)
	}
	s.columnChoice.SetSelected("Counter")
	if !s.copyFormat.Disabled() {
		t.Error("the format stays enabled for a column other than Hex")
	}
	test.Tap(s.copyButton)
	if w.copied != "9\n7\n1\n" || w.copiedWhat != "3 values of Counter" {
		t.Errorf("copied %q as %q", w.copied, w.copiedWhat)
	}
	s.columnChoice.SetSelected("Hex")
	s.copyFormat.SetSelectedIndex(1)
	test.Tap(s.copyButton)
	if want := core.FormatShell.Batch([]core.ObjectID{f.C, f.D, f.B}); w.copied != want || w.copiedWhat != `3 IDs as mongosh: ObjectId("…")` {
		t.Errorf("copied %q as %q, want %q", w.copied, w.copiedWhat, want)
	}

	test.Tap(s.exportButton)
	// The file, written off the UI goroutine, holds the rows shown when Export was tapped.
	s.Open(f.A.Hex())
	var csv strings.Builder
	written := make(chan error)
	go func() { written <- w.saveWrite(&csv) }()
	typeFilter(s, "0")
	if err := <-written; err != nil || w.saveWhat != "3 IDs" || w.saveName != "objectids.csv" {
		t.Fatalf("export of %q to %q: %v", w.saveWhat, w.saveName, err)
	}
	// The hex under _id, the field it is; the age in seconds to Unix 1700006400.
	want := "_id,Line,UTC time,Local time,Age,Random value,Counter,Occurrences\n" +
		f.C.Hex() + ",4,2023-11-14T22:16:40Z,2023-11-15T01:16:40+03:00,6200,0000000000,9,2\n" +
		f.D.Hex() + ",5,2023-11-14T22:15:00Z,2023-11-15T01:15:00+03:00,6300,0000000002,7,1\n" +
		f.B.Hex() + ",2,2023-11-14T22:15:00Z,2023-11-15T01:15:00+03:00,6300,0000000003,1,3\n"
	if csv.String() != want {
		t.Errorf("CSV\n%s\nwant\n%s", csv.String(), want)
	}
}

func TestBulk_ALargePasteIsScannedUnshownAndNamedBySize(t *testing.T) {
	s, _ := showBulk(t)
	test.Type(s.input, "kept")
	text := strings.Repeat("x 6553f1003f2a91c8d4003039 y 507f1f77bcf86cd799439011\n", 20_000)
	paste(s, text)
	s.Wait()
	if want := "40,000 IDs found in 1.1 MB of pasted text: 2 distinct, 2 duplicated"; s.summary.Text != want {
		t.Errorf("summary %q, want %q", s.summary.Text, want)
	}
	if s.input.Text != "kept" {
		t.Errorf("the box holds %q", s.input.Text)
	}
	s.Open(text[:5000])
	s.Wait()
	if s.input.Text != "" || !strings.HasPrefix(s.summary.Text, "185 IDs found in the pasted text") {
		t.Errorf("5,000 bytes opened leave %d bytes in the box and say %q", len(s.input.Text), s.summary.Text)
	}
}

func TestBulk_OpenedAndDroppedFilesAreScannedByName(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "big.log")
	if err := os.WriteFile(path, []byte(strings.Repeat("id 6553f1003f2a91c8d4003039\n", 40_000)), 0o600); err != nil {
		t.Fatal(err)
	}
	s, w := showBulk(t)
	paste(s, "507f1f77bcf86cd799439011")
	r, err := storage.Reader(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	w.openFile = func(opened func(fyne.URIReadCloser, error)) { opened(r, nil) }
	typeFilter(s, "507f") // left from the paste, it would hide every row of the file
	s.ChooseFile()
	s.Wait()
	if want := "40,000 IDs found in big.log: 1 distinct, 1 duplicated"; s.summary.Text != want || s.filter.Text != "" || len(s.shown) != 1 {
		t.Errorf("summary %q, filter %q, %d rows shown; want %q, no filter and the file's row", s.summary.Text, s.filter.Text, len(s.shown), want)
	}
	if s.input.Text != "" {
		t.Errorf("the box holds %q, want it empty", s.input.Text)
	}
	if s.progressBox.Visible() || s.progress.Value <= 0 {
		t.Errorf("after the scan: bar shown %v at %v", s.progressBox.Visible(), s.progress.Value)
	}

	dropped := filepath.Join(dir, "dropped.json")
	if err := os.WriteFile(dropped, []byte(`[{"$oid":"6553f1003f2a91c8d4003039"}]`), 0o600); err != nil {
		t.Fatal(err)
	}
	s.Dropped(fyne.NewPos(10, 10), []fyne.URI{storage.NewFileURI(dropped), storage.NewFileURI(path)})
	s.Wait()
	if want := "1 ID found in dropped.json: 1 distinct, 0 duplicated"; s.summary.Text != want {
		t.Errorf("summary %q", s.summary.Text)
	}

	s.fileChosen(nil, errors.New("permission denied"))
	if len(w.errors) != 1 || w.errors[0].Error() != "The file could not be opened: permission denied" {
		t.Errorf("errors shown %v, want the reason the file could not be opened", w.errors)
	}
	if len(s.shown) != 1 {
		t.Errorf("%d rows after a file could not be opened, want those shown before", len(s.shown))
	}
}

func TestBulk_PastMaxListedTheSummarySaysWhatReadsAnySize(t *testing.T) {
	s, _ := showBulk(t)
	var text strings.Builder
	for i := range bulk.MaxListed + 2 {
		text.WriteString(core.FromParts(1700000000, [5]byte{1}, uint32(i)).Hex() + "\n")
	}
	s.startScan(bulkSource{file: "ids.txt"}, 0, func(read func(int64) bool) (*bulk.Tally, error) {
		return bulk.Scan(strings.NewReader(text.String()), "ids.txt", read)
	})
	s.Wait()
	want := "1,000,002 IDs found in ids.txt: 1,000,000 distinct, 0 duplicated. 2 more IDs, found after the first 1,000,000 distinct ones, are counted but not listed; objectid decode -scan reads text of any size"
	if s.summary.Text != want {
		t.Errorf("summary %q, want %q", s.summary.Text, want)
	}
}

// steppedZeros is /dev/zero filling one read a step of the test; the test
// touches the screen only while the scan waits here.
type steppedZeros struct {
	uri                   fyne.URI
	waiting, steps, ended chan struct{}
}

func (r *steppedZeros) Read(p []byte) (int, error) {
	select {
	case r.waiting <- struct{}{}:
	case <-r.ended:
		return 0, io.EOF
	}
	select {
	case <-r.steps:
		time.Sleep(progressInterval)
		clear(p)
		return len(p), nil
	case <-r.ended:
		return 0, io.EOF
	}
}

func (r *steppedZeros) Close() error  { return nil }
func (r *steppedZeros) URI() fyne.URI { return r.uri }

func TestBulk_EndlessFileShowsBytesReadAndCancelStopsIt(t *testing.T) {
	s, _ := showBulk(t)
	paste(s, "507f1f77bcf86cd799439011")
	r := &steppedZeros{uri: storage.NewFileURI("/dev/zero"), waiting: make(chan struct{}), steps: make(chan struct{}), ended: make(chan struct{})}
	s.fileChosen(r, nil)
	<-r.waiting
	if !s.scanBox.Visible() || s.progressBox.Visible() || len(s.shown) != 1 {
		t.Errorf("while reading /dev/zero: Cancel shown %v, bar shown %v, %d rows; want Cancel alone and the row from before", s.scanBox.Visible(), s.progressBox.Visible(), len(s.shown))
	}
	for range 3 {
		r.steps <- struct{}{}
		<-r.waiting
	}
	if text := s.summary.Text; !strings.HasPrefix(text, "Reading zero… ") || !strings.HasSuffix(text, " so far") {
		t.Errorf("after 3 reads the summary reads %q, want the bytes read so far", text)
	}
	test.Tap(s.cancelButton)
	close(r.ended)
	s.Wait()
	// Cancel keeps what was shown before.
	if want := "Reading zero was cancelled. 1 ID found in the pasted text: 1 distinct, 0 duplicated"; s.summary.Text != want || s.scanBox.Visible() || len(s.shown) != 1 {
		t.Errorf("after Cancel: summary %q, Cancel shown %v, %d rows; want %q and the row from before", s.summary.Text, s.scanBox.Visible(), len(s.shown), want)
	}
	paste(s, " 6553f1003f2a91c8d4003039")
	if want := "2 IDs found in the pasted text: 2 distinct, 0 duplicated"; s.summary.Text != want {
		t.Errorf("a paste after the cancel says %q", s.summary.Text)
	}
}

func TestBulk_APasteReplacesAScanInProgress(t *testing.T) {
	s, _ := showBulk(t)
	r := &steppedZeros{waiting: make(chan struct{}), steps: make(chan struct{}), ended: make(chan struct{})}
	s.startScan(bulkSource{pasted: 1 << 30}, 1<<30, func(read func(int64) bool) (*bulk.Tally, error) {
		return bulk.Scan(io.MultiReader(strings.NewReader("x 6553f1003f2a91c8d4003039\n"), r), "", read)
	})
	<-r.waiting
	if !s.scanBox.Visible() || !s.progressBox.Visible() {
		t.Errorf("scanning a paste of known size: Cancel shown %v, bar shown %v", s.scanBox.Visible(), s.progressBox.Visible())
	}
	paste(s, "507f1f77bcf86cd799439011")
	close(r.ended)
	s.Wait()
	if want := "1 ID found in the pasted text: 1 distinct, 0 duplicated"; s.summary.Text != want || s.scanBox.Visible() {
		t.Errorf("summary %q, want the newer input's %q", s.summary.Text, want)
	}
}

func TestBulk_Layout(t *testing.T) {
	s, w := showBulk(t)
	w.Resize(fyne.NewSize(1200, 700))
	paste(s, newSortFixture().Text())
	test.Tap(buttonLabelled(t, w.Content(), "Age"))
	test.AssertRendersToMarkup(t, "bulk.xml", w.Canvas())
}

// useLanguage makes the tests speak code until the test ends.
func useLanguage(t *testing.T, code string, style wording.Style) {
	t.Helper()
	use := func(code string, style wording.Style) {
		data, err := assets.Translations.ReadFile(assets.TranslationsDir + "/" + code + ".json")
		if err == nil {
			err = fynefix.UseTranslation(data)
		}
		if err != nil {
			t.Fatal(err)
		}
		wording.Use(style)
	}
	use(code, style)
	t.Cleanup(func() { use("en", wording.English) })
}

func TestI18n_BulkColumnsHoldTheirWidestValuesInAnyLanguage(t *testing.T) {
	day, year := 24*time.Hour, 365*24*time.Hour+6*time.Hour
	for _, l := range []struct {
		code  string
		style wording.Style
	}{{"en", wording.English}, {"fi", wording.Finnish}, {"vi", wording.Vietnamese}, {"id", wording.Indonesian}} {
		for _, now := range []time.Time{time.Unix(math.MaxUint32, 0), time.Unix(0, 0)} {
			t.Run(l.code+"/"+now.UTC().Format("2006"), func(t *testing.T) {
				useLanguage(t, l.code, l.style)
				s, w := showBulkAt(t, now)
				var rows []bulk.Row
				for _, ago := range []time.Duration{time.Second, 59 * time.Second, time.Minute, 59 * time.Minute, time.Hour, 23 * time.Hour, day, 29 * day, 30 * day, 360 * day, year, 136 * year} {
					for _, at := range []time.Time{now.Add(-ago), now.Add(ago)} {
						if at.Unix() >= 0 && at.Unix() <= math.MaxUint32 {
							rows = append(rows, bulk.Row{ID: core.FromParts(uint32(at.Unix()), [5]byte{255, 255, 255, 255, 255}, 1<<24-1), Line: 9_999_999, Count: 999_999_999, NS: "db.c", Path: "_id"})
						}
					}
				}
				s.show(&bulk.Tally{Rows: rows, Dump: true}, bulkSource{})
				// Tall and wide enough that the table draws every cell at once.
				w.Resize(fyne.NewSize(2400, float32(len(rows)+8)*60))
				shown := uitest.LabelTexts(s.table)
				for _, row := range rows {
					for c := range bulk.Columns {
						if text := s.cellText(row, c); !slices.Contains(shown, text) {
							t.Fatalf("the table does not draw %q of column %q, so it cannot be checked", text, s.columnTitle(c))
						}
					}
				}
				for _, cut := range cutTexts(s.table) {
					t.Error(cut)
				}
			})
		}
	}
}

func TestBulk_TableWritesNumbersInTheLanguageAndCSVKeepsDigits(t *testing.T) {
	useLanguage(t, "fi", wording.Finnish)
	s, _ := showBulk(t)
	id := core.FromParts(1700000000, [5]byte{1, 2, 3, 4, 5}, 1<<24-1)
	s.input.SetText(strings.Repeat(id.Hex()+"\n", 123))
	row := s.tally.Rows[0]
	if got, want := s.cellText(row, bulk.Counter)+" / "+s.cellText(row, bulk.Count), "16\u00a0777\u00a0215 / 123 (toistuu)"; got != want {
		t.Errorf("cells %q, want %q", got, want)
	}
	var csv strings.Builder
	if _, write := s.csvWriter(); write(&csv) != nil || !strings.HasSuffix(csv.String(), ",16777215,123\n") {
		t.Errorf("CSV %q does not end in the plain digits", csv.String())
	}
}

// writeDump writes docs to path one after another, as mongodump writes a collection.
func writeDump(t *testing.T, path string, docs ...bson.D) []byte {
	t.Helper()
	var data []byte
	for _, doc := range docs {
		b, err := bson.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		data = append(data, b...)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return data
}

// dumpIDs are IDs a dump holds: an order, its user, an item's product.
var dumpIDs = []core.ObjectID{
	core.FromParts(1700000000, exampleRandom, 1), core.FromParts(1690000000, [5]byte{1}, 7),
	core.FromParts(1700000100, exampleRandom, 2), core.FromParts(1600000000, [5]byte{2}, 9),
}

// orders are two documents of a collection of orders holding dumpIDs.
func orders() []bson.D {
	return []bson.D{
		{{Key: "_id", Value: bson.ObjectID(dumpIDs[0])}, {Key: "user_id", Value: bson.ObjectID(dumpIDs[1])}},
		{{Key: "_id", Value: bson.ObjectID(dumpIDs[2])}, {Key: "items", Value: bson.A{bson.D{{Key: "product", Value: bson.ObjectID(dumpIDs[3])}}}}},
	}
}

func TestBulk_DroppedDumpListsEachIDWithItsNamespaceAndField(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shop", "orders.bson")
	writeDump(t, path, orders()...)
	s, w := showBulk(t)
	w.Resize(fyne.NewSize(2200, 800))
	s.Dropped(fyne.NewPos(10, 10), []fyne.URI{storage.NewFileURI(path)})
	s.Wait()
	for _, title := range []string{"Document", "Namespace", "Field"} {
		buttonLabelled(t, w.Content(), title)
	}
	var got []string
	for _, row := range visibleCells(t, s.table) {
		got = append(got, strings.Join(append(row[:2:2], row[8:]...), " "))
	}
	// A lone file's namespace is its name.
	want := []string{dumpIDs[0].Hex() + " 1 orders.bson _id", dumpIDs[1].Hex() + " 1 orders.bson user_id",
		dumpIDs[2].Hex() + " 2 orders.bson _id", dumpIDs[3].Hex() + " 2 orders.bson items.0.product"}
	if !slices.Equal(got, want) {
		t.Errorf("rows\n%q\nwant\n%q", got, want)
	}
	if want := "4 IDs found in orders.bson: 4 distinct, 0 duplicated\nNamespaces: orders.bson (4)"; s.summary.Text != want {
		t.Errorf("summary %q, want %q", s.summary.Text, want)
	}
	test.Tap(buttonLabelled(t, w.Content(), "Field"))
	s.columnChoice.SetSelected("Field")
	test.Tap(s.copyButton)
	if w.copied != "_id\n_id\nitems.0.product\nuser_id\n" || w.copiedWhat != "4 values of Field" {
		t.Errorf("sorted by field, copied %q as %q", w.copied, w.copiedWhat)
	}
	paste(s, dumpIDs[0].Hex())
	buttonLabelled(t, w.Content(), "Line")
	if got := visibleCells(t, s.table); len(got[0]) != 8 || len(s.columnChoice.Options) != 8 {
		t.Errorf("text after a dump shows %q and offers to copy %q", got[0], s.columnChoice.Options)
	}
}

func TestBulk_FolderOpenedOrDroppedIsReadWhole(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "dump")
	size := len(writeDump(t, filepath.Join(dir, "shop", "orders.bson"), orders()...)) +
		len(writeDump(t, filepath.Join(dir, "shop", "users.bson"), bson.D{{Key: "_id", Value: bson.ObjectID(core.FromParts(1650000000, [5]byte{3}, 1))},
			{Key: "referrer", Value: bson.ObjectID(dumpIDs[1])}}))
	s, w := showBulk(t)
	w.openFolder = func(opened func(fyne.ListableURI, error)) {
		list, err := storage.ListerForURI(storage.NewFileURI(dir))
		opened(list, err)
	}
	test.Tap(buttonLabelled(t, w.Content(), "Open folder…"))
	s.Wait()
	if want := "6 IDs found in dump: 5 distinct, 1 duplicated\nNamespaces: shop.orders (4), shop.users (2)"; s.summary.Text != want {
		t.Errorf("the folder opened: summary %q, want %q", s.summary.Text, want)
	}
	if s.progress.Max != float64(size) {
		t.Errorf("progress measured against %v bytes, want the files' %d", s.progress.Max, size)
	}
	paste(s, "507f1f77bcf86cd799439011")
	s.Dropped(fyne.NewPos(10, 10), []fyne.URI{storage.NewFileURI(dir)})
	s.Wait()
	if got := hexShown(t, s); len(got) != 5 || got[0] != dumpIDs[0].Hex() {
		t.Errorf("the folder dropped lists %q", got)
	}
	s.readFolder(nil, errors.New("permission denied"))
	if len(w.errors) != 1 || w.errors[0].Error() != "The file could not be opened: permission denied" {
		t.Errorf("errors shown %v", w.errors)
	}
}

func TestBulk_DamagedDumpListsTheIDsBeforeAndSaysWhere(t *testing.T) {
	path := filepath.Join(t.TempDir(), "orders.bson")
	data := writeDump(t, path, orders()...)
	first, _ := bson.Marshal(orders()[0])
	// The second document is cut short: its length says more than is left.
	if err := os.WriteFile(path, data[:len(first)+20], 0o600); err != nil {
		t.Fatal(err)
	}
	s, w := showBulk(t)
	s.Dropped(fyne.NewPos(10, 10), []fyne.URI{storage.NewFileURI(path)})
	s.Wait()
	if got := hexShown(t, s); !slices.Equal(got, []string{dumpIDs[0].Hex(), dumpIDs[1].Hex()}) {
		t.Errorf("rows %q, want the first document's", got)
	}
	lines := strings.Split(s.summary.Text, "\n")
	damage := fmt.Sprintf("The dump is damaged from byte %d of orders.bson (", len(first))
	if last := lines[len(lines)-1]; !strings.HasPrefix(last, damage) || !strings.HasSuffix(last, "); the IDs before it are listed") || len(w.errors) != 0 {
		t.Errorf("summary %q, errors %v; want its last line to begin %q", s.summary.Text, w.errors, damage)
	}
}

func TestBulk_IDsFromTheFutureOrBefore2009AreFlagged(t *testing.T) {
	s, _ := showBulk(t)
	paste(s, strings.Join([]string{core.FromParts(uint32(bulkNow.Unix()+3600), [5]byte{1}, 1).Hex(),
		core.FromParts(1200000000, [5]byte{1}, 2).Hex(), core.FromParts(1000000000, [5]byte{1}, 3).Hex(), uitest.FirstID}, " "))
	if want := "3 IDs dated in the future or before 2009: not made by a MongoDB driver?"; !strings.HasSuffix(s.summary.Text, "\n"+want) {
		t.Errorf("summary %q, want it to end %q", s.summary.Text, want)
	}
}

func TestBulk_AProcessWhoseClockWentBackSaysByHowMuchAndWhen(t *testing.T) {
	s, _ := showBulk(t)
	paste(s, strings.Join([]string{core.FromParts(1700000100, exampleRandom, 1).Hex(), core.FromParts(1700000058, exampleRandom, 2).Hex(),
		core.FromParts(1700000200, exampleRandom, 3).Hex()}, " "))
	want := "3f2a91c8d4: 3 IDs, 2023-11-14 22:14:18 – 2023-11-14 22:16:40 UTC; clock went back 42 s at 2023-11-14 22:15:00 UTC"
	if got := uitest.LabelTexts(s.groups); !slices.Equal(got, []string{want}) {
		t.Errorf("processes %q, want %q", got, want)
	}
}

func TestBulk_At800x600TheTableOutgrowsTheTimelineBesideTheSummary(t *testing.T) {
	path := filepath.Join(t.TempDir(), "orders.bson")
	writeDump(t, path, orders()...)
	s, w := showBulk(t)
	// The tab's share of an 800×600 window, less the tab bar and the status line.
	w.Resize(fyne.NewSize(800, 520))
	s.Dropped(fyne.NewPos(10, 10), []fyne.URI{storage.NewFileURI(path)})
	s.Wait()
	// The timeline, as tall as it must be, stands beside the summary and the processes, not under them,
	// and the table keeps most of the tab's height.
	table, timeline := s.table.Size().Height, s.timeline.Size().Height
	if timeline < s.timeline.MinSize().Height || table <= s.content.Size().Height/2 || table+timeline > s.content.Size().Height*0.8 {
		t.Errorf("the table is %v px of the tab's %v, the timeline %v", table, s.content.Size().Height, timeline)
	}
	if got := uitest.LabelTexts(w.Content()); !slices.Contains(got, "Column") || !slices.Contains(got, "Format") {
		t.Errorf("the drop-downs beside Copy column are not labelled: %q", got)
	}
}

func TestBulk_ASpanChosenOnTheTimelineFiltersTheRowsAndFillsTheRangeQuery(t *testing.T) {
	s, w := showBulk(t)
	r := NewRange(w.testWindow, testApp.Preferences())
	var asked []time.Time
	w.rangeQuery = func(from, to time.Time) {
		asked = append(asked, from, to)
		r.SetSpan(from, to)
	}
	// One ID a second, but none at 22:13:21: ten bars of a second each.
	var ids []string
	for _, at := range []uint32{0, 2, 3, 9} {
		ids = append(ids, core.FromParts(uitest.ExampleUnix+at, exampleRandom, at).Hex())
	}
	paste(s, strings.Join(ids, "\n"))
	c := w.Canvas()
	c.Focus(s.timeline)
	press := func(keys ...fyne.KeyName) {
		for _, k := range keys {
			c.Focused().TypedKey(&fyne.KeyEvent{Name: k})
		}
	}
	press(fyne.KeyRight, fyne.KeyRight, fyne.KeyReturn)
	s.timeline.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	press(fyne.KeyRight)
	s.timeline.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	if got := hexShown(t, s); !slices.Equal(got, ids[1:3]) {
		t.Errorf("the third and fourth seconds chosen show %q, want %q", got, ids[1:3])
	}
	if want := ". 2 of 4 rows shown"; !strings.HasSuffix(s.summary.Text, want) {
		t.Errorf("summary %q, want it to end %q", s.summary.Text, want)
	}
	typeFilter(s, ids[2][20:])
	if got := hexShown(t, s); !slices.Equal(got, ids[2:3]) {
		t.Errorf("the span and the filter %q show %q", s.filter.Text, got)
	}
	test.Tap(buttonLabelled(t, w.Content(), "Range query for this span"))
	from, to := r.from.Date.Text+" "+r.from.Clock.Text, r.to.Date.Text+" "+r.to.Clock.Text
	if len(asked) != 2 || from != "2023-11-14 22:13:22" || to != "2023-11-14 22:13:24" {
		t.Errorf("Range query asked for %v, shows From %q and To %q", asked, from, to)
	}
	typeFilter(s, "")
	c.Focus(s.timeline)
	press(fyne.KeyEscape)
	if got := hexShown(t, s); !slices.Equal(got, ids) || s.rangeButton.Visible() {
		t.Errorf("with the span cleared: rows %q, the offer shown %v", got, s.rangeButton.Visible())
	}
}
