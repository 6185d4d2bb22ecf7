package gui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/widgets"
)

func TestApp_WindowTitleAndSizeFit800x600(t *testing.T) {
	w := newTestWindow(t).window
	if w.Title() != "ObjectID Generator" {
		t.Errorf("title %q", w.Title())
	}
	if min := w.Content().MinSize(); min.Width > 800 || min.Height > 600 {
		t.Errorf("content needs %v, more than 800×600", min)
	}
}

func TestApp_PreferencesSurviveRebuildingTheWindow(t *testing.T) {
	a := newTestApp(t)
	first := openWindow(t, a, uitest.FixedSource(t, uitest.ExampleCounter))
	uitest.TypeInto(batchSize(t, first).Entry, "37")
	formatMenu(t, first).SetSelected(lang.L("CSV") + ": _id, …")
	first.setTimesInUTC(false)
	first.tabs.SelectIndex(2)

	second := openWindow(t, a, uitest.FixedSource(t, uitest.ExampleCounter))
	if got := batchSize(t, second).Entry.Text; got != "37" {
		t.Errorf("batch size %q, want 37", got)
	}
	if got := formatMenu(t, second).Selected; got != "CSV: _id, …" {
		t.Errorf("format %q, want CSV", got)
	}
	if second.location() != testZone {
		t.Errorf("location %v, want the local zone %v", second.location(), testZone)
	}
	if got := second.tabs.SelectedIndex(); got != 2 {
		t.Errorf("tab %d, want 2", got)
	}
	if got := len(listedIDs(t, second)); got != 37 {
		t.Errorf("first batch has %d IDs, want the remembered 37", got)
	}
}

func TestApp_GenerateShortcutFromAnotherTabShowsTheNewBatch(t *testing.T) {
	u := newTestWindow(t)
	before := listedIDs(t, u)
	u.tabs.SelectIndex(1)
	if !u.typedShortcut(generateShortcut) {
		t.Fatal("Ctrl+G is not a window shortcut")
	}
	if u.tabs.SelectedIndex() != 0 {
		t.Errorf("tab %d after Ctrl+G, want the Generate tab", u.tabs.SelectedIndex())
	}
	after := listedIDs(t, u)
	if len(after) != len(before) || after[0] == before[0] {
		t.Errorf("Ctrl+G did not replace the batch: before %v, after %v", before[0], after[0])
	}
}

func TestApp_DecodeTabFocusesItsField(t *testing.T) {
	u := newTestWindow(t)
	u.tabs.Select(u.decodeTab)
	if got := u.window.Canvas().Focused(); got != decodeField(t, u) {
		t.Fatalf("focused %T after opening Decode, want the ID field", got)
	}
	test.Type(u.window.Canvas().Focused(), "507f1f77bcf86cd799439011")
	if got := decodedID(u); got != "507f1f77bcf86cd799439011" {
		t.Fatalf("typing after opening Decode decoded %q", got)
	}
}

func TestApp_WindowShortcutsWorkInsideTextFields(t *testing.T) {
	for _, tc := range []struct {
		name  string
		field func(u *ui) *widgets.WindowEntry
	}{
		{"decode field", func(u *ui) *widgets.WindowEntry { return decodeField(t, u) }},
		{"range from date", func(u *ui) *widgets.WindowEntry { return rangeField(t, u, "From", "date") }},
		{"range to time", func(u *ui) *widgets.WindowEntry { return rangeField(t, u, "To", "time of day") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u := newTestWindow(t)
			u.tabs.SelectIndex(1)
			field := tc.field(u)
			field.SetText("kept")
			before := listedIDs(t, u)

			field.TypedShortcut(generateShortcut)
			after := listedIDs(t, u)
			if u.tabs.SelectedIndex() != 0 || after[0] == before[0] {
				t.Errorf("Ctrl+G in the %s: tab %d, first ID %v then %v; want a new batch on the Generate tab", tc.name, u.tabs.SelectedIndex(), before[0], after[0])
			}

			field.TypedShortcut(copyAllShortcut)
			if got, want := u.app.Clipboard().Content(), core.FormatHex.Batch(after); got != want {
				t.Errorf("Ctrl+Shift+C in the %s copied %q, want the batch %q", tc.name, got, want)
			}

			field.TypedShortcut(&fyne.ShortcutSelectAll{})
			if field.Text != "kept" || field.SelectedText() != "kept" {
				t.Errorf("select all in the %s selected %q of %q, want the field's own text", tc.name, field.SelectedText(), field.Text)
			}
		})
	}
}

func TestApp_StatusClearsAfterItsDuration(t *testing.T) {
	a := newTestApp(t)
	env, timers := testEnvironment(t)
	u := openWindowIn(t, a, env)

	test.Tap(generateButton(t, u, "Copy all"))
	if u.status.Text != "Copied 10 IDs" {
		t.Fatalf("status %q after Copy all", u.status.Text)
	}
	if len(timers.pending) != 1 || timers.pending[0].after != feedbackDuration {
		t.Fatalf("the status set %d timers, want one of %v", len(timers.pending), feedbackDuration)
	}
	timers.fire(t, 0)
	if u.status.Text != "" {
		t.Errorf("status %q once its time passed, want it cleared", u.status.Text)
	}
}

// The zone chosen in the View menu reaches the menu's ticks and the screens.
func TestApp_ZoneChoiceReachesTheScreens(t *testing.T) {
	u := newTestWindow(t)
	from := rangeField(t, u, "From", "time of day")
	before := from.Text
	u.window.MainMenu().Items[2].Items[1].Action()
	if u.location() != testZone {
		t.Errorf("after Times in local time, times are in %v", u.location())
	}
	if view := u.window.MainMenu().Items[2]; view.Items[0].Checked || !view.Items[1].Checked {
		t.Error("the View menu does not tick local time")
	}
	if from.Text == before {
		t.Errorf("the Range tab's From still reads %q, as in UTC", from.Text)
	}
}

func TestApp_BulkSpanOfferFillsAndShowsTheRangeQueryTab(t *testing.T) {
	u := newTestWindow(t)
	u.tabs.Select(u.bulkTab)
	u.bulk.Open(uitest.FirstID + " " + core.FromParts(uitest.ExampleUnix+2, [5]byte{1}, 1).Hex())
	timeline := bulkFind(t, u, "timelines", anyOne[*widgets.Timeline])
	u.window.Canvas().Focus(timeline)
	timeline.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	test.Tap(findIn(t, u.bulkTab.Content, "offer", func(b *widgets.KeyButton) bool { return b.Text == "Range query for this span" }))
	from, to := rangeField(t, u, "From", "time of day").Text, rangeField(t, u, "To", "time of day").Text
	if u.tabs.Selected() != u.rangeTab || from != "22:13:20" || to != "22:13:21" {
		t.Errorf("the offer shows %q with From %s and To %s, want Range query from 22:13:20 to 22:13:21", u.tabs.Selected().Text, from, to)
	}
}

func TestApp_BulkProcessesFollowTheZoneChosen(t *testing.T) {
	u := newTestWindow(t)
	u.bulk.Open(uitest.FirstID)
	processes := bulkFind(t, u, "process lists", func(l *widgets.KeyList) bool { return l.Name == "Processes that made the IDs" })
	u.setTimesInUTC(false)
	if got, want := uitest.LabelTexts(processes), []string{"3f2a91c8d4: 1 ID, 2023-11-15 01:13:20 XST"}; !slices.Equal(got, want) {
		t.Errorf("after choosing local times the processes read %q, want %q", got, want)
	}
}
