//go:build ci

package gui

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

func TestClipboard_LimitIsBelowWhatX11Took(t *testing.T) {
	// scripts/clipboard-limit.sh: 16,777,184 bytes went through Xvfb's
	// clipboard, one more crashed the window.
	if maxClipboardBytes >= 16_777_184 {
		t.Errorf("maxClipboardBytes %d is not below the measured limit", maxClipboardBytes)
	}
	if env := realEnvironment(newTestApp(t), func() {}); env.clipboardLimit != maxClipboardBytes {
		t.Errorf("the window copies up to %d bytes, want %d", env.clipboardLimit, maxClipboardBytes)
	}
}

func TestClipboard_CopyColumnOverTheLimitOffersSaveInstead(t *testing.T) {
	f := newSortFixture()
	s, w := showBulk(t)
	s.ui.copier.limit = 3 * 25 // three hex lines fit, four do not
	paste(s, f.text())
	s.ui.app.Clipboard().SetContent("what the user had")
	s.columnChoice.SetSelected(bulkColumnTitles[columnHex])
	test.Tap(buttonLabelled(t, w.Content(), "Copy column"))

	if got := s.ui.app.Clipboard().Content(); got != "what the user had" {
		t.Errorf("clipboard %q; a refused copy must leave it alone", got)
	}
	want := "Nothing was copied: 4 values of Hex would take more than the 0 MB the clipboard can safely hold. Save to a file instead?"
	if text := overlayText(s.ui.window); !strings.Contains(text, want) {
		t.Errorf("dialog says %q, want %q", text, want)
	}
	test.Tap(buttonLabelled(t, s.ui.window.Canvas().Overlays().Top(), "Save…"))
	if n := len(s.ui.window.Canvas().Overlays().List()); n != 1 || !strings.Contains(overlayText(s.ui.window), "objectids.txt") {
		t.Errorf("Save… shows %d overlays, %q; want the save dialog with objectids.txt", n, overlayText(s.ui.window))
	}

	path := filepath.Join(t.TempDir(), "column.txt")
	out, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	s.ui.copier.saveTo(out, nil, "4 values of Hex", func(w2 io.Writer) error { return s.writeColumn(w2, columnHex) })
	got, _ := os.ReadFile(path)
	if wantFile := f.a.Hex() + "\n" + f.b.Hex() + "\n" + f.c.Hex() + "\n" + f.d.Hex() + "\n"; string(got) != wantFile {
		t.Errorf("file holds %q, want %q", got, wantFile)
	}
	if want := "Saved 4 values of Hex to column.txt"; s.ui.status.Text != want {
		t.Errorf("status %q, want %q", s.ui.status.Text, want)
	}
}

func TestClipboard_CopyAtTheLimitStillCopies(t *testing.T) {
	u := newTestWindow(t)
	u.copier.limit = 10
	u.copier.copyText("0123456789", "ten characters")
	if got := u.app.Clipboard().Content(); got != "0123456789" {
		t.Errorf("clipboard %q", got)
	}
	u.copier.copyText("0123456789a", "eleven characters")
	if got := u.app.Clipboard().Content(); got != "0123456789" {
		t.Errorf("clipboard %q after a copy over the limit", got)
	}
	if !strings.Contains(overlayText(u.window), "eleven characters would take more than") {
		t.Errorf("dialog says %q", overlayText(u.window))
	}
}

func TestClipboard_CopyingOrCuttingAHugeSelectionOffersSave(t *testing.T) {
	for _, shortcut := range []fyne.Shortcut{&fyne.ShortcutCopy{}, &fyne.ShortcutCut{}} {
		t.Run(shortcut.ShortcutName(), func(t *testing.T) {
			u := newTestWindow(t)
			u.copier.limit = 30
			u.buildOtherTabs()
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
