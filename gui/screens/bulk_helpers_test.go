//go:build ci

package screens

import (
	"io"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
)

// bulkWindow is the window a Bulk tab is shown in by a test: a testWindow
// that also keeps what the tab asked of the window beyond it.
type bulkWindow struct {
	fyne.Window
	*testWindow
	// said is the last message for the status line, "" for none.
	said string
	// save is the last save the tab asked for, with what and fileName
	// (nil for none); offered is the last offer to save instead of copy.
	save            func(io.Writer) error
	what, fileName  string
	offered         string
	decoded         core.ObjectID
	tabShown        int
	chooseFileShown int
}

// showBulk puts a Bulk tab with a fixed clock and local zone in a window
// wide enough to show every column. Its copies go to the test app's
// clipboard as well, its errors are dialogs over the window, and its file
// dialog is Fyne's.
func showBulk(t *testing.T) (*Bulk, *bulkWindow) {
	t.Helper()
	return showBulkAt(t, bulkNow)
}

// showBulkAt is showBulk with the clock at now.
func showBulkAt(t *testing.T, now time.Time) (*Bulk, *bulkWindow) {
	t.Helper()
	prefs := testApp.Preferences()
	forget := func() { prefs.RemoveValue(prefBulkSplit) }
	forget()
	t.Cleanup(forget)
	tw := newTestWindow(t)
	tw.now = now
	w := &bulkWindow{testWindow: tw}
	w.Window = test.NewTempWindow(t, widget.NewLabel(""))
	state := NewBulkState()
	s := NewBulk(tw, prefs, &state, BulkHooks{
		ChooseFile: func(opened func(fyne.URIReadCloser, error)) {
			w.chooseFileShown++
			dialog.NewFileOpen(opened, w.Window).Show()
		},
		Save: func(what, fileName string, write func(io.Writer) error) {
			w.what, w.fileName, w.save = what, fileName, write
		},
		OfferSave: func(what, fileName string, write func(io.Writer) error) {
			w.offered, w.fileName, w.save = what, fileName, write
		},
		ClipboardLimit: 16 << 20,
		ShowError:      func(err error) { dialog.ShowError(err, w.Window) },
		Say:            func(message string) { w.said = message },
		ShowTab:        func() { w.tabShown++ },
		OpenInDecoder:  func(id core.ObjectID) { w.decoded = id },
		Background:     func(job func()) { go job() },
	})
	w.SetContent(s.content)
	waitForScanAtEnd(t, s)
	w.Resize(fyne.NewSize(1500, 800))
	return s, w
}

// waitForScanAtEnd makes the test, when it ends, wait for the scan of s it
// started last, before its window closes: Fyne's test driver runs fyne.Do
// on the scan's goroutine, so a scan left running would go on shaping text
// and drawing beside the next test.
func waitForScanAtEnd(t testing.TB, s *Bulk) {
	t.Helper()
	t.Cleanup(func() {
		if s.state.scanDone == nil {
			return
		}
		select {
		case <-s.state.scanDone:
		case <-time.After(2 * time.Minute):
			t.Error("the Bulk scan the test started did not end")
		}
	})
}

// paste puts text in the input the way a user pastes it: through the
// clipboard and the paste shortcut.
func paste(s *Bulk, text string) {
	clipboard := testApp.Clipboard()
	clipboard.SetContent(text)
	s.input.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clipboard})
}

// wait blocks until done is closed. The limit only keeps a broken test
// from hanging the suite; no result depends on it.
func wait(t *testing.T, done <-chan struct{}) {
	t.Helper()
	select {
	case <-done:
	case <-time.After(2 * time.Minute):
		t.Fatal("the scan did not finish")
	}
}
