package core_test

import (
	"errors"
	"testing"

	"github.com/objectid-generator/objectid/core"
)

func TestObjectID_FieldsOfKnownIDs(t *testing.T) {
	tests := []struct {
		hex     string
		seconds uint32
		random  [5]byte
		counter uint32
	}{
		{"507f1f77bcf86cd799439011", 1350508407, [5]byte{0xbc, 0xf8, 0x6c, 0xd7, 0x99}, 0x439011},
		{exampleFirst, exampleUnix, exampleRandom, 12345},
		{"000000000000000000000000", 0, [5]byte{}, 0},
		{"ffffffffffffffffffffffff", 0xffffffff, [5]byte{0xff, 0xff, 0xff, 0xff, 0xff}, 0xffffff},
		{"0102030405060708090a0b0c", 0x01020304, [5]byte{5, 6, 7, 8, 9}, 0x0a0b0c},
	}
	for _, tc := range tests {
		t.Run(tc.hex, func(t *testing.T) {
			id := mustParse(t, tc.hex)
			if id.Seconds() != tc.seconds {
				t.Errorf("Seconds() = %d, want %d", id.Seconds(), tc.seconds)
			}
			if id.Random() != tc.random {
				t.Errorf("Random() = %x, want %x", id.Random(), tc.random)
			}
			if id.Counter() != tc.counter {
				t.Errorf("Counter() = %06x, want %06x", id.Counter(), tc.counter)
			}
			if rebuilt := core.FromParts(tc.seconds, tc.random, tc.counter); rebuilt != id {
				t.Errorf("FromParts = %s, want %s", rebuilt, id)
			}
			if id.Hex() != tc.hex || id.String() != tc.hex {
				t.Errorf("Hex() = %s, String() = %s, want %s", id.Hex(), id.String(), tc.hex)
			}
		})
	}
}

func TestFromParts_UsesLow24BitsOfCounter(t *testing.T) {
	id := core.FromParts(exampleUnix, exampleRandom, 0xAB003039)
	if id.Hex() != exampleFirst {
		t.Errorf("FromParts = %s, want %s", id, exampleFirst)
	}
}

func TestObjectID_CompareSortsByteByByte(t *testing.T) {
	tests := []struct {
		name string
		a, b string
		want int
	}{
		{"equal", exampleFirst, exampleFirst, 0},
		{"counter decides", exampleFirst, exampleSecond, -1},
		{"timestamp outweighs counter", "6553f1003f2a91c8d4ffffff", "6553f1013f2a91c8d4000000", -1},
		{"bytes compare unsigned", "800000000000000000000000", "7fffffffffffffffffffffff", 1},
		{"random value decides", "6553f1003f2a91c8d5000000", "6553f1003f2a91c8d4ffffff", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, b := mustParse(t, tc.a), mustParse(t, tc.b)
			if got := a.Compare(b); got != tc.want {
				t.Errorf("Compare(%s, %s) = %d, want %d", tc.a, tc.b, got, tc.want)
			}
			if got := b.Compare(a); got != -tc.want {
				t.Errorf("Compare(%s, %s) = %d, want %d", tc.b, tc.a, got, -tc.want)
			}
		})
	}
}

func TestObjectID_UnmarshalTextIsStrict(t *testing.T) {
	tests := []struct {
		name     string
		text     string
		sentinel error
		message  string
	}{
		{"empty", "", core.ErrEmpty, "objectid: empty input: no ID in it, an ObjectID has 24 hex digits"},
		{"quoted", `"` + exampleFirst + `"`, core.ErrInvalidLength, "objectid: invalid length: 26 characters, an ObjectID has 24 hex digits"},
		{"leading space", " " + exampleFirst[1:], core.ErrWhitespaceInside, "objectid: whitespace inside: space at position 1, an ObjectID has no white space between its digits"},
		{"non-hex", exampleFirst[:23] + "g", core.ErrInvalidCharacter, "objectid: invalid character: 'g' at position 24 is not a hex digit"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			id := mustParse(t, exampleSecond)
			err := id.UnmarshalText([]byte(tc.text))
			if !errors.Is(err, tc.sentinel) {
				t.Fatalf("UnmarshalText(%q) err = %v, want %v", tc.text, err, tc.sentinel)
			}
			if err.Error() != tc.message {
				t.Errorf("message %q, want %q", err, tc.message)
			}
			if id.Hex() != exampleSecond {
				t.Errorf("a refused text changed the ID to %s", id)
			}
		})
	}
}
