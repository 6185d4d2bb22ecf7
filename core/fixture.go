package core

import (
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Errors for the values that fix what a Generator would otherwise choose at
// random.
var (
	// ErrInvalidRandom reports a random value that is not 10 hex digits.
	ErrInvalidRandom = errors.New("objectid: invalid random value")
	// ErrInvalidCounter reports a counter start that is not a whole number
	// from 0 to 16777215.
	ErrInvalidCounter = errors.New("objectid: invalid counter")
	// ErrInvalidSeed reports a seed text that is empty or not UTF-8.
	ErrInvalidSeed = errors.New("objectid: invalid seed")
)

// MaxCounter is the largest counter value: 0xffffff, 16777215.
const MaxCounter = CounterCycle - 1

// Fixture is what a Generator otherwise reads from crypto/rand: the random
// value every ID carries and the counter the first ID gets. A Generator
// made from a Fixture makes the same IDs at the same times on every run and
// every machine, which is what test data needs; its IDs are reproducible,
// not random.
type Fixture struct {
	Random       [5]byte
	CounterStart uint32
}

// NewFixture returns the Fixture with random value random and counter start
// counterStart, which must lie within 0 … 16777215.
func NewFixture(random [5]byte, counterStart uint32) (Fixture, error) {
	if counterStart > MaxCounter {
		return Fixture{}, fmt.Errorf("%w: %d, want a whole number from 0 to %d", ErrInvalidCounter, counterStart, MaxCounter)
	}
	return Fixture{Random: random, CounterStart: counterStart}, nil
}

// RandomFixture returns a Fixture read from crypto/rand, for filling in the
// half of a Fixture a person did not fix.
func RandomFixture() Fixture {
	var b [8]byte
	rand.Read(b[:])
	return fixtureOf(b)
}

// seedDomain starts the text SeedFixture hashes, so that a seed gives values
// of its own rather than the SHA-256 other tools compute for the same text.
const seedDomain = "objectid-generator seed v1:"

// SeedFixture derives a Fixture from a text. The derivation is part of the
// product's contract and never changes: take the SHA-256 digest of the 27
// bytes "objectid-generator seed v1:" followed by the text's UTF-8 bytes
// (as given, without normalisation or trimming); digest bytes 0–4 are the
// random value and bytes 5–7 the counter start, big-endian. In a shell:
//
//	printf 'objectid-generator seed v1:%s' "$TEXT" | sha256sum | cut -c1-16
//
// prints the random value's 10 hex digits followed by the counter start's 6.
// The text must be non-empty UTF-8.
func SeedFixture(text string) (Fixture, error) {
	if err := checkSeed(text); err != nil {
		return Fixture{}, err
	}
	digest := sha256.Sum256([]byte(seedDomain + text))
	return fixtureOf([8]byte(digest[:8])), nil
}

func checkSeed(text string) error {
	switch {
	case text == "":
		return fmt.Errorf("%w: empty, want a text to derive the random value and counter from", ErrInvalidSeed)
	case !utf8.ValidString(text):
		return fmt.Errorf("%w: not UTF-8 text", ErrInvalidSeed)
	}
	return nil
}

// fixtureOf reads the random value and counter start from 8 bytes in the
// order NewGenerator reads its entropy.
func fixtureOf(b [8]byte) Fixture {
	return Fixture{Random: [5]byte(b[:5]), CounterStart: uint32(b[5])<<16 | uint32(b[6])<<8 | uint32(b[7])}
}

// seed returns the 8 bytes NewGenerator reads first: the random value,
// then the counter start's 3 bytes, big-endian.
func (f Fixture) seed() [seedLength]byte {
	c := f.CounterStart
	return [seedLength]byte{f.Random[0], f.Random[1], f.Random[2], f.Random[3], f.Random[4], byte(c >> 16), byte(c >> 8), byte(c)}
}

// Generator returns a new Generator with this random value and counter
// start, reading the time from clock (nil means time.Now). It shares nothing
// with the process-wide Generator, and keeps this random value however many
// IDs it makes (see Generator). Only the low 24 bits of CounterStart count.
func (f Fixture) Generator(clock func() time.Time) *Generator {
	return newSeeded(clock, f.seed(), nil)
}

// RandomHex returns the random value as 10 lowercase hex digits.
func (f Fixture) RandomHex() string {
	var b [10]byte
	return string(AppendRandomHex(b[:0], f.Random))
}

// ParseRandom reads a random value: exactly 10 hex digits, in either case,
// with white space around them allowed.
func ParseRandom(s string) ([5]byte, error) {
	var random [5]byte
	t := strings.TrimFunc(s, isSpace)
	if n := utf8.RuneCountInString(t); n != 2*len(random) {
		return random, fmt.Errorf("%w: %q has %d %s, want 10 hex digits (5 bytes), such as 3f2a91c8d4", ErrInvalidRandom, s, n, plural(n, "character", "characters"))
	}
	for i, r := range t {
		if r >= utf8.RuneSelf || hexValue[r] == invalidHex {
			return random, fmt.Errorf("%w: %s at position %d is not a hex digit, want 10 hex digits (5 bytes), such as 3f2a91c8d4", ErrInvalidRandom, QuoteChar(r), i+1)
		}
	}
	for i := range random {
		random[i] = hexValue[t[2*i]]<<4 | hexValue[t[2*i+1]]
	}
	return random, nil
}

// ParseCounter reads a counter value: a whole number from 0 to 16777215,
// in decimal or, after 0x, in hex (0x003039, as decode prints it).
func ParseCounter(s string) (uint32, error) {
	t := strings.TrimFunc(s, isSpace)
	base, digits := 10, t
	if rest, ok := strings.CutPrefix(strings.ToLower(t), "0x"); ok {
		base, digits = 16, rest
	}
	v, err := strconv.ParseUint(digits, base, 64)
	if strings.HasPrefix(t, "-") {
		return 0, fmt.Errorf("%w: %s is negative, want 0 … %d (0x000000 … 0xffffff)", ErrInvalidCounter, t, MaxCounter)
	}
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return 0, fmt.Errorf("%w: %q is not a whole number, want 0 … %d (0x000000 … 0xffffff)", ErrInvalidCounter, s, MaxCounter)
	}
	if err != nil || v > MaxCounter {
		return 0, fmt.Errorf("%w: %s is more than %d, want 0 … %d (0x000000 … 0xffffff): the counter has 3 bytes", ErrInvalidCounter, t, MaxCounter, MaxCounter)
	}
	return uint32(v), nil
}
