package core

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"
)

// issuedSet is the model a Generator is checked against: every ID it has
// made. All IDs of one generator share the random value, so the set keeps,
// per second, which counters were used: a map while they are few, a
// bitset of all 16,777,216 once they are many.
type issuedSet struct {
	sparse map[uint32]map[uint32]struct{}
	dense  map[uint32][]uint64
	// lastSecond and lastBits save the map look-up for a run of IDs in
	// one dense second.
	lastSecond uint32
	lastBits   []uint64
}

func newIssuedSet() *issuedSet {
	return &issuedSet{sparse: map[uint32]map[uint32]struct{}{}, dense: map[uint32][]uint64{}}
}

// add records id and reports whether it was there already.
func (s *issuedSet) add(second, counter uint32) (repeated bool) {
	bits := s.lastBits
	if bits == nil || second != s.lastSecond {
		bits = s.dense[second]
		s.lastSecond, s.lastBits = second, bits
	}
	if bits != nil {
		word, bit := counter/64, uint64(1)<<(counter%64)
		repeated = bits[word]&bit != 0
		bits[word] |= bit
		return repeated
	}
	few := s.sparse[second]
	if few == nil {
		few = map[uint32]struct{}{}
		s.sparse[second] = few
	}
	if _, repeated = few[counter]; repeated {
		return true
	}
	few[counter] = struct{}{}
	if len(few) > 4096 {
		bits = make([]uint64, CounterCycle/64)
		for c := range few {
			bits[c/64] |= 1 << (c % 64)
		}
		s.dense[second] = bits
		s.lastSecond, s.lastBits = second, bits
		delete(s.sparse, second)
	}
	return false
}

// walkingClock is a clock the test moves at will. A New that waits for the
// next second reads it over and over and sleeps until the second it waits
// for; from the second read in one call the clock shows at least the latest
// second it has shown, so that sleep is a nanosecond, and after four reads
// it goes one second further, as real time would.
type walkingClock struct {
	now, latest int64
	reads       int
}

func (c *walkingClock) Now() time.Time {
	c.reads++
	switch {
	case c.reads > 4:
		c.now = c.latest + 1
	case c.reads > 1:
		c.now = max(c.now, c.latest)
	}
	c.latest = max(c.latest, c.now)
	// Just before the next second, so a wait sleeps a nanosecond.
	return time.Unix(c.now, 999_999_999)
}

// modelRun drives one generator with random calls under a random clock and
// checks every ID against the set of those made before.
type modelRun struct {
	t       *testing.T
	rng     *rand.Rand
	g       *Generator
	clock   *walkingClock
	base    int64
	random  [5]byte
	start   uint32
	made    *issuedSet
	count   uint64
	lastNew int64
	buffer  []ObjectID
	// newSeconds lists the seconds New and Fill made IDs in.
	newSeconds []uint32
}

func newModelRun(t *testing.T, seed uint64, spanLimit int) *modelRun {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	var entropy [seedLength]byte
	for i := range entropy {
		entropy[i] = byte(rng.Uint32())
	}
	const base = 1_700_000_000
	clock := &walkingClock{now: base, latest: base}
	g, err := NewGenerator(clock.Now, bytes.NewReader(entropy[:]))
	if err != nil {
		t.Fatal(err)
	}
	g.spanLimit = spanLimit
	return &modelRun{
		t: t, rng: rng, g: g, clock: clock, base: base,
		random: [5]byte(entropy[:5]), start: uint32(entropy[5])<<16 | uint32(entropy[6])<<8 | uint32(entropy[7]),
		made: newIssuedSet(), lastNew: -1, buffer: make([]ObjectID, 1<<21),
	}
}

// moveClock steps the clock the way real ones misbehave: it stands still,
// ticks, steps back, jumps ahead, or returns to where it started.
func (r *modelRun) moveClock() {
	c := r.clock
	switch p := r.rng.IntN(100); {
	case p < 35:
	case p < 60:
		c.now++
	case p < 72:
		c.now -= 1 + r.rng.Int64N(10)
	case p < 84:
		c.now += 2 + r.rng.Int64N(40)
	case p < 86:
		c.now += 100_000
	default:
		c.now = r.base + r.rng.Int64N(5)
	}
}

// chosenSecond picks a second for NewAt or FillAt: often one New used,
// or the clock's own, mostly near the ones the clock shows, sometimes far
// away.
func (r *modelRun) chosenSecond() uint32 {
	switch p := r.rng.IntN(100); {
	case p < 30 && len(r.newSeconds) > 0:
		return r.newSeconds[r.rng.IntN(len(r.newSeconds))]
	case p < 45:
		return uint32(r.clock.now)
	case p < 50:
		return uint32(r.clock.latest)
	case p < 55:
		return uint32(r.rng.Int64N(MaxSeconds + 1))
	default:
		return uint32(r.base - 20 + r.rng.Int64N(120))
	}
}

// size picks how many IDs one call makes: mostly a few, sometimes enough
// that a run goes through the counter cycle several times.
func (r *modelRun) size() int {
	switch p := r.rng.IntN(100); {
	case p < 50:
		return 1 + r.rng.IntN(3)
	case p < 85:
		return 1 + r.rng.IntN(5000)
	case p < 95:
		return 1 << 18
	default:
		return len(r.buffer)
	}
}

