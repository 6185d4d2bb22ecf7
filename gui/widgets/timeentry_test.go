package widgets

import (
	"testing"
	"time"
	_ "time/tzdata" // Europe/Helsinki on machines without a zone database

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/assets"
	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/fynefix"
	"github.com/objectid-generator/objectid/gui/wording"
)

// testLocal is the local zone of the tests, three hours east of UTC.
var testLocal = time.FixedZone("XST", 3*60*60)

// testClock is a window's clock for a time entry: Unix 1700000000,
// 2023-11-14 22:13:20 UTC, read in zone (UTC unless a test sets another),
// in a new test app.
type testClock struct{ zone *time.Location }

func newTestClock(t *testing.T) *testClock {
	test.NewTempApp(t)
	return &testClock{zone: time.UTC}
}

func (c *testClock) Now() time.Time       { return time.Unix(1700000000, 0).In(testLocal) }
func (c *testClock) Zone() *time.Location { return c.zone }

// newTimeEntry returns a time entry read by c showing date and clock.
func newTimeEntry(c Clock, date, clock string) *TimeEntry {
	e := NewTimeEntry(c, nil)
	e.Date.SetText(date)
	e.Clock.SetText(clock)
	return e
}

// showTimeEntry puts a new time entry in a window and counts its change
// notifications.
func showTimeEntry(t *testing.T, c Clock) (*TimeEntry, *int) {
	t.Helper()
	changes := new(int)
	e := newTimeEntry(c, "", "")
	e.OnChanged = func() { *changes++ }
	w := test.NewTempWindow(t, e.Content)
	w.Resize(fyne.NewSize(500, 200))
	return e, changes
}

func TestTimeEntry_ReadsTypedDateAndTime(t *testing.T) {
	tests := []struct {
		name, date, clock string
		want              int64
	}{
		{"worked example", "2023-11-14", "22:13:20", 1700000000},
		{"hours and minutes only", "2023-11-14", "22:13", 1699999980},
		{"epoch", "1970-01-01", "00:00:00", 0},
		{"last second", "2106-02-07", "06:28:15", core.MaxSeconds},
		{"surrounding spaces", " 2012-10-17 ", " 21:13:27 ", 1350508407},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, changes := showTimeEntry(t, newTestClock(t))
			test.Type(e.Date, tt.date)
			test.Type(e.Clock, tt.clock)
			if keystrokes := len(tt.date) + len(tt.clock); *changes != keystrokes {
				t.Errorf("onChanged ran %d times for %d keystrokes", *changes, keystrokes)
			}
			got, err := e.Time()
			if err != nil {
				t.Fatalf("Time() error = %v", err)
			}
			if got.Unix() != tt.want || got.Location() != time.UTC {
				t.Errorf("Time() = %v (%d), want Unix %d in UTC", got, got.Unix(), tt.want)
			}
			if e.Message.Visible() {
				t.Errorf("message shown for a good time: %q", e.Message.Text)
			}
		})
	}
}

