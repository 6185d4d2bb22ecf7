package core

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"time"
)

// ObjectID is a 12-byte MongoDB ObjectID.
type ObjectID [12]byte

// Nil is the all-zero ObjectID.
var Nil ObjectID

const (
	// MaxSeconds is the largest timestamp: 2106-02-07 06:28:15 UTC.
	MaxSeconds = 1<<32 - 1
	// CounterCycle is how many distinct counter values there are.
	CounterCycle = 1 << 24
	// HexLength is the number of hex digits in a canonical ObjectID.
	HexLength = 24
)

// SecondsOf returns the timestamp field for t, or ErrTimeOutOfRange.
func SecondsOf(t time.Time) (uint32, error) {
	unix := t.Unix()
	if unix < 0 || unix > MaxSeconds {
		return 0, fmt.Errorf("%w: %s is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z", ErrTimeOutOfRange, t.UTC().Format(time.RFC3339))
	}
	return uint32(unix), nil
}

// FromParts assembles an ObjectID from its fields; counter's low 24 bits.
func FromParts(seconds uint32, random [5]byte, counter uint32) ObjectID {
	var id ObjectID
	binary.BigEndian.PutUint32(id[0:4], seconds)
	copy(id[4:9], random[:])
	id[9], id[10], id[11] = byte(counter>>16), byte(counter>>8), byte(counter)
	return id
}

// AppendHex appends the 24 lowercase hex digits of id to dst.
func (id ObjectID) AppendHex(dst []byte) []byte { return hex.AppendEncode(dst, id[:]) }

// Hex returns the 24 lowercase hex digits of id.
func (id ObjectID) Hex() string {
	var buf [HexLength]byte
	return string(id.AppendHex(buf[:0]))
}

// String returns the same text as Hex.
func (id ObjectID) String() string { return id.Hex() }

// Seconds returns the timestamp field: seconds since the Unix epoch.
func (id ObjectID) Seconds() uint32 { return binary.BigEndian.Uint32(id[0:4]) }

// Timestamp returns the timestamp field as a time in UTC.
func (id ObjectID) Timestamp() time.Time { return time.Unix(int64(id.Seconds()), 0).UTC() }

// Random returns the 5-byte random value, one process's for all its IDs.
func (id ObjectID) Random() [5]byte { return [5]byte(id[4:9]) }

// Counter returns the 3-byte big-endian counter.
func (id ObjectID) Counter() uint32 { return uint32(id[9])<<16 | uint32(id[10])<<8 | uint32(id[11]) }

// Compare returns -1, 0 or +1 as id sorts before, equal to or after other.
func (id ObjectID) Compare(other ObjectID) int { return bytes.Compare(id[:], other[:]) }
