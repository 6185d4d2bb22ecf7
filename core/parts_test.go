package core_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
)

func TestHexParts_SplitAtTheFieldBoundaries(t *testing.T) {
	tests := []struct {
		name                       string
		hex                        string
		timestamp, random, counter string
	}{
		{"worked example", exampleFirst, "6553f100", "3f2a91c8d4", "003039"},
		{"driver example", knownHex, "507f1f77", "bcf86cd799", "439011"},
		{"nil", "000000000000000000000000", "00000000", "0000000000", "000000"},
		{"all ff", "ffffffffffffffffffffffff", "ffffffff", "ffffffffff", "ffffff"},
		{"upper case in, lower case out", "6553F1003F2A91C8D4003039", "6553f100", "3f2a91c8d4", "003039"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			id := mustParse(t, tc.hex)
			parts := id.HexParts()
			want := [3]string{core.TimestampPart: tc.timestamp, core.RandomPart: tc.random, core.CounterPart: tc.counter}
			if parts != want {
				t.Errorf("HexParts() = %q, want %q", parts, want)
			}
			if joined := strings.Join(parts[:], ""); joined != id.Hex() {
				t.Errorf("parts join to %q, want the hex %q", joined, id.Hex())
			}
			for p, text := range want {
				part := core.Part(p)
				if got := string(id.AppendPart([]byte("x"), part)); got != "x"+text {
					t.Errorf("AppendPart(%v) = %q, want %q", part, got, "x"+text)
				}
			}
		})
	}
}

func TestAppendPart_UnknownPartAppendsNothing(t *testing.T) {
	id := mustParse(t, exampleFirst)
	for _, p := range []core.Part{-1, 3, 100} {
		if got := string(id.AppendPart([]byte("kept"), p)); got != "kept" {
			t.Errorf("AppendPart(%d) = %q, want the buffer unchanged", p, got)
		}
	}
}

func TestAppendPart_DoesNotAllocate(t *testing.T) {
	id := mustParse(t, exampleFirst)
	buf := make([]byte, 0, 32)
	allocs := testing.AllocsPerRun(100, func() {
		buf = id.AppendPart(buf[:0], core.RandomPart)
	})
	if allocs != 0 {
		t.Errorf("AppendPart allocates %v times, want 0", allocs)
	}
}

func TestBound_KnowsLowerUpperAndNone(t *testing.T) {
	tests := []struct {
		name string
		hex  string
		want core.BoundKind
	}{
		{"all zeros after the timestamp", "6553f1000000000000000000", core.LowerBound},
		{"nil", "000000000000000000000000", core.LowerBound},
		{"all ff after the timestamp", "6553f100ffffffffffffffff", core.UpperBound},
		{"all ff", "ffffffffffffffffffffffff", core.UpperBound},
		{"worked example", exampleFirst, core.NotBound},
		{"zero counter, random value set", "6553f1003f2a91c8d4000000", core.NotBound},
		{"zero random value, counter set", "6553f1000000000000000001", core.NotBound},
		{"zeros but the last random byte", "6553f1000000000001000000", core.NotBound},
		{"first random byte not zero", "6553f1000100000000000000", core.NotBound},
		{"ff but one byte", "6553f100fffffffffffffffe", core.NotBound},
		{"ff but the first random byte", "6553f100feffffffffffffff", core.NotBound},
		{"zeros then ff", "6553f10000000000ffffffff", core.NotBound},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			id := mustParse(t, tc.hex)
			if got := id.Bound(); got != tc.want {
				t.Errorf("Bound() = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestMinMaxForTime_KnownSeconds(t *testing.T) {
	tests := []struct {
		name     string
		at       time.Time
		min, max string
	}{
		{"epoch", time.Unix(0, 0), "000000000000000000000000", "00000000ffffffffffffffff"},
		{"worked example second", time.Unix(1350508407, 0), "507f1f770000000000000000", "507f1f77ffffffffffffffff"},
		{"fraction of a second is dropped", time.Unix(1350508407, 999_999_999), "507f1f770000000000000000", "507f1f77ffffffffffffffff"},
		{"offset zone names the same instant", mustTime(t, "2024-05-01T02:00:00+02:00"), "663186000000000000000000", "66318600ffffffffffffffff"},
		{"last second", time.Unix(core.MaxSeconds, 0), "ffffffff0000000000000000", "ffffffffffffffffffffffff"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			lo, err := core.MinForTime(tc.at)
			if err != nil || lo.Hex() != tc.min {
				t.Errorf("MinForTime = %s, %v; want %s", lo, err, tc.min)
			}
			hi, err := core.MaxForTime(tc.at)
			if err != nil || hi.Hex() != tc.max {
				t.Errorf("MaxForTime = %s, %v; want %s", hi, err, tc.max)
			}
			if lo.Bound() != core.LowerBound || hi.Bound() != core.UpperBound {
				t.Errorf("bounds %s, %s are not of the lower and upper kinds", lo, hi)
			}
		})
	}
}

func TestSecondsOf_Edges(t *testing.T) {
	tests := []struct {
		at   time.Time
		want uint32
		ok   bool
	}{
		{time.Unix(0, 0), 0, true},
		{time.Unix(core.MaxSeconds, 999_999_999), core.MaxSeconds, true},
		{time.Unix(-1, 999_999_999), 0, false},
		{time.Unix(core.MaxSeconds+1, 0), 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.at.UTC().Format(time.RFC3339Nano), func(t *testing.T) {
			got, err := core.SecondsOf(tc.at)
			if (err == nil) != tc.ok || got != tc.want {
				t.Errorf("SecondsOf = %d, %v; want %d, ok %v", got, err, tc.want, tc.ok)
			}
			if !tc.ok && !errors.Is(err, core.ErrTimeOutOfRange) {
				t.Errorf("err = %v, want ErrTimeOutOfRange", err)
			}
		})
	}
}
