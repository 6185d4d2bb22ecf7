package core_test

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"testing/iotest"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// fillCycle makes one full counter cycle at the clock's second with Fill,
// checking every ID has random value random and the next counter.
func fillCycle(t *testing.T, g *core.Generator, random [5]byte, start uint32) {
	t.Helper()
	ids := make([]core.ObjectID, fillChunk)
	counter := start
	for range core.CounterCycle / fillChunk {
		if err := g.Fill(ids); err != nil {
			t.Fatal(err)
		}
		// The fields are read from the bytes here, not through the core
		// methods: under the race detector with coverage each call is an
		// atomic add, millions of them in a cycle.
		for _, id := range ids {
			if [5]byte(id[4:9]) != random || uint32(id[9])<<16|uint32(id[10])<<8|uint32(id[11]) != counter%core.CounterCycle {
				t.Fatalf("ID %s, want random %x, counter %06x", id, random, counter%core.CounterCycle)
			}
			counter++
		}
	}
}

// TestGenerator_CounterComingRoundDrawsAFreshRandomValue makes a full cycle
// in one second and then more IDs in that same second: they go on with the
// counter and carry the next 5 bytes of entropy as their random value, so
// none repeats an ID of the first cycle. A value already used is skipped.
func TestGenerator_CounterComingRoundDrawsAFreshRandomValue(t *testing.T) {
	fresh := [5]byte{0x11, 0x22, 0x33, 0x44, 0x55}
	var entropy bytes.Buffer
	entropy.ReadFrom(entropyFor(exampleRandom, 0xABCDEF))
	entropy.Write(exampleRandom[:]) // used already: skipped
	entropy.Write(fresh[:])
	g, err := core.NewGenerator(newFakeClock(time.Unix(exampleUnix, 0)).Now, &entropy)
	if err != nil {
		t.Fatal(err)
	}
	fillCycle(t, g, exampleRandom, 0xABCDEF)
	next := mustNew(t, g)
	if next.Random() != fresh || next.Counter() != 0xABCDEF || next.Seconds() != exampleUnix {
		t.Errorf("first ID of the second cycle %s; want random %x, counter abcdef, second %d", next, fresh, exampleUnix)
	}
	at, err := g.NewAt(time.Unix(exampleUnix, 0))
	if err != nil || at.Random() != fresh || at.Counter() != 0xABCDF0 {
		t.Errorf("NewAt in the second cycle = %s, %v; want random %x, counter abcdf0", at, err, fresh)
	}
}

// TestGenerator_EntropyFailingAtTheCycleIsAnError gives a generator exactly
// the 8 bytes it reads first, or a source that fails or repeats itself
// after them: once the counter has come round every call fails with
// ErrEntropy, returns no ID and writes nothing, and none panics.
func TestGenerator_EntropyFailingAtTheCycleIsAnError(t *testing.T) {
	boom := errors.New("device gone")
	tests := []struct {
		name    string
		after   io.Reader
		message string
	}{
		{"runs dry", bytes.NewReader(nil), "objectid: entropy source failed: the counter came round after 16777216 IDs and no fresh random value could be read: EOF"},
		{"fails", iotest.ErrReader(boom), "objectid: entropy source failed: the counter came round after 16777216 IDs and no fresh random value could be read: device gone"},
		{"repeats the used value", bytes.NewReader(bytes.Repeat(exampleRandom[:], 8)), "objectid: entropy source failed: 4 random values in a row were ones used already"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			clock := newFakeClock(time.Unix(exampleUnix, 0))
			g, err := core.NewGenerator(clock.Now, io.MultiReader(entropyFor(exampleRandom, 7), tc.after))
			if err != nil {
				t.Fatal(err)
			}
			fillCycle(t, g, exampleRandom, 7)
			id, err := g.New()
			if !errors.Is(err, core.ErrEntropy) || !id.IsZero() {
				t.Fatalf("New after the cycle = %s, %v; want no ID and ErrEntropy", id, err)
			}
			if err.Error() != tc.message {
				t.Errorf("message %q, want %q", err, tc.message)
			}
			ids := make([]core.ObjectID, 3)
			if err := g.Fill(ids); !errors.Is(err, core.ErrEntropy) || ids[0] != core.Nil || ids[2] != core.Nil {
				t.Errorf("Fill = %v, %v; want ErrEntropy and nothing written", ids, err)
			}
			if err := g.FillAt(ids, time.Unix(exampleUnix-1, 0)); !errors.Is(err, core.ErrEntropy) || ids[0] != core.Nil {
				t.Errorf("FillAt = %v, %v; want ErrEntropy and nothing written", ids, err)
			}
			if batch, err := g.Batch(2); !errors.Is(err, core.ErrEntropy) || batch != nil {
				t.Errorf("Batch = %v, %v; want nil, ErrEntropy", batch, err)
			}
		})
	}
}

