// Package query writes the filters and commands that find IDs in MongoDB's
// tools: range filters for mongosh, Compass and mongoexport, the commands
// that run them on a collection, and the copy texts of one ID.
package query

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// ErrInvalidRange reports a range whose end is not after its start.
var ErrInvalidRange = errors.New("objectid: invalid range")

// Range is a filter on _id for the IDs made from one second up to, but not
// including, another.
type Range struct {
	// From is the smallest ID of the first second, matched with $gte.
	From core.ObjectID
	// To is the smallest ID of the end second, matched with $lt; HasTo is
	// false for a range that is open at its end.
	To    core.ObjectID
	HasTo bool
}

// NewRange returns the range from from's second up to, not including, to's
// second. A zero to, or the end of the last second an ObjectID holds
// (timeparse.EndOfTime), leaves the range open. The end must be a later second than the
// start.
func NewRange(from, to time.Time) (Range, error) {
	lower, err := core.MinForTime(from)
	if err != nil {
		return Range{}, fmt.Errorf("from: %w", err)
	}
	r := Range{From: lower}
	if to.IsZero() || to.Unix() == core.MaxSeconds+1 {
		return r, nil
	}
	upper, err := core.MinForTime(to)
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
	return RangeShell, fmt.Errorf("%w: %q, a range filter is written as one of %s", core.ErrUnknownFormat, name, strings.Join(rangeFormatNames[:], ", "))
}

// filterForms are how each RangeFormat writes the two bounds: the text
// before the hex of From, after it, before the hex of To, and after it.
var filterForms = [...][4]string{
	RangeShell:   {`{_id: {$gte: ObjectId("`, `")`, `, $lt: ObjectId("`, `")`},
	RangeCompass: {`{_id: {$gte: ObjectId('`, `')`, `, $lt: ObjectId('`, `')`},
	RangeEJSON:   {`{"_id": {"$gte": {"$oid": "`, `"}`, `, "$lt": {"$oid": "`, `"}`},
}

// Filter returns the filter in format f.
func (r Range) Filter(f RangeFormat) string {
	form := filterForms[RangeShell]
	if f >= 0 && int(f) < len(filterForms) {
		form = filterForms[f]
	}
	text := form[0] + r.From.Hex() + form[1]
	if r.HasTo {
		text += form[2] + r.To.Hex() + form[3]
	}
	return text + "}}"
}

// Shell returns the filter for mongosh:
// {_id: {$gte: ObjectId("…"), $lt: ObjectId("…")}}.
func (r Range) Shell() string { return r.Filter(RangeShell) }

// Compass returns the filter for Compass's filter bar, in the shell syntax
// it parses: {_id: {$gte: ObjectId('…'), $lt: ObjectId('…')}}.
func (r Range) Compass() string { return r.Filter(RangeCompass) }

// ExtendedJSON returns the filter in Extended JSON v2, for mongoexport
// --query and EJSON parsers (Compass reads {"$oid": …} as a plain
// sub-document, so this selects nothing there):
// {"_id": {"$gte": {"$oid": "…"}, "$lt": {"$oid": "…"}}}.
func (r Range) ExtendedJSON() string { return r.Filter(RangeEJSON) }
