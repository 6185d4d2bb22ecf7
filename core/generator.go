package core

import (
	"crypto/rand"
	"fmt"
	"io"
	"sync"
	"time"
)

// Generator makes ObjectIDs. Its random value and counter start are read
// once from its entropy source; its clock gives the timestamps. It is safe
// for concurrent use.
//
// Beyond the specification, a Generator never repeats an ID, whatever the
// order of New, Fill, NewAt and FillAt calls and whatever its clock does:
//
//   - Timestamps from New never go back: if the clock steps back or stalls,
//     IDs keep the last second until it moves past it.
//   - Every ID takes the next counter value, so two IDs can only be equal if
//     they share a second and a full cycle of 16,777,216 IDs was made
//     between them. A second therefore takes IDs only until a full cycle has
//     been made since its first one; after that New waits for the next
//     second and NewAt and FillAt return ErrSecondExhausted.
//
// To know when a second is full, the Generator remembers the seconds it
// has used as at most 4,096 spans of seconds (64 KiB), each with the point
// in the counter's run where its first ID was made. When they run out it
// joins the closest quarter of neighbouring spans before its clock's
// current second: the seconds between them then count as used since the
// earliest first ID among them, so NewAt there can reach
// ErrSecondExhausted sooner than at a fresh second (not before another
// 16,777,216 IDs are made, though). New never meets a joined span, as it
// never goes back. At most 2,048 spans may lie after the clock's current
// second: NewAt or FillAt at yet another later second returns
// ErrTooManySeconds until the clock catches up with them.
type Generator struct {
	clock  func() time.Time
	random [5]byte

	mu sync.Mutex
	// issued counts the IDs made so far; the counter of an ID is
	// counterStart+issued, modulo CounterCycle.
	issued       uint64
	counterStart uint32
	// nowUnix is the clock second New uses, once started is set; no second
	// before it is used by New again. nowFirst is at most the value of
	// issued at the first ID made in that second, by New or NewAt.
	started  bool
	nowUnix  int64
	nowFirst uint64
	// spans records the other seconds IDs were made in, sorted and
	// disjoint; it never grows beyond spanLimit entries.
	spans     []span
	spanLimit int
}

// seedLength is how many bytes a Generator reads from its entropy source:
// 5 for the random value, then 3 for the counter start, big-endian.
const seedLength = 8

// NewGenerator returns a Generator that reads the time from clock and its
// random value and counter start from entropy. It reads exactly 8 bytes,
// once, here and never again: the first 5 are the random value every ID
// carries (bytes 4–8), the next 3 the counter of the first ID, big-endian.
// So a reader yielding 3f 2a 91 c8 d4 00 30 39 with a clock at 1700000000
// gives 6553f1003f2a91c8d4003039 first. A nil clock means time.Now, a nil
// entropy crypto/rand (then NewGenerator cannot fail; see Default). A short
// or failing read of an injected reader is an ErrEntropy error: no
// generator is made from zeros.
func NewGenerator(clock func() time.Time, entropy io.Reader) (*Generator, error) {
	if clock == nil {
		clock = time.Now
	}
	var seed [seedLength]byte
	if entropy == nil {
		rand.Read(seed[:])
	} else if _, err := io.ReadFull(entropy, seed[:]); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrEntropy, err)
	}
	return newSeeded(clock, seed), nil
}

// newSeeded returns a Generator with the random value and counter start
// that seed holds.
func newSeeded(clock func() time.Time, seed [seedLength]byte) *Generator {
	g := &Generator{clock: clock, spanLimit: maxSpans}
	copy(g.random[:], seed[:5])
	g.counterStart = uint32(seed[5])<<16 | uint32(seed[6])<<8 | uint32(seed[7])
	return g
}

// Random returns the random value every ID of g carries.
func (g *Generator) Random() [5]byte { return g.random }

// New returns a new ID with the current time.
func (g *Generator) New() ObjectID {
	var id [1]ObjectID
	g.Fill(id[:])
	return id[0]
}

// Fill writes a new ID with the current time into each element of ids, in
// order, reading the clock once for all of them unless a second fills up.
func (g *Generator) Fill(ids []ObjectID) {
	g.mu.Lock()
	defer g.mu.Unlock()
	unix := g.currentUnix()
	for len(ids) > 0 {
		free := g.left(g.nowFirst)
		if free == 0 {
			unix = g.waitPast(unix)
			continue
		}
		n := int(min(free, uint64(len(ids))))
		g.fillRun(ids[:n], uint32(unix))
		ids = ids[n:]
	}
}

// NewAt returns a new ID whose timestamp is t, truncated to the second. IDs
// at one chosen time are still unique. t must lie within 1970-01-01 …
// 2106-02-07 06:28:15 UTC.
func (g *Generator) NewAt(t time.Time) (ObjectID, error) {
	var id [1]ObjectID
	err := g.FillAt(id[:], t)
	return id[0], err
}

