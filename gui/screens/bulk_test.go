//go:build ci

package screens

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/wording"
)

// bulkNow is the fixed clock of the Bulk tests: 2023-11-15 00:00:00 UTC.
var bulkNow = time.Unix(1700006400, 0)

const bulkMixedText = "2023-11-14T22:13:20Z INFO GET /orders/6553f1003f2a91c8d4003039 200\n" +
	"commit da39a3ee5e6b4b0d3255bfef95601890afd80709 trace f47ac10b-58cc-4372-a567-0e02b2c3d479\n" +
	`{"_id": {"$oid": "6553F1003F2A91C8D400303A"}, "owner": ObjectId("507f1f77bcf86cd799439011")}` + "\n" +
	"glued 6553f1003f2a91c8d40030396553f1003f2a91c8d400303a short 6553f1003f2a91c8d400303 long 6553f1003f2a91c8d40030390\n" +
	"0x507f1f77bcf86cd799439011 idx507f1f77bcf86cd799439011 again 6553f1003f2a91c8d4003039\n"

func TestBulk_PastedMixedTextListsEachIDOnceInInputOrder(t *testing.T) {
	s, _ := showBulk(t)
	paste(s, bulkMixedText)

	want := []string{"6553f1003f2a91c8d4003039", "6553f1003f2a91c8d400303a", "507f1f77bcf86cd799439011"}
	if got := uitest.VisibleColumn(t, s.table, columnHex); !slices.Equal(got, want) {
		t.Errorf("hex column %q, want %q", got, want)
	}
	if want := "4 IDs found in the pasted text: 3 distinct, 1 duplicated"; s.summary.Text != want {
		t.Errorf("summary %q, want %q", s.summary.Text, want)
	}
}

func TestBulk_RowShowsEveryField(t *testing.T) {
	s, _ := showBulk(t)
	paste(s, "first line\nx 6553f1003f2a91c8d4003039 y")
	want := [][]string{{
		"6553f1003f2a91c8d4003039",
		"2",
		"2023-11-14 22:13:20",
		"2023-11-15 01:13:20 XST",
		"1 hour ago",
		"3f2a91c8d4",
		"12,345",
		"1",
	}}
	if got := uitest.VisibleCells(t, s.table); !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("cells %q, want %q", got, want)
	}
}

func TestBulk_EmptyAndIDFreeInputSaySo(t *testing.T) {
	s, _ := showBulk(t)
	if !strings.HasPrefix(s.summary.Text, "Paste text or open a file") {
		t.Errorf("empty tab says %q", s.summary.Text)
	}
	if !s.exportButton.Disabled() || !s.copyButton.Disabled() {
		t.Error("export and copy are enabled with nothing to export or copy")
	}
	paste(s, "only a hash da39a3ee5e6b4b0d3255bfef95601890afd80709")
	if want := "No ObjectIDs in the pasted text."; s.summary.Text != want {
		t.Errorf("summary %q, want %q", s.summary.Text, want)
	}
	if rows, _ := s.tableSize(); rows != 0 {
		t.Errorf("table has %d rows, want 0", rows)
	}
}

func TestBulk_TappingAHeaderSortsByItsColumnThenReverses(t *testing.T) {
	f := uitest.NewSortFixture()
	tests := []struct {
		column                bulkColumn
		ascending, descending string
	}{
		{columnHex, "dbca", "acbd"},
		{columnLine, "abcd", "dcba"},
		{columnUTC, "bdca", "acbd"},
		{columnLocal, "bdca", "acbd"},
		{columnAge, "acbd", "bdca"},
		{columnRandom, "cadb", "bdac"},
		{columnCounter, "badc", "cdab"},
		{columnOccurrences, "adcb", "bcad"},
	}
	for _, tt := range tests {
		t.Run(bulkColumnTitles[tt.column], func(t *testing.T) {
			s, w := showBulk(t)
			paste(s, f.Text())
			if got, want := uitest.VisibleColumn(t, s.table, columnHex), f.Hexes("abcd"); !slices.Equal(got, want) {
				t.Fatalf("before sorting %q, want input order %q", got, want)
			}
			header := uitest.ButtonLabelled(t, w.Content(), bulkColumnTitles[tt.column])

			test.Tap(header)
			if got, want := uitest.VisibleColumn(t, s.table, columnHex), f.Hexes(tt.ascending); !slices.Equal(got, want) {
				t.Errorf("first tap: %q, want %q", got, want)
			}
			test.Tap(header)
			if got, want := uitest.VisibleColumn(t, s.table, columnHex), f.Hexes(tt.descending); !slices.Equal(got, want) {
				t.Errorf("second tap: %q, want %q", got, want)
			}
		})
	}
}

