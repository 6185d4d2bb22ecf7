//go:build ci

package gui

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// The Bulk tab inside the whole window, read and driven through what the
// window shows; gui/screens tests the tab alone.

// bulkHex is the Hex column, the table's first.
const bulkHex = 0

// bulkJobs counts the scans the tests' windows run off
// the UI goroutine (environment.background), so a test can wait for them.
var bulkJobs backgroundJobs

// backgroundJobs runs jobs on goroutines of their own and keeps count.
type backgroundJobs struct{ running sync.WaitGroup }

func (j *backgroundJobs) run(job func()) {
	j.running.Add(1)
	go func() {
		defer j.running.Done()
		job()
	}()
}

// waitForBulk blocks until every scan the Bulk tabs of the
// test started has its results on screen. The limit only keeps a broken
// test from hanging the suite.
func waitForBulk(t testing.TB) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		bulkJobs.running.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(2 * time.Minute):
		t.Fatal("the Bulk scan the test started did not end")
	}
}

// bulkFind returns the one object of type T on the Bulk tab, of the ones
// keep accepts.
func bulkFind[T fyne.CanvasObject](t testing.TB, u *ui, what string, keep func(T) bool) T {
	t.Helper()
	var found []T
	uitest.VisitAll(u.bulkTab.Content, func(o fyne.CanvasObject) {
		if o, ok := o.(T); ok && keep(o) {
			found = append(found, o)
		}
	})
	if len(found) != 1 {
		t.Fatalf("the Bulk tab shows %d %s, want one", len(found), what)
	}
	return found[0]
}

// anyOne keeps every object it is given.
func anyOne[T any](T) bool { return true }

// bulkTable is the Bulk tab's table of IDs.
func bulkTable(t testing.TB, u *ui) *widgets.KeyTable {
	return bulkFind(t, u, "tables", anyOne[*widgets.KeyTable])
}

// bulkSplit is the divided pane of the table and the summary.
func bulkSplit(t testing.TB, u *ui) *container.Split {
	return bulkFind(t, u, "dividers", anyOne[*container.Split])
}

// bulkGroups is the list of the processes that made the IDs.
func bulkGroups(t testing.TB, u *ui) *widgets.KeyList {
	return bulkFind(t, u, "lists", anyOne[*widgets.KeyList])
}

// bulkInput is the box text is pasted in, found by the name a screen
// reader announces.
func bulkInput(t testing.TB, u *ui) *widgets.PasteEntry {
	return bulkFind(t, u, "text boxes", func(e *widgets.PasteEntry) bool { return e.Name == lang.L("Text with IDs") })
}

// bulkFilter is the filter box.
func bulkFilter(t testing.TB, u *ui) *widgets.WindowEntry {
	return entryNamed(t, u.bulkTab.Content, lang.L("Filter"))
}

// bulkSummary is what the summary under the table says: the one label of
// the tab that wraps its words.
func bulkSummary(t testing.TB, u *ui) string {
	return bulkFind(t, u, "summaries", func(l *widget.Label) bool { return l.Wrapping == fyne.TextWrapWord }).Text
}

// bulkRows is how many rows the table lists.
func bulkRows(t testing.TB, u *ui) int {
	rows, _ := bulkTable(t, u).Length()
	return rows
}

// keyButtonLabelled returns the visible button labelled text inside root,
// as the window's focus holds it.
func keyButtonLabelled(t *testing.T, root fyne.CanvasObject, text string) *widgets.KeyButton {
	t.Helper()
	return findIn(t, root, fmt.Sprintf("button %q", text), func(b *widgets.KeyButton) bool { return b.Text == text && b.Visible() })
}

// selectNamed returns the drop-down list inside root that a screen reader
// announces as name.
func selectNamed(t *testing.T, root fyne.CanvasObject, name string) *widgets.KeySelect {
	t.Helper()
	return findIn(t, root, fmt.Sprintf("list named %q", name), func(s *widgets.KeySelect) bool { return s.Name == name })
}

// typeFilter replaces what the filter box holds, as a user would: select
// all, delete, type.
func typeFilter(filter *widgets.WindowEntry, text string) {
	filter.SetText("")
	test.Type(filter, text)
}

// splitDivider is the divider of split, the second of its objects.
func splitDivider(split *container.Split) fyne.CanvasObject {
	return test.WidgetRenderer(split).Objects()[1]
}

func TestBulk_EscapeCancelsAPasteScan(t *testing.T) {
	env, _ := testEnvironment(t)
	held := &uitest.HeldJobs{}
	env.background = held.Hold
	u := openWindowIn(t, newTestApp(t), env)
	t.Cleanup(held.RunAll)
	u.tabs.Select(u.bulkTab)
	long := strings.Repeat("x 6553f1003f2a91c8d4003039 y 507f1f77bcf86cd799439011\n", 40_000) // 2.2 MB
	u.app.Clipboard().SetContent(long)
	bulkInput(t, u).TypedShortcut(&fyne.ShortcutPaste{Clipboard: u.app.Clipboard()})
	if held.Len() != 1 || !keyButtonLabelled(t, u.bulkTab.Content, "Cancel").Visible() {
		t.Fatalf("%d scans started by a paste of 2.2 MB, want one, with Cancel", held.Len())
	}
	typeKey(t, u, fyne.KeyEscape)
	held.RunAll()
	if got := bulkSummary(t, u); got != "Reading 2.2 MB of pasted text was cancelled" {
		t.Errorf("after Escape the summary reads %q", got)
	}
	if bulkRows(t, u) != 0 {
		t.Errorf("the cancelled scan lists %d rows", bulkRows(t, u))
	}
}