func TestTimeEntry_BadTextShowsItsMessage(t *testing.T) {
	const outOfRange = "An ObjectID can hold times from 1970-01-01 00:00:00 to 2106-02-07 06:28:15 UTC"
	tests := []struct {
		name, date, clock, want string
	}{
		{"empty date", "", "12:00:00", "Enter the date as YYYY-MM-DD"},
		{"short day", "2023-11-1", "12:00:00", "Enter the date as YYYY-MM-DD"},
		{"day first", "14.11.2023", "12:00:00", "Enter the date as YYYY-MM-DD"},
		{"letters", "the day before", "12:00:00", "Enter the date as YYYY-MM-DD"},
		{"no such day", "2023-02-30", "12:00:00", "2023-02-30 is not a day in the calendar"},
		{"month thirteen", "2023-13-01", "12:00:00", "2023-13-01 is not a day in the calendar"},
		{"empty time", "2023-11-14", "", "Enter the time as HH:MM:SS"},
		{"time words", "2023-11-14", "noon", "Enter the time as HH:MM:SS"},
		{"hour 25", "2023-11-14", "25:00:00", "25:00:00 is not a time of day (00:00:00 to 23:59:59)"},
		{"minute 60", "2023-11-14", "12:60", "12:60 is not a time of day (00:00:00 to 23:59:59)"},
		{"before the epoch", "1969-12-31", "23:59:59", outOfRange},
		{"after the last second", "2106-02-07", "06:28:16", outOfRange},
		{"far future", "9999-12-31", "00:00:00", outOfRange},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, _ := showTimeEntry(t, newTestClock(t))
			test.Type(e.Date, tt.date)
			test.Type(e.Clock, tt.clock)

			if _, err := e.Time(); err == nil || err.Error() != tt.want {
				t.Errorf("Time() error = %v, want %q", err, tt.want)
			}
			if !e.Message.Visible() || e.Message.Text != tt.want {
				t.Errorf("message = %q (visible %v), want %q", e.Message.Text, e.Message.Visible(), tt.want)
			}
			e.SetTime(time.Unix(1700000000, 0))
			if e.Message.Visible() {
				t.Errorf("message still shown after a good time: %q", e.Message.Text)
			}
		})
	}
}

func TestTimeEntry_SetTimeShowsTheTimeInTheChosenZoneAndNotifiesOnce(t *testing.T) {
	for _, tt := range []struct {
		name                  string
		utc                   bool
		date, clock, zoneText string
	}{
		{"UTC", true, "2023-11-14", "22:13:20", "UTC"},
		{"local", false, "2023-11-15", "01:13:20", "local (XST)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := newTestClock(t)
			if !tt.utc {
				c.zone = testLocal
			}
			e, changes := showTimeEntry(t, c)
			e.SetTime(time.Unix(1700000000, 999_000_000))

			if e.Date.Text != tt.date || e.Clock.Text != tt.clock || e.Zone.Text != tt.zoneText {
				t.Errorf("shows %q %q %q, want %q %q %q", e.Date.Text, e.Clock.Text, e.Zone.Text, tt.date, tt.clock, tt.zoneText)
			}
			if *changes != 1 {
				t.Errorf("onChanged ran %d times, want 1", *changes)
			}
			if got, err := e.Time(); err != nil || got.Unix() != 1700000000 {
				t.Errorf("Time() = %v, %v; want Unix 1700000000", got, err)
			}
		})
	}
}

func TestTimeEntry_ZoneNameFollowsTheDateEntered(t *testing.T) {
	helsinki, err := time.LoadLocation("Europe/Helsinki")
	if err != nil {
		t.Fatal(err)
	}
	c := newTestClock(t)
	c.zone = helsinki
	e, _ := showTimeEntry(t, c)

	for _, tt := range []struct{ date, want string }{
		{"2023-07-01", "local (EEST)"},
		{"2023-01-01", "local (EET)"},
	} {
		e.Date.SetText(tt.date)
		e.Clock.SetText("12:00:00")
		if e.Zone.Text != tt.want {
			t.Errorf("on %s the zone reads %q, want %q", tt.date, e.Zone.Text, tt.want)
		}
	}
}

