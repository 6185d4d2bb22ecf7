//go:build ci

package screens

import (
	"cmp"
	"io"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
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
	tw.Now = func() time.Time { return now }
	tw.utc = true
	w := &bulkWindow{testWindow: tw}
	w.Copy = func(text, what string) {
		testApp.Clipboard().SetContent(text)
		tw.copied, tw.copiedWhat = text, what
	}
	w.Window = test.NewTempWindow(t, widget.NewLabel(""))
	state := NewBulkState()
	s := NewBulk(w.testWindow.Window, &state, BulkHooks{
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

// visitAll calls visit for o and every object inside it, through containers and
// widget renderers, as a user would see them.
func visitAll(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	visit(o)
	switch o := o.(type) {
	case *fyne.Container:
		for _, child := range o.Objects {
			visitAll(child, visit)
		}
	case fyne.Widget:
		for _, child := range test.WidgetRenderer(o).Objects() {
			visitAll(child, visit)
		}
	}
}

// buttonLabelled returns the visible button labelled text inside root.
func buttonLabelled(t *testing.T, root fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	var found *widget.Button
	visitAll(root, func(o fyne.CanvasObject) {
		b, ok := o.(*widget.Button)
		if kb, isKey := o.(*widgets.KeyButton); isKey {
			b, ok = &kb.Button, true
		}
		if ok && b.Text == text && b.Visible() && found == nil {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("no button %q", text)
	}
	return found
}

// labelShowing returns the label showing text inside root, or nil.
func labelShowing(root fyne.CanvasObject, text string) *widget.Label {
	var found *widget.Label
	visitAll(root, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == text && found == nil {
			found = l
		}
	})
	return found
}

// focusRingShown reports whether w has the focus ring on show.
func focusRingShown(w fyne.Widget) bool {
	r, ok := test.WidgetRenderer(w).(*widgets.RingRenderer)
	return ok && r.Shown()
}

// visibleCells returns the text of the table's cells on screen, row by
// row, as a user reads them.
func visibleCells(t *testing.T, table fyne.Widget) [][]string {
	t.Helper()
	type cell struct {
		pos  fyne.Position
		text string
	}
	driver := fyne.CurrentApp().Driver()
	var cells []cell
	visitAll(table, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() {
			cells = append(cells, cell{driver.AbsolutePositionForObject(l), l.Text})
		}
	})
	slices.SortFunc(cells, func(a, b cell) int {
		if c := cmp.Compare(a.pos.Y, b.pos.Y); c != 0 {
			return c
		}
		return cmp.Compare(a.pos.X, b.pos.X)
	})
	var rows [][]string
	for i, c := range cells {
		if i == 0 || c.pos.Y != cells[i-1].pos.Y {
			rows = append(rows, nil)
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], c.text)
	}
	return rows
}

// visibleColumn returns column c of the visible cells.
func visibleColumn(t *testing.T, table fyne.Widget, c bulkColumn) []string {
	t.Helper()
	var values []string
	for _, row := range visibleCells(t, table) {
		if int(c) >= len(row) {
			t.Fatalf("row %q has no column %d", row, c)
		}
		values = append(values, row[c])
	}
	return values
}
