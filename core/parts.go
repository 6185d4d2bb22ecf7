package core

import "time"

// Part names one of the three fields of an ObjectID, in the order they
// appear in its bytes and its hex. Interfaces that colour the hex by part
// loop over TimestampPart, RandomPart and CounterPart and take each part's
// text from HexParts or AppendPart, so the field boundaries live here alone.
type Part int

// The three parts of an ObjectID.
const (
	// TimestampPart is bytes 0–3, hex digits 1–8: the seconds.
	TimestampPart Part = iota
	// RandomPart is bytes 4–8, hex digits 9–18: the random value.
	RandomPart
	// CounterPart is bytes 9–11, hex digits 19–24: the counter.
	CounterPart
)

// partBytes is where each part starts and ends in the 12 bytes.
var partBytes = [...][2]int{
	TimestampPart: {0, 4},
	RandomPart:    {4, 9},
	CounterPart:   {9, 12},
}

// AppendPart appends the lowercase hex digits of part p of id to dst: 8 for
// the timestamp, 10 for the random value, 6 for the counter. A value of p
// that is not one of the three parts appends nothing.
func (id ObjectID) AppendPart(dst []byte, p Part) []byte {
	if p < TimestampPart || p > CounterPart {
		return dst
	}
	span := partBytes[p]
	for _, b := range id[span[0]:span[1]] {
		dst = append(dst, hexDigits[b>>4], hexDigits[b&0x0f])
	}
	return dst
}

// HexParts returns the hex of id split into its three parts, indexed by
// Part: HexParts()[RandomPart] is the 10 digits of the random value. Joined
// in order they are id.Hex().
func (id ObjectID) HexParts() [3]string {
	hex := id.Hex()
	var parts [3]string
	for p, span := range partBytes {
		parts[p] = hex[2*span[0] : 2*span[1]]
	}
	return parts
}

// BoundKind says whether an ID has the shape of a range-query bound: a
// timestamp followed by all zero bytes (the lower bound MinForTime makes)
// or by all 0xff bytes (the upper bound MaxForTime makes). Drivers never
// make such IDs, so a decoder says so instead of presenting it as a
// document's ID.
type BoundKind int

// The kinds of range-query bound.
const (
	// NotBound is an ID with any other random value and counter.
	NotBound BoundKind = iota
	// LowerBound is a timestamp followed by eight zero bytes: the smallest
	// ID of its second, for $gte and $lt filters.
	LowerBound
	// UpperBound is a timestamp followed by eight 0xff bytes: the largest
	// ID of its second, for $lte filters.
	UpperBound
)

// Bound returns which range-query bound id has the shape of, or NotBound.
func (id ObjectID) Bound() BoundKind {
	zeros, ones := true, true
	for _, b := range id[4:] {
		zeros = zeros && b == 0
		ones = ones && b == 0xff
	}
	switch {
	case zeros:
		return LowerBound
	case ones:
		return UpperBound
	}
	return NotBound
}

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