func TestTimeEntry_PastedTimesInEveryFormFillBothFields(t *testing.T) {
	tests := []struct {
		pasted      string
		date, clock string
	}{
		{"2024-05-01T12:00:00Z", "2024-05-01", "12:00:00"},
		{"2024-05-01T14:30:00+02:00", "2024-05-01", "12:30:00"},
		{"1700000000", "2023-11-14", "22:13:20"},
		{"2024-05-01", "2024-05-01", "00:00:00"},
		{"2024-05-01 12:00:00", "2024-05-01", "12:00:00"},
		{`ISODate("2024-05-01T12:00:00.000Z")`, "2024-05-01", "12:00:00"},
		{`new Date('2038-01-19T03:14:08Z')`, "2038-01-19", "03:14:08"},
	}
	for _, tt := range tests {
		t.Run(tt.pasted, func(t *testing.T) {
			e := newTimeEntry(newTestClock(t), "", "")
			test.NewTempWindow(t, e.Content)
			paste(e.Date, tt.pasted)
			if e.Date.Text != tt.date || e.Clock.Text != tt.clock || e.Message.Visible() {
				t.Errorf("fields %q %q, message %q; want %q %q", e.Date.Text, e.Clock.Text, e.Message.Text, tt.date, tt.clock)
			}
		})
	}
}

func TestTimeEntry_PastedTimesAsTheWindowWritesThemInEveryLanguage(t *testing.T) {
	defer wording.Use(wording.English)
	at := time.Unix(1700000000, 0)
	for _, style := range []wording.Style{wording.English, wording.Finnish, wording.Vietnamese, wording.Indonesian} {
		wording.Use(style)
		local := at.In(testLocal)
		// Bulk's cells, Decode's fields and Bulk's CSV.
		for _, pasted := range []string{
			wording.DateTime(at.UTC()), wording.DateTime(at.UTC()) + " UTC",
			wording.DateTime(local) + " XST", wording.DateTime(local) + local.Format(" MST (UTC-07:00)"),
			at.UTC().Format(time.RFC3339), local.Format(time.RFC3339),
		} {
			e := newTimeEntry(newTestClock(t), "", "")
			test.NewTempWindow(t, e.Content)
			paste(e.Date, pasted)
			if e.Date.Text != "2023-11-14" || e.Clock.Text != "22:13:20" || e.Message.Visible() {
				t.Errorf("pasted %q: fields %q %q, message %q; want 2023-11-14 22:13:20", pasted, e.Date.Text, e.Clock.Text, e.Message.Text)
			}
		}
	}
}

func TestTimeEntry_HintsUseTheLanguagesOwnLetters(t *testing.T) {
	for code, want := range map[string][3]string{
		"fi": {"VVVV-KK-PP", "TT:MM:SS", "Anna päivämäärä muodossa VVVV-KK-PP"},
		"vi": {"NNNN-TT-NN", "GG:PP:GG", "Nhập ngày theo dạng NNNN-TT-NN"},
		"id": {"TTTT-BB-HH", "JJ:MM:DD", "Masukkan tanggal dengan format TTTT-BB-HH"},
	} {
		data, _ := assets.Translations.ReadFile(assets.TranslationsDir + "/" + code + ".json")
		if err := fynefix.UseTranslation(data); err != nil {
			t.Fatal(err)
		}
		e := newTimeEntry(newTestClock(t), "14.11.2023", "")
		if got := [3]string{e.Date.PlaceHolder, e.Clock.PlaceHolder, e.Message.Text}; got != want {
			t.Errorf("%s: hints and message %q, want %q", code, got, want)
		}
	}
	english, _ := assets.Translations.ReadFile(assets.TranslationsDir + "/en.json")
	fynefix.UseTranslation(english)
}

func TestTimeEntry_PastedMillisecondsAreRefusedWithTheSeconds(t *testing.T) {
	e := newTimeEntry(newTestClock(t), "2024-05-01", "12:00:00")
	test.NewTempWindow(t, e.Content)
	paste(e.Clock, "1700000000000")
	if want := "Looks like milliseconds: did you mean 1700000000?"; e.Message.Text != want || !e.Message.Visible() {
		t.Errorf("message %q, want %q", e.Message.Text, want)
	}
	if e.Date.Text != "2024-05-01" || e.Clock.Text != "12:00:00" {
		t.Errorf("fields changed to %q %q", e.Date.Text, e.Clock.Text)
	}
	e.Clock.SetText("")
	paste(e.Clock, "13:45:00")
	if e.Clock.Text != "13:45:00" || e.Date.Text != "2024-05-01" {
		t.Errorf("a time of day pasted gives %q %q", e.Date.Text, e.Clock.Text)
	}
}

