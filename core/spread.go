package core

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strings"
	"time"
)

// Errors for spreading IDs over a time span.
var (
	// ErrSpanTooShort reports a span that cannot hold the IDs asked for:
	// one random value gives at most 16,777,216 unique IDs per second.
	ErrSpanTooShort = errors.New("objectid: span too short")
	// ErrUnknownSpread reports a spread name other than even or random.
	ErrUnknownSpread = errors.New("objectid: unknown spread")
)

// SpreadMode says how a Spread places timestamps within its span.
type SpreadMode int

// The spread modes.
const (
	// SpreadEven spaces the timestamps evenly, the first at the span's
	// start.
	SpreadEven SpreadMode = iota
	// SpreadRandom draws each timestamp uniformly from the span.
	SpreadRandom
)

// SpreadModes lists every SpreadMode.
var SpreadModes = []SpreadMode{SpreadEven, SpreadRandom}

var spreadNames = [...]string{"even", "random"}

// String returns the name used on the command line: even or random.
func (m SpreadMode) String() string {
	if m < 0 || int(m) >= len(spreadNames) {
		return fmt.Sprintf("SpreadMode(%d)", int(m))
	}
	return spreadNames[m]
}

// ParseSpreadMode returns the SpreadMode with the given name, in any case.
func ParseSpreadMode(name string) (SpreadMode, error) {
	for i, n := range spreadNames {
		if strings.EqualFold(name, n) {
			return SpreadMode(i), nil
		}
	}
	return SpreadEven, fmt.Errorf("%w: %q, want even or random", ErrUnknownSpread, name)
}

// SpreadKey is the 32-byte key from which SpreadRandom draws its
// timestamps. The same key, span and count give the same timestamps.
type SpreadKey [32]byte

const spreadDomain = "objectid-generator spread v1:"

// SeedSpreadKey derives the SpreadKey of a seed text: the SHA-256 digest of
// "objectid-generator spread v1:" followed by the text's UTF-8 bytes. Like
// SeedFixture it never changes.
func SeedSpreadKey(text string) (SpreadKey, error) {
	if err := checkSeed(text); err != nil {
		return SpreadKey{}, err
	}
	return sha256.Sum256([]byte(spreadDomain + text)), nil
}

// RandomSpreadKey returns a SpreadKey read from crypto/rand.
func RandomSpreadKey() SpreadKey {
	var k SpreadKey
	rand.Read(k[:])
	return k
}

// Spread places the timestamps of n IDs within a span of whole seconds,
// sorted by time. The IDs themselves come from a Fixture: the i-th (from 0)
// carries the i-th timestamp, the fixture's random value and the counter
// CounterStart+i (modulo 16,777,216), which is what a new Generator of that
// Fixture makes when asked for one ID at each of the times in turn. No
// second holds more IDs than the counter has values, so the IDs are unique.
type Spread struct {
	first uint32
	span  uint64
	n     int
	// offsets holds, for SpreadRandom, the sorted timestamps less first;
	// SpreadEven computes them.
	offsets []uint32
}

// MaxRandomSpread is the most IDs one SpreadRandom places: it keeps 4
// bytes per ID to sort them, so this bounds its memory to 400 MB.
const MaxRandomSpread = 100_000_000

// spreadPerSecond is how many IDs one second holds; tests lower it to
// reach a full second with few IDs.
var spreadPerSecond uint64 = CounterCycle

// NewSpread places n IDs' timestamps in [from, to): the whole seconds s with
// from ≤ s < to. SpreadEven gives the i-th the second
// first + ⌊i·span/n⌋, where first is the span's first whole second and
// span the number of whole seconds in it. SpreadRandom draws each offset
// uniformly from 0 … span−1 with key (see SpreadKey's stream below) and
// sorts them; it keeps the offsets, 4 bytes per ID, and places at most
// MaxRandomSpread IDs. It refuses a span that
// cannot hold n unique IDs: n must be at most span × 16,777,216.
//
// The stream of key: block j (from 0) is the SHA-256 digest of the key's 32
// bytes followed by j as 8 bytes big-endian; each block gives four 64-bit
// big-endian words in order. A word w is used as the offset w mod span,
// except that words at or above the largest multiple of span that fits in
// 2⁶⁴ are skipped, so every offset is equally likely; so is a draw for a
// second already holding 16,777,216 IDs.
func NewSpread(n int, from, to time.Time, mode SpreadMode, key SpreadKey) (*Spread, error) {
	if n < 1 {
		return nil, fmt.Errorf("%w: %d, want at least 1", ErrInvalidBatchSize, n)
	}
	if mode != SpreadEven && mode != SpreadRandom {
		return nil, fmt.Errorf("%w: %v, want even or random", ErrUnknownSpread, mode)
	}
	if mode == SpreadRandom && n > MaxRandomSpread {
		return nil, fmt.Errorf("%w: %d IDs with spread random, at most %d (it keeps 4 bytes per ID to sort them)", ErrInvalidBatchSize, n, MaxRandomSpread)
	}
	first, end, err := spanSeconds(from, to)
	if err != nil {
		return nil, err
	}
	s := &Spread{first: uint32(first), span: uint64(end - first), n: n}
	if uint64(n) > s.span*spreadPerSecond {
		need := secondsFor(n)
		return nil, fmt.Errorf("%w: %d unique IDs need at least %d whole %s, and %s … %s holds %d (one random value gives %d unique IDs per second)",
			ErrSpanTooShort, n, need, plural(int(min(need, 2)), "second", "seconds"),
			from.UTC().Format(time.RFC3339Nano), to.UTC().Format(time.RFC3339Nano), s.span, spreadPerSecond)
	}
	if mode == SpreadRandom {
		s.offsets = randomOffsets(n, s.span, key)
	}
	return s, nil
}