// check takes ids as the next IDs made, by New when fromNew is set.
func (r *modelRun) check(step string, ids []ObjectID, fromNew bool) {
	r.t.Helper()
	for _, id := range ids {
		if id.Random() != r.random {
			r.t.Fatalf("%s: %s carries random value %x, want %x", step, id, id.Random(), r.random)
		}
		if want := (r.start + uint32(r.count)) % CounterCycle; id.Counter() != want {
			r.t.Fatalf("%s: %s has counter %06x, want the next one %06x", step, id, id.Counter(), want)
		}
		r.count++
		if r.made.add(id.Seconds(), id.Counter()) {
			r.t.Fatalf("%s: %s was made before", step, id)
		}
		if fromNew {
			if int64(id.Seconds()) < r.lastNew {
				r.t.Fatalf("%s: New went back from second %d to %d", step, r.lastNew, id.Seconds())
			}
			if int64(id.Seconds()) > r.lastNew {
				r.newSeconds = append(r.newSeconds, id.Seconds())
			}
			r.lastNew = int64(id.Seconds())
		}
	}
}

// checkSpans asserts the bookkeeping stays within its bound and shape.
func (r *modelRun) checkSpans(step string) {
	r.t.Helper()
	g := r.g
	if len(g.spans) > g.spanLimit || cap(g.spans) > g.spanLimit {
		r.t.Fatalf("%s: %d spans kept, bound %d", step, len(g.spans), g.spanLimit)
	}
	for i, s := range g.spans {
		if s.lo > s.hi || (i > 0 && g.spans[i-1].hi >= s.lo) {
			r.t.Fatalf("%s: spans out of order: %+v", step, g.spans)
		}
	}
	if ahead := len(g.spans) - g.spansThrough(uint32(g.nowUnix)); g.started && ahead > g.spanLimit/2 {
		r.t.Fatalf("%s: %d spans after New's second, at most %d allowed", step, ahead, g.spanLimit/2)
	}
}

func (r *modelRun) step(i int) {
	r.moveClock()
	r.clock.reads = 0
	switch op := r.rng.IntN(4); op {
	case 0:
		step := fmt.Sprintf("step %d New, clock %d", i, r.clock.now)
		r.check(step, []ObjectID{r.g.New()}, true)
	case 1:
		ids := r.buffer[:r.size()]
		step := fmt.Sprintf("step %d Fill(%d), clock %d", i, len(ids), r.clock.now)
		r.g.Fill(ids)
		r.check(step, ids, true)
	default:
		n := 1
		if op == 3 {
			n = r.size()
		}
		second := r.chosenSecond()
		step := fmt.Sprintf("step %d FillAt(%d IDs, second %d), clock %d", i, n, second, r.clock.now)
		ids := r.buffer[:n]
		clear(ids)
		before := r.g.issued
		err := r.g.FillAt(ids, time.Unix(int64(second), 0))
		made := int(r.g.issued - before)
		switch {
		case err == nil && made != n:
			r.t.Fatalf("%s: no error but %d IDs made", step, made)
		case err != nil && !errors.Is(err, ErrSecondExhausted) && !errors.Is(err, ErrTooManySeconds):
			r.t.Fatalf("%s: unexpected error %v", step, err)
		case errors.Is(err, ErrTooManySeconds) && made != 0:
			r.t.Fatalf("%s: %v after making %d IDs", step, err, made)
		}
		for _, id := range ids[:made] {
			if id.Seconds() != second {
				r.t.Fatalf("%s: %s has timestamp %d", step, id, id.Seconds())
			}
		}
		for _, id := range ids[made:] {
			if id != Nil {
				r.t.Fatalf("%s: %s written after the error %v", step, id, err)
			}
		}
		r.check(step, ids[:made], false)
	}
	r.checkSpans(fmt.Sprintf("after step %d", i))
}

// TestGenerator_NeverRepeatsUnderAnyClockAgainstModel interleaves New,
// Fill, NewAt and FillAt at random, under a clock that stalls, steps back
// and jumps, through several full counter cycles, and checks every ID
// against the set of IDs made before it, with the bookkeeping's bound at
// its real size and shrunk so that spans are joined all the time.
func TestGenerator_NeverRepeatsUnderAnyClockAgainstModel(t *testing.T) {
	// The counter goes round at least twice, so seconds are revisited a
	// cycle later; under the race detector, where each check costs many
	// times more, one and a half times, in the run that joins the most.
	steps, halfCycles := 700, uint64(4)
	runs := []struct {
		seed      uint64
		spanLimit int
	}{
		{2, 8},
		{1, maxSpans},
		{3, 16},
		{4, 64},
	}
	if testing.Short() || raceEnabled {
		steps, halfCycles, runs = 200, 3, runs[:1]
	}
	for _, tc := range runs {
		t.Run(fmt.Sprintf("seed %d, %d spans", tc.seed, tc.spanLimit), func(t *testing.T) {
			r := newModelRun(t, tc.seed, tc.spanLimit)
			for i := 0; i < steps || r.count < halfCycles*CounterCycle/2; i++ {
				r.step(i)
			}
		})
	}
}
