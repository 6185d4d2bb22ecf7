package gui

import (
	"errors"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// The layouts a timeEntry reads. They are fixed rather than taken from the
// locale because they are the unambiguous forms the rest of the app prints.
const (
	dateLayout  = "2006-01-02"
	clockLayout = "15:04:05"
)

// timeEntryState is what a time entry holds, kept when the window is built
// again: the text of its fields, as typed, and the zone it is written in.
type timeEntryState struct {
	date, clock string
	// shownIn is the zone the fields were last written or read in, so a
	// change of the zone preference can keep the same instant on screen;
	// nil until the entry is first built.
	shownIn *time.Location
	// acceptsEnd lets the entry hold EndOfTime, 2106-02-07 06:28:16 UTC,
	// the exclusive end of the last second: the end of a range.
	acceptsEnd bool
}

// timeEntry is a date field (YYYY-MM-DD, with a calendar picker) and a time
// field (HH:MM:SS), read in the time zone the user chose, with an inline
// message under them when what they hold is not a time an ObjectID can carry.
type timeEntry struct {
	ui        *ui
	state     *timeEntryState
	onChanged func()

	date    *widgets.WindowEntry
	clock   *widgets.WindowEntry
	zone    *widget.Label
	message *widget.Label
	picker  *widget.PopUp

	// setting is true while SetTime writes both fields, so the owner hears
	// of the new time once rather than of a half-written one.
	setting bool

	content fyne.CanvasObject
}

// newTimeEntry builds a time entry showing state, which it keeps up to
// date; onChanged, if not nil, runs after every edit of either field, after
// the inline message is brought up to date.
func newTimeEntry(u *ui, state *timeEntryState, onChanged func()) *timeEntry {
	if state.shownIn == nil {
		state.shownIn = u.location()
	}
	e := &timeEntry{ui: u, state: state}

	e.date = newWindowEntry(u)
	e.date.SetPlaceHolder(lang.L("YYYY-MM-DD"))
	e.date.ActionItem = widgets.NewKeyButton("", theme.CalendarIcon(), e.openCalendar)
	e.date.OnChanged = e.typed

	e.clock = newWindowEntry(u)
	e.clock.SetPlaceHolder(lang.L("HH:MM:SS"))
	e.clock.OnChanged = e.typed
	e.date.OnPaste, e.clock.OnPaste = e.pasted, e.pasted
	e.date.OnFocusLost, e.clock.OnFocusLost = e.settleWholeTime, e.settleWholeTime

	e.zone = widget.NewLabel(zoneName(state.shownIn, u.env.now()))
	e.message = widget.NewLabel("")
	e.message.Importance = widget.DangerImportance
	e.message.Wrapping = fyne.TextWrapWord
	e.message.Hide()

	fields := container.NewGridWithColumns(2, e.date, e.clock)
	e.content = container.NewVBox(container.NewBorder(nil, nil, nil, e.zone, fields), e.message)

	// New fields are empty already. Setting them, or the zone, again
	// would make their renderers now, and the entry is often hidden when
	// the window first appears (the Generate tab's until "At a chosen
	// time" is picked).
	if state.date != "" || state.clock != "" {
		e.setting = true
		e.date.SetText(state.date)
		e.clock.SetText(state.clock)
		e.setting = false
		e.edited()
	}
	// The zone may have changed while the entry was not built.
	e.followZone()
	e.onChanged = onChanged
	return e
}

// setName names the fields and the calendar button for a screen reader
// after the label beside them.
func (e *timeEntry) setName(name string) {
	field := map[string]any{"Field": name}
	e.date.Name = lang.L("{{.Field}}: date", field)
	e.clock.Name = lang.L("{{.Field}}: time of day", field)
	e.date.ActionItem.(*widgets.KeyButton).Name = lang.L("{{.Field}}: choose the date in a calendar", field)
}

// Time returns the date and time the fields hold, read in the chosen zone,
// or an error whose text is a sentence telling the user what to fix.
func (e *timeEntry) Time() (time.Time, error) {
	return e.timeIn(e.ui.location())
}

// SetTime shows t, converted to the chosen zone and truncated to the second.
func (e *timeEntry) SetTime(t time.Time) {
	e.state.shownIn = e.ui.location()
	t = t.In(e.state.shownIn)
	e.setting = true
	e.state.date, e.state.clock = t.Format(dateLayout), t.Format(clockLayout)
	e.date.SetText(e.state.date)
	e.clock.SetText(e.state.clock)
	e.setting = false
	e.edited()
}

// timeIn reads the fields as a time in loc. A whole time typed into either
// field is read as a paste of it is, until leaving the field shows it in
// both.
func (e *timeEntry) timeIn(loc *time.Location) (time.Time, error) {
	if t, whole, err := e.wholeTime(); whole {
		return t, err
	}
	date, err := parseDate(e.date.Text, loc)
	if err != nil {
		return time.Time{}, err
	}
	clock, err := parseClock(e.clock.Text)
	if err != nil {
		return time.Time{}, err
	}
	t := time.Date(date.Year(), date.Month(), date.Day(), clock.Hour(), clock.Minute(), clock.Second(), 0, loc)
	if _, err := core.SecondsOf(t); err != nil && !(e.state.acceptsEnd && t.Equal(core.EndOfTime)) {
		return time.Time{}, errors.New(lang.L("An ObjectID can hold times from 1970-01-01 00:00:00 to 2106-02-07 06:28:15 UTC"))
	}
	return t, nil
}

// parseDate reads YYYY-MM-DD, telling a wrong shape apart from a day the
// calendar does not have.
func parseDate(text string, loc *time.Location) (time.Time, error) {
	text = strings.TrimSpace(text)
	if !hasShape(text, "dddd-dd-dd") {
		return time.Time{}, errors.New(lang.L("Enter the date as YYYY-MM-DD"))
	}
	date, err := time.ParseInLocation(dateLayout, text, loc)
	if err != nil {
		return time.Time{}, errors.New(lang.L("{{.Date}} is not a day in the calendar", map[string]any{"Date": text}))
	}
	return date, nil
}

// parseClock reads HH:MM:SS, or HH:MM meaning the start of that minute.
func parseClock(text string) (time.Time, error) {
	text = strings.TrimSpace(text)
	layout := clockLayout
	switch {
	case hasShape(text, "dd:dd:dd"):
	case hasShape(text, "dd:dd"):
		layout = "15:04"
	default:
		return time.Time{}, errors.New(lang.L("Enter the time as HH:MM:SS"))
	}
	clock, err := time.Parse(layout, text)
	if err != nil {
		return time.Time{}, errors.New(lang.L("{{.Time}} is not a time of day (00:00:00 to 23:59:59)", map[string]any{"Time": text}))
	}
	return clock, nil
}

// hasShape reports whether text matches shape, where 'd' stands for an ASCII
// digit and every other byte for itself.
func hasShape(text, shape string) bool {
	if len(text) != len(shape) {
		return false
	}
	for i := range len(shape) {
		if shape[i] == 'd' {
			if text[i] < '0' || text[i] > '9' {
				return false
			}
		} else if text[i] != shape[i] {
			return false
		}
	}
	return true
}

// wholeTime reads a field that holds a whole time rather than a date or a
// time of day: 1764547200, 2025-12-01T00:00:00Z, -24h. It reports whole
// false when neither does, or when what is there is no time at all. Text
// that may be a date or a time of day being typed (2023, 2023-11-1, 22:1)
// is left to those rules, so that a date is not read as Unix seconds on
// the way.
func (e *timeEntry) wholeTime() (t time.Time, whole bool, err error) {
	for _, field := range []*widgets.WindowEntry{e.date, e.clock} {
		text := strings.TrimSpace(field.Text)
		if text == "" || beginsShape(text, "dddd-dd-dd") || beginsShape(text, "dd:dd:dd") {
			continue
		}
		t, err := e.parseWhole(text)
		switch {
		case err == nil:
			return t, true, nil
		case errors.Is(err, core.ErrTimeInMilliseconds):
			return time.Time{}, true, errors.New(lang.L("Looks like milliseconds: did you mean {{.Seconds}}?", map[string]any{"Seconds": millisecondsAsSeconds(text)}))
		}
	}
	return time.Time{}, false, nil
}

// parseWhole reads text by the rule of a pasted time.
func (e *timeEntry) parseWhole(text string) (time.Time, error) {
	parse := core.ParseTime
	if e.state.acceptsEnd {
		parse = core.ParseRangeEnd
	}
	return parse(text, e.ui.env.now())
}

// settleWholeTime shows a whole time typed into a field in both fields, as
// a paste of it would, once the user leaves the field.
func (e *timeEntry) settleWholeTime() {
	if t, whole, err := e.wholeTime(); whole && err == nil {
		e.SetTime(t)
	}
}

// beginsShape reports whether text is shape or the start of it, as hasShape
// reads shapes.
func beginsShape(text, shape string) bool {
	return len(text) <= len(shape) && hasShape(text, shape[:len(text)])
}

// pasted takes a whole time pasted into either field, in any form
// core.ParseTime reads (RFC 3339, Unix seconds, a bare date at midnight UTC,
// 2024-05-01 12:00:00 in UTC, ISODate("…") or new Date("…") from mongosh),
// and shows it in the chosen zone. A time of day alone is left to the clock
// field; milliseconds are refused with the seconds meant. Other text is
// pasted as usual.
func (e *timeEntry) pasted(text string) bool {
	text = strings.TrimSpace(text)
	if hasShape(text, "dd:dd:dd") || hasShape(text, "dd:dd") {
		return false
	}
	t, err := e.parseWhole(text)
	switch {
	case err == nil:
		e.SetTime(t)
		return true
	case errors.Is(err, core.ErrTimeInMilliseconds):
		e.message.SetText(lang.L("Looks like milliseconds: did you mean {{.Seconds}}?", map[string]any{"Seconds": millisecondsAsSeconds(text)}))
		e.message.Show()
		return true
	}
	return false
}

// millisecondsAsSeconds is the seconds a number of milliseconds, possibly
// inside ISODate("…"), means: its digits without the last three.
func millisecondsAsSeconds(text string) string {
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, text)
	return digits[:max(len(digits)-3, 0)]
}

