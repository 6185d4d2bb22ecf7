package core

import (
	"fmt"
	"strings"
	"time"
)

// MinForTime returns the smallest ID of t's second: its timestamp followed
// by eight zero bytes. Such an ID is a query bound, not for inserting.
func MinForTime(t time.Time) (ObjectID, error) {
	second, err := SecondsOf(t)
	if err != nil {
		return Nil, err
	}
	return FromParts(second, [5]byte{}, 0), nil
}

// MaxForTime returns the largest ID of t's second: its timestamp followed by
// eight 0xff bytes.
func MaxForTime(t time.Time) (ObjectID, error) {
	second, err := SecondsOf(t)
	if err != nil {
		return Nil, err
	}
	return FromParts(second, [5]byte{0xff, 0xff, 0xff, 0xff, 0xff}, 0xffffff), nil
}

// Range is a filter on _id for the IDs made from one second up to, but not
// including, another.
type Range struct {
	// From is the smallest ID of the first second, matched with $gte.
	From ObjectID
	// To is the smallest ID of the end second, matched with $lt; HasTo is
	// false for a range that is open at its end.
	To    ObjectID
	HasTo bool
}

// NewRange returns the range from from's second up to, not including, to's
// second. A zero to, or EndOfTime (the end of the last second an ObjectID
// holds), leaves the range open. The end must be a later second than the
// start.
func NewRange(from, to time.Time) (Range, error) {
	lower, err := MinForTime(from)
	if err != nil {
		return Range{}, fmt.Errorf("from: %w", err)
	}
	r := Range{From: lower}
	if to.IsZero() || to.Unix() == EndOfTime.Unix() {
		return r, nil
	}
	upper, err := MinForTime(to)
	if err != nil {
		return Range{}, fmt.Errorf("to: %w", err)
	}
	if upper.Compare(lower) <= 0 {
		return Range{}, fmt.Errorf("%w: to (%s) must be at least one second after from (%s)", ErrInvalidRange,
			upper.Timestamp().Format(time.RFC3339), lower.Timestamp().Format(time.RFC3339))
	}
	r.To, r.HasTo = upper, true
	return r, nil
}

// RangeFormat is a way to write a Range as a filter, named for the tool
// that reads it.
type RangeFormat int

// The range formats, in the order the command line and the window list
// them.
const (
	// RangeShell is for mongosh: {_id: {$gte: ObjectId("…"), $lt: ObjectId("…")}}.
	RangeShell RangeFormat = iota
	// RangeCompass is for the filter bar of MongoDB Compass, which reads
	// shell syntax: one line, {_id: {$gte: ObjectId('…'), $lt: ObjectId('…')}},
	// quoted as Compass writes a filter itself.
	RangeCompass
	// RangeEJSON is Extended JSON v2, for mongoexport --query, mongodump
	// --query and EJSON parsers: {"_id": {"$gte": {"$oid": "…"}, …}}.
	RangeEJSON
)

// RangeFormats lists every RangeFormat.
var RangeFormats = []RangeFormat{RangeShell, RangeCompass, RangeEJSON}

var rangeFormatNames = [...]string{"shell", "compass", "ejson"}

// String returns the name used on the command line: shell, compass or
// ejson.
func (f RangeFormat) String() string {
	if f < 0 || int(f) >= len(rangeFormatNames) {
		return fmt.Sprintf("RangeFormat(%d)", int(f))
	}
	return rangeFormatNames[f]
}

// ParseRangeFormat returns the RangeFormat with the given name, in any
// case.
func ParseRangeFormat(name string) (RangeFormat, error) {
	for i, n := range rangeFormatNames {
		if strings.EqualFold(name, n) {
			return RangeFormat(i), nil
		}
	}
	return RangeShell, fmt.Errorf("%w: %q, a range filter is written as one of %s", ErrUnknownFormat, name, strings.Join(rangeFormatNames[:], ", "))
}

// Filter returns the filter in format f.
func (r Range) Filter(f RangeFormat) string {
	switch f {
	case RangeCompass:
		return r.Compass()
	case RangeEJSON:
		return r.ExtendedJSON()
	}
	return r.Shell()
}

// Shell returns the filter for mongosh:
// {_id: {$gte: ObjectId("…"), $lt: ObjectId("…")}}.
func (r Range) Shell() string {
	var b strings.Builder
	b.WriteString(`{_id: {$gte: ObjectId("`)
	b.WriteString(r.From.Hex())
	b.WriteString(`")`)
	if r.HasTo {
		b.WriteString(`, $lt: ObjectId("`)
		b.WriteString(r.To.Hex())
		b.WriteString(`")`)
	}
	b.WriteString("}}")
	return b.String()
}

// Compass returns the filter for Compass's filter bar, in the shell syntax
// it parses: {_id: {$gte: ObjectId('…'), $lt: ObjectId('…')}}.
func (r Range) Compass() string {
	var b strings.Builder
	b.WriteString(`{_id: {$gte: ObjectId('`)
	b.WriteString(r.From.Hex())
	b.WriteString(`')`)
	if r.HasTo {
		b.WriteString(`, $lt: ObjectId('`)
		b.WriteString(r.To.Hex())
		b.WriteString(`')`)
	}
	b.WriteString("}}")
	return b.String()
}

// ExtendedJSON returns the filter in Extended JSON v2, for mongoexport
// --query and EJSON parsers (Compass reads {"$oid": …} as a plain
// sub-document, so this selects nothing there):
// {"_id": {"$gte": {"$oid": "…"}, "$lt": {"$oid": "…"}}}.
func (r Range) ExtendedJSON() string {
	var b strings.Builder
	b.WriteString(`{"_id": {"$gte": {"$oid": "`)
	b.WriteString(r.From.Hex())
	b.WriteString(`"}`)
	if r.HasTo {
		b.WriteString(`, "$lt": {"$oid": "`)
		b.WriteString(r.To.Hex())
		b.WriteString(`"}`)
	}
	b.WriteString("}}")
	return b.String()
}
