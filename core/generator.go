package core

import (
	"crypto/rand"
	"fmt"
	"io"
	"math"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// Generator makes ObjectIDs: its clock gives their seconds, its entropy
// source their random values and counter start. It is safe for concurrent
// use. Beyond the specification, it never repeats an ID, whatever the mix
// of New, Fill, NewAt and FillAt calls and whatever its clock does. Every
// ID takes the next value of one counter all calls share; when the counter
// comes back to where the current random value started, after 16,777,216
// IDs, the Generator draws a fresh random value, none it has used, as a new
// process would. So no two of its IDs share random value and counter,
// whatever their seconds. Seconds from New and Fill never go back: if the
// clock steps back or stalls, IDs keep the latest second until it moves on.
//
// A Fixture's Generator keeps its one random value, so its IDs with one
// counter value differ in their second instead: a second takes at most
// 16,777,216 IDs, counted from its first, then New and Fill wait for the
// next second and NewAt and FillAt return ErrSecondExhausted. It knows the
// first ID only of the second of its latest call; every earlier second it
// used counts as used since its very first ID.
type Generator struct {
	clock func() time.Time
	// entropy gives the random values after the first; nil for a Fixture's.
	entropy      io.Reader
	counterStart uint32
	// issued counts the counter values taken: the n-th from 0 is
	// counterStart+n, with random value randoms[n/CounterCycle].
	issued  atomic.Uint64
	randoms atomic.Pointer[[][5]byte]
	latest  atomic.Int64 // the latest second New and Fill used
	// mu guards drawing random values and every call of a Fixture's
	// Generator, which knows the issued count at the first ID of current,
	// the second of its latest call (0 before the first, when any second
	// has issued 0 as its first), and that no second after highest is used.
	mu               sync.Mutex
	current, highest uint32
	first            uint64
}

// seedLength is how many bytes a Generator reads first: the random value
// and the counter start. maxDraws used random values in a row mean a broken
// entropy source: a working one gives one once in 2⁴⁰ draws per value.
const seedLength, maxDraws = 8, 4

// NewGenerator returns a Generator that reads the time from clock and 8
// bytes from entropy here: the random value (5 bytes, bytes 4–8 of an ID),
// then the first ID's counter (3 bytes, big-endian); and 5 bytes more each
// time the counter comes round. So a reader yielding 3f 2a 91 c8 d4 00 30 39
// with a clock at 1700000000 gives 6553f1003f2a91c8d4003039 first. A nil
// clock means time.Now, a nil entropy crypto/rand, which never fails (see
// Default). A short or failing read is an ErrEntropy error, here or from
// the call that needed a fresh random value: no ID is made of zeros or of
// a random value used up.
func NewGenerator(clock func() time.Time, entropy io.Reader) (*Generator, error) {
	if entropy == nil {
		entropy = rand.Reader
	}
	var seed [seedLength]byte
	if _, err := io.ReadFull(entropy, seed[:]); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrEntropy, err)
	}
	return newSeeded(clock, seed, entropy), nil
}

// newSeeded returns a Generator with the random value and counter start of
// seed, drawing later random values from entropy unless it is nil.
func newSeeded(clock func() time.Time, seed [seedLength]byte, entropy io.Reader) *Generator {
	if clock == nil {
		clock = time.Now
	}
	g := &Generator{clock: clock, entropy: entropy, counterStart: uint32(seed[5])<<16 | uint32(seed[6])<<8 | uint32(seed[7])}
	randoms := [][5]byte{[5]byte(seed[:5])}
	g.randoms.Store(&randoms)
	g.latest.Store(math.MinInt64)
	return g
}

// New returns a new ID with the current time. Its only error is ErrEntropy:
// the counter came round and no fresh random value could be read.
func (g *Generator) New() (ObjectID, error) {
	var id [1]ObjectID
	if g.entropy == nil {
		err := g.fillFixed(id[:], 0, false)
		return id[0], err
	}
	// The common path: one atomic add and no lock.
	second := uint32(g.nowUnix())
	n := g.issued.Add(1) - 1
	if randoms := *g.randoms.Load(); n/CounterCycle < uint64(len(randoms)) {
		return FromParts(second, randoms[n/CounterCycle], g.counterStart+uint32(n)), nil
	}
	random, err := g.randomOf(n / CounterCycle)
	if err == nil {
		id[0] = FromParts(second, random, g.counterStart+uint32(n))
	}
	return id[0], err
}

// Fill writes a new ID with the current time into each element of ids, in
// order, reading the clock once for all of them unless a Fixture's second
// fills up. When no fresh random value can be read it stops with an
// ErrEntropy error, leaving the rest of ids untouched.
func (g *Generator) Fill(ids []ObjectID) error { return g.fill(ids, 0, false) }

// NewAt returns a new ID whose timestamp is t, truncated to the second,
// which must lie within 1970-01-01 … 2106-02-07 06:28:15 UTC.
func (g *Generator) NewAt(t time.Time) (ObjectID, error) {
	var id [1]ObjectID
	err := g.FillAt(id[:], t)
	return id[0], err
}

// FillAt writes a new ID with timestamp t into each element of ids. When no
// fresh random value can be read (ErrEntropy) or a Fixture's chosen second
// has no free counter value left (ErrSecondExhausted), it stops there,
// leaving the rest of ids untouched.
func (g *Generator) FillAt(ids []ObjectID, t time.Time) error {
	second, err := SecondsOf(t)
	if err != nil {
		return err
	}
	return g.fill(ids, second, true)
}

