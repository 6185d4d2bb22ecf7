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

func TestGenerator_NewAtWorkedExample(t *testing.T) {
	// The clock shows another time entirely: NewAt must use the chosen one.
	g := newTestGenerator(t, newFakeClock(time.Unix(5, 0)), exampleRandom, 12345)
	for i, want := range []string{exampleFirst, exampleSecond} {
		id, err := g.NewAt(time.Unix(exampleUnix, 999_999_999))
		if err != nil {
			t.Fatal(err)
		}
		if id.Hex() != want {
			t.Errorf("ID %d = %s, want %s", i+1, id.Hex(), want)
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

func TestGenerator_BatchContinuesTheCounter(t *testing.T) {
	g := newTestGenerator(t, newFakeClock(time.Unix(exampleUnix, 0)), exampleRandom, 12345)
	ids, err := g.Batch(3)
	if err != nil {
		t.Fatal(err)
	}
	at, err := g.BatchAt(time.Unix(0x7FFFFFFF, 0), 2)
	if err != nil {
		t.Fatal(err)
	}
	got := []string{ids[0].Hex(), ids[1].Hex(), ids[2].Hex(), at[0].Hex(), at[1].Hex()}
	want := []string{
		exampleFirst, exampleSecond, "6553f1003f2a91c8d400303b",
		"7fffffff3f2a91c8d400303c", "7fffffff3f2a91c8d400303d",
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("ID %d = %s, want %s", i+1, got[i], want[i])
		}
	}
}

func TestGenerator_BatchRejectsSizeBelowOne(t *testing.T) {
	g := newTestGenerator(t, newFakeClock(time.Unix(exampleUnix, 0)), exampleRandom, 0)
	for _, n := range []int{0, -1} {
		if ids, err := g.Batch(n); !errors.Is(err, core.ErrInvalidBatchSize) || ids != nil {
			t.Errorf("Batch(%d) = %v, %v; want nil, ErrInvalidBatchSize", n, ids, err)
		}
		if ids, err := g.BatchAt(time.Unix(exampleUnix, 0), n); !errors.Is(err, core.ErrInvalidBatchSize) || ids != nil {
			t.Errorf("BatchAt(%d) = %v, %v; want nil, ErrInvalidBatchSize", n, ids, err)
		}
	}
	_, err := g.Batch(0)
	if want := "objectid: invalid batch size: 0, want at least 1"; err.Error() != want {
		t.Errorf("message %q, want %q", err, want)
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

func TestGenerator_SpecTimestampsFromClock(t *testing.T) {
	for _, tc := range specTimestamps {
		t.Run(tc.name, func(t *testing.T) {
			g := newTestGenerator(t, newFakeClock(mustTime(t, tc.utc)), exampleRandom, 7)
			assertTimestamp(t, mustNew(t, g), tc.seconds, tc.hex, tc.utc)
		})
	}
}

func TestGenerator_SpecTimestampsFromNewAt(t *testing.T) {
	for _, tc := range specTimestamps {
		t.Run(tc.name, func(t *testing.T) {
			g := newTestGenerator(t, newFakeClock(time.Unix(exampleUnix, 0)), exampleRandom, 7)
			id, err := g.NewAt(mustTime(t, tc.utc))
			if err != nil {
				t.Fatal(err)
			}
			assertTimestamp(t, id, tc.seconds, tc.hex, tc.utc)
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

func TestGenerator_NewAtRefusesTimesOutsideTheField(t *testing.T) {
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
			id, err := g.NewAt(tc.at)
			if !errors.Is(err, core.ErrTimeOutOfRange) {
				t.Fatalf("NewAt = %s, %v; want ErrTimeOutOfRange", id, err)
			}
			if err.Error() != tc.want {
				t.Errorf("message %q, want %q", err, tc.want)
			}
			if !id.IsZero() {
				t.Errorf("ID %s returned beside the error", id)
			}
			// The refused call used no counter value.
			if got := mustNew(t, g).Hex(); got != "6553f1003f2a91c8d4000007" {
				t.Errorf("next ID %s, want the first counter value 000007", got)
			}
		})
	}
}

func TestGenerator_CounterWrapsFromFFFFFFToZero(t *testing.T) {
	g := newTestGenerator(t, newFakeClock(time.Unix(exampleUnix, 0)), exampleRandom, 0xFFFFFE)
	want := []uint32{0xFFFFFE, 0xFFFFFF, 0x000000, 0x000001}
	for i, w := range want {
		id := mustNew(t, g)
		if id.Counter() != w {
			t.Errorf("ID %d counter %06x, want %06x", i+1, id.Counter(), w)
		}
		if id.Random() != exampleRandom || id.Seconds() != exampleUnix {
			t.Errorf("ID %d = %s: the wrap touched other fields", i+1, id)
		}
	}
}

func TestGenerator_ClockSteppingBackKeepsTimestampsMonotonic(t *testing.T) {
	clock := newFakeClock(time.Unix(exampleUnix+5, 0))
	g := newTestGenerator(t, clock, exampleRandom, 0)
	steps := []struct {
		clock int64
		want  uint32
	}{
		{exampleUnix + 5, exampleUnix + 5},
		{exampleUnix + 2, exampleUnix + 5},
		{exampleUnix - 3600, exampleUnix + 5},
		{exampleUnix + 5, exampleUnix + 5},
		{exampleUnix + 6, exampleUnix + 6},
		{exampleUnix + 1, exampleUnix + 6},
	}
	var previous core.ObjectID
	for i, step := range steps {
		clock.Set(time.Unix(step.clock, 0))
		id := mustNew(t, g)
		if id.Seconds() != step.want {
			t.Errorf("step %d (clock %d): timestamp %d, want %d", i+1, step.clock, id.Seconds(), step.want)
		}
		if i > 0 && id.Compare(previous) <= 0 {
			t.Errorf("step %d: %s does not sort after %s", i+1, id, previous)
		}
		previous = id
	}
}

// fillChunk is how many IDs the exhaustion tests make per Fill: big enough
// to keep the lock and clock reads rare, small enough to stay in cache.
const fillChunk = 1 << 16

// assertRun checks that ids carry the timestamp second, the example random
// value and the consecutive counters counter, counter+1, … (modulo the
// cycle), and returns the counter that should come next. It reads the bytes
// directly because the exhaustion tests call it 16,777,216 times under -race.
func assertRun(t *testing.T, ids []core.ObjectID, second uint32, counter uint32) uint32 {
	t.Helper()
	first := core.FromParts(second, exampleRandom, 0)
	prefix := [9]byte(first[:9])
	for _, id := range ids {
		c := counter % core.CounterCycle
		if [9]byte(id[:9]) != prefix || id[9] != byte(c>>16) || id[10] != byte(c>>8) || id[11] != byte(c) {
			t.Fatalf("ID %s, want timestamp %08x, random %x, counter %06x", id, second, exampleRandom, c)
		}
		counter++
	}
	return counter
}

// fillSecond makes one full counter cycle at the fake clock's second with
// Fill, in chunks. The IDs share their timestamp and random value, so they
// differ exactly where their counters differ; assertRun shows the counters
// are start, start+1, …, start+16,777,215 modulo 16,777,216: that many
// consecutive residues are all distinct. Hence no two of these IDs are
// equal, without holding them all in memory.
func fillSecond(t *testing.T, g *core.Generator, second uint32, start uint32) {
	t.Helper()
	ids := make([]core.ObjectID, fillChunk)
	counter := start
	for range core.CounterCycle / fillChunk {
		if err := g.Fill(ids); err != nil {
			t.Fatal(err)
		}
		counter = assertRun(t, ids, second, counter)
	}
}

func TestGenerator_NewWaitsForNextSecondAfterFullCounterCycle(t *testing.T) {
	const second = exampleUnix
	// The clock stands just before the next second, so each wait inside
	// New sleeps about a nanosecond instead of a real second.
	clock := newFakeClock(time.Unix(second, 999_999_999))
	g := newFixtureGenerator(t, clock, exampleRandom, 0xABCDEF)
	fillSecond(t, g, second, 0xABCDEF)

	// Every counter value of this second is used. The clock keeps showing
	// it for three more reads; only a New that really waits reads it a
	// fourth time and sees the next second.
	clock.Script(func(n int) time.Time {
		if n <= 3 {
			return time.Unix(second, 999_999_999)
		}
		return time.Unix(second+1, 0)
	})
	before := clock.Reads()
	next := mustNew(t, g)
	if reads := clock.Reads() - before; reads < 4 {
		t.Errorf("New read the clock %d times after the cycle was used up; it must poll until the next second", reads)
	}
	if next.Seconds() != second+1 {
		t.Fatalf("ID after a full cycle %s has timestamp %d, want %d: it would repeat the first ID of the second", next, next.Seconds(), second+1)
	}
	if next.Counter() != 0xABCDEF {
		t.Errorf("counter %06x, want the cycle to go on at abcdef", next.Counter())
	}
}

func TestGenerator_NewAtRefusesSecondUsedUpByNew(t *testing.T) {
	const second = exampleUnix
	clock := newFakeClock(time.Unix(second, 999_999_999))
	g := newFixtureGenerator(t, clock, exampleRandom, 0)
	fillSecond(t, g, second, 0)

	_, err := g.NewAt(time.Unix(second, 0))
	if !errors.Is(err, core.ErrSecondExhausted) {
		t.Fatalf("NewAt on a used-up second: %v, want ErrSecondExhausted", err)
	}
	if want := "objectid: second exhausted: all 16777216 counter values for 2023-11-14T22:13:20Z are used"; err.Error() != want {
		t.Errorf("message %q, want %q", err, want)
	}
	if id, err := g.NewAt(time.Unix(second+1, 0)); err != nil || id.Seconds() != second+1 {
		t.Errorf("NewAt on the next second = %s, %v; want an ID at %d", id, err, second+1)
	}
}

func TestGenerator_FillAtStopsWhenChosenSecondIsUsedUp(t *testing.T) {
	const chosen = 0x80000000
	at := time.Unix(chosen, 0)
	clock := newFakeClock(time.Unix(chosen, 999_999_999))
	g := newFixtureGenerator(t, clock, exampleRandom, 0x123456)

	// Two IDs first, so the last chunk below finds only fillChunk-2 values
	// left. Same reasoning as fillSecond: one cycle of consecutive counters
	// at one timestamp holds no repeat.
	ids := make([]core.ObjectID, fillChunk)
	counter := uint32(0x123456)
	if err := g.FillAt(ids[:2], at); err != nil {
		t.Fatal(err)
	}
	counter = assertRun(t, ids[:2], chosen, counter)
	for range core.CounterCycle/fillChunk - 1 {
		if err := g.FillAt(ids, at); err != nil {
			t.Fatalf("FillAt within the first cycle: %v", err)
		}
		counter = assertRun(t, ids, chosen, counter)
	}

	clear(ids)
	err := g.FillAt(ids, at)
	if !errors.Is(err, core.ErrSecondExhausted) {
		t.Fatalf("FillAt past a full cycle: %v, want ErrSecondExhausted", err)
	}
	if want := "objectid: second exhausted: all 16777216 counter values for 2038-01-19T03:14:08Z are used"; err.Error() != want {
		t.Errorf("message %q, want %q", err, want)
	}
	assertRun(t, ids[:fillChunk-2], chosen, counter)
	if ids[fillChunk-2] != core.Nil || ids[fillChunk-1] != core.Nil {
		t.Errorf("FillAt wrote %s and %s past the last free counter value", ids[fillChunk-2], ids[fillChunk-1])
	}
	if id, err := g.NewAt(at.Add(500 * time.Millisecond)); !errors.Is(err, core.ErrSecondExhausted) {
		t.Errorf("NewAt in the used-up second = %s, %v; want ErrSecondExhausted", id, err)
	}
	if _, err := g.BatchAt(at, 1); !errors.Is(err, core.ErrSecondExhausted) {
		t.Errorf("BatchAt in the used-up second: %v, want ErrSecondExhausted", err)
	}

	// The clock shows the chosen second for two more reads, then the next:
	// New must wait rather than reuse the chosen second.
	clock.Script(func(n int) time.Time {
		if n <= 2 {
			return time.Unix(chosen, 999_999_999)
		}
		return time.Unix(chosen+1, 0)
	})
	next := mustNew(t, g)
	if next.Seconds() != chosen+1 {
		t.Errorf("New while the clock shows the used-up second gave timestamp %d, want %d", next.Seconds(), chosen+1)
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

func TestNewGenerator_ReadsEntropyInPieces(t *testing.T) {
	// A source that hands out one byte per read is slow, not broken.
	g, err := core.NewGenerator(newFakeClock(time.Unix(exampleUnix, 0)).Now, iotest.OneByteReader(entropyFor(exampleRandom, 12345)))
	if err != nil {
		t.Fatal(err)
	}
	if got := mustNew(t, g).Hex(); got != exampleFirst {
		t.Errorf("first ID %s, want %s", got, exampleFirst)
	}
}

func TestDefault_SeededOnceAndShared(t *testing.T) {
	g1 := core.Default()
	g2 := core.Default()
	if g1 != g2 {
		t.Fatal("Default returned two different generators")
	}
	a := core.New()
	at, err := core.NewAt(time.Unix(exampleUnix, 0))
	if err != nil {
		t.Fatal(err)
	}
	batch, err := core.Batch(2)
	if err != nil {
		t.Fatal(err)
	}
	ids := []core.ObjectID{a, at, batch[0], batch[1]}
	for i, id := range ids {
		if id.Random() != a.Random() {
			t.Errorf("ID %d random %x, want the process value %x", i+1, id.Random(), a.Random())
		}
		if i > 0 && id.Counter() != (ids[i-1].Counter()+1)%core.CounterCycle {
			t.Errorf("ID %d counter %06x does not follow %06x", i+1, id.Counter(), ids[i-1].Counter())
		}
	}
	if at.Seconds() != exampleUnix {
		t.Errorf("NewAt timestamp %d, want %d", at.Seconds(), exampleUnix)
	}
	if _, err := core.Batch(0); !errors.Is(err, core.ErrInvalidBatchSize) {
		t.Errorf("Batch(0) err = %v, want ErrInvalidBatchSize", err)
	}
	if _, err := core.NewAt(time.Unix(-1, 0)); !errors.Is(err, core.ErrTimeOutOfRange) {
		t.Errorf("NewAt(1969) err = %v, want ErrTimeOutOfRange", err)
	}
	// A zero random value would mean the seed was never read.
	if a.Random() == [5]byte{} {
		t.Error("the process random value is all zeros")
	}
}

func TestDefault_NewUsesTheRealClock(t *testing.T) {
	before := time.Now().Unix()
	id := core.New()
	after := time.Now().Unix()
	if s := int64(id.Seconds()); s < before || s > after {
		t.Errorf("timestamp %d outside the clock readings %d … %d", s, before, after)
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

func TestNewGenerator_NilEntropyReadsCryptoRandAndCannotFail(t *testing.T) {
	g, err := core.NewGenerator(nil, nil)
	if err != nil || g == nil {
		t.Fatalf("NewGenerator(nil, nil) = %v, %v; want a generator and no error", g, err)
	}
	if mine := mustNew(t, g).Random(); mine == core.New().Random() {
		t.Errorf("two generators share the random value %x; each must read its own", mine)
	}
}