func TestTimeEntry_TypedWholeTimesAreReadAsPastedOnes(t *testing.T) {
	// The test clock reads 2023-11-14 22:13:20 UTC.
	tests := []struct {
		typed       string
		intoClock   bool
		date, clock string
	}{
		{"1764547200", false, "2025-12-01", "00:00:00"},
		{"2024-05-01T14:30:00+02:00", false, "2024-05-01", "12:30:00"},
		{`ISODate("2024-05-01T12:00:00Z")`, false, "2024-05-01", "12:00:00"},
		{"now", false, "2023-11-14", "22:13:20"},
		{"-24h", false, "2023-11-13", "22:13:20"},
		{"yesterday", false, "2023-11-13", "00:00:00"},
		{"1764547200", true, "2025-12-01", "00:00:00"},
	}
	for _, tt := range tests {
		t.Run(tt.typed, func(t *testing.T) {
			e := newTimeEntry(newTestClock(t), "2024-01-01", "12:00:00")
			w := test.NewTempWindow(t, e.Content)
			field := e.Date
			if tt.intoClock {
				field = e.Clock
			}
			field.SetText("")
			w.Canvas().Focus(field)
			test.Type(field, tt.typed)

			got, err := e.Time()
			if err != nil || e.Message.Visible() {
				t.Fatalf("typed %q: Time() = %v, %v; message %q", tt.typed, got, err, e.Message.Text)
			}
			want, err := time.Parse(DateLayout+" "+ClockLayout, tt.date+" "+tt.clock)
			if err != nil {
				t.Fatal(err)
			}
			if !got.Equal(want) {
				t.Errorf("typed %q reads as %v, want %v", tt.typed, got.UTC(), want)
			}
		})
	}
}

func TestTimeEntry_TypedMillisecondsHintAtSecondsThatTypingAccepts(t *testing.T) {
	e := newTimeEntry(newTestClock(t), "", "")
	test.NewTempWindow(t, e.Content)
	test.Type(e.Date, "1764547200000")
	if want := "Looks like milliseconds: did you mean 1764547200?"; e.Message.Text != want || !e.Message.Visible() {
		t.Fatalf("message %q, want %q", e.Message.Text, want)
	}
	e.Date.SetText("")
	test.Type(e.Date, "1764547200")
	if got, err := e.Time(); err != nil || got.Unix() != 1764547200 || e.Message.Visible() {
		t.Errorf("the hinted seconds typed: %v, %v, message %q", got, err, e.Message.Text)
	}
}

// A date typed over a time the entry wrote, such as `now` read, means that
// day's midnight, as `objectid range -to 2024-05-02` does; a time the user
// typed stays.
func TestTimeEntry_ATypedDateIsItsMidnight(t *testing.T) {
	e, _ := showTimeEntry(t, newTestClock(t))
	e.SetTime(time.Date(2023, 11, 14, 5, 34, 32, 0, time.UTC))
	e.Date.SetText("")
	test.Type(e.Date, "2024-05-02")
	if got, err := e.Time(); err != nil || !got.Equal(time.Date(2024, 5, 2, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("after typing 2024-05-02 the entry reads %v, %v (clock %q), want 2024-05-02 00:00:00 UTC", got, err, e.Clock.Text)
	}
	e.Clock.SetText("")
	test.Type(e.Clock, "12:00:00")
	e.Date.SetText("")
	test.Type(e.Date, "2024-05-03")
	if got, _ := e.Time(); !got.Equal(time.Date(2024, 5, 3, 12, 0, 0, 0, time.UTC)) {
		t.Errorf("after typing 12:00:00, then 2024-05-03, the entry reads %v, want 2024-05-03 12:00:00 UTC", got)
	}
}
