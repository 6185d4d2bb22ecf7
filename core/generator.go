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

// Generator makes ObjectIDs from its clock and entropy, safe for concurrent
// use: one atomic add per ID; each round of the counter takes a fresh random
// value and seconds never go back, so no ID repeats.
type Generator struct {
	clock   func() time.Time
	entropy io.Reader
	start   uint32
	// issued counts the counter values taken: the n-th is start+n.
	issued atomic.Uint64
	cycle  atomic.Pointer[cycle]
	latest atomic.Int64 // the latest second New and Fill used
	mu     sync.Mutex   // one call at a time reads a fresh random value
}

// cycle is the random value of one counter cycle.
type cycle struct {
	number uint64
	random [5]byte
}

// NewGenerator returns a Generator on clock (nil: time.Now) that reads the
// random value and counter start, 8 bytes, from entropy (nil: crypto/rand),
// and 5 more each round of the counter; a failed read is an ErrEntropy error.
func NewGenerator(clock func() time.Time, entropy io.Reader) (*Generator, error) {
	if entropy == nil {
		entropy = rand.Reader
	}
	if clock == nil {
		clock = time.Now
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

// New returns a new ID with the current time; its only error is ErrEntropy.
func (g *Generator) New() (ObjectID, error) {
	second, n := uint32(g.nowUnix()), g.issued.Add(1)-1
	if c := g.cycle.Load(); c.number == n/CounterCycle {
		return FromParts(second, c.random, g.start+uint32(n)), nil
	}
	var id [1]ObjectID
	err := g.fillFrom(id[:], second, n)
	return id[0], err
}

// Fill writes a new ID with the current time, read once, into each of ids.
// An ErrEntropy error leaves the rest of ids untouched.
func (g *Generator) Fill(ids []ObjectID) error { return g.fill(ids, uint32(g.nowUnix())) }

// FillAt is Fill with timestamp t.
func (g *Generator) FillAt(ids []ObjectID, t time.Time) error {
	second, err := SecondsOf(t)
	if err != nil {
		return err
	}
	return g.fill(ids, second)
}

// Batch returns n new IDs with the current time; none when n is below one.
func (g *Generator) Batch(n int) ([]ObjectID, error) { return batch(n, g.Fill) }

// BatchAt returns n new IDs whose timestamp is t; none when n is below one.
func (g *Generator) BatchAt(t time.Time, n int) ([]ObjectID, error) {
	return batch(n, func(ids []ObjectID) error { return g.FillAt(ids, t) })
}

func batch(n int, fill func([]ObjectID) error) ([]ObjectID, error) {
	ids := make([]ObjectID, max(n, 0))
	if err := fill(ids); err != nil {
		return nil, err
	}
	return ids, nil
}

// fill writes IDs at second into ids, taking the next counter values.
func (g *Generator) fill(ids []ObjectID, second uint32) error {
	return g.fillFrom(ids, second, g.issued.Add(uint64(len(ids)))-uint64(len(ids)))
}

// fillFrom writes IDs at second into ids from counter value n on.
func (g *Generator) fillFrom(ids []ObjectID, second uint32, n uint64) error {
	for len(ids) > 0 {
		c, err := g.cycleOf(n)
		if err != nil {
			return err
		}
		if c == nil {
			// The values of a cycle already over are left unused.
			return g.fill(ids, second)
		}
		run := min(uint64(len(ids)), CounterCycle-n%CounterCycle)
		id, counter := FromParts(second, c.random, 0), g.start+uint32(n)
		for i := range ids[:run] {
			id[9], id[10], id[11] = byte(counter>>16), byte(counter>>8), byte(counter)
			ids[i], counter = id, counter+1
		}
		ids, n = ids[run:], n+run
	}
	return nil
}

// cycleOf returns the cycle of counter value n, reading a fresh random value
// for a new one; nil for a cycle already over, whose random value is gone.
func (g *Generator) cycleOf(n uint64) (*cycle, error) {
	number := n / CounterCycle
	c := g.cycle.Load()
	if c.number < number {
		g.mu.Lock()
		defer g.mu.Unlock()
		for c = g.cycle.Load(); c.number < number; c = g.cycle.Load() {
			next := &cycle{number: c.number + 1}
			if _, err := io.ReadFull(g.entropy, next.random[:]); err != nil {
				return nil, fmt.Errorf("%w: the counter came round after %d IDs and no fresh random value could be read: %w", ErrEntropy, CounterCycle, err)
			}
			g.cycle.Store(next)
		}
	}
	if c.number != number {
		return nil, nil
	}
	return c, nil
}

// nowUnix returns the clock's second, or the latest one used if later.
func (g *Generator) nowUnix() int64 {
	unix := g.clock().Unix()
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

// Default returns the process-wide Generator on the real clock and crypto/rand.
func Default() *Generator { return defaultGenerator }

var defaultGenerator, _ = NewGenerator(nil, nil)
