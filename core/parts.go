package core

import (
	"encoding/hex"
	"time"
)

// Part names one of the three fields of an ObjectID, in order.
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
var partBytes = [...][2]int{TimestampPart: {0, 4}, RandomPart: {4, 9}, CounterPart: {9, 12}}

// AppendPart appends the lowercase hex digits of part p of id to dst.
func (id ObjectID) AppendPart(dst []byte, p Part) []byte {
	return hex.AppendEncode(dst, id[partBytes[p][0]:partBytes[p][1]])
}

// HexParts returns the hex of id split into its three parts, indexed by Part.
func (id ObjectID) HexParts() [3]string {
	var parts [3]string
	for p := range parts {
		parts[p] = string(id.AppendPart(nil, Part(p)))
	}
	return parts
}

// BoundKind says whether an ID has the shape of a range-query bound.
type BoundKind int

// The kinds of range-query bound.
const (
	// NotBound is an ID with any other random value and counter.
	NotBound BoundKind = iota
	// LowerBound is a timestamp followed by eight zero bytes (MinForTime).
	LowerBound
	// UpperBound is a timestamp followed by eight 0xff bytes.
	UpperBound
)

// Bound returns which range-query bound id has the shape of, or NotBound.
func (id ObjectID) Bound() BoundKind {
	switch [8]byte(id[4:]) {
	case [8]byte{}:
		return LowerBound
	case [8]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}:
		return UpperBound
	}
	return NotBound
}

// MinForTime returns the smallest ID of t's second, a query bound.
func MinForTime(t time.Time) (ObjectID, error) {
	second, err := SecondsOf(t)
	if err != nil {
		return Nil, err
	}
	return FromParts(second, [5]byte{}, 0), nil
}
