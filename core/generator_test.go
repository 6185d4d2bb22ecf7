package core_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"sync"
	"testing"
	"testing/iotest"
	"time"

	"github.com/objectid-generator/objectid/core"
)

func TestGenerator_WorkedExampleByteForByte(t *testing.T) {
	g := newTestGenerator(t, newFakeClock(time.Unix(exampleUnix, 0)), exampleRandom, 12345)
	for i, want := range []string{exampleFirst, exampleSecond} {
		if got := mustNew(t, g).Hex(); got != want {
			t.Errorf("ID %d = %s, want %s", i+1, got, want)
		}
	}
}

// A batch is one moment: Fill and Batch read the clock once for all their
// IDs, so a clock that ticks on every read still gives one timestamp and an
// unbroken counter run.
func TestGenerator_FillReadsTheClockOnceForABatch(t *testing.T) {
	fills := []struct {
		name string
		fill func(t *testing.T, g *core.Generator, n int) []core.ObjectID
	}{
		{"Fill", func(_ *testing.T, g *core.Generator, n int) []core.ObjectID {
			ids := make([]core.ObjectID, n)
			g.Fill(ids)
			return ids
		}},
		{"Batch", func(t *testing.T, g *core.Generator, n int) []core.ObjectID {
			ids, err := g.Batch(n)
			if err != nil {
				t.Fatal(err)
			}
			return ids
		}},
	}
	for _, f := range fills {
		for _, n := range []int{2, 3, 1000} {
			t.Run(fmt.Sprintf("%s of %d", f.name, n), func(t *testing.T) {
				clock := newFakeClock(time.Unix(exampleUnix, 0))
				g := newTestGenerator(t, clock, exampleRandom, 12345)
				before := clock.Reads()
				clock.Script(func(read int) time.Time { return time.Unix(exampleUnix+int64(read)-1, 0) })
				ids := f.fill(t, g, n)
				if reads := clock.Reads() - before; reads != 1 {
					t.Errorf("%d IDs read the clock %d times, want once", n, reads)
				}
				for i, id := range ids {
					if id.Seconds() != exampleUnix || id.Counter() != 12345+uint32(i) {
						t.Fatalf("ID %d = %s: seconds %d, counter %d; want %d and %d", i+1, id, id.Seconds(), id.Counter(), exampleUnix, 12345+i)
					}
				}
			})
		}
	}
}

// The specification's test plan: the timestamp is an unsigned 32-bit count
// of seconds, so these four edge values must be written and read back
// exactly, both by New (clock) and NewAt (chosen time).
var specTimestamps = []struct {
	name    string
	seconds uint32
	hex     string
	utc     string
}{
	{"0x00000000", 0x00000000, "00000000", "1970-01-01T00:00:00Z"},
	{"0x7FFFFFFF", 0x7FFFFFFF, "7fffffff", "2038-01-19T03:14:07Z"},
	{"0x80000000", 0x80000000, "80000000", "2038-01-19T03:14:08Z"},
	{"0xFFFFFFFF", 0xFFFFFFFF, "ffffffff", "2106-02-07T06:28:15Z"},
}

func TestGenerator_SpecTimestampsFromBatchAt(t *testing.T) {
	for _, tc := range specTimestamps {
		t.Run(tc.name, func(t *testing.T) {
			g := newTestGenerator(t, newFakeClock(time.Unix(exampleUnix, 0)), exampleRandom, 7)
			ids, err := g.BatchAt(mustTime(t, tc.utc), 1)
			if err != nil {
				t.Fatal(err)
			}
			assertTimestamp(t, ids[0], tc.seconds, tc.hex, tc.utc)
		})
	}
}

func TestGenerator_ClockPast2106WrapsTimestamp(t *testing.T) {
	tests := []struct {
		name  string
		clock time.Time
		want  uint32
	}{
		{"one second past the last", time.Unix(core.MaxSeconds+1, 0), 0},
		{"ten seconds past the last", time.Unix(core.MaxSeconds+10, 0), 9},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newTestGenerator(t, newFakeClock(tc.clock), exampleRandom, 7)
			if got := mustNew(t, g).Seconds(); got != tc.want {
				t.Errorf("Seconds() = %d, want %d", got, tc.want)
			}
		})
	}
}

func TestGenerator_BatchAtRefusesTimesOutsideTheField(t *testing.T) {
	tests := []struct {
		name string
		at   time.Time
		want string
	}{
		{"one second before 1970", time.Unix(-1, 0), "objectid: time out of range: 1969-12-31T23:59:59Z is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z"},
		{"half a second before 1970", time.Unix(-1, 500_000_000), "objectid: time out of range: 1969-12-31T23:59:59Z is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z"},
		{"one second after 2106-02-07 06:28:15", time.Unix(core.MaxSeconds+1, 0), "objectid: time out of range: 2106-02-07T06:28:16Z is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z"},
		{"year 3000", mustTime(t, "3000-01-01T00:00:00Z"), "objectid: time out of range: 3000-01-01T00:00:00Z is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newTestGenerator(t, newFakeClock(time.Unix(exampleUnix, 0)), exampleRandom, 7)
			ids, err := g.BatchAt(tc.at, 1)
			if !errors.Is(err, core.ErrTimeOutOfRange) || ids != nil {
				t.Fatalf("BatchAt = %v, %v; want ErrTimeOutOfRange", ids, err)
			}
			if err.Error() != tc.want {
				t.Errorf("message %q, want %q", err, tc.want)
			}
			// The refused call used no counter value.
			if got := mustNew(t, g).Hex(); got != "6553f1003f2a91c8d4000007" {
				t.Errorf("next ID %s, want the first counter value 000007", got)
			}
		})
	}
}

