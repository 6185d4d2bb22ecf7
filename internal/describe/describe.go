// Package describe works out every field a decoder shows for one
// ObjectID, so that the command line and the window only render it.
package describe

import (
	"encoding/binary"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// Description is every field a decoder shows for one ObjectID, worked out
// once from the ID, the time "now" and a zone, so that the CLI and the
// window only render it: they format these values, in English or in the
// chosen language, and never read the ID's bytes themselves.
//
// The hex of each part, for colouring, comes from ID.HexParts or
// ID.AppendPart; the English note for a range-query bound from BoundNote.
type Description struct {
	// ID is the ID described.
	ID core.ObjectID
	// Seconds is the timestamp field: seconds since the Unix epoch.
	Seconds uint32
	// UTC is the timestamp as a time in UTC.
	UTC time.Time
	// Local is the same instant in the zone given to Describe.
	Local time.Time
	// Age is how long before now the timestamp is, or, with Age.Future,
	// after it.
	Age Age
	// Future reports a timestamp a whole second or more after now: an ID
	// made for a chosen time, or by a machine whose clock was wrong. Less
	// than a second either way is "just now", neither past nor future, as
	// timestamps have whole seconds and clocks differ by that much.
	Future bool
	// Random is the 5-byte random value.
	Random [5]byte
	// Counter is the 3-byte counter, 0 to 16,777,215.
	Counter uint32
	// LegacyMachine and LegacyProcess are bytes 4–6 and 7–8 read as the
	// machine id and process id that drivers before 2018 wrote where newer
	// ones write the random value; for newer IDs they mean nothing.
	LegacyMachine uint32
	LegacyProcess uint16
	// Bound says whether the ID is the lower or upper bound of its second
	// rather than an ID a driver makes.
	Bound core.BoundKind
}

// Describe returns the description of id at now, with Local in zone; a nil
// zone is UTC.
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
		Random:        id.Random(),
		Counter:       id.Counter(),
		LegacyMachine: uint32(id[4])<<16 | uint32(id[5])<<8 | uint32(id[6]),
		LegacyProcess: binary.BigEndian.Uint16(id[7:9]),
		Bound:         id.Bound(),
	}
}

// BoundNote says in English what a bound of kind k is, for a decoder to
// show below the fields; "" for core.NotBound. The window shows its own
// translation, chosen by k.
func BoundNote(k core.BoundKind) string {
	switch k {
	case core.LowerBound:
		return "range-query bound: the smallest ID of its second (all zeros after the timestamp), not one a driver makes"
	case core.UpperBound:
		return "range-query bound: the largest ID of its second (all ff after the timestamp), not one a driver makes"
	}
	return ""
}
