package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

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
