//go:build ci

package gui

import (
	"testing"
	"time"
	_ "time/tzdata" // Europe/Helsinki on machines without a zone database

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// showTimeEntry puts a new time entry in a window and counts its change
// notifications.
func showTimeEntry(t *testing.T, u *ui) (*timeEntry, *int) {
	t.Helper()
	changes := new(int)
	e := newTimeEntry(u, &timeEntryState{}, func() { *changes++ })
	w := test.NewTempWindow(t, e.content)
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
			e, _ := showTimeEntry(t, bareUI(t))
			test.Type(e.date, tt.date)
			test.Type(e.clock, tt.clock)

			got, err := e.Time()
			if err != nil {
				t.Fatalf("Time() error = %v", err)
			}
			if got.Unix() != tt.want || got.Location() != time.UTC {
				t.Errorf("Time() = %v (%d), want Unix %d in UTC", got, got.Unix(), tt.want)
			}
			if e.message.Visible() {
				t.Errorf("message shown for a good time: %q", e.message.Text)
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
			e, _ := showTimeEntry(t, bareUI(t))
			test.Type(e.date, tt.date)
			test.Type(e.clock, tt.clock)

			if _, err := e.Time(); err == nil || err.Error() != tt.want {
				t.Errorf("Time() error = %v, want %q", err, tt.want)
			}
			if !e.message.Visible() || e.message.Text != tt.want {
				t.Errorf("message = %q (visible %v), want %q", e.message.Text, e.message.Visible(), tt.want)
			}
		})
	}
}

func TestTimeEntry_FixingTheTextHidesTheMessage(t *testing.T) {
	e, _ := showTimeEntry(t, bareUI(t))
	e.SetTime(time.Unix(1700000000, 0))
	test.Type(e.clock, "9")
	if !e.message.Visible() {
		t.Fatal("no message for 22:13:209")
	}
	e.clock.SetText("22:13:20")
	if e.message.Visible() {
		t.Errorf("message still shown: %q", e.message.Text)
	}
}

