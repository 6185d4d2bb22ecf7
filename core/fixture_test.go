package core_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
)

func TestFixture_GeneratorMakesTheWorkedExample(t *testing.T) {
	f, err := core.NewFixture(exampleRandom, 12345)
	if err != nil {
		t.Fatal(err)
	}
	g := f.Generator(func() time.Time { return time.Unix(exampleUnix, 0) })
	ids, err := g.Batch(2)
	if err != nil {
		t.Fatal(err)
	}
	if ids[0].Hex() != exampleFirst || ids[1].Hex() != exampleSecond {
		t.Errorf("got %s %s, want %s %s", ids[0], ids[1], exampleFirst, exampleSecond)
	}
	at, err := f.Generator(nil).BatchAt(time.Unix(exampleUnix, 0), 2)
	if err != nil {
		t.Fatal(err)
	}
	if at[0].Hex() != exampleFirst || at[1].Hex() != exampleSecond {
		t.Errorf("at the worked time: got %s %s, want %s %s", at[0], at[1], exampleFirst, exampleSecond)
	}
}

func TestFixture_GeneratorsOfOneFixtureRepeatEachOther(t *testing.T) {
	f, err := core.NewFixture([5]byte{1, 2, 3, 4, 5}, 0xfffffe)
	if err != nil {
		t.Fatal(err)
	}
	clock := func() time.Time { return time.Unix(1700000000, 0) }
	a, _ := f.Generator(clock).Batch(4)
	b, _ := f.Generator(clock).Batch(4)
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("ID %d: %s and %s, want the same", i, a[i], b[i])
		}
	}
	if got := []uint32{a[0].Counter(), a[1].Counter(), a[2].Counter(), a[3].Counter()}; got[0] != 0xfffffe || got[2] != 0 || got[3] != 1 {
		t.Errorf("counters %x, want fffffe ffffff 0 1", got)
	}
}

func TestFixture_GeneratorLeavesTheProcessWideOneAlone(t *testing.T) {
	before := core.New()
	f := core.RandomFixture()
	if _, err := f.Generator(nil).Batch(1000); err != nil {
		t.Fatal(err)
	}
	after := core.New()
	if after.Random() != before.Random() {
		t.Fatalf("process-wide random value changed from %x to %x", before.Random(), after.Random())
	}
	if got, want := after.Counter(), (before.Counter()+1)%core.CounterCycle; got != want {
		t.Errorf("process-wide counter went from %d to %d, want %d: the fixture's IDs came from it", before.Counter(), got, want)
	}
}

func TestNewFixture_RefusesCounterAboveThreeBytes(t *testing.T) {
	if _, err := core.NewFixture([5]byte{}, core.MaxCounter); err != nil {
		t.Errorf("NewFixture(…, %d): %v, want it accepted", core.MaxCounter, err)
	}
	_, err := core.NewFixture([5]byte{}, core.MaxCounter+1)
	if !errors.Is(err, core.ErrInvalidCounter) || !strings.Contains(err.Error(), "0 to 16777215") {
		t.Errorf("NewFixture(…, 16777216) = %v, want ErrInvalidCounter naming 0 to 16777215", err)
	}
}

// The seed vectors were computed with
// printf 'objectid-generator seed v1:%s' "$TEXT" | sha256sum.
func TestSeedFixture_FixedVectors(t *testing.T) {
	tests := []struct {
		text    string
		random  string
		counter uint32
	}{
		{"worked example", "91e6cf6591", 7406902},
		{"fixtures", "551350d6b8", 8685019},
		{"a", "383fc82f5f", 14843157},
		{"Päivää 🌍 ngày", "4a25d2223e", 12590346},
		{"users-2024", "e08222b698", 10245744},
		{"users", "82c79fd247", 740950},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			f, err := core.SeedFixture(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if f.RandomHex() != tt.random || f.CounterStart != tt.counter {
				t.Errorf("SeedFixture(%q) = %s, %d; want %s, %d", tt.text, f.RandomHex(), f.CounterStart, tt.random, tt.counter)
			}
		})
	}
}

