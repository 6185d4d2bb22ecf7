//go:build ci

package screens

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

func TestBulk_ExportWritesTheTableAsCSV(t *testing.T) {
	f := uitest.NewSortFixture()
	s, w := showBulk(t)
	paste(s, f.Text())
	test.Tap(uitest.ButtonLabelled(t, w.Content(), "Occurrences"))
	test.Tap(uitest.ButtonLabelled(t, w.Content(), "Occurrences"))

	test.Tap(uitest.ButtonLabelled(t, w.Content(), "Export CSV…"))
	var written strings.Builder
	if w.save == nil {
		t.Fatal("Export CSV… asked for no save")
	}
	if err := w.save(&written); err != nil {
		t.Fatal(err)
	}
	want := "Hex,Line,UTC time,Local time,Age,Random value,Counter,Occurrences\n" +
		f.B.Hex() + ",2,2023-11-14T22:15:00Z,2023-11-15T01:15:00+03:00,1 hour ago,0000000003,1,3\n" +
		f.C.Hex() + ",4,2023-11-14T22:16:40Z,2023-11-15T01:16:40+03:00,1 hour ago,0000000000,9,2\n" +
		f.A.Hex() + ",1,2023-11-14T22:18:20Z,2023-11-15T01:18:20+03:00,1 hour ago,0000000001,5,1\n" +
		f.D.Hex() + ",5,2023-11-14T22:15:00Z,2023-11-15T01:15:00+03:00,1 hour ago,0000000002,7,1\n"
	if written.String() != want {
		t.Errorf("CSV:\n%s\nwant:\n%s", written.String(), want)
	}
	// The window says "Saved 4 IDs to <the file>" once it is written.
	if w.what != "4 IDs" {
		t.Errorf("the save is of %q, want 4 IDs", w.what)
	}
}

// failingWriter is a file that cannot be written.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestBulk_ExportPassesAWriteFailureOn(t *testing.T) {
	s, w := showBulk(t)
	paste(s, "6553f1003f2a91c8d4003039")
	test.Tap(uitest.ButtonLabelled(t, w.Content(), "Export CSV…"))
	// The window's save reports it: TestClipboard_SaveFailureIsReported.
	if err := w.save(failingWriter{}); err == nil || err.Error() != "disk full" {
		t.Errorf("writing to a full disk returned %v", err)
	}
}

func TestBulk_ExportButtonAsksWhereToSave(t *testing.T) {
	s, w := showBulk(t)
	paste(s, "6553f1003f2a91c8d4003039")
	test.Tap(uitest.ButtonLabelled(t, w.Content(), "Export CSV…"))
	if w.save == nil || w.fileName != "objectids.csv" {
		t.Errorf("asked to save %q, want where to save objectids.csv", w.fileName)
	}
}

func TestBulk_CopyColumnPutsItsValuesOnTheClipboard(t *testing.T) {
	f := uitest.NewSortFixture()
	tests := []struct {
		column bulkColumn
		want   string
	}{
		{columnHex, f.A.Hex() + "\n" + f.B.Hex() + "\n" + f.C.Hex() + "\n" + f.D.Hex() + "\n"},
		{columnCounter, "5\n1\n9\n7\n"},
		{columnOccurrences, "1\n3 (duplicate)\n2 (duplicate)\n1\n"},
	}
	for _, tt := range tests {
		t.Run(bulkColumnTitles[tt.column], func(t *testing.T) {
			s, w := showBulk(t)
			paste(s, f.Text())
			s.columnChoice.SetSelected(bulkColumnTitles[tt.column])
			test.Tap(uitest.ButtonLabelled(t, w.Content(), "Copy column"))
			if got := testApp.Clipboard().Content(); got != tt.want {
				t.Errorf("clipboard %q, want %q", got, tt.want)
			}
			if want := "4 values of " + bulkColumnTitles[tt.column]; w.copiedWhat != want {
				t.Errorf("copied %q, want %q", w.copiedWhat, want)
			}
		})
	}
}

func TestBulk_CopyColumnWritesTheHexColumnInAnyFormat(t *testing.T) {
	f := uitest.NewSortFixture()
	ids := []core.ObjectID{f.A, f.B, f.C, f.D}
	for _, format := range core.Formats {
		t.Run(format.String(), func(t *testing.T) {
			s, w := showBulk(t)
			paste(s, f.Text())
			s.copyFormat.SetSelected(formatLabel(format))
			test.Tap(uitest.ButtonLabelled(t, w.Content(), "Copy column"))
			if got, want := testApp.Clipboard().Content(), format.Batch(ids); got != want {
				t.Errorf("clipboard %q, want %q", got, want)
			}
		})
	}
	s, _ := showBulk(t)
	paste(s, f.Text())
	s.columnChoice.SetSelected(bulkColumnTitles[columnCounter])
	if !s.copyFormat.Disabled() {
		t.Error("the format menu is enabled for the Counter column")
	}
	s.columnChoice.SetSelected(bulkColumnTitles[columnHex])
	if s.copyFormat.Disabled() {
		t.Error("the format menu is disabled for the Hex column")
	}
}
