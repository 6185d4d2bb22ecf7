package screens

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// The range from Unix 1700000000 up to 1700006400, written out from the layout.
const (
	knownFromID = "6553f1000000000000000000"
	knownToID   = "65540a000000000000000000"
	knownShell  = `{_id: {$gte: ObjectId("6553f1000000000000000000"), $lt: ObjectId("65540a000000000000000000")}}`
	knownEJSON  = `{"_id": {"$gte": {"$oid": "6553f1000000000000000000"}, "$lt": {"$oid": "65540a000000000000000000"}}}`
)

// showRangeScreen puts a range screen with empty times in an 800×600 window.
func showRangeScreen(t *testing.T, w *testWindow) *Range {
	t.Helper()
	s := NewRange(w, w.prefs)
	win := test.NewTempWindow(t, s.Content())
	win.Resize(fyne.NewSize(800, 600))
	for _, e := range []*widgets.TimeEntry{s.from, s.to} {
		e.Date.SetText("")
		e.Clock.SetText("")
	}
	return s
}

// typeTimes types the two times into the fields as a user would.
func typeTimes(s *Range, fromDate, fromClock, toDate, toClock string) {
	for _, f := range []struct {
		entry *widgets.WindowEntry
		text  string
	}{{s.from.Date, fromDate}, {s.from.Clock, fromClock}, {s.to.Date, toDate}, {s.to.Clock, toClock}} {
		f.entry.SetText("")
		test.Type(f.entry, f.text)
	}
}

// assertRangeFields fails for each result field not as want.
func assertRangeFields(t *testing.T, s *Range, fromID, toID, shell, ejson string) {
	t.Helper()
	for _, f := range []struct {
		name, got, want string
	}{
		{"first ID", s.fields[rangeFromID].Value.Text, fromID},
		{"end ID", s.fields[rangeToID].Value.Text, toID},
		{"mongosh filter", s.fields[rangeShell].Value.Text, shell},
		{"Compass filter", s.fields[rangeCompass].Value.Text, strings.ReplaceAll(shell, `"`, `'`)},
		{"Extended JSON filter", s.fields[rangeEJSON].Value.Text, ejson},
		{"mongosh command", s.fields[rangeFind].Value.Text, "db.<collection>.find(" + shell + ")"},
		{"mongoexport command", s.fields[rangeExport].Value.Text, "mongoexport --db=<db> --collection=<collection> --query='" + ejson + "'"},
	} {
		if f.got != f.want {
			t.Errorf("%s reads %q, want %q", f.name, f.got, f.want)
		}
	}
}

func TestRange_KnownTimesGiveTheKnownBoundsAndFilters(t *testing.T) {
	tests := []struct {
		name                                 string
		utc                                  bool
		fromDate, fromClock, toDate, toClock string
	}{
		{"in UTC", true, "2023-11-14", "22:13:20", "2023-11-15", "00:00:00"},
		{"in local time", false, "2023-11-15", "01:13:20", "2023-11-15", "03:00:00"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newTestWindow(t)
			w.utc = tt.utc
			s := showRangeScreen(t, w)
			typeTimes(s, tt.fromDate, tt.fromClock, tt.toDate, tt.toClock)

			assertRangeFields(t, s, knownFromID, knownToID, knownShell, knownEJSON)
			if !s.results.Visible() || s.message.Visible() || s.stale.Visible() {
				t.Errorf("results visible %v, message %q visible %v, stale note visible %v",
					s.results.Visible(), s.message.Text, s.message.Visible(), s.stale.Visible())
			}
			// Each button copies its field as shown, named as labelled.
			var copies []copyButtonCase
			for i, f := range s.fields {
				copies = append(copies, copyButtonCase{rangeFieldNames[i], f.Button, f.Value.Text})
			}
			assertCopyButtons(t, w, copies)
		})
	}
}

func TestRange_ToNotAfterFromKeepsThePreviousFilters(t *testing.T) {
	tests := []struct {
		name, toDate, toClock string
	}{
		{"same second", "2023-11-14", "22:13:20"},
		{"one second before", "2023-11-14", "22:13:19"},
		{"a year before", "2022-11-14", "22:13:20"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := showRangeScreen(t, newTestWindow(t))
			typeTimes(s, "2023-11-14", "22:13:20", "2023-11-15", "00:00:00")

			s.to.Date.SetText(tt.toDate)
			s.to.Clock.SetText(tt.toClock)

			if !s.message.Visible() || s.message.Text != "To must be at least one second after From" {
				t.Errorf("message = %q (visible %v)", s.message.Text, s.message.Visible())
			}
			if !s.stale.Visible() || s.stale.Text != "Showing the filters for the last valid range" {
				t.Errorf("stale note = %q (visible %v)", s.stale.Text, s.stale.Visible())
			}
			assertRangeFields(t, s, knownFromID, knownToID, knownShell, knownEJSON)

			typeTimes(s, "2023-11-14", "22:13:20", "2023-11-15", "00:00:00")
			if s.message.Visible() || s.stale.Visible() {
				t.Errorf("fixed times: message %q visible %v, stale note visible %v", s.message.Text, s.message.Visible(), s.stale.Visible())
			}
		})
	}
}

