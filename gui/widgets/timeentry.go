package widgets

import (
	"errors"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/timeparse"
)

// The layouts a TimeEntry reads, the forms the app prints in every locale.
const (
	DateLayout  = "2006-01-02"
	ClockLayout = "15:04:05"
)

// Clock is the window's clock and chosen zone, as a TimeEntry reads them.
type Clock interface {
	// Now is the time now, which relative times (-24h) count from, in the
	// local zone, whose abbreviations (EET) a pasted time may name.
	Now() time.Time
	// Zone is the zone the user chose to read and write times in.
	Zone() *time.Location
}

// TimeEntry is a date field (YYYY-MM-DD) and a time field (HH:MM:SS) in the
// chosen zone, with a message when they hold no time an ObjectID can carry:
// Fyne's DateEntry reads no time of day, zone or pasted timestamp.
type TimeEntry struct {
	times   Clock
	shownIn *time.Location // the zone the fields were last written or read in

	// AcceptsEnd lets the entry hold timeparse.EndOfTime, a range's end.
	AcceptsEnd bool
	// OnChanged, if not nil, runs after every edit, message up to date.
	OnChanged func()

	Date    *WindowEntry
	Clock   *WindowEntry
	Zone    *widget.Label
	Message *Paragraph

	setting    bool // while SetTime writes both fields
	clockTyped bool // since SetTime
	// Content is what the screen lays out.
	Content fyne.CanvasObject
}

// NewTimeEntry builds an empty time entry of clock in window (or nil).
func NewTimeEntry(clock Clock, window Window) *TimeEntry {
	e := &TimeEntry{times: clock, shownIn: clock.Zone()}
	e.Date = NewWindowEntry(window)
	e.Date.SetPlaceHolder(lang.L("YYYY-MM-DD"))
	e.Clock = NewWindowEntry(window)
	e.Clock.SetPlaceHolder(lang.L("HH:MM:SS"))
	for _, field := range []*WindowEntry{e.Date, e.Clock} {
		// SetTime writes both fields, and the owner hears of that once.
		field.OnChanged = func(text string) {
			if e.setting {
				return
			}
			e.clockTyped = e.clockTyped || field == e.Clock
			// A whole date typed over a time the entry wrote means that day's
			// midnight, as on the command line; a time the user typed stays.
			if field == e.Date && !e.clockTyped && e.Clock.Text != "" && hasShape(strings.TrimSpace(text), "dddd-dd-dd") {
				e.setting = true
				e.Clock.SetText("00:00:00")
				e.setting = false
			}
			e.edited()
		}
		field.OnPaste = e.pasted
	}
	e.Zone = widget.NewLabel(zoneName(e.shownIn, clock.Now()))
	e.Message = NewParagraph("")
	e.Message.Importance = widget.DangerImportance
	e.Message.Hide()
	fields := container.NewGridWithColumns(2, e.Date, e.Clock)
	e.Content = container.NewVBox(container.NewBorder(nil, nil, nil, e.Zone, fields), e.Message)
	return e
}

// SetName names the fields for a screen reader.
func (e *TimeEntry) SetName(name string) {
	field := map[string]any{"Field": name}
	e.Date.Name = lang.L("{{.Field}}: date", field)
	e.Clock.Name = lang.L("{{.Field}}: time of day", field)
}

// Time returns the time the fields hold, or an error telling what to fix.
func (e *TimeEntry) Time() (time.Time, error) {
	return e.timeIn(e.times.Zone())
}

// SetTime shows t, converted to the chosen zone and truncated to the second.
func (e *TimeEntry) SetTime(t time.Time) {
	e.shownIn = e.times.Zone()
	t = t.In(e.shownIn)
	e.setting = true
	e.Date.SetText(t.Format(DateLayout))
	e.Clock.SetText(t.Format(ClockLayout))
	e.setting, e.clockTyped = false, false
	e.edited()
}

