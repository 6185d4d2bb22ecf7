package gui

import (
	"errors"
	"io"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

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