// TestGenerator_FixtureNewAtAfterACycleNeverRepeatsNewsFirstID is the case
// where a Fixture's generator makes an ID at second S with New, the clock
// moves on, and a full counter cycle later the counter is back at that ID's
// value: NewAt and FillAt at S must not hand it out again, while a later
// second stays free.
func TestGenerator_FixtureNewAtAfterACycleNeverRepeatsNewsFirstID(t *testing.T) {
	const second = exampleUnix
	clock := newFakeClock(time.Unix(second, 999_999_999))
	g := newFixtureGenerator(t, clock, exampleRandom, 0x00ABCD)
	first := mustNew(t, g)

	clock.Set(time.Unix(second+1, 999_999_999))
	ids := make([]core.ObjectID, fillChunk)
	counter := uint32(0x00ABCD + 1)
	for left := core.CounterCycle - 1; left > 0; left -= len(ids) {
		ids = ids[:min(left, len(ids))]
		if err := g.Fill(ids); err != nil {
			t.Fatal(err)
		}
		counter = assertRun(t, ids, second+1, counter)
	}

	if id, err := g.NewAt(time.Unix(second, 0)); id == first || !errors.Is(err, core.ErrSecondExhausted) {
		t.Errorf("NewAt(S) a cycle after New's first ID there = %s, %v; want ErrSecondExhausted, never %s again", id, err, first)
	}
	at := make([]core.ObjectID, 2)
	if err := g.FillAt(at, time.Unix(second, 0)); at[0] == first || at[1] == first || !errors.Is(err, core.ErrSecondExhausted) {
		t.Errorf("FillAt(S) = %v, %v; want ErrSecondExhausted, never %s again", at, err, first)
	}
	// Refusals use no counter value, and a later second is free.
	if id, err := g.NewAt(time.Unix(second+2, 0)); err != nil || id.Counter() != 0x00ABCD {
		t.Errorf("NewAt(S+2) = %s, %v; want counter 00abcd", id, err)
	}
}

// TestGenerator_NewAtAtManySeparateSecondsNeverFails asks for IDs at far
// more separate seconds than any table could keep apart, around a full
// cycle: nothing is refused and nothing repeats.
func TestGenerator_NewAtAtManySeparateSecondsNeverFails(t *testing.T) {
	g := newTestGenerator(t, newFakeClock(time.Unix(exampleUnix, 0)), exampleRandom, 0)
	seen := make(map[core.ObjectID]bool)
	for i := range int64(20_000) {
		id, err := g.NewAt(time.Unix(exampleUnix-3*i, 0))
		if err != nil {
			t.Fatalf("NewAt at the %dth separate second: %v", i+1, err)
		}
		if seen[id] {
			t.Fatalf("%s repeats", id)
		}
		seen[id] = true
	}
}

// TestGenerator_ConcurrentMixedCallsNeverRepeat runs New, Fill, NewAt and
// FillAt from several goroutines while another moves the clock back and
// forth, for a Fixture's generator and one that draws; with -race it also
// shows the shared state is synchronised.
func TestGenerator_ConcurrentMixedCallsNeverRepeat(t *testing.T) {
	for _, fixed := range []bool{false, true} {
		var now atomic.Int64
		now.Store(exampleUnix)
		clock := func() time.Time { return time.Unix(now.Load(), 999_999_999) }
		g, err := core.NewGenerator(clock, entropyFor(exampleRandom, 0xFFFF00))
		if fixed {
			g = core.Fixture{Random: exampleRandom, CounterStart: 0xFFFF00}.Generator(clock)
		}
		if err != nil {
			t.Fatal(err)
		}
		const workers, calls = 4, 2000
		results := make([][]core.ObjectID, workers)
		stop := make(chan struct{})
		var ticker sync.WaitGroup
		ticker.Go(func() {
			rng := rand.New(rand.NewPCG(9, 9))
			for {
				select {
				case <-stop:
					return
				default:
					now.Store(exampleUnix + rng.Int64N(6) - 2)
					time.Sleep(10 * time.Microsecond)
				}
			}
		})
		var wg sync.WaitGroup
		for w := range workers {
			wg.Go(func() {
				rng := rand.New(rand.NewPCG(uint64(w), 1))
				var mine []core.ObjectID
				buf := make([]core.ObjectID, 50)
				for range calls {
					at := time.Unix(exampleUnix+rng.Int64N(8)-4, 0)
					var err error
					switch rng.IntN(4) {
					case 0:
						var id core.ObjectID
						id, err = g.New()
						buf[0] = id
						if err == nil {
							mine = append(mine, id)
						}
					case 1:
						if err = g.Fill(buf); err == nil {
							mine = append(mine, buf...)
						}
					case 2:
						if id, err := g.NewAt(at); err == nil {
							mine = append(mine, id)
						}
					default:
						if err := g.FillAt(buf, at); err == nil {
							mine = append(mine, buf...)
						}
					}
					if err != nil {
						t.Errorf("now: %v", err)
						return
					}
				}
				results[w] = mine
			})
		}
		wg.Wait()
		close(stop)
		ticker.Wait()
		seen := make(map[core.ObjectID]bool)
		for _, ids := range results {
			for _, id := range ids {
				if seen[id] {
					t.Fatalf("fixed %v: %s was made twice", fixed, id)
				}
				seen[id] = true
			}
		}
		if len(seen) < workers*calls {
			t.Errorf("fixed %v: only %d IDs made", fixed, len(seen))
		}
	}
}
