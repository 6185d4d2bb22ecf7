package gui

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

func TestClipboard_CopyColumnOverTheLimitOffersSaveInstead(t *testing.T) {
	f := uitest.NewSortFixture()
	u := newTestWindow(t)
	dir := fileDialogIn(t, u)
	u.env.clipboardLimit = 3 * 25 // three hex lines fit, four do not
	u.tabs.Select(u.bulkTab)
	bulkInput(t, u).SetText(f.Text())
	u.app.Clipboard().SetContent("what the user had")
	selectNamed(t, u.bulkTab.Content, "Column to copy").SetSelected("Hex")
	test.Tap(uitest.ButtonLabelled(t, u.bulkTab.Content, "Copy column"))

	if got := u.app.Clipboard().Content(); got != "what the user had" {
		t.Errorf("clipboard %q; a refused copy must leave it alone", got)
	}
	want := "Nothing was copied: 4 values of Hex would take more than the 0 MB the clipboard can safely hold. Save to a file instead?"
	if text := overlayText(u.window); !strings.Contains(text, want) {
		t.Errorf("dialog says %q, want %q", text, want)
	}
	test.Tap(uitest.ButtonLabelled(t, u.window.Canvas().Overlays().Top(), "Save…"))
	if n := len(u.window.Canvas().Overlays().List()); n != 1 || !strings.Contains(overlayText(u.window), "objectids.txt") {
		t.Errorf("Save… shows %d overlays, %q; want the save dialog with objectids.txt", n, overlayText(u.window))
	}

	name, ok := u.window.Canvas().Focused().(*fileNameEntry)
	if !ok {
		t.Fatalf("the save dialog put the focus on %T, want the file name field", u.window.Canvas().Focused())
	}
	name.SetText("column.txt")
	typeKey(t, u, fyne.KeyReturn)
	got, _ := os.ReadFile(filepath.Join(dir, "column.txt"))
	if wantFile := f.A.Hex() + "\n" + f.B.Hex() + "\n" + f.C.Hex() + "\n" + f.D.Hex() + "\n"; string(got) != wantFile {
		t.Errorf("file holds %q, want %q", got, wantFile)
	}
	if want := "Saved 4 values of Hex to column.txt"; u.status.Text != want {
		t.Errorf("status %q, want %q", u.status.Text, want)
	}
}

// failingWriteCloser is a file that cannot be written.
type failingWriteCloser struct{ uri fyne.URI }

func (f failingWriteCloser) Write([]byte) (int, error) { return 0, errors.New("disk full") }
func (f failingWriteCloser) Close() error              { return nil }
func (f failingWriteCloser) URI() fyne.URI             { return f.uri }

// A save that cannot be written, such as Bulk's Export CSV… on a full
// disk, says so over the window and nothing in the status line.
func TestClipboard_SaveFailureIsReported(t *testing.T) {
	u := newTestWindow(t)
	u.saveTo(failingWriteCloser{storage.NewFileURI("/tmp/found.csv")}, nil, "4 IDs", func(w io.Writer) error {
		_, err := io.WriteString(w, "Hex\n")
		return err
	})
	overlay := u.window.Canvas().Overlays().Top()
	// Fyne's error dialog capitalises the first letter of the message.
	if overlay == nil || uitest.LabelShowing(overlay, "Could not save found.csv: disk full") == nil {
		t.Error("no error dialog naming the file and the failure")
	}
	if u.status.Text != "" {
		t.Errorf("status %q after a failed save", u.status.Text)
	}
}

func TestClipboard_CopyingOrCuttingAHugeSelectionOffersSave(t *testing.T) {
	for _, shortcut := range []fyne.Shortcut{&fyne.ShortcutCopy{}, &fyne.ShortcutCut{}} {
		t.Run(shortcut.ShortcutName(), func(t *testing.T) {
			u := newTestWindow(t)
			u.env.clipboardLimit = 30
			entry := decodeField(t, u)
			text := strings.Repeat("507f1f77bcf86cd799439011 ", 3)
			entry.SetText(text)
			entry.TypedShortcut(&fyne.ShortcutSelectAll{})
			clipboard := u.app.Clipboard()
			clipboard.SetContent("kept")
			switch sc := shortcut.(type) {
			case *fyne.ShortcutCopy:
				sc.Clipboard = clipboard
			case *fyne.ShortcutCut:
				sc.Clipboard = clipboard
			}
			entry.TypedShortcut(shortcut)
			if clipboard.Content() != "kept" || entry.Text != text {
				t.Errorf("clipboard %q, entry %q; want both unchanged", clipboard.Content(), entry.Text)
			}
			if !strings.Contains(overlayText(u.window), "the selected text would take more than") {
				t.Errorf("dialog says %q", overlayText(u.window))
			}
		})
	}
}
