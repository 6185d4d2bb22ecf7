//go:build ci

package gui

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/core"
)

func TestBulk_ExportWritesTheTableAsCSV(t *testing.T) {
	f := newSortFixture()
	s, w := showBulk(t)
	paste(s, f.text())
	test.Tap(buttonLabelled(t, w.Content(), "Occurrences"))
	test.Tap(buttonLabelled(t, w.Content(), "Occurrences"))

	path := filepath.Join(t.TempDir(), "found.csv")
	out, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	s.exportTo(out, nil)
	written, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want := "Hex,Line,UTC time,Local time,Age,Random value,Counter,Occurrences\n" +
		f.b.Hex() + ",2,2023-11-14T22:15:00Z,2023-11-15T01:15:00+03:00,1 hour ago,0000000003,1,3\n" +
		f.c.Hex() + ",4,2023-11-14T22:16:40Z,2023-11-15T01:16:40+03:00,1 hour ago,0000000000,9,2\n" +
		f.a.Hex() + ",1,2023-11-14T22:18:20Z,2023-11-15T01:18:20+03:00,1 hour ago,0000000001,5,1\n" +
		f.d.Hex() + ",5,2023-11-14T22:15:00Z,2023-11-15T01:15:00+03:00,1 hour ago,0000000002,7,1\n"
	if string(written) != want {
		t.Errorf("CSV:\n%s\nwant:\n%s", written, want)
	}
	if want := "Saved 4 IDs to found.csv"; s.ui.status.Text != want {
		t.Errorf("status %q, want %q", s.ui.status.Text, want)
	}
}

func TestBulk_ExportButtonAsksWhereToSave(t *testing.T) {
	s, w := showBulk(t)
	paste(s, "6553f1003f2a91c8d4003039")
	test.Tap(buttonLabelled(t, w.Content(), "Export CSV…"))
	if s.ui.window.Canvas().Overlays().Top() == nil {
		t.Error("no save dialog opened")
	}
}

// failingWriteCloser is a file that cannot be written.
type failingWriteCloser struct{ uri fyne.URI }

func (f failingWriteCloser) Write([]byte) (int, error) { return 0, errors.New("disk full") }
func (f failingWriteCloser) Close() error              { return nil }
func (f failingWriteCloser) URI() fyne.URI             { return f.uri }

func TestBulk_ExportFailureIsReported(t *testing.T) {
	s, _ := showBulk(t)
	paste(s, "6553f1003f2a91c8d4003039")
	s.exportTo(failingWriteCloser{storage.NewFileURI("/tmp/found.csv")}, nil)
	overlay := s.ui.window.Canvas().Overlays().Top()
	// Fyne's error dialog capitalises the first letter of the message.
	if overlay == nil || labelShowing(overlay, "Could not save found.csv: disk full") == nil {
		t.Error("no error dialog naming the file and the failure")
	}
	if s.ui.status.Text != "" {
		t.Errorf("status %q after a failed save", s.ui.status.Text)
	}
}

func TestBulk_CopyColumnPutsItsValuesOnTheClipboard(t *testing.T) {
	f := newSortFixture()
	tests := []struct {
		column bulkColumn
		want   string
	}{
		{columnHex, f.a.Hex() + "\n" + f.b.Hex() + "\n" + f.c.Hex() + "\n" + f.d.Hex() + "\n"},
		{columnCounter, "5\n1\n9\n7\n"},
		{columnOccurrences, "1\n3 (duplicate)\n2 (duplicate)\n1\n"},
	}
	for _, tt := range tests {
		t.Run(bulkColumnTitles[tt.column], func(t *testing.T) {
			s, w := showBulk(t)
			paste(s, f.text())
			s.columnChoice.SetSelected(bulkColumnTitles[tt.column])
			test.Tap(buttonLabelled(t, w.Content(), "Copy column"))
			if got := s.ui.app.Clipboard().Content(); got != tt.want {
				t.Errorf("clipboard %q, want %q", got, tt.want)
			}
			if want := "Copied 4 values of " + bulkColumnTitles[tt.column]; s.ui.status.Text != want {
				t.Errorf("status %q, want %q", s.ui.status.Text, want)
			}
		})
	}
}

func TestBulk_CopyColumnWritesTheHexColumnInAnyFormat(t *testing.T) {
	f := newSortFixture()
	ids := []core.ObjectID{f.a, f.b, f.c, f.d}
	for _, format := range core.Formats {
		t.Run(format.String(), func(t *testing.T) {
			s, w := showBulk(t)
			paste(s, f.text())
			s.copyFormat.SetSelected(formatLabel(format))
			test.Tap(buttonLabelled(t, w.Content(), "Copy column"))
			if got, want := s.ui.app.Clipboard().Content(), format.Batch(ids); got != want {
				t.Errorf("clipboard %q, want %q", got, want)
			}
		})
	}
	s, _ := showBulk(t)
	paste(s, f.text())
	s.columnChoice.SetSelected(bulkColumnTitles[columnCounter])
	if !s.copyFormat.Disabled() {
		t.Error("the format menu is enabled for the Counter column")
	}
	s.columnChoice.SetSelected(bulkColumnTitles[columnHex])
	if s.copyFormat.Disabled() {
		t.Error("the format menu is disabled for the Hex column")
	}
}
