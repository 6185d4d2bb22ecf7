package core_test

import (
	"errors"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// TestGenerator_NewAtAfterACycleNeverRepeatsNewsFirstID is the case where
// New makes an ID at second S, the clock moves on, and a full counter cycle
// later the counter is back at that ID's value: NewAt and FillAt at S must
// not hand it out again.
func TestGenerator_NewAtAfterACycleNeverRepeatsNewsFirstID(t *testing.T) {
	const second = exampleUnix
	clock := newFakeClock(time.Unix(second, 999_999_999))
	g := newTestGenerator(t, clock, exampleRandom, 0x00ABCD)
	first := g.New()

	// The rest of the cycle, at the next second: the counter then stands
	// where first's did.
	clock.Set(time.Unix(second+1, 999_999_999))
	ids := make([]core.ObjectID, fillChunk)
	counter := uint32(0x00ABCD + 1)
	for left := core.CounterCycle - 1; left > 0; left -= len(ids) {
		ids = ids[:min(left, len(ids))]
		g.Fill(ids)
		counter = assertRun(t, ids, second+1, counter)
	}

	if id, err := g.NewAt(time.Unix(second, 0)); id == first || !errors.Is(err, core.ErrSecondExhausted) {
		t.Errorf("NewAt(S) a cycle after New's first ID there = %s, %v; want ErrSecondExhausted, never %s again", id, err, first)
	}
	at := make([]core.ObjectID, 2)
	if err := g.FillAt(at, time.Unix(second, 0)); at[0] == first || at[1] == first || !errors.Is(err, core.ErrSecondExhausted) {
		t.Errorf("FillAt(S) = %v, %v; want ErrSecondExhausted, never %s again", at, err, first)
	}
	// Refusals use no counter value, and a fresh second is still free.
	if id, err := g.NewAt(time.Unix(second-1, 0)); err != nil || id.Counter() != 0x00ABCD {
		t.Errorf("NewAt(S-1) = %s, %v; want counter 00abcd", id, err)
	}
}

func TestGenerator_NewAtRefusesTooManySecondsAheadOfTheClock(t *testing.T) {
	clock := newFakeClock(time.Unix(exampleUnix, 0))
	g := newTestGenerator(t, clock, exampleRandom, 0)
	const ahead = 2048
	for i := int64(1); i <= ahead; i++ {
		if _, err := g.NewAt(time.Unix(exampleUnix+i, 0)); err != nil {
			t.Fatalf("NewAt %d s ahead: %v", i, err)
		}
	}
	id, err := g.NewAt(time.Unix(exampleUnix+ahead+1, 0))
	if !errors.Is(err, core.ErrTooManySeconds) || !id.IsZero() {
		t.Fatalf("NewAt at the %dth second ahead = %s, %v; want ErrTooManySeconds", ahead+1, id, err)
	}
	if want := "objectid: too many seconds ahead of the clock: 2048 separate seconds after 2023-11-14T22:13:20Z are in use already; use one of them or an earlier time"; err.Error() != want {
		t.Errorf("message %q, want %q", err, want)
	}
	// Seconds already in use, seconds before the clock's and New still work.
	for _, at := range []int64{exampleUnix + 7, exampleUnix, exampleUnix - 1, 0} {
		if _, err := g.NewAt(time.Unix(at, 0)); err != nil {
			t.Errorf("NewAt(%d): %v", at, err)
		}
	}
	if got := g.New().Seconds(); got != exampleUnix {
		t.Errorf("New timestamp %d, want %d", got, exampleUnix)
	}
	// Once the clock has passed them, they are behind it and room is made.
	clock.Set(time.Unix(exampleUnix+ahead+10, 0))
	g.New()
	if _, err := g.NewAt(time.Unix(exampleUnix+ahead+1, 0)); err != nil {
		t.Errorf("NewAt once the clock has moved on: %v", err)
	}
	if _, err := g.NewAt(time.Unix(exampleUnix+ahead+11, 0)); err != nil {
		t.Errorf("NewAt ahead of the moved clock: %v", err)
	}
}

func TestGenerator_NewAtAtManySeparateSecondsNeverFails(t *testing.T) {
	// Far more seconds than the generator keeps apart: it joins old ones
	// and goes on.
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
// forth; run with -race it also shows the bookkeeping is locked.
func TestGenerator_ConcurrentMixedCallsNeverRepeat(t *testing.T) {
	var now atomic.Int64
	now.Store(exampleUnix)
	clock := func() time.Time { return time.Unix(now.Load(), 999_999_999) }
	g, err := core.NewGenerator(clock, entropyFor(exampleRandom, 0xFFFF00))
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
				switch rng.IntN(4) {
				case 0:
					mine = append(mine, g.New())
				case 1:
					g.Fill(buf)
					mine = append(mine, buf...)
				case 2:
					if id, err := g.NewAt(at); err == nil {
						mine = append(mine, id)
					}
				default:
					if err := g.FillAt(buf, at); err == nil {
						mine = append(mine, buf...)
					}
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
				t.Fatalf("%s was made twice", id)
			}
			seen[id] = true
		}
	}
	if len(seen) < workers*calls {
		t.Errorf("only %d IDs made", len(seen))
	}
}
