package core

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"testing"
	"testing/iotest"
	"time"
)

// block is 4,096 counter values of one random value and second: the model
// keeps which of them were made as a bitset.
type block struct {
	random [5]byte
	second uint32
	high   uint32 // the counter / 4096
}

// modelRun drives one generator with random calls under a random clock and
// checks every ID against the set of those made before.
type modelRun struct {
	t       *testing.T
	rng     *rand.Rand
	g       *Generator
	fixed   bool
	now     int64 // what the clock shows
	start   uint32
	count   uint64
	made    map[block]*[64]uint64
	lastNew int64
	buffer  []ObjectID
	// randoms are the random values of the counter cycles so far.
	randoms [][5]byte
	// newSeconds lists the seconds New and Fill made IDs in.
	newSeconds []uint32
}

const modelBase = 1_700_000_000

func newModelRun(t *testing.T, fixed bool) *modelRun {
	entropy := rand.NewChaCha8([32]byte{1})
	var first [8]byte
	entropy.Read(first[:])
	// A fixed random value, as a test-data fixture has, is a source with
	// nothing more to give.
	var more io.Reader = entropy
	if fixed {
		more = iotest.ErrReader(errors.New("fixed random value"))
	}
	r := &modelRun{
		t: t, rng: rand.New(rand.NewPCG(1, 2)), fixed: fixed, now: modelBase,
		randoms: [][5]byte{[5]byte(first[:5])}, start: uint32(first[5])<<16 | uint32(first[6])<<8 | uint32(first[7]),
		made: map[block]*[64]uint64{}, lastNew: -1, buffer: make([]ObjectID, 1<<21),
	}
	g, err := NewGenerator(func() time.Time { return time.Unix(r.now, 0) }, io.MultiReader(bytes.NewReader(first[:]), more))
	if err != nil {
		t.Fatal(err)
	}
	r.g = g
	return r
}

// moveClock steps the clock the way real ones misbehave: it stands still,
// ticks, steps back, jumps ahead, or returns to where it started.
func (r *modelRun) moveClock() {
	switch p := r.rng.IntN(100); {
	case p < 35:
	case p < 60:
		r.now++
	case p < 72:
		r.now -= 1 + r.rng.Int64N(10)
	case p < 84:
		r.now += 2 + r.rng.Int64N(40)
	case p < 86:
		r.now += 100_000
	default:
		r.now = modelBase + r.rng.Int64N(5)
	}
}

// chosenSecond picks a second for FillAt: often one New used, or the
// clock's own, mostly near the ones the clock shows, sometimes far away.
func (r *modelRun) chosenSecond() uint32 {
	switch p := r.rng.IntN(100); {
	case p < 30 && len(r.newSeconds) > 0:
		return r.newSeconds[r.rng.IntN(len(r.newSeconds))]
	case p < 50:
		return uint32(r.now)
	case p < 55:
		return uint32(r.rng.Int64N(MaxSeconds + 1))
	default:
		return uint32(modelBase - 20 + r.rng.Int64N(120))
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

// check takes ids as the next IDs made, at second, or by New or Fill when
// second is -1. It reads each ID's fields from its bytes: under the race
// detector with coverage every call of a core method is a counted atomic
// add.
func (r *modelRun) check(step string, ids []ObjectID, second int64) {
	r.t.Helper()
	var last block
	var bits *[64]uint64
	for _, id := range ids {
		seconds := binary.BigEndian.Uint32(id[0:4])
		random := [5]byte(id[4:9])
		counter := uint32(id[9])<<16 | uint32(id[10])<<8 | uint32(id[11])
		cycle := r.count / CounterCycle
		if cycle == uint64(len(r.randoms)) {
			if slices.Contains(r.randoms, random) {
				r.t.Fatalf("%s: %s starts cycle %d with random value %x, used before", step, id, cycle, random)
			}
			r.randoms = append(r.randoms, random)
		}
		if want := (r.start + uint32(r.count)) % CounterCycle; random != r.randoms[cycle] || counter != want {
			r.t.Fatalf("%s: %s, want random value %x and counter %06x", step, id, r.randoms[cycle], want)
		}
		r.count++
		if b := (block{random, seconds, counter / 4096}); bits == nil || b != last {
			if bits, last = r.made[b], b; bits == nil {
				bits = new([64]uint64)
				r.made[b] = bits
			}
		}
		word, bit := counter%4096/64, uint64(1)<<(counter%64)
		if bits[word]&bit != 0 {
			r.t.Fatalf("%s: %s was made before", step, id)
		}
		bits[word] |= bit
		if second >= 0 && int64(seconds) != second || second < 0 && int64(seconds) < r.lastNew {
			r.t.Fatalf("%s: %s has timestamp %d, the latest from New %d", step, id, seconds, r.lastNew)
		}
		if second < 0 && int64(seconds) > r.lastNew {
			r.newSeconds = append(r.newSeconds, seconds)
			r.lastNew = int64(seconds)
		}
	}
}

// step makes one call, checks the IDs it wrote, and that it failed only if
// it had to: a generator whose source has no fresh random value refuses
// once every counter value of its one random value is used.
func (r *modelRun) step(i int) {
	r.moveClock()
	op := r.rng.IntN(4)
	ids := r.buffer[:1]
	if op == 1 || op == 3 {
		ids = r.buffer[:r.size()]
	}
	clear(ids)
	var err error
	second := int64(-1)
	switch op {
	case 0:
		ids[0], err = r.g.New()
	case 1:
		err = r.g.Fill(ids)
	default:
		second = int64(r.chosenSecond())
		err = r.g.FillAt(ids, time.Unix(second, 0))
	}
	step := fmt.Sprintf("step %d, op %d of %d IDs, clock %d, second %d", i, op, len(ids), r.now, second)
	// The buffer was cleared, and no ID made here is all zeros.
	made := slices.Index(ids, Nil)
	if made < 0 {
		made = len(ids)
	}
	if slices.ContainsFunc(ids[made:], func(id ObjectID) bool { return id != Nil }) || (err == nil) != (made == len(ids)) {
		r.t.Fatalf("%s: %d IDs made, then %v", step, made, err)
	}
	r.check(step, ids[:made], second)
	if err != nil && (!r.fixed || !errors.Is(err, ErrEntropy) || r.count != CounterCycle) {
		r.t.Fatalf("%s: unexpected error %v after %d IDs", step, err, r.count)
	}
}

// TestGenerator_NeverRepeatsUnderAnyClockAgainstModel interleaves New,
// Fill and FillAt at random, under a clock that stalls, steps back and
// jumps, until the counter has gone round twice, and checks every ID
// against the set of IDs made before it, each cycle's random value against
// those before, and each refusal of a generator with a fixed random value
// against the rule.
func TestGenerator_NeverRepeatsUnderAnyClockAgainstModel(t *testing.T) {
	steps, goal := 300, uint64(2*CounterCycle)
	if testing.Short() {
		steps, goal = 200, CounterCycle*3/2
	}
	for _, fixed := range []bool{false, true} {
		t.Run(fmt.Sprintf("fixed random value %v", fixed), func(t *testing.T) {
			r, want := newModelRun(t, fixed), goal
			if fixed {
				// It refuses every call once its one cycle is made.
				want = CounterCycle
			}
			for i := 0; i < steps || r.count < want; i++ {
				if i == 50*steps {
					t.Fatalf("%d IDs after %d steps, want %d", r.count, i, want)
				}
				r.step(i)
			}
		})
	}
}