func TestBulk_TheTableHasMostOfThe800By600Window(t *testing.T) {
	u := newTestWindow(t)
	u.window.Resize(fyne.NewSize(800, 600))
	u.tabs.Select(u.bulkTab)
	bulkInput(t, u).SetText(uitest.DistinctIDsText(50))
	tab := u.bulkTab.Content.Size().Height
	if table := bulkTable(t, u).Size().Height; table <= tab/2 {
		t.Errorf("the table is %v high of the tab's %v", table, tab)
	}
	if rows := wholeRowsInView(bulkTable(t, u)); rows < 8 {
		t.Errorf("%d whole rows in view at 800×600, want at least 8", rows)
	}
}

// wholeRowsInView counts the IDs of the Hex column shown whole, not cut
// by the table's bottom edge.
func wholeRowsInView(table fyne.Widget) int {
	driver := fyne.CurrentApp().Driver()
	bottom := driver.AbsolutePositionForObject(table).Y + table.Size().Height
	rows := 0
	uitest.VisitAll(table, func(o fyne.CanvasObject) {
		l, ok := o.(*widget.Label)
		if ok && l.Visible() && len(l.Text) == 24 && driver.AbsolutePositionForObject(l).Y+l.Size().Height <= bottom {
			rows++
		}
	})
	return rows
}

func TestBulk_CtrlCCopiesTheFocusedRowInTheChosenFormat(t *testing.T) {
	f := uitest.NewSortFixture()
	u := newTestWindow(t)
	u.tabs.Select(u.bulkTab)
	bulkInput(t, u).SetText(f.Text())
	selectNamed(t, u.bulkTab.Content, "Copy format").SetSelectedIndex(1) // ObjectId("…")
	u.window.Canvas().Focus(bulkTable(t, u))
	typeKey(t, u, fyne.KeyDown)
	typeKey(t, u, fyne.KeyRight)
	pressShortcut(t, u, &fyne.ShortcutCopy{})
	want := `ObjectId("` + f.B.Hex() + `")`
	if got := u.app.Clipboard().Content(); got != want {
		t.Errorf("clipboard %q, want the second row %s", got, want)
	}
	if u.status.Text != "Copied "+want {
		t.Errorf("status %q", u.status.Text)
	}
}

func TestBulk_TabReachesTheFilterAndTheTable(t *testing.T) {
	u := newTestWindow(t)
	u.tabs.Select(u.bulkTab)
	bulkInput(t, u).SetText(uitest.NewSortFixture().Text())
	u.window.Canvas().Focus(bulkInput(t, u))
	var reached []fyne.Focusable
	for range 12 {
		u.window.Canvas().FocusNext()
		reached = append(reached, u.window.Canvas().Focused())
	}
	for _, want := range []fyne.Focusable{bulkFilter(t, u), keyButtonLabelled(t, u.bulkTab.Content, "Open file…"), bulkTable(t, u)} {
		if !slices.Contains(reached, want) {
			t.Errorf("Tab from the input never reaches %T", want)
		}
	}
}

func TestBulk_DraggingTheDividerResizesThePanes(t *testing.T) {
	u := newTestWindow(t)
	u.window.Resize(fyne.NewSize(800, 600))
	u.tabs.Select(u.bulkTab)
	bulkInput(t, u).SetText(uitest.NewSortFixture().Text())
	before := bulkTable(t, u).Size().Height
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(splitDivider(bulkSplit(t, u))).AddXY(400, 2)
	test.Drag(u.window.Canvas(), at, 0, -60)
	if got := bulkTable(t, u).Size().Height; got > before-50 || got < before-70 {
		t.Errorf("dragged 60 up, the table is %v high, was %v", got, before)
	}
}

func TestBulk_SpaceOnAHexCellOpensTheIDInDecode(t *testing.T) {
	f := uitest.NewSortFixture()
	u := newTestWindow(t)
	u.tabs.Select(u.bulkTab)
	bulkInput(t, u).SetText(f.Text())
	u.window.Canvas().Focus(bulkTable(t, u))
	typeKey(t, u, fyne.KeyDown)
	typeKey(t, u, fyne.KeySpace)
	if u.tabs.Selected() != u.decodeTab || decodedID(u) != f.B.Hex() {
		t.Errorf("tab %q shows %s, want Decode with %s", u.tabs.Selected().Text, decodedID(u), f.B)
	}
}

func TestLanguage_SwitchKeepsTheBulkFilterAndTellsItsProblemInTheNewLanguage(t *testing.T) {
	a := withSystemLocale(t, "en_US.UTF-8", "")
	u := stagedWindow(t, a)
	u.window.Resize(fyne.NewSize(1500, 800))
	u.tabs.Select(u.bulkTab)
	typeFilter(bulkFilter(t, u), "6553f100")
	want := uitest.VisibleColumn(t, bulkTable(t, u), bulkHex)
	if len(want) != 2 {
		t.Fatalf("the filter shows %q, want the two IDs of 6553f100", want)
	}
	u.switchLanguage("fi")
	u.tabs.Select(u.bulkTab)
	if bulkFilter(t, u).Text != "6553f100" {
		t.Errorf("the filter holds %q after the switch", bulkFilter(t, u).Text)
	}
	if got := uitest.VisibleColumn(t, bulkTable(t, u), bulkHex); !slices.Equal(got, want) {
		t.Errorf("after the switch the rows read %q, want %q", got, want)
	}
	typeFilter(bulkFilter(t, u), "6553g")
	u.switchLanguage("en")
	u.tabs.Select(u.bulkTab)
	if !strings.HasSuffix(bulkSummary(t, u), ": 'g' at position 5 is not a hex digit (0–9, a–f)") {
		t.Errorf("summary %q, want the filter's problem in English", bulkSummary(t, u))
	}
}