func TestRange_BadTimeTextKeepsThePreviousFilters(t *testing.T) {
	s := showRangeScreen(t, newTestWindow(t))
	typeTimes(s, "2023-11-14", "22:13:20", "2023-11-15", "00:00:00")
	test.Type(s.to.Date, "5")

	if s.to.Message.Text != "Enter the date as YYYY-MM-DD" || !s.to.Message.Visible() {
		t.Errorf("To's own message = %q (visible %v)", s.to.Message.Text, s.to.Message.Visible())
	}
	if s.message.Visible() {
		t.Errorf("range message %q repeats what the time entry says", s.message.Text)
	}
	if !s.stale.Visible() {
		t.Error("filters of the last valid range are not marked as such")
	}
	assertRangeFields(t, s, knownFromID, knownToID, knownShell, knownEJSON)

	s.to.Date.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	if s.stale.Visible() || s.to.Message.Visible() {
		t.Errorf("after fixing the date: stale note visible %v, To's message %q", s.stale.Visible(), s.to.Message.Text)
	}
}

func TestRange_ToTheEndOfTimeLeavesTheRangeOpen(t *testing.T) {
	w := newTestWindow(t)
	s := showRangeScreen(t, w)
	typeTimes(s, "2106-02-07", "06:28:15", "2106-02-07", "06:28:16")
	if s.to.Message.Visible() || s.message.Visible() {
		t.Fatalf("the end of the last second is refused: %q %q", s.to.Message.Text, s.message.Text)
	}
	shell := `{_id: {$gte: ObjectId("ffffffff0000000000000000")}}`
	assertRangeFields(t, s, "ffffffff0000000000000000", "No end ID: the range runs to the last second an ObjectID holds",
		shell, `{"_id": {"$gte": {"$oid": "ffffffff0000000000000000"}}}`)
	if !s.fields[rangeToID].Button.Disabled() {
		t.Error("the end ID of an open range can be copied")
	}
	typeTimes(s, "2106-02-07", "06:28:15", "2106-02-07", "06:28:17")
	if !s.to.Message.Visible() {
		t.Error("a time after the end of the last second is taken")
	}
}

func TestRange_NameFieldsWriteTheCommandsAndAreRemembered(t *testing.T) {
	w := newTestWindow(t)
	s := showRangeScreen(t, w)
	typeTimes(s, "2023-11-14", "22:13:20", "2023-11-15", "00:00:00")
	// Until named, the database and collection show as placeholders.
	if s.collection.Text != "" || s.database.Text != "" || !strings.Contains(s.fields[rangeExport].Value.Text, "--db=<db> --collection=<collection> ") {
		t.Fatalf("fields %q and %q, command %q", s.database.Text, s.collection.Text, s.fields[rangeExport].Value.Text)
	}
	test.Type(s.collection, "stats")
	test.Type(s.database, "shop")
	if want := `db.getCollection("stats").find(` + knownShell + ")"; s.fields[rangeFind].Value.Text != want {
		t.Errorf("mongosh command %q, want %q", s.fields[rangeFind].Value.Text, want)
	}
	if want := "mongoexport --db=shop --collection=stats --query='" + knownEJSON + "'"; s.fields[rangeExport].Value.Text != want {
		t.Errorf("mongoexport command %q, want %q", s.fields[rangeExport].Value.Text, want)
	}
	if w.prefs.String(prefCollection) != "stats" || w.prefs.String(prefDatabase) != "shop" {
		t.Errorf("preferences hold %q and %q, want shop and stats", w.prefs.String(prefDatabase), w.prefs.String(prefCollection))
	}

	for _, tc := range []struct{ name, message string }{
		{"system.users", "Names starting with system. are reserved for MongoDB's own collections"},
		{"a$b", "MongoDB does not allow '$' in a collection name"},
		{".x", "A collection name cannot start with '.'"},
		{strings.Repeat("x", 300), "The name is 300 bytes; MongoDB allows at most 253"},
	} {
		s.collection.SetText(tc.name)
		if !s.collectionMessage.Visible() || s.collectionMessage.Text != tc.message {
			t.Errorf("%q: message %q (visible %v), want %q", tc.name, s.collectionMessage.Text, s.collectionMessage.Visible(), tc.message)
		}
		if s.commands.Visible() {
			t.Errorf("%q: the commands are still shown", tc.name)
		}
	}
	if got := w.prefs.String(prefCollection); got != "stats" {
		t.Errorf("a refused name was remembered: %q", got)
	}

	again := NewRange(w, w.prefs)
	if again.collection.Text != "stats" || again.database.Text != "shop" {
		t.Errorf("a new window starts with database %q and collection %q, want shop and stats", again.database.Text, again.collection.Text)
	}
}