// typed keeps an edit of either field.
func (e *timeEntry) typed(string) {
	if e.setting {
		return
	}
	e.state.date, e.state.clock = e.date.Text, e.clock.Text
	e.edited()
}

// edited brings the zone name and the inline message up to date and tells
// the owner.
func (e *timeEntry) edited() {
	if t, err := e.Time(); err != nil {
		e.zone.SetText(zoneName(e.ui.location(), e.ui.env.now()))
		e.message.SetText(err.Error())
		e.message.Show()
	} else {
		e.zone.SetText(zoneName(t.Location(), t))
		e.message.SetText("")
		e.message.Hide()
	}
	if e.onChanged != nil {
		e.onChanged()
	}
}

// followZone keeps the same instant on screen when the user switches
// between UTC and local time; text that is not a valid time stays as typed.
func (e *timeEntry) followZone() {
	now := e.ui.location()
	if now == e.state.shownIn {
		return
	}
	t, err := e.timeIn(e.state.shownIn)
	e.state.shownIn = now
	if err != nil {
		e.edited()
		return
	}
	e.SetTime(t)
}

// openCalendar shows a month calendar under the date field; choosing a day
// fills in the date and keeps the time.
func (e *timeEntry) openCalendar() {
	canvas := e.ui.app.Driver().CanvasForObject(e.date)
	if canvas == nil {
		return
	}
	start := e.ui.env.now().In(e.ui.location())
	if date, err := parseDate(e.date.Text, e.ui.location()); err == nil {
		start = date
	}
	calendar := widget.NewCalendar(start, func(day time.Time) {
		e.picker.Hide()
		e.date.SetText(day.Format(dateLayout))
	})
	e.picker = widget.NewPopUp(calendar, canvas)
	position := e.ui.app.Driver().AbsolutePositionForObject(e.date)
	e.picker.ShowAtPosition(position.AddXY(0, e.date.Size().Height))
}

// zoneName names the zone times are read in, for the label beside the time,
// with the abbreviation in use at, so a summer date shows summer time.
func zoneName(loc *time.Location, at time.Time) string {
	if loc == time.UTC {
		return lang.L("UTC")
	}
	name, _ := at.In(loc).Zone()
	return lang.L("local ({{.Zone}})", map[string]any{"Zone": name})
}