// FillAt writes a new ID with timestamp t into each element of ids. When the
// chosen second has no free counter value left it stops with
// ErrSecondExhausted, leaving the rest of ids untouched; when the Generator
// cannot keep track of one more second after its clock it writes nothing and
// returns ErrTooManySeconds.
func (g *Generator) FillAt(ids []ObjectID, t time.Time) error {
	second, err := SecondsOf(t)
	if err != nil || len(ids) == 0 {
		return err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	free, err := g.claim(second)
	if err != nil {
		return err
	}
	n := int(min(free, uint64(len(ids))))
	g.fillRun(ids[:n], second)
	if n < len(ids) {
		return fmt.Errorf("%w: all %d counter values for %s are used", ErrSecondExhausted, CounterCycle, time.Unix(int64(second), 0).UTC().Format(time.RFC3339))
	}
	return nil
}

// Batch returns n new IDs with the current time.
func (g *Generator) Batch(n int) ([]ObjectID, error) {
	if n < 1 {
		return nil, fmt.Errorf("%w: %d, want at least 1", ErrInvalidBatchSize, n)
	}
	ids := make([]ObjectID, n)
	g.Fill(ids)
	return ids, nil
}

// BatchAt returns n new IDs whose timestamp is t.
func (g *Generator) BatchAt(t time.Time, n int) ([]ObjectID, error) {
	if n < 1 {
		return nil, fmt.Errorf("%w: %d, want at least 1", ErrInvalidBatchSize, n)
	}
	ids := make([]ObjectID, n)
	if err := g.FillAt(ids, t); err != nil {
		return nil, err
	}
	return ids, nil
}

// fillRun writes consecutive counter values at second into ids; the caller
// holds g.mu and has checked that second has room for them all. Only the
// counter changes from one ID to the next, so the loop patches its three
// bytes in a copy rather than assembling each ID anew.
func (g *Generator) fillRun(ids []ObjectID, second uint32) {
	counter := g.counterStart + uint32(g.issued)
	id := FromParts(second, g.random, 0)
	for i := range ids {
		id[9], id[10], id[11] = byte(counter>>16), byte(counter>>8), byte(counter)
		ids[i] = id
		counter++
	}
	g.issued += uint64(len(ids))
}

// left returns how many more IDs a second whose first ID came at issued
// count first can take without repeating one made there before.
func (g *Generator) left(first uint64) uint64 {
	return CounterCycle - min(g.issued-first, CounterCycle)
}

// currentUnix reads the clock and moves nowUnix forward, never back; the
// caller holds g.mu. The timestamp field is its low 32 bits, so it wraps to
// 0 after 2106-02-07 06:28:15 UTC as the specification says.
func (g *Generator) currentUnix() int64 {
	if unix := g.clock().Unix(); !g.started || unix > g.nowUnix {
		g.moveTo(unix)
	}
	return g.nowUnix
}

// moveTo makes unix the second New uses, recording the one it leaves among
// the spans; the caller holds g.mu.
func (g *Generator) moveTo(unix int64) {
	previous, previousFirst, leaving := uint32(g.nowUnix), g.nowFirst, g.started && g.issued > g.nowFirst
	g.started, g.nowUnix, g.nowFirst = true, unix, g.issued
	if i, ok := g.find(uint32(unix)); ok {
		g.nowFirst = min(g.nowFirst, g.spans[i].first)
	}
	if leaving {
		g.record(previous, previousFirst)
	}
}

// waitPast sleeps until the clock shows a second later than unix and
// returns the new current second; the caller holds g.mu.
func (g *Generator) waitPast(unix int64) int64 {
	for {
		now := g.clock()
		if now.Unix() > unix {
			return g.currentUnix()
		}
		time.Sleep(time.Unix(unix+1, 0).Sub(now))
	}
}

// SecondsOf returns the timestamp field for t, or ErrTimeOutOfRange when t
// lies before 1970-01-01 or after 2106-02-07 06:28:15 UTC.
func SecondsOf(t time.Time) (uint32, error) {
	unix := t.Unix()
	if unix < 0 || unix > MaxSeconds {
		return 0, fmt.Errorf("%w: %s is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z", ErrTimeOutOfRange, t.UTC().Format(time.RFC3339))
	}
	return uint32(unix), nil
}

var (
	defaultOnce      sync.Once
	defaultGenerator *Generator
)

// Default returns the process-wide Generator, seeded once from crypto/rand
// and reading the real clock. It cannot fail: crypto/rand.Read never returns
// an error (should the operating system's source ever fail, Go ends the
// process rather than hand out predictable bytes).
func Default() *Generator {
	defaultOnce.Do(func() {
		var seed [seedLength]byte
		rand.Read(seed[:])
		defaultGenerator = newSeeded(time.Now, seed)
	})
	return defaultGenerator
}

// New returns a new ID with the current time from the process-wide
// Generator.
func New() ObjectID { return Default().New() }

// NewAt returns a new ID at time t from the process-wide Generator; its
// only error is ErrTimeOutOfRange or ErrSecondExhausted.
func NewAt(t time.Time) (ObjectID, error) { return Default().NewAt(t) }

// Batch returns n new IDs from the process-wide Generator; its only error
// is ErrInvalidBatchSize for n below one.
func Batch(n int) ([]ObjectID, error) { return Default().Batch(n) }
