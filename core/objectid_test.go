package core_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
)

func TestObjectID_FieldsOfKnownIDs(t *testing.T) {
	ff := [5]byte{0xff, 0xff, 0xff, 0xff, 0xff}
	tests := []struct {
		hex     string
		seconds uint32
		random  [5]byte
		counter uint32
		bound   core.BoundKind
	}{
		{knownHex, 1350508407, [5]byte{0xbc, 0xf8, 0x6c, 0xd7, 0x99}, 0x439011, core.NotBound},
		{exampleFirst, exampleUnix, exampleRandom, 12345, core.NotBound},
		{"0102030405060708090a0b0c", 0x01020304, [5]byte{5, 6, 7, 8, 9}, 0x0a0b0c, core.NotBound},
		{"000000000000000000000000", 0, [5]byte{}, 0, core.LowerBound},
		{"ffffffffffffffffffffffff", core.MaxSeconds, ff, 0xffffff, core.UpperBound},
		{"6553f1000000000000000001", exampleUnix, [5]byte{}, 1, core.NotBound},
		{"6553f1000000000001000000", exampleUnix, [5]byte{0, 0, 0, 0, 1}, 0, core.NotBound},
		{"6553f100fffffffffffffffe", exampleUnix, ff, 0xfffffe, core.NotBound},
		{"6553f10000000000ffffffff", exampleUnix, [5]byte{0, 0, 0, 0, 0xff}, 0xffffff, core.NotBound},
	}
	for _, tc := range tests {
		t.Run(tc.hex, func(t *testing.T) {
			id := mustParse(t, strings.ToUpper(tc.hex))
			if id.Seconds() != tc.seconds || !id.Timestamp().Equal(time.Unix(int64(tc.seconds), 0)) || id.Timestamp().Location() != time.UTC {
				t.Errorf("Seconds() = %d, Timestamp() = %v; want %d in UTC", id.Seconds(), id.Timestamp(), tc.seconds)
			}
			if id.Random() != tc.random || id.Counter() != tc.counter {
				t.Errorf("Random() = %x, Counter() = %06x; want %x, %06x", id.Random(), id.Counter(), tc.random, tc.counter)
			}
			if rebuilt := core.FromParts(tc.seconds, tc.random, tc.counter|0xab000000); rebuilt != id {
				t.Errorf("FromParts = %s, want %s", rebuilt, id)
			}
			if id.Hex() != tc.hex || id.String() != tc.hex || string(id.AppendHex([]byte("x"))) != "x"+tc.hex {
				t.Errorf("Hex() = %s, String() = %s, want %s", id.Hex(), id.String(), tc.hex)
			}
			parts := [3]string{core.TimestampPart: tc.hex[:8], core.RandomPart: tc.hex[8:18], core.CounterPart: tc.hex[18:]}
			if id.HexParts() != parts {
				t.Errorf("HexParts() = %q, want %q", id.HexParts(), parts)
			}
			if got := string(id.AppendPart([]byte("x"), core.CounterPart)); got != "x"+parts[core.CounterPart] {
				t.Errorf("AppendPart(CounterPart) = %q", got)
			}
			if id.Bound() != tc.bound {
				t.Errorf("Bound() = %v, want %v", id.Bound(), tc.bound)
			}
		})
	}
}

// The range bounds of a second, and the times the timestamp cannot hold.
func TestMinForTime_KnownSeconds(t *testing.T) {
	tests := []struct {
		name string
		at   time.Time
		min  string // "" when the time is out of range
	}{
		{"epoch", time.Unix(0, 0), "000000000000000000000000"},
		{"fraction of a second is dropped", time.Unix(1350508407, 999_999_999), "507f1f770000000000000000"},
		{"offset zone names the same instant", time.Date(2024, 5, 1, 2, 0, 0, 0, time.FixedZone("", 7200)), "663186000000000000000000"},
		{"last second", time.Unix(core.MaxSeconds, 999_999_999), "ffffffff0000000000000000"},
		{"before 1970", time.Unix(-1, 999_999_999), ""},
		{"after 2106", time.Unix(core.MaxSeconds+1, 0), ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			lo, errMin := core.MinForTime(tc.at)
			seconds, errSeconds := core.SecondsOf(tc.at)
			if tc.min == "" {
				for _, err := range []error{errMin, errSeconds} {
					if !errors.Is(err, core.ErrTimeOutOfRange) {
						t.Errorf("err = %v, want ErrTimeOutOfRange", err)
					}
				}
				return
			}
			if lo.Hex() != tc.min || errMin != nil {
				t.Errorf("MinForTime = %s, %v; want %s", lo, errMin, tc.min)
			}
			if seconds != lo.Seconds() || errSeconds != nil {
				t.Errorf("SecondsOf = %d, %v; want %d", seconds, errSeconds, lo.Seconds())
			}
		})
	}
}

func TestAppend_DoesNotAllocate(t *testing.T) {
	ids := []core.ObjectID{mustParse(t, exampleFirst), mustParse(t, exampleSecond)}
	buf := make([]byte, 0, 1024)
	allocs := testing.AllocsPerRun(100, func() {
		buf = ids[0].AppendHex(buf[:0])
		buf = ids[0].AppendPart(buf, core.RandomPart)
		buf = core.FormatGo.AppendChunk(buf, ids, true, true)
	})
	if allocs != 0 {
		t.Errorf("appending allocates %v times, want 0", allocs)
	}
}