// timeIn reads the fields as a time in loc, a whole time in either first:
// the date as YYYY-MM-DD, the time as HH:MM:SS or HH:MM, the start of that
// minute, telling a wrong shape from a day or time that does not exist.
func (e *TimeEntry) timeIn(loc *time.Location) (time.Time, error) {
	if t, whole, err := e.wholeTime(); whole {
		return t, err
	}
	date, clock := strings.TrimSpace(e.Date.Text), strings.TrimSpace(e.Clock.Text)
	withSeconds := clock
	if hasShape(clock, "dd:dd") {
		withSeconds += ":00"
	}
	day, dateErr := time.ParseInLocation(DateLayout, date, loc)
	at, clockErr := time.Parse(ClockLayout, withSeconds)
	switch {
	case !hasShape(date, "dddd-dd-dd"):
		return time.Time{}, errors.New(lang.L("Enter the date as YYYY-MM-DD"))
	case dateErr != nil:
		return time.Time{}, errors.New(lang.L("{{.Date}} is not a day in the calendar", map[string]any{"Date": date}))
	case !hasShape(withSeconds, "dd:dd:dd"):
		return time.Time{}, errors.New(lang.L("Enter the time as HH:MM:SS"))
	case clockErr != nil:
		return time.Time{}, errors.New(lang.L("{{.Time}} is not a time of day (00:00:00 to 23:59:59)", map[string]any{"Time": clock}))
	}
	t := time.Date(day.Year(), day.Month(), day.Day(), at.Hour(), at.Minute(), at.Second(), 0, loc)
	if _, err := core.SecondsOf(t); err != nil && !(e.AcceptsEnd && t.Equal(timeparse.EndOfTime)) {
		return time.Time{}, errors.New(lang.L("An ObjectID can hold times from 1970-01-01 00:00:00 to 2106-02-07 06:28:15 UTC"))
	}
	return t, nil
}

// hasShape reports whether text matches shape, 'd' standing for a digit.
func hasShape(text, shape string) bool {
	if len(text) != len(shape) {
		return false
	}
	for i := range len(shape) {
		if shape[i] == 'd' && (text[i] < '0' || text[i] > '9') || shape[i] != 'd' && text[i] != shape[i] {
			return false
		}
	}
	return true
}

// beginsShape reports whether text is shape or the start of it.
func beginsShape(text, shape string) bool {
	return len(text) <= len(shape) && hasShape(text, shape[:len(text)])
}

// wholeTime reads a field holding a whole time; a date being typed is no Unix seconds.
func (e *TimeEntry) wholeTime() (t time.Time, whole bool, err error) {
	for _, field := range []*WindowEntry{e.Date, e.Clock} {
		text := strings.TrimSpace(field.Text)
		if text == "" || beginsShape(text, "dddd-dd-dd") || beginsShape(text, "dd:dd:dd") {
			continue
		}
		if t, whole, err := e.readWhole(text); whole {
			return t, true, err
		}
	}
	return time.Time{}, false, nil
}

// readWhole reads text as a whole time; err tells of milliseconds.
func (e *TimeEntry) readWhole(text string) (t time.Time, whole bool, err error) {
	parse := timeparse.ParseTime
	if e.AcceptsEnd {
		parse = timeparse.ParseRangeEnd
	}
	t, err = parse(text, e.times.Now())
	switch {
	case err == nil:
		return t, true, nil
	case errors.Is(err, timeparse.ErrTimeInMilliseconds):
		digits := strings.TrimFunc(text, func(r rune) bool { return r < '0' || r > '9' })
		seconds := digits[:max(len(digits)-3, 0)]
		return time.Time{}, true, errors.New(lang.L("Looks like milliseconds: did you mean {{.Seconds}}?", map[string]any{"Seconds": seconds}))
	}
	return time.Time{}, false, nil
}

// pasted shows a pasted whole time in both fields, or refuses milliseconds.
func (e *TimeEntry) pasted(text string) bool {
	text = strings.TrimSpace(text)
	if hasShape(text, "dd:dd:dd") || hasShape(text, "dd:dd") {
		return false
	}
	t, whole, err := e.readWhole(text)
	switch {
	case err != nil:
		e.Message.SetText(err.Error())
		e.Message.Show()
	case whole:
		e.SetTime(t)
	}
	return whole
}

// edited brings the zone name and message up to date and tells the owner.
func (e *TimeEntry) edited() {
	if t, err := e.Time(); err != nil {
		e.Zone.SetText(zoneName(e.times.Zone(), e.times.Now()))
		e.Message.SetText(err.Error())
		e.Message.Show()
	} else {
		e.Zone.SetText(zoneName(t.Location(), t))
		e.Message.Hide()
	}
	if e.OnChanged != nil {
		e.OnChanged()
	}
}

// FollowZone keeps the same instant on screen when the user switches
// between UTC and local time; text that is not a valid time stays as typed.
func (e *TimeEntry) FollowZone() {
	now := e.times.Zone()
	if now == e.shownIn {
		return
	}
	t, err := e.timeIn(e.shownIn)
	e.shownIn = now
	if err != nil {
		e.edited()
		return
	}
	e.SetTime(t)
}

// zoneName names loc as at the time at, so a summer date shows summer time.
func zoneName(loc *time.Location, at time.Time) string {
	if loc == time.UTC {
		return lang.L("UTC")
	}
	name, _ := at.In(loc).Zone()
	return lang.L("local ({{.Zone}})", map[string]any{"Zone": name})
}
