package core

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"time"
)

// ObjectID is a 12-byte MongoDB ObjectID.
type ObjectID [12]byte

// Nil is the all-zero ObjectID.
var Nil ObjectID

// MaxSeconds is the largest timestamp an ObjectID holds: 2106-02-07 06:28:15 UTC.
const MaxSeconds = 1<<32 - 1

// CounterCycle is how many distinct counter values there are.
const CounterCycle = 1 << 24

// SecondsOf returns the timestamp field for t, or ErrTimeOutOfRange when t
// lies before 1970-01-01 or after 2106-02-07 06:28:15 UTC.
func SecondsOf(t time.Time) (uint32, error) {
	unix := t.Unix()
	if unix < 0 || unix > MaxSeconds {
		return 0, fmt.Errorf("%w: %s is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z", ErrTimeOutOfRange, t.UTC().Format(time.RFC3339))
	}
	return uint32(unix), nil
}

const hexDigits = "0123456789abcdef"

// FromParts assembles an ObjectID from its three fields. Only the low 24 bits
// of counter are used.
func FromParts(seconds uint32, random [5]byte, counter uint32) ObjectID {
	var id ObjectID
	binary.BigEndian.PutUint32(id[0:4], seconds)
	copy(id[4:9], random[:])
	id[9] = byte(counter >> 16)
	id[10] = byte(counter >> 8)
	id[11] = byte(counter)
	return id
}

// AppendHex appends the 24 lowercase hex digits of id to dst.
func (id ObjectID) AppendHex(dst []byte) []byte {
	for _, b := range id {
		dst = append(dst, hexDigits[b>>4], hexDigits[b&0x0f])
	}
	return dst
}

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

// Random returns the 5-byte random value, the same for every ID one process
// makes.
func (id ObjectID) Random() [5]byte {
	var r [5]byte
	copy(r[:], id[4:9])
	return r
}

// Counter returns the 3-byte big-endian counter.
func (id ObjectID) Counter() uint32 {
	return uint32(id[9])<<16 | uint32(id[10])<<8 | uint32(id[11])
}

// LegacyMachine returns bytes 4–6 read as the machine id that drivers before
// 2018 wrote there. For newer IDs these bytes are random and mean nothing.
func (id ObjectID) LegacyMachine() uint32 {
	return uint32(id[4])<<16 | uint32(id[5])<<8 | uint32(id[6])
}

// LegacyProcess returns bytes 7–8 read as the big-endian process id that
// drivers before 2018 wrote there. For newer IDs these bytes are random.
func (id ObjectID) LegacyProcess() uint16 { return binary.BigEndian.Uint16(id[7:9]) }

// IsZero reports whether id is Nil.
func (id ObjectID) IsZero() bool { return id == Nil }

// IsRangeBound reports whether the random value and counter are all zero
// bytes or all 0xff bytes: the shape of a bound made by MinForTime or
// MaxForTime, meant for queries rather than for inserting. Bound says which.
func (id ObjectID) IsRangeBound() bool { return id.Bound() != NotBound }

// Compare returns -1, 0 or +1 as id sorts before, equal to or after other,
// byte by byte, which is the order MongoDB sorts ObjectIDs in.
func (id ObjectID) Compare(other ObjectID) int { return bytes.Compare(id[:], other[:]) }

// MarshalText returns the hex digits.
func (id ObjectID) MarshalText() ([]byte, error) {
	return id.AppendHex(make([]byte, 0, HexLength)), nil
}

// UnmarshalText reads exactly 24 hex digits, in either case.
func (id *ObjectID) UnmarshalText(text []byte) error {
	parsed, err := FromHex(string(text))
	if err != nil {
		return err
	}
	*id = parsed
	return nil
}

// MarshalJSON returns the ID as a JSON string of hex digits.
func (id ObjectID) MarshalJSON() ([]byte, error) {
	buf := make([]byte, 0, HexLength+2)
	buf = append(buf, '"')
	buf = id.AppendHex(buf)
	return append(buf, '"'), nil
}

// UnmarshalJSON accepts "hex" and the Extended JSON {"$oid":"hex"}. A JSON
// null leaves id unchanged, as encoding/json does for other types.
func (id *ObjectID) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	switch {
	case len(data) == 0:
		return fmt.Errorf(`%w: empty, want "hex" or {"$oid":"hex"}`, ErrInvalidJSON)
	case string(data) == "null":
		return nil
	case len(data) > 0 && data[0] == '"':
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return fmt.Errorf("%w: %v", ErrInvalidJSON, err)
		}
		return id.UnmarshalText([]byte(s))
	case len(data) > 0 && data[0] == '{':
		var wrapped map[string]json.RawMessage
		if err := json.Unmarshal(data, &wrapped); err != nil {
			return fmt.Errorf("%w: %v", ErrInvalidJSON, err)
		}
		raw, ok := wrapped["$oid"]
		if !ok || len(wrapped) != 1 {
			return fmt.Errorf(`%w: want an object with the single key "$oid"`, ErrInvalidJSON)
		}
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return fmt.Errorf(`%w: "$oid" must be a string`, ErrInvalidJSON)
		}
		return id.UnmarshalText([]byte(s))
	}
	return fmt.Errorf(`%w: want "hex" or {"$oid":"hex"}, got %.40s`, ErrInvalidJSON, data)
}