func TestNewGenerator_EntropyFailureIsAnErrorNeverZeros(t *testing.T) {
	boom := errors.New("device gone")
	tests := []struct {
		name    string
		entropy io.Reader
		cause   error
		message string
	}{
		{"failing reader", iotest.ErrReader(boom), boom, "objectid: entropy source failed: device gone"},
		{"empty reader", bytes.NewReader(nil), io.EOF, "objectid: entropy source failed: EOF"},
		{"short reader of 5 bytes", bytes.NewReader(exampleRandom[:]), io.ErrUnexpectedEOF, "objectid: entropy source failed: unexpected EOF"},
		{"fails after 7 bytes", io.MultiReader(bytes.NewReader(make([]byte, 7)), iotest.ErrReader(boom)), boom, "objectid: entropy source failed: device gone"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := core.NewGenerator(nil, tc.entropy)
			if !errors.Is(err, core.ErrEntropy) {
				t.Fatalf("err = %v, want ErrEntropy", err)
			}
			if !errors.Is(err, tc.cause) {
				t.Errorf("err = %v, want it to wrap %v", err, tc.cause)
			}
			if err.Error() != tc.message {
				t.Errorf("message %q, want %q", err, tc.message)
			}
			if g != nil {
				t.Errorf("a Generator came back beside the error; it could make IDs from zeros")
			}
		})
	}
}

func TestDefault_SeededOnceAndShared(t *testing.T) {
	g1 := core.Default()
	g2 := core.Default()
	if g1 != g2 {
		t.Fatal("Default returned two different generators")
	}
	a := core.New()
	at, err := g1.BatchAt(time.Unix(exampleUnix, 0), 1)
	if err != nil {
		t.Fatal(err)
	}
	batch, err := g2.Batch(2)
	if err != nil {
		t.Fatal(err)
	}
	ids := []core.ObjectID{a, at[0], batch[0], batch[1]}
	for i, id := range ids {
		if id.Random() != a.Random() {
			t.Errorf("ID %d random %x, want the process value %x", i+1, id.Random(), a.Random())
		}
		if i > 0 && id.Counter() != (ids[i-1].Counter()+1)%core.CounterCycle {
			t.Errorf("ID %d counter %06x does not follow %06x", i+1, id.Counter(), ids[i-1].Counter())
		}
	}
	if at[0].Seconds() != exampleUnix {
		t.Errorf("BatchAt timestamp %d, want %d", at[0].Seconds(), exampleUnix)
	}
	// A zero random value would mean the seed was never read.
	if a.Random() == [5]byte{} {
		t.Error("the process random value is all zeros")
	}
}

// TestGenerator_ConcurrentUseNeverRepeats runs 8 goroutines making 2,000,000
// IDs between them, half one by one with New and half with Fill. The clock
// is fixed, so every ID has the same timestamp and random value and differs
// from the others only by its counter: a bitset of all 16,777,216 counters
// finds any repeat in 2 MiB.
func TestGenerator_ConcurrentUseNeverRepeats(t *testing.T) {
	const (
		workers   = 8
		perWorker = 250_000
		chunk     = 1000
	)
	const start = 0xFFF000 // so the counter wraps during the run
	g := newTestGenerator(t, newFakeClock(time.Unix(exampleUnix, 0)), exampleRandom, start)
	results := make([][]core.ObjectID, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			ids := make([]core.ObjectID, perWorker)
			for i := 0; i < perWorker; i += chunk {
				if w%2 == 0 {
					if err := g.Fill(ids[i : i+chunk]); err != nil {
						t.Error(err)
						return
					}
					continue
				}
				for j := i; j < i+chunk; j++ {
					var err error
					if ids[j], err = g.New(); err != nil {
						t.Error(err)
						return
					}
				}
			}
			results[w] = ids
		})
	}
	wg.Wait()

	seen := make([]uint64, core.CounterCycle/64)
	for w, ids := range results {
		for i, id := range ids {
			if id.Seconds() != exampleUnix || id.Random() != exampleRandom {
				t.Fatalf("worker %d ID %d = %s: wrong timestamp or random value", w, i, id)
			}
			c := id.Counter()
			if seen[c/64]&(1<<(c%64)) != 0 {
				t.Fatalf("worker %d ID %d = %s repeats an earlier ID", w, i, id)
			}
			seen[c/64] |= 1 << (c % 64)
			// One worker's IDs were made one after another, so their
			// counters, counted from the start, must rise.
			if i > 0 && (c-start)%core.CounterCycle <= (ids[i-1].Counter()-start)%core.CounterCycle {
				t.Fatalf("worker %d: counter %06x after %06x went back", w, c, ids[i-1].Counter())
			}
		}
	}
}
