// Package describe works out every field a decoder shows for one ObjectID.
package describe

import (
	"encoding/binary"
	"strconv"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// Description is every field a decoder shows for one ObjectID.
type Description struct {
	ID      core.ObjectID
	Seconds uint32
	UTC     time.Time
	// Local is the same instant in the zone given to Describe.
	Local time.Time
	Age   Age
	// Future reports a timestamp a whole second or more after now.
	Future bool
	// Early reports a timestamp before 2009, before MongoDB existed.
	Early   bool
	Random  [5]byte
	Counter uint32
	// LegacyMachine and LegacyProcess are bytes 4–6 and 7–8 (drivers before 2018).
	LegacyMachine uint32
	LegacyProcess uint16
	Bound         core.BoundKind
}

// Describe describes id at now, with Local in zone (nil is UTC).
func Describe(id core.ObjectID, now time.Time, zone *time.Location) Description {
	if zone == nil {
		zone = time.UTC
	}
	utc := id.Timestamp()
	age := AgeOf(utc, now)
	return Description{
		ID:            id,
		Seconds:       id.Seconds(),
		UTC:           utc,
		Local:         utc.In(zone),
		Age:           age,
		Future:        age.Future && !age.JustNow(),
		Early:         utc.Before(mongoDBBegan),
		Random:        id.Random(),
		Counter:       id.Counter(),
		LegacyMachine: uint32(id[4])<<16 | uint32(id[5])<<8 | uint32(id[6]),
		LegacyProcess: binary.BigEndian.Uint16(id[7:9]),
		Bound:         id.Bound(),
	}
}

// BoundNote says in English what a bound of kind k is; "" for none.
func BoundNote(k core.BoundKind) string {
	switch k {
	case core.LowerBound:
		return "range-query bound: the smallest ID of its second (all zeros after the timestamp), not one a driver makes"
	case core.UpperBound:
		return "range-query bound: the largest ID of its second (all ff after the timestamp), not one a driver makes"
	}
	return ""
}

// mongoDBBegan is 2009-01-01 UTC: no driver made an ID before.
var mongoDBBegan = time.Date(2009, 1, 1, 0, 0, 0, 0, time.UTC)

// DoubtNote says in English why d's time makes it unlike a driver's ID:
// dated in the future or before 2009 (Meteor's random IDs decode to 2104);
// "" for neither.
func DoubtNote(d Description) string {
	switch {
	case d.Future:
		return "dated in the future: not made by a MongoDB driver?"
	case d.Early:
		return "dated before 2009: not made by a MongoDB driver?"
	}
	return ""
}

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

// Age is how long ago (or, when Future, ahead) something is, rounded down.
type Age struct {
	Count  int
	Unit   AgeUnit
	Future bool
}

// AgeOf returns the age of t at now.
func AgeOf(t, now time.Time) Age {
	d := now.Sub(t)
	age := Age{}
	if d < 0 {
		d, age.Future = -d, true
	}
	for age.Unit < AgeYears && d >= ageUnitLengths[age.Unit+1] {
		age.Unit++
	}
	age.Count = int(d / ageUnitLengths[age.Unit])
	return age
}

var ageUnitNames = [...]string{"second", "minute", "hour", "day", "month", "year"}

// ageUnitLengths are the units' lengths: a month of 30 days, a year of 365¼,
// so that up to a year is "12 months", never "0 years".
var ageUnitLengths = [...]time.Duration{time.Second, time.Minute, time.Hour, 24 * time.Hour, 30 * 24 * time.Hour, (365*24 + 6) * time.Hour}

// JustNow reports whether the age is under a second.
func (a Age) JustNow() bool { return a.Unit == AgeSeconds && a.Count < 1 }

// Append appends the age in English to dst, without allocating: "13 years
// ago", "in 2 days", "just now".
func (a Age) Append(dst []byte) []byte {
	if a.JustNow() {
		return append(dst, "just now"...)
	}
	if a.Future {
		dst = append(dst, "in "...)
	}
	dst = append(strconv.AppendInt(dst, int64(a.Count), 10), ' ')
	dst = append(dst, ageUnitNames[a.Unit]...)
	if a.Count != 1 {
		dst = append(dst, 's')
	}
	if !a.Future {
		dst = append(dst, " ago"...)
	}
	return dst
}
