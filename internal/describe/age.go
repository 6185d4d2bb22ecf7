package describe

import (
	"strconv"
	"time"
)

// AgeUnit is the unit an Age is counted in.
type AgeUnit int

// The units of an Age, smallest first.
const (
	AgeSeconds AgeUnit = iota
	AgeMinutes
	AgeHours
	AgeDays
	AgeMonths
	AgeYears
)

// Age is how long before (or, when Future, after) a reference time
// something happened, rounded down to its largest whole unit.
type Age struct {
	// Count is how many whole Units.
	Count int
	// Unit is the largest unit of which there is at least one whole.
	Unit AgeUnit
	// Future reports a time after the reference time.
	Future bool
}

// AgeOf returns the age of t at now.
func AgeOf(t, now time.Time) Age {
	d := now.Sub(t)
	age := Age{}
	if d < 0 {
		d, age.Future = -d, true
	}
	const day = 24 * time.Hour
	// A year is counted as 365¼ days, so the months run on up to it:
	// between 360 and 365¼ days is "12 months", never "0 years".
	const year = 365*day + 6*time.Hour
	switch {
	case d < time.Minute:
		age.Count, age.Unit = int(d/time.Second), AgeSeconds
	case d < time.Hour:
		age.Count, age.Unit = int(d/time.Minute), AgeMinutes
	case d < day:
		age.Count, age.Unit = int(d/time.Hour), AgeHours
	case d < 30*day:
		age.Count, age.Unit = int(d/day), AgeDays
	case d < year:
		age.Count, age.Unit = int(d/(30*day)), AgeMonths
	default:
		age.Count, age.Unit = int(d/year), AgeYears
	}
	return age
}

var ageUnitNames = [...][2]string{
	AgeSeconds: {"second", "seconds"},
	AgeMinutes: {"minute", "minutes"},
	AgeHours:   {"hour", "hours"},
	AgeDays:    {"day", "days"},
	AgeMonths:  {"month", "months"},
	AgeYears:   {"year", "years"},
}

// JustNow reports whether the age is under a second, too little to call
// past or future: timestamps have whole seconds and clocks differ by that
// much.
func (a Age) JustNow() bool { return a.Unit == AgeSeconds && a.Count < 1 }

// String returns the age in English: "13 years ago", "in 2 days", "just now".
func (a Age) String() string {
	if a.JustNow() {
		return "just now"
	}
	names := ageUnitNames[a.Unit]
	text := strconv.Itoa(a.Count) + " " + names[1]
	if a.Count == 1 {
		text = "1 " + names[0]
	}
	if a.Future {
		return "in " + text
	}
	return text + " ago"
}