func TestBulk_SortStaysWhenTheTextChanges(t *testing.T) {
	f := uitest.NewSortFixture()
	s, w := showBulk(t)
	paste(s, f.Text())
	test.Tap(uitest.ButtonLabelled(t, w.Content(), "Counter"))
	paste(s, "\n"+f.A.Hex())
	if got, want := uitest.VisibleColumn(t, s.table, columnHex), f.Hexes("badc"); !slices.Equal(got, want) {
		t.Errorf("after more text %q, want still by counter %q", got, want)
	}
}

func TestBulk_DuplicatesAreMarked(t *testing.T) {
	f := uitest.NewSortFixture()
	s, _ := showBulk(t)
	paste(s, f.Text())
	want := []string{"1", "3 (duplicate)", "2 (duplicate)", "1"}
	if got := uitest.VisibleColumn(t, s.table, columnOccurrences); !slices.Equal(got, want) {
		t.Fatalf("occurrences %q, want %q", got, want)
	}
	uitest.VisitAll(s.table, func(o fyne.CanvasObject) {
		l, ok := o.(*widget.Label)
		if !ok || !l.Visible() {
			return
		}
		marked := l.Importance == widget.WarningImportance
		if duplicate := strings.HasSuffix(l.Text, "(duplicate)"); marked != duplicate {
			t.Errorf("cell %q: warning colour %v", l.Text, marked)
		}
	})
}

func TestBulk_GroupsIDsByRandomValueWithTheirTimeSpan(t *testing.T) {
	s, _ := showBulk(t)
	one := [5]byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4}
	other := [5]byte{0x11, 0x22, 0x33, 0x44, 0x55}
	ids := []core.ObjectID{
		core.FromParts(1700000000, one, 1),
		core.FromParts(1700000000, other, 1),
		core.FromParts(1700003600, one, 2),
		core.FromParts(1700000060, one, 3),
		core.FromParts(1600000000, [5]byte{9, 9, 9, 9, 9}, 1),
		core.FromParts(1700000000, other, 2),
		core.FromParts(1700000000, one, 1),
	}
	var text strings.Builder
	for _, id := range ids {
		fmt.Fprintf(&text, "id=%s\n", id)
	}
	paste(s, text.String())

	if want := "Made by 3 processes"; s.groupsTitle.Text != want {
		t.Errorf("groups title %q, want %q", s.groupsTitle.Text, want)
	}
	want := []string{
		"3f2a91c8d4: 3 IDs, 2023-11-14 22:13:20 – 2023-11-14 23:13:20 UTC",
		"1122334455: 2 IDs, 2023-11-14 22:13:20 UTC",
		"0909090909: 1 ID, 2020-09-13 12:26:40 UTC",
	}
	var got []string
	uitest.VisitAll(s.groups, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() && l.Text != "" {
			got = append(got, l.Text)
		}
	})
	if !slices.Equal(got, want) {
		t.Errorf("groups\n%q\nwant\n%q", got, want)
	}
}

func TestBulk_GroupSpansFollowTheChosenZone(t *testing.T) {
	s, w := showBulk(t)
	w.utc = false
	paste(s, core.FromParts(1700000000, [5]byte{1, 2, 3, 4, 5}, 1).Hex())
	want := "0102030405: 1 ID, 2023-11-15 01:13:20 XST"
	if got := s.groupText(s.state.result.Group(0)); got != want {
		t.Errorf("group %q, want %q", got, want)
	}
}