// secondsFor is how many seconds n unique IDs need at the least.
func secondsFor(n int) uint64 {
	return (uint64(n) + spreadPerSecond - 1) / spreadPerSecond
}

// spanSeconds returns the whole seconds [first, end) that lie in
// [from, to). end may be one past MaxSeconds: to is an exclusive end.
func spanSeconds(from, to time.Time) (first, end int64, err error) {
	if !to.After(from) {
		return 0, 0, fmt.Errorf("%w: to (%s) must be after from (%s)", ErrInvalidRange,
			to.UTC().Format(time.RFC3339Nano), from.UTC().Format(time.RFC3339Nano))
	}
	first, end = ceilSeconds(from), ceilSeconds(to)
	if from.Before(time.Unix(0, 0)) || from.Unix() > MaxSeconds {
		return 0, 0, fmt.Errorf("from: %w: %s is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z", ErrTimeOutOfRange, from.UTC().Format(time.RFC3339Nano))
	}
	if end > MaxSeconds+1 {
		return 0, 0, fmt.Errorf("to: %w: %s is after 2106-02-07T06:28:16Z, the end of the last second an ObjectID holds", ErrTimeOutOfRange, to.UTC().Format(time.RFC3339Nano))
	}
	return first, end, nil
}

// ceilSeconds returns the first whole second at or after t.
func ceilSeconds(t time.Time) int64 {
	if t.Nanosecond() > 0 {
		return t.Unix() + 1
	}
	return t.Unix()
}

// randomOffsets draws n offsets in [0, span) from key's stream and sorts
// them, redrawing any that would put more than spreadPerSecond IDs in one
// second.
func randomOffsets(n int, span uint64, key SpreadKey) []uint32 {
	stream := spreadStream{key: key}
	offsets := make([]uint32, n)
	for i := range offsets {
		offsets[i] = stream.offset(span)
	}
	slices.Sort(offsets)
	if uint64(n) <= spreadPerSecond {
		return offsets
	}
	// Only with more IDs than one second holds can a second overflow:
	// cut every run of one second down to what it holds, then redraw the
	// rest among the seconds with room.
	kept := offsets[:0]
	excess := 0
	for i := 0; i < len(offsets); {
		j := i
		for j < len(offsets) && offsets[j] == offsets[i] {
			j++
		}
		run := min(uint64(j-i), spreadPerSecond)
		kept = append(kept, offsets[i:i+int(run)]...)
		excess += j - i - int(run)
		i = j
	}
	if excess == 0 {
		return offsets
	}
	counted := slices.Clone(kept)
	extra := make(map[uint32]uint64)
	for range excess {
		for {
			o := stream.offset(span)
			lo, _ := slices.BinarySearch(counted, o)
			hi, _ := slices.BinarySearch(counted, o+1)
			if o == math.MaxUint32 {
				hi = len(counted)
			}
			if uint64(hi-lo)+extra[o] < spreadPerSecond {
				extra[o]++
				kept = append(kept, o)
				break
			}
		}
	}
	slices.Sort(kept)
	return kept
}

// spreadStream is the SHA-256 counter-mode stream NewSpread documents.
type spreadStream struct {
	key   SpreadKey
	block uint64
	words [4]uint64
	used  int
}

func (s *spreadStream) next() uint64 {
	if s.used == 0 {
		var input [len(SpreadKey{}) + 8]byte
		copy(input[:], s.key[:])
		binary.BigEndian.PutUint64(input[len(s.key):], s.block)
		digest := sha256.Sum256(input[:])
		for i := range s.words {
			s.words[i] = binary.BigEndian.Uint64(digest[8*i:])
		}
		s.block++
	}
	w := s.words[s.used]
	s.used = (s.used + 1) % len(s.words)
	return w
}

// offset returns the next offset in [0, span), skipping the words that
// would make small offsets more likely than large ones.
func (s *spreadStream) offset(span uint64) uint32 {
	// 2⁶⁴ mod span, computed without 2⁶⁴.
	skip := (math.MaxUint64 - span + 1) % span
	for {
		w := s.next()
		if w <= math.MaxUint64-skip {
			return uint32(w % span)
		}
	}
}

// Len returns how many IDs the spread places.
func (s *Spread) Len() int { return s.n }

// Seconds returns the timestamp of the i-th ID, 0 ≤ i < Len().
func (s *Spread) Seconds(i int) uint32 {
	if s.offsets != nil {
		return s.first + s.offsets[i]
	}
	hi, lo := bits.Mul64(uint64(i), s.span)
	q, _ := bits.Div64(hi, lo, uint64(s.n))
	return s.first + uint32(q)
}

// Fill writes the IDs from the start-th on into ids, with f's random value
// and counters: ids[k] is the (start+k)-th ID. It stops at the last ID and
// returns how many it wrote.
func (s *Spread) Fill(ids []ObjectID, start int, f Fixture) int {
	n := max(0, min(len(ids), s.n-start))
	for k := range n {
		i := start + k
		ids[k] = FromParts(s.Seconds(i), f.Random, f.CounterStart+uint32(i))
	}
	return n
}

// IDs returns all the IDs of the spread with f's random value and counters.
func (s *Spread) IDs(f Fixture) []ObjectID {
	ids := make([]ObjectID, s.n)
	s.Fill(ids, 0, f)
	return ids
}