// Batch returns n new IDs with the current time.
func (g *Generator) Batch(n int) ([]ObjectID, error) { return batch(n, g.Fill) }

// BatchAt returns n new IDs whose timestamp is t.
func (g *Generator) BatchAt(t time.Time, n int) ([]ObjectID, error) {
	return batch(n, func(ids []ObjectID) error { return g.FillAt(ids, t) })
}

func batch(n int, fill func([]ObjectID) error) ([]ObjectID, error) {
	if n < 1 {
		return nil, fmt.Errorf("%w: %d, want at least 1", ErrInvalidBatchSize, n)
	}
	ids := make([]ObjectID, n)
	if err := fill(ids); err != nil {
		return nil, err
	}
	return ids, nil
}

// fill writes IDs at second, or now unless chosen is set, into ids, each
// with the random value of its counter cycle.
func (g *Generator) fill(ids []ObjectID, second uint32, chosen bool) error {
	if g.entropy == nil {
		return g.fillFixed(ids, second, chosen)
	}
	if !chosen {
		second = uint32(g.nowUnix())
	}
	n := g.issued.Add(uint64(len(ids))) - uint64(len(ids))
	for len(ids) > 0 {
		random, err := g.randomOf(n / CounterCycle)
		if err != nil {
			return err
		}
		run := min(uint64(len(ids)), CounterCycle-n%CounterCycle)
		writeRun(ids[:run], second, random, g.counterStart+uint32(n))
		ids, n = ids[run:], n+run
	}
	return nil
}

// randomOf returns the random value of a counter cycle, drawing any new.
func (g *Generator) randomOf(cycle uint64) ([5]byte, error) {
	if randoms := *g.randoms.Load(); cycle < uint64(len(randoms)) {
		return randoms[cycle], nil
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	randoms := *g.randoms.Load()
	for uint64(len(randoms)) <= cycle {
		var random [5]byte
		for draws := 0; draws == 0 || slices.Contains(randoms, random); draws++ {
			if draws == maxDraws {
				return random, fmt.Errorf("%w: %d random values in a row were ones used already", ErrEntropy, maxDraws)
			}
			if _, err := io.ReadFull(g.entropy, random[:]); err != nil {
				return random, fmt.Errorf("%w: the counter came round after %d IDs and no fresh random value could be read: %w", ErrEntropy, CounterCycle, err)
			}
		}
		// Readers of the shorter slice never look past its end.
		grown := append(randoms, random)
		g.randoms.Store(&grown)
		randoms = grown
	}
	return randoms[cycle], nil
}

// fillFixed is fill for a Fixture's Generator.
func (g *Generator) fillFixed(ids []ObjectID, second uint32, chosen bool) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	var unix int64
	if !chosen {
		unix = g.nowUnix()
		second = uint32(unix)
	}
	random := (*g.randoms.Load())[0]
	for len(ids) > 0 {
		n := g.issued.Load()
		free := g.claim(second, n)
		if free == 0 {
			// Waiting frees a second only if no later one is in use.
			if chosen || second < g.highest {
				return fmt.Errorf("%w: all %d counter values for %s are used", ErrSecondExhausted, CounterCycle, time.Unix(int64(second), 0).UTC().Format(time.RFC3339))
			}
			for now := g.clock(); now.Unix() <= unix; now = g.clock() {
				time.Sleep(time.Unix(unix+1, 0).Sub(now))
			}
			unix = g.nowUnix()
			second = uint32(unix)
			continue
		}
		run := min(free, uint64(len(ids)))
		writeRun(ids[:run], second, random, g.counterStart+uint32(n))
		g.issued.Add(run)
		ids = ids[run:]
	}
	return nil
}

// claim makes second the current one of a Fixture's Generator and returns
// how many more IDs it takes, after issued, without repeating one there.
func (g *Generator) claim(second uint32, issued uint64) uint64 {
	switch {
	case second > g.highest:
		g.first, g.highest = issued, second
	case second != g.current:
		g.first = 0
	}
	g.current = second
	return CounterCycle - min(issued-g.first, CounterCycle)
}

// writeRun writes the IDs at second with random and counters from counter
// on into ids, patching the counter's three bytes in a copy.
func writeRun(ids []ObjectID, second uint32, random [5]byte, counter uint32) {
	id := FromParts(second, random, 0)
	for i := range ids {
		id[9], id[10], id[11] = byte(counter>>16), byte(counter>>8), byte(counter)
		ids[i] = id
		counter++
	}
}

// nowUnix returns the clock's second, or the latest one New and Fill used
// if that is later. The timestamp field is its low 32 bits, so it wraps to
// 0 after 2106-02-07 06:28:15 UTC as the specification says.
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

// Default returns the process-wide Generator, seeded from crypto/rand and
// reading the real clock. Its calls never fail for want of entropy:
// crypto/rand never returns an error (should the operating system's source
// ever fail, Go ends the process rather than hand out predictable bytes).
func Default() *Generator { return defaultGenerator() }

var defaultGenerator = sync.OnceValue(func() *Generator {
	g, _ := NewGenerator(time.Now, nil)
	return g
})

// New returns a new ID with the current time from the process-wide
// Generator, which reads crypto/rand and so has no error to return.
func New() ObjectID {
	id, _ := Default().New()
	return id
}

// NewAt returns a new ID at t from the process-wide Generator; its only
// error is ErrTimeOutOfRange.
func NewAt(t time.Time) (ObjectID, error) { return Default().NewAt(t) }

// Batch returns n new IDs from the process-wide Generator; its only error
// is ErrInvalidBatchSize.
func Batch(n int) ([]ObjectID, error) { return Default().Batch(n) }
