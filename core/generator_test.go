package core_test

import (
	"bytes"
	"errors"
	"io"
	"sync"
	"testing"
	"testing/iotest"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// A batch is one moment: Fill and Batch read the clock once for all their
// IDs, so a clock that ticks on every read still gives one timestamp and an
// unbroken counter run.
func TestGenerator_FillReadsTheClockOnceForABatch(t *testing.T) {
	reads := 0
	g := newTestGenerator(t, func() time.Time { reads++; return time.Unix(exampleUnix+int64(reads)-1, 0) }, 12345)
	ids := make([]core.ObjectID, 1000)
	err := g.Fill(ids)
	batch, err2 := g.Batch(1000)
	if err != nil || err2 != nil || reads != 2 {
		t.Fatalf("two batches read the clock %d times, errors %v, %v; want twice", reads, err, err2)
	}
	for i, id := range append(ids, batch...) {
		if id.Seconds() != exampleUnix+uint32(i/1000) || id.Counter() != 12345+uint32(i) {
			t.Fatalf("ID %d = %s, want seconds %d, counter %d", i+1, id, exampleUnix+i/1000, 12345+i)
		}
	}
}

// The timestamp is an unsigned 32-bit count of seconds: a clock past the
// last one wraps to 0, as the specification says; a chosen time outside is
// refused. The oracle test holds the edge values to the driver's.
func TestGenerator_TimestampEdges(t *testing.T) {
	for _, wrapped := range []uint32{0, 9} {
		if got := mustNew(t, newTestGenerator(t, at(core.MaxSeconds+1+int64(wrapped)), 7)).Seconds(); got != wrapped {
			t.Errorf("clock %d s past the last: Seconds() = %d", wrapped+1, got)
		}
	}
	refused := map[time.Time]string{
		time.Unix(-1, 500_000_000):                  "1969-12-31T23:59:59Z",
		time.Unix(core.MaxSeconds+1, 0):             "2106-02-07T06:28:16Z",
		time.Date(3000, 1, 1, 0, 0, 0, 0, time.UTC): "3000-01-01T00:00:00Z",
	}
	for at_, text := range refused {
		g := newTestGenerator(t, at(exampleUnix), 7)
		ids, err := g.BatchAt(at_, 1)
		want := "objectid: time out of range: " + text + " is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z"
		if !errors.Is(err, core.ErrTimeOutOfRange) || ids != nil || err.Error() != want {
			t.Errorf("BatchAt(%s) = %v, %v; want %s", text, ids, err, want)
		}
		// The refused call used no counter value.
		if got := mustNew(t, g).Hex(); got != "6553f1003f2a91c8d4000007" {
			t.Errorf("next ID %s, want the first counter value 000007", got)
		}
	}
}

func TestNewGenerator_EntropyFailureIsAnErrorNeverZeros(t *testing.T) {
	boom := errors.New("device gone")
	tests := []struct {
		entropy io.Reader
		cause   error
		message string
	}{
		{iotest.ErrReader(boom), boom, "objectid: entropy source failed: device gone"},
		{bytes.NewReader(exampleRandom[:]), io.ErrUnexpectedEOF, "objectid: entropy source failed: unexpected EOF"},
		{io.MultiReader(bytes.NewReader(make([]byte, 7)), iotest.ErrReader(boom)), boom, "objectid: entropy source failed: device gone"},
	}
	for _, tc := range tests {
		g, err := core.NewGenerator(nil, tc.entropy)
		if !errors.Is(err, core.ErrEntropy) || !errors.Is(err, tc.cause) || err.Error() != tc.message || g != nil {
			t.Errorf("NewGenerator = %v, %v; want no generator and %s", g, err, tc.message)
		}
	}
}

func TestDefault_SeededOnceAndShared(t *testing.T) {
	a, err0 := core.Default().New()
	at, err := core.Default().BatchAt(time.Unix(exampleUnix, 0), 1)
	batch, err2 := core.Default().Batch(2)
	if err0 != nil || err != nil || err2 != nil || at[0].Seconds() != exampleUnix {
		t.Fatalf("BatchAt = %v, %v; Batch: %v", at, err, err2)
	}
	ids := []core.ObjectID{a, at[0], batch[0], batch[1]}
	for i, id := range ids {
		if id.Random() != a.Random() || i > 0 && id.Counter() != (ids[i-1].Counter()+1)%core.CounterCycle {
			t.Errorf("ID %d %s does not follow %s with its random value and the next counter", i+1, id, ids[max(i-1, 0)])
		}
	}
}

// Goroutines making IDs with New and Fill at one second never repeat a
// counter, and each one's counters rise.
func TestGenerator_ConcurrentUseNeverRepeats(t *testing.T) {
	const workers, perWorker, chunk = 8, 250_000, 1000
	const start = 0xFFF000 // so the counter wraps during the run
	g := newTestGenerator(t, at(exampleUnix), start)
	ids := make([]core.ObjectID, workers*perWorker)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			mine := ids[w*perWorker : (w+1)*perWorker]
			var err error
			for i := 0; i < perWorker && err == nil; i++ {
				if w%2 == 1 {
					mine[i], err = g.New()
				} else if i%chunk == 0 {
					err = g.Fill(mine[i : i+chunk])
				}
			}
			if err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	seen := make([]uint64, core.CounterCycle/64)
	for i, id := range ids {
		c := id.Counter()
		if id.Seconds() != exampleUnix || id.Random() != exampleRandom || seen[c/64]&(1<<(c%64)) != 0 {
			t.Fatalf("ID %d = %s repeats an earlier ID or has other fields", i, id)
		}
		seen[c/64] |= 1 << (c % 64)
		// One worker's counters, counted from the start, must rise.
		if i%perWorker > 0 && (c-start)%core.CounterCycle <= (ids[i-1].Counter()-start)%core.CounterCycle {
			t.Fatalf("ID %d: counter %06x after %06x went back", i, c, ids[i-1].Counter())
		}
	}
}