func TestRange_DefaultsToTheDayOfNow(t *testing.T) {
	helsinki, err := time.LoadLocation("Europe/Helsinki")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name             string
		zone             *time.Location
		now              time.Time
		fromDate, toDate string
		fromUnix, toUnix int64
	}{
		{"UTC", time.UTC, testNow, "2023-11-14", "2023-11-15", 1699920000, 1700006400},
		{"local", testZone, testNow, "2023-11-15", "2023-11-16", 1699995600, 1700082000},
		// Helsinki moves its clocks from 03:00 to 04:00 that day: it is
		// 23 hours long, and the next day still starts at midnight.
		{"daylight saving day", helsinki, time.Date(2026, 3, 29, 12, 0, 0, 0, helsinki), "2026-03-29", "2026-03-30", 1774735200, 1774818000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newTestWindow(t)
			w.utc, w.zone, w.now = tt.zone == time.UTC, tt.zone, tt.now
			s := NewRange(w, w.prefs)
			test.NewTempWindow(t, s.Content())

			if s.from.Date.Text != tt.fromDate || s.from.Clock.Text != "00:00:00" ||
				s.to.Date.Text != tt.toDate || s.to.Clock.Text != "00:00:00" {
				t.Errorf("from %q %q, to %q %q", s.from.Date.Text, s.from.Clock.Text, s.to.Date.Text, s.to.Clock.Text)
			}
			from, _ := s.from.Time()
			to, _ := s.to.Time()
			if from.Unix() != tt.fromUnix || to.Unix() != tt.toUnix {
				t.Errorf("range is Unix %d … %d, want %d … %d", from.Unix(), to.Unix(), tt.fromUnix, tt.toUnix)
			}
			if !s.results.Visible() || s.message.Visible() || s.fields[rangeShell].Value.Text == "" {
				t.Errorf("results visible %v, message %q, filter %q", s.results.Visible(), s.message.Text, s.fields[rangeShell].Value.Text)
			}
		})
	}
}

func TestRange_Golden(t *testing.T) {
	tests := []struct {
		file                                 string
		fromDate, fromClock, toDate, toClock string
	}{
		{"range.xml", "2023-11-14", "22:13:20", "2023-11-15", "00:00:00"},
		{"range_reversed.xml", "2023-11-14", "22:13:20", "2023-11-14", "22:13:20"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			w := newTestWindow(t)
			s := showRangeScreen(t, w)
			typeTimes(s, "2023-11-14", "22:13:20", "2023-11-15", "00:00:00")
			typeTimes(s, tt.fromDate, tt.fromClock, tt.toDate, tt.toClock)
			test.AssertRendersToMarkup(t, tt.file, fyne.CurrentApp().Driver().CanvasForObject(s.Content()))
		})
	}
}

// `now` pasted into To, then 2024-05-02 typed over its date: the range ends
// at that day's midnight, as `objectid range -to 2024-05-02` says.
func TestRange_ADateTypedIntoToMeansItsMidnight(t *testing.T) {
	w := newTestWindow(t)
	w.utc = true
	s := NewRange(w, w.prefs)
	test.NewTempWindow(t, s.Content())
	clipboard := fyne.CurrentApp().Clipboard()
	clipboard.SetContent("now")
	s.to.Date.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clipboard})
	s.to.Date.SetText("")
	test.Type(s.to.Date, "2024-05-02")
	if got, want := s.fields[rangeToID].Value.Text, "6632d7800000000000000000"; got != want {
		t.Errorf("end ID %s (To %s %s), want %s, 2024-05-02 00:00:00 UTC", got, s.to.Date.Text, s.to.Clock.Text, want)
	}
}
