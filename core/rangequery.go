package core

import (
	"errors"
	"fmt"
	"strconv"
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
// second. A zero to leaves the range open. The end must be a later second
// than the start.
func NewRange(from, to time.Time) (Range, error) {
	lower, err := MinForTime(from)
	if err != nil {
		return Range{}, fmt.Errorf("from: %w", err)
	}
	r := Range{From: lower}
	if to.IsZero() {
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

// ExtendedJSON returns the filter for Compass's filter bar:
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

// ParseTime reads a time given as RFC 3339 (2024-05-01T12:00:00Z, with an
// offset or fractional seconds) or as Unix seconds (1700000000). It refuses
// times an ObjectID cannot hold.
func ParseTime(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return time.Time{}, fmt.Errorf("%w: empty, want RFC 3339 (2024-05-01T12:00:00Z) or Unix seconds", ErrInvalidTime)
	}
	var t time.Time
	if unix, err := strconv.ParseInt(s, 10, 64); err == nil || errors.Is(err, strconv.ErrRange) {
		if err != nil || unix < 0 || unix > MaxSeconds {
			return time.Time{}, fmt.Errorf("%w: %s Unix seconds is outside 0 … %d", ErrTimeOutOfRange, s, int64(MaxSeconds))
		}
		t = time.Unix(unix, 0).UTC()
	} else if parsed, err := time.Parse(time.RFC3339Nano, s); err == nil {
		t = parsed
	} else {
		return time.Time{}, fmt.Errorf("%w: %q, want RFC 3339 (2024-05-01T12:00:00Z) or Unix seconds", ErrInvalidTime, s)
	}
	if _, err := SecondsOf(t); err != nil {
		return time.Time{}, err
	}
	return t, nil
}
