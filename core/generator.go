package core

import (
	"crypto/rand"
	"fmt"
	"io"
	"math"
	"sync"
	"sync/atomic"
	"time"
)

// Generator makes ObjectIDs: its clock gives their seconds, its entropy
// source their random values and counter start. It is safe for concurrent
// use.
//
// It works as the MongoDB drivers do: one random value and one counter
// that every call takes the next values of with a single atomic add. It
// goes one step further, so that it never repeats an ID whatever the mix
// of New, Fill and FillAt calls and whatever its clock does: when the
// counter comes back to where it started, after 16,777,216 IDs, it reads a
// fresh random value, as a new process would. Seconds from New and Fill
// never go back: if the clock steps back or stalls, IDs keep the latest
// second until it moves on.
type Generator struct {
	// clock is nil for the real one, which is then called directly.
	clock   func() time.Time
	entropy io.Reader
	start   uint32
	// issued counts the counter values taken: the n-th from 0 is
	// start+n, in counter cycle n/CounterCycle.
	issued atomic.Uint64
	cycle  atomic.Pointer[cycle]
	latest atomic.Int64 // the latest second New and Fill used
	// mu keeps two calls from reading a fresh random value at once.
	mu sync.Mutex
}

// cycle is the random value of one counter cycle.
type cycle struct {
	number uint64
	random [5]byte
}

// NewGenerator returns a Generator that reads the time from clock and 8
// bytes from entropy here: the random value (5 bytes, bytes 4–8 of an ID),
// then the first ID's counter (3 bytes, big-endian); and 5 bytes more each
// time the counter comes round. So a reader yielding 3f 2a 91 c8 d4 00 30 39
// with a clock at 1700000000 gives 6553f1003f2a91c8d4003039 first. A nil
// clock means time.Now, a nil entropy crypto/rand, which never fails. A
// short or failing read is an ErrEntropy error, here or from the call that
// needed a fresh random value: no ID is made of zeros or of a random value
// whose counter values are used up.
func NewGenerator(clock func() time.Time, entropy io.Reader) (*Generator, error) {
	if entropy == nil {
		entropy = rand.Reader
	}
	var seed [8]byte
	if _, err := io.ReadFull(entropy, seed[:]); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrEntropy, err)
	}
	g := &Generator{clock: clock, entropy: entropy, start: uint32(seed[5])<<16 | uint32(seed[6])<<8 | uint32(seed[7])}
	g.cycle.Store(&cycle{random: [5]byte(seed[:5])})
	g.latest.Store(math.MinInt64)
	return g, nil
}

// New returns a new ID with the current time. Its only error is ErrEntropy:
// the counter came round and no fresh random value could be read.
func (g *Generator) New() (ObjectID, error) {
	second := uint32(g.nowUnix())
	// The common path: one atomic add and no lock.
	n := g.issued.Add(1) - 1
	if c := g.cycle.Load(); c.number == n/CounterCycle {
		return FromParts(second, c.random, g.start+uint32(n)), nil
	}
	c, err := g.cycleOf(n)
	if c == nil {
		var id [1]ObjectID
		if err == nil {
			err = g.fill(id[:], second)
		}
		return id[0], err
	}
	return FromParts(second, c.random, g.start+uint32(n)), nil
}

// Fill writes a new ID with the current time into each element of ids, in
// order, reading the clock once for all of them. When no fresh random
// value can be read it stops with an ErrEntropy error, leaving the rest of
// ids untouched.
func (g *Generator) Fill(ids []ObjectID) error { return g.fill(ids, uint32(g.nowUnix())) }

// FillAt writes a new ID with timestamp t into each element of ids. When no
// fresh random value can be read it stops with an ErrEntropy error,
// leaving the rest of ids untouched.
func (g *Generator) FillAt(ids []ObjectID, t time.Time) error {
	second, err := SecondsOf(t)
	if err != nil {
		return err
	}
	return g.fill(ids, second)
}

// Batch returns n new IDs with the current time; none when n is below one.
func (g *Generator) Batch(n int) ([]ObjectID, error) {
	ids := make([]ObjectID, max(n, 0))
	if err := g.Fill(ids); err != nil {
		return nil, err
	}
	return ids, nil
}

// BatchAt returns n new IDs whose timestamp is t; none when n is below
// one.
func (g *Generator) BatchAt(t time.Time, n int) ([]ObjectID, error) {
	ids := make([]ObjectID, max(n, 0))
	if err := g.FillAt(ids, t); err != nil {
		return nil, err
	}
	return ids, nil
}

// fill writes IDs at second into ids, each run of them with the random
// value of its counter cycle.
func (g *Generator) fill(ids []ObjectID, second uint32) error {
	for len(ids) > 0 {
		n := g.issued.Add(uint64(len(ids))) - uint64(len(ids))
		for end := n + uint64(len(ids)); n < end; {
			c, err := g.cycleOf(n)
			if err != nil {
				return err
			}
			if c == nil {
				// Take the rest anew.
				break
			}
			run := min(end-n, CounterCycle-n%CounterCycle)
			id := FromParts(second, c.random, 0)
			counter := g.start + uint32(n)
			for i := range ids[:run] {
				id[9], id[10], id[11] = byte(counter>>16), byte(counter>>8), byte(counter)
				ids[i] = id
				counter++
			}
			ids, n = ids[run:], n+run
		}
	}
	return nil
}

// cycleOf returns the cycle that counter value n belongs to, reading a
// fresh random value when n starts a new one. It returns nil for a value
// of a cycle already over, which the caller leaves unused and replaces:
// its cycle's random value is gone, and no other ID takes that value.
func (g *Generator) cycleOf(n uint64) (*cycle, error) {
	number := n / CounterCycle
	c := g.cycle.Load()
	if c.number == number {
		return c, nil
	}
	if c.number > number {
		return nil, nil
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	for c = g.cycle.Load(); c.number < number; c = g.cycle.Load() {
		next := &cycle{number: c.number + 1}
		if _, err := io.ReadFull(g.entropy, next.random[:]); err != nil {
			return nil, fmt.Errorf("%w: the counter came round after %d IDs and no fresh random value could be read: %w", ErrEntropy, CounterCycle, err)
		}
		g.cycle.Store(next)
	}
	if c.number > number {
		return nil, nil
	}
	return c, nil
}

// nowUnix returns the clock's second, or the latest one New and Fill used
// if that is later. The timestamp field is its low 32 bits, so it wraps to
// 0 after 2106-02-07 06:28:15 UTC as the specification says.
func (g *Generator) nowUnix() int64 {
	var unix int64
	if g.clock == nil {
		unix = time.Now().Unix()
	} else {
		unix = g.clock().Unix()
	}
	for {
		latest := g.latest.Load()
		if unix <= latest {
			return latest
		}
		if g.latest.CompareAndSwap(latest, unix) {
			return unix
		}
	}
}

// Default returns the process-wide Generator, seeded from crypto/rand and
// reading the real clock. Its calls never fail for want of entropy:
// crypto/rand never returns an error (should the operating system's source
// ever fail, Go ends the process rather than hand out predictable bytes).
func Default() *Generator { return defaultGenerator }

var defaultGenerator, _ = NewGenerator(nil, nil)

// New returns a new ID with the current time from the process-wide
// Generator, which reads crypto/rand and so has no error to return.
func New() ObjectID {
	id, _ := defaultGenerator.New()
	return id
}