func TestTimeEntry_EveryKeystrokeNotifies(t *testing.T) {
	e, changes := showTimeEntry(t, bareUI(t))
	test.Type(e.date, "2023-11-14")
	test.Type(e.clock, "22:13")
	if *changes != len("2023-11-14")+len("22:13") {
		t.Errorf("onChanged ran %d times for 15 keystrokes", *changes)
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
			u := bareUI(t)
			u.app.Preferences().SetBool(prefUTC, tt.utc)
			e, changes := showTimeEntry(t, u)
			e.SetTime(time.Unix(1700000000, 999_000_000))

			if e.date.Text != tt.date || e.clock.Text != tt.clock || e.zone.Text != tt.zoneText {
				t.Errorf("shows %q %q %q, want %q %q %q", e.date.Text, e.clock.Text, e.zone.Text, tt.date, tt.clock, tt.zoneText)
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

func TestTimeEntry_ZoneSwitchKeepsTheInstant(t *testing.T) {
	u := newTestWindow(t)
	e := u.ranges.from
	e.date.SetText("")
	e.clock.SetText("")
	test.Type(e.date, "2023-11-14")
	test.Type(e.clock, "22:13:20")

	u.app.Preferences().SetBool(prefUTC, false)
	if e.date.Text != "2023-11-15" || e.clock.Text != "01:13:20" || e.zone.Text != "local (XST)" {
		t.Errorf("after switching to local: %q %q %q", e.date.Text, e.clock.Text, e.zone.Text)
	}
	if got, err := e.Time(); err != nil || got.Unix() != 1700000000 {
		t.Errorf("Time() = %v, %v; want Unix 1700000000", got, err)
	}

	u.app.Preferences().SetBool(prefUTC, true)
	if e.date.Text != "2023-11-14" || e.clock.Text != "22:13:20" || e.zone.Text != "UTC" {
		t.Errorf("after switching back to UTC: %q %q %q", e.date.Text, e.clock.Text, e.zone.Text)
	}
}

func TestTimeEntry_ZoneSwitchKeepsBadTextAsTyped(t *testing.T) {
	u := newTestWindow(t)
	e := u.ranges.from
	e.date.SetText("")
	e.clock.SetText("")
	test.Type(e.date, "2023-11-1")
	test.Type(e.clock, "22:13:20")

	u.app.Preferences().SetBool(prefUTC, false)
	if e.date.Text != "2023-11-1" || e.clock.Text != "22:13:20" {
		t.Errorf("bad text changed to %q %q", e.date.Text, e.clock.Text)
	}
	if e.message.Text != "Enter the date as YYYY-MM-DD" || e.zone.Text != "local (XST)" {
		t.Errorf("message %q, zone %q", e.message.Text, e.zone.Text)
	}
}

func TestTimeEntry_ZoneNameFollowsTheDateEntered(t *testing.T) {
	helsinki, err := time.LoadLocation("Europe/Helsinki")
	if err != nil {
		t.Fatal(err)
	}
	u := bareUI(t)
	u.env.local = helsinki
	u.app.Preferences().SetBool(prefUTC, false)
	e, _ := showTimeEntry(t, u)

	for _, tt := range []struct{ date, want string }{
		{"2023-07-01", "local (EEST)"},
		{"2023-01-01", "local (EET)"},
	} {
		e.date.SetText(tt.date)
		e.clock.SetText("12:00:00")
		if e.zone.Text != tt.want {
			t.Errorf("on %s the zone reads %q, want %q", tt.date, e.zone.Text, tt.want)
		}
	}
}

func TestTimeEntry_CalendarPicksTheDayAndKeepsTheTime(t *testing.T) {
	e, changes := showTimeEntry(t, bareUI(t))
	e.SetTime(time.Date(2023, 11, 14, 22, 13, 20, 0, time.UTC))
	*changes = 0

	test.Tap(e.date.ActionItem.(*widgets.KeyButton))
	if e.picker == nil || !e.picker.Visible() {
		t.Fatal("calendar did not open")
	}
	month := labelShowing(e.picker.Content, "November 2023")
	if month == nil {
		t.Fatal("calendar does not open at the month of the date shown")
	}
	test.Tap(buttonLabelled(t, e.picker.Content, "3"))

	if e.date.Text != "2023-11-03" || e.clock.Text != "22:13:20" {
		t.Errorf("after picking the 3rd: %q %q", e.date.Text, e.clock.Text)
	}
	if e.picker.Visible() {
		t.Error("calendar still open after picking a day")
	}
	if *changes != 1 {
		t.Errorf("onChanged ran %d times, want 1", *changes)
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
			u := bareUI(t)
			state := timeEntryState{}
			e := newTimeEntry(u, &state, nil)
			test.NewTempWindow(t, e.content)
			u.app.Clipboard().SetContent(tt.pasted)
			e.date.TypedShortcut(&fyne.ShortcutPaste{Clipboard: u.app.Clipboard()})
			if e.date.Text != tt.date || e.clock.Text != tt.clock || e.message.Visible() {
				t.Errorf("fields %q %q, message %q; want %q %q", e.date.Text, e.clock.Text, e.message.Text, tt.date, tt.clock)
			}
		})
	}
}

func TestTimeEntry_PastedMillisecondsAreRefusedWithTheSeconds(t *testing.T) {
	u := bareUI(t)
	state := timeEntryState{date: "2024-05-01", clock: "12:00:00"}
	e := newTimeEntry(u, &state, nil)
	test.NewTempWindow(t, e.content)
	u.app.Clipboard().SetContent("1700000000000")
	e.clock.TypedShortcut(&fyne.ShortcutPaste{Clipboard: u.app.Clipboard()})
	if want := "Looks like milliseconds: did you mean 1700000000?"; e.message.Text != want || !e.message.Visible() {
		t.Errorf("message %q, want %q", e.message.Text, want)
	}
	if e.date.Text != "2024-05-01" || e.clock.Text != "12:00:00" {
		t.Errorf("fields changed to %q %q", e.date.Text, e.clock.Text)
	}
	u.app.Clipboard().SetContent("13:45:00")
	e.clock.SetText("")
	e.clock.TypedShortcut(&fyne.ShortcutPaste{Clipboard: u.app.Clipboard()})
	if e.clock.Text != "13:45:00" || e.date.Text != "2024-05-01" {
		t.Errorf("a time of day pasted gives %q %q", e.date.Text, e.clock.Text)
	}
}

func TestTimeEntry_TypedWholeTimesAreReadAsPastedOnes(t *testing.T) {
	// testNow is 2023-11-14 22:13:20 UTC.
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
			u := bareUI(t)
			e := newTimeEntry(u, &timeEntryState{date: "2024-01-01", clock: "12:00:00"}, nil)
			w := test.NewTempWindow(t, e.content)
			field, other := e.date, e.clock
			if tt.intoClock {
				field, other = e.clock, e.date
			}
			field.SetText("")
			w.Canvas().Focus(field)
			test.Type(field, tt.typed)

			got, err := e.Time()
			if err != nil || e.message.Visible() {
				t.Fatalf("typed %q: Time() = %v, %v; message %q", tt.typed, got, err, e.message.Text)
			}
			want, err := time.Parse(dateLayout+" "+clockLayout, tt.date+" "+tt.clock)
			if err != nil {
				t.Fatal(err)
			}
			if !got.Equal(want) {
				t.Errorf("typed %q reads as %v, want %v", tt.typed, got.UTC(), want)
			}
			// Leaving the field shows the time in both, as a paste does.
			w.Canvas().Focus(other)
			if e.date.Text != tt.date || e.clock.Text != tt.clock || e.message.Visible() {
				t.Errorf("after leaving the field: %q %q, message %q; want %q %q", e.date.Text, e.clock.Text, e.message.Text, tt.date, tt.clock)
			}
		})
	}
}

func TestTimeEntry_TypedMillisecondsHintAtSecondsThatTypingAccepts(t *testing.T) {
	u := bareUI(t)
	e := newTimeEntry(u, &timeEntryState{}, nil)
	test.NewTempWindow(t, e.content)
	test.Type(e.date, "1764547200000")
	if want := "Looks like milliseconds: did you mean 1764547200?"; e.message.Text != want || !e.message.Visible() {
		t.Fatalf("message %q, want %q", e.message.Text, want)
	}
	e.date.SetText("")
	test.Type(e.date, "1764547200")
	if got, err := e.Time(); err != nil || got.Unix() != 1764547200 || e.message.Visible() {
		t.Errorf("the hinted seconds typed: %v, %v, message %q", got, err, e.message.Text)
	}
}