// largeText is about 1 MB of log lines holding 20,000 IDs, each made twice
// in a row by the worked example's generator, so 10,000 are distinct.
func largeText(t *testing.T) string {
	t.Helper()
	entropy := strings.NewReader("\x3f\x2a\x91\xc8\xd4\x00\x30\x39")
	gen, err := core.NewGenerator(func() time.Time { return time.Unix(1700000000, 0) }, entropy)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for i := range 10000 {
		id, err := gen.New()
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "2023-11-14T22:13:20Z INFO request %05d created %s\n", i, id)
		fmt.Fprintf(&b, "2023-11-14T22:13:21Z DEBUG read ObjectId(\"%s\")\n", id)
	}
	return b.String()
}

func TestBulk_TwentyThousandIDsInAMegabyteArrive(t *testing.T) {
	text := largeText(t)
	if len(text) < 1<<20-(1<<17) {
		t.Fatalf("text is %d bytes, want about 1 MB", len(text))
	}
	size := fmt.Sprintf("%.1f MB", float64(len(text))/1e6)
	s, _ := showBulk(t)
	test.Type(s.input, "kept")
	paste(s, text)
	wait(t, s.state.scanDone)

	want := "20,000 IDs found in " + size + " of pasted text: 10,000 distinct, 10,000 duplicated"
	if s.summary.Text != want {
		t.Errorf("summary %q, want %q", s.summary.Text, want)
	}
	if rows, _ := s.tableSize(); rows != 10000 {
		t.Errorf("table has %d rows, want 10000", rows)
	}
	if s.progress.Visible() {
		t.Error("the progress bar stays after the scan")
	}
	// A megabyte in an entry takes minutes to lay out, so the text is
	// scanned without being shown and the input keeps its own.
	if s.input.Text != "kept" {
		t.Errorf("input holds %d bytes, want what was typed", len(s.input.Text))
	}
}

// TestBulk_TextTooLongForTheBoxIsNamedBySize opens 64 KiB of text in Bulk,
// as the clipboard bar and Decode do: the box, which cannot lay out that
// much in a frame, stays empty, and the summary names the text by its size.
func TestBulk_TextTooLongForTheBoxIsNamedBySize(t *testing.T) {
	s, _ := showBulk(t)
	const lines = (64 << 10) / 20
	text := strings.Repeat("x 6553f1003f2a91c8d4003039\n", lines)
	wait(t, s.findInText(text))
	want := wording.Number(lines) + " IDs found in " + wording.Size(len(text)) + " of pasted text: 1 distinct, 1 duplicated"
	if s.summary.Text != want {
		t.Errorf("summary %q, want %q", s.summary.Text, want)
	}
	if s.input.Text != "" {
		t.Errorf("the box holds %d bytes, want none", len(s.input.Text))
	}
}

