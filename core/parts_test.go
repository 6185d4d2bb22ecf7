package core_test

import (
	"strings"
	"testing"

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

func TestPart_String(t *testing.T) {
	tests := []struct {
		part core.Part
		want string
	}{
		{core.TimestampPart, "timestamp"},
		{core.RandomPart, "random value"},
		{core.CounterPart, "counter"},
		{core.Part(7), "unknown part"},
	}
	for _, tc := range tests {
		if got := tc.part.String(); got != tc.want {
			t.Errorf("Part(%d).String() = %q, want %q", int(tc.part), got, tc.want)
		}
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
			if got := id.IsRangeBound(); got != (tc.want != core.NotBound) {
				t.Errorf("IsRangeBound() = %v, want %v", got, tc.want != core.NotBound)
			}
		})
	}
}

func TestBound_OfMinAndMaxForTime(t *testing.T) {
	at := mustTime(t, "2024-05-01T12:00:00Z")
	lower, err := core.MinForTime(at)
	if err != nil {
		t.Fatal(err)
	}
	upper, err := core.MaxForTime(at)
	if err != nil {
		t.Fatal(err)
	}
	if lower.Bound() != core.LowerBound || upper.Bound() != core.UpperBound {
		t.Errorf("MinForTime is %v and MaxForTime %v, want lower and upper", lower.Bound(), upper.Bound())
	}
}

func TestBoundKind_StringAndNote(t *testing.T) {
	tests := []struct {
		kind       core.BoundKind
		name, note string
	}{
		{core.NotBound, "none", ""},
		{core.LowerBound, "lower", "range-query bound: the smallest ID of its second (all zeros after the timestamp), not one a driver makes"},
		{core.UpperBound, "upper", "range-query bound: the largest ID of its second (all ff after the timestamp), not one a driver makes"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.kind.String(); got != tc.name {
				t.Errorf("String() = %q, want %q", got, tc.name)
			}
			if got := tc.kind.Note(); got != tc.note {
				t.Errorf("Note() = %q, want %q", got, tc.note)
			}
		})
	}
}

func TestAppendRandomHex_MatchesTheIDsRandomPart(t *testing.T) {
	for _, hex := range []string{"6553f1003f2a91c8d4003039", "507f1f77bcf86cd799439011", "ffffffffffffffffffffffff", "000000000000000000000000"} {
		id, err := core.FromHex(hex)
		if err != nil {
			t.Fatal(err)
		}
		got := string(core.AppendRandomHex([]byte("x"), id.Random()))
		if want := "x" + id.HexParts()[core.RandomPart]; got != want {
			t.Errorf("AppendRandomHex of %s = %q, want %q", hex, got, want)
		}
	}
}