func TestSeedFixture_TextIsTakenAsGiven(t *testing.T) {
	a, _ := core.SeedFixture("fixtures")
	for _, other := range []string{"fixtures ", " fixtures", "Fixtures", "fixtures\n"} {
		b, err := core.SeedFixture(other)
		if err != nil {
			t.Fatal(err)
		}
		if a == b {
			t.Errorf("SeedFixture(%q) equals SeedFixture(\"fixtures\")", other)
		}
	}
}

func TestSeedFixture_RefusesEmptyAndInvalidUTF8(t *testing.T) {
	for _, text := range []string{"", "ab\xffcd"} {
		if _, err := core.SeedFixture(text); !errors.Is(err, core.ErrInvalidSeed) {
			t.Errorf("SeedFixture(%q) = %v, want ErrInvalidSeed", text, err)
		}
		if _, err := core.SeedSpreadKey(text); !errors.Is(err, core.ErrInvalidSeed) {
			t.Errorf("SeedSpreadKey(%q) = %v, want ErrInvalidSeed", text, err)
		}
	}
}

func TestParseRandom(t *testing.T) {
	tests := []struct {
		in      string
		want    [5]byte
		wantErr string
	}{
		{in: "3f2a91c8d4", want: exampleRandom},
		{in: "3F2A91C8D4", want: exampleRandom},
		{in: " 3f2a91c8d4\n", want: exampleRandom},
		{in: "0000000000"},
		{in: "3f2a91c8d", wantErr: `"3f2a91c8d" has 9 characters, want 10 hex digits`},
		{in: "3f2a91c8d4aa", wantErr: "has 12 characters"},
		{in: "", wantErr: "has 0 characters"},
		{in: "3f2a91c8dg", wantErr: "'g' at position 10 is not a hex digit"},
		{in: "0x2a91c8d4", wantErr: "'x' at position 2 is not a hex digit"},
		{in: "3f2a9 c8d4", wantErr: "space at position 6 is not a hex digit"},
		{in: "3f2a91c8dé", wantErr: "'é' at position 10"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := core.ParseRandom(tt.in)
			if tt.wantErr == "" {
				if err != nil || got != tt.want {
					t.Errorf("ParseRandom(%q) = %x, %v; want %x", tt.in, got, err, tt.want)
				}
				return
			}
			if !errors.Is(err, core.ErrInvalidRandom) || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParseRandom(%q) error %v, want ErrInvalidRandom with %q", tt.in, err, tt.wantErr)
			}
		})
	}
}

func TestParseCounter(t *testing.T) {
	tests := []struct {
		in      string
		want    uint32
		wantErr string
	}{
		{in: "12345", want: 12345},
		{in: "0", want: 0},
		{in: "16777215", want: 16777215},
		{in: "0x003039", want: 12345},
		{in: "0XFFFFFF", want: 16777215},
		{in: " 7 ", want: 7},
		{in: "16777216", wantErr: "16777216 is more than 16777215, want 0 … 16777215"},
		{in: "0x1000000", wantErr: "is more than 16777215"},
		{in: "99999999999999999999999", wantErr: "is more than 16777215"},
		{in: "-1", wantErr: "-1 is negative, want 0 … 16777215"},
		{in: "+5", wantErr: `"+5" is not a whole number`},
		{in: "12.5", wantErr: `"12.5" is not a whole number, want 0 … 16777215 (0x000000 … 0xffffff)`},
		{in: "", wantErr: "is not a whole number"},
		{in: "0x", wantErr: "is not a whole number"},
		{in: "1_000", wantErr: "is not a whole number"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := core.ParseCounter(tt.in)
			if tt.wantErr == "" {
				if err != nil || got != tt.want {
					t.Errorf("ParseCounter(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
				}
				return
			}
			if !errors.Is(err, core.ErrInvalidCounter) || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParseCounter(%q) error %v, want ErrInvalidCounter with %q", tt.in, err, tt.wantErr)
			}
		})
	}
}