func TestBulk_OpenedFileIsScannedWithItsNameInTheSummary(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big.log")
	if err := os.WriteFile(path, []byte(largeText(t)), 0o600); err != nil {
		t.Fatal(err)
	}
	s, _ := showBulk(t)
	r, err := storage.Reader(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	wait(t, s.fileChosen(r, nil))

	if want := "20,000 IDs found in big.log: 10,000 distinct, 10,000 duplicated"; s.summary.Text != want {
		t.Errorf("summary %q, want %q", s.summary.Text, want)
	}
	if s.progress.Visible() {
		t.Error("the progress bar stays after the scan")
	}
	if s.progress.Value <= 0 {
		t.Error("the progress bar never moved")
	}
}

func TestBulk_DroppedFileIsScanned(t *testing.T) {
	path := filepath.Join(t.TempDir(), "dropped.json")
	if err := os.WriteFile(path, []byte(`[{"$oid":"6553f1003f2a91c8d4003039"}]`), 0o600); err != nil {
		t.Fatal(err)
	}
	s, w := showBulk(t)
	wait(t, s.Dropped(fyne.NewPos(10, 10), []fyne.URI{storage.NewFileURI(path)}))
	if want := "1 ID found in dropped.json: 1 distinct, 0 duplicated"; s.summary.Text != want {
		t.Errorf("summary %q, want %q", s.summary.Text, want)
	}
	if w.tabShown != 1 {
		t.Errorf("the drop brought the tab to the front %d times, want once", w.tabShown)
	}
}

func TestBulk_UnopenableFileIsReportedAndResultsKept(t *testing.T) {
	s, w := showBulk(t)
	paste(s, "6553f1003f2a91c8d4003039")
	wait(t, s.fileChosen(nil, errors.New("permission denied")))
	overlay := w.Canvas().Overlays().Top()
	if overlay == nil || uitest.LabelShowing(overlay, "The file could not be opened: permission denied") == nil {
		t.Error("no error dialog with the reason")
	}
	if rows, _ := s.tableSize(); rows != 1 {
		t.Errorf("table has %d rows, want the pasted ID kept", rows)
	}
}

// gatedReader returns its text only after gate is closed.
type gatedReader struct {
	gate chan struct{}
	once sync.Once
	r    io.Reader
}

func (g *gatedReader) Read(p []byte) (int, error) {
	g.once.Do(func() { <-g.gate })
	return g.r.Read(p)
}

func TestBulk_NewerInputReplacesAScanInProgress(t *testing.T) {
	s, _ := showBulk(t)
	gate := make(chan struct{})
	slow := s.startScan(&gatedReader{gate: gate, r: strings.NewReader(largeText(t))}, bulkSource{file: "slow.log"}, 0)
	paste(s, "6553f1003f2a91c8d4003039")
	close(gate)
	wait(t, slow)
	if want := "1 ID found in the pasted text: 1 distinct, 0 duplicated"; s.summary.Text != want {
		t.Errorf("summary %q, want the newer input's %q", s.summary.Text, want)
	}
}

func TestBulk_Layout(t *testing.T) {
	f := uitest.NewSortFixture()
	s, w := showBulk(t)
	w.Resize(fyne.NewSize(1200, 700))
	paste(s, f.Text())
	test.Tap(uitest.ButtonLabelled(t, w.Content(), "Age"))
	test.AssertRendersToMarkup(t, "bulk.xml", w.Canvas())
}

// endlessReader is a log that never ends: IDs-free lines for as long as it
// is read. Its first read waits for gate, so a test can cancel the scan
// before it gets far.
type endlessReader struct {
	gate   chan struct{}
	once   sync.Once
	reads  atomic.Int64
	closed atomic.Bool
}

func (e *endlessReader) Read(p []byte) (int, error) {
	e.once.Do(func() { <-e.gate })
	e.reads.Add(1)
	n := min(len(p), 4096)
	for i := range n {
		p[i] = "no ids on this line\n"[i%20]
	}
	return n, nil
}

func (e *endlessReader) Close() error {
	e.closed.Store(true)
	return nil
}

func TestBulk_NewerInputCancelsTheScanInProgress(t *testing.T) {
	s, _ := showBulk(t)
	endless := &endlessReader{gate: make(chan struct{})}
	scan := s.startScan(endless, bulkSource{file: "endless.log"}, 0)
	paste(s, "6553f1003f2a91c8d4003039")
	close(endless.gate)
	select {
	case <-scan:
	case <-time.After(10 * time.Second):
		t.Fatalf("the replaced scan still reads after %d reads", endless.reads.Load())
	}
	if !endless.closed.Load() {
		t.Error("the replaced scan left its file open")
	}
	if s.progress.Visible() {
		t.Error("the progress bar stays after the scan was cancelled")
	}
	if want := "1 ID found in the pasted text: 1 distinct, 0 duplicated"; s.summary.Text != want {
		t.Errorf("summary %q, want the newer input's %q", s.summary.Text, want)
	}
}

// steppedZeros is /dev/zero as the scan sees it (a file of unknown size),
// filling one read of the scan with zeros a step of the test. Fyne's test driver runs
// fyne.Do on the scan's own goroutine, so the test reads and taps the screen
// only while the scan waits here for its next chunk.
type steppedZeros struct {
	uri     fyne.URI
	waiting chan struct{}
	steps   chan struct{}
	ended   chan struct{}
}

func newSteppedZeros(uri fyne.URI) *steppedZeros {
	return &steppedZeros{uri: uri, waiting: make(chan struct{}), steps: make(chan struct{}), ended: make(chan struct{})}
}

func (r *steppedZeros) Read(p []byte) (int, error) {
	select {
	case r.waiting <- struct{}{}:
	case <-r.ended:
		return 0, io.EOF
	}
	select {
	case <-r.steps:
		clear(p)
		return len(p), nil
	case <-r.ended:
		return 0, io.EOF
	}
}

func (r *steppedZeros) Close() error { return nil }

func (r *steppedZeros) URI() fyne.URI { return r.uri }

// untilWaiting returns once the scan waits for its next read.
func (r *steppedZeros) untilWaiting() { <-r.waiting }

// step fills the waiting scan's read with zeros and returns once it waits
// for the next, with what it read on screen.
func (r *steppedZeros) step() {
	r.steps <- struct{}{}
	<-r.waiting
}

// end lets the waiting scan, and any read after, reach the end of the file.
func (r *steppedZeros) end() { close(r.ended) }

func TestBulk_EndlessFileShowsBytesReadAndCancelStopsIt(t *testing.T) {
	s, _ := showBulk(t)
	r := newSteppedZeros(storage.NewFileURI("/dev/zero"))
	done := s.fileChosen(r, nil)
	r.untilWaiting()
	if !s.cancelButton.Visible() || s.progress.Visible() {
		t.Errorf("while reading /dev/zero: Cancel shown %v, progress bar shown %v; want Cancel and no percentage",
			s.cancelButton.Visible(), s.progress.Visible())
	}
	// The count of bytes read goes on past the first megabyte.
	for range 24 {
		r.step()
	}
	if text := s.summary.Text; !strings.HasPrefix(text, "Reading zero… ") || !strings.HasSuffix(text, " MB so far") {
		t.Errorf("after 24 reads the summary reads %q, want the bytes read so far", text)
	}
	test.Tap(s.cancelButton)
	r.end()
	wait(t, done)
	if summary := s.summary.Text; summary != "Reading zero was cancelled" || s.cancelButton.Visible() || s.state.scanning != nil {
		t.Errorf("after Cancel: summary %q, Cancel shown %v, scanning %v", summary, s.cancelButton.Visible(), s.state.scanning != nil)
	}
}

// The window's Escape cancels the scan as CancelScan does: the
// window's own test, TestBulk_EscapeCancelsAPasteScan, presses it.
func TestBulk_APasteScanMovesTheBarAndCancelScanStopsIt(t *testing.T) {
	s, _ := showBulk(t)
	r := newSteppedZeros(nil)
	done := s.startScan(io.MultiReader(strings.NewReader("x 6553f1003f2a91c8d4003039\n"), r), bulkSource{pasted: 1 << 30}, 1<<30)
	r.untilWaiting()
	if !s.cancelButton.Visible() || !s.progress.Visible() {
		t.Errorf("while scanning a paste of known size: Cancel shown %v, progress shown %v", s.cancelButton.Visible(), s.progress.Visible())
	}
	// The bar moves every 1/500 of the size: some 2 MB here.
	for range 40 {
		r.step()
	}
	if got, end := s.progress.Value, s.progress.Max; got <= 0 || got >= end {
		t.Errorf("after 40 reads of a paste of 1 GiB the progress bar stands at %v of %v", got, end)
	}
	s.CancelScan()
	r.end()
	wait(t, done)
	if got := s.summary.Text; got != "Reading 1,073.7 MB of pasted text was cancelled" {
		t.Errorf("after CancelScan the summary reads %q", got)
	}
}
