package core_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
)

var workedFixture = core.Fixture{Random: exampleRandom, CounterStart: 12345}

func mustSpread(t *testing.T, n int, from, to time.Time, mode core.SpreadMode, key core.SpreadKey) *core.Spread {
	t.Helper()
	s, err := core.NewSpread(n, from, to, mode, key)
	if err != nil {
		t.Fatalf("NewSpread(%d, %s, %s, %v): %v", n, from, to, mode, err)
	}
	return s
}

func seedKey(t *testing.T, text string) core.SpreadKey {
	t.Helper()
	k, err := core.SeedSpreadKey(text)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func secondsOf(s *core.Spread) []int64 {
	out := make([]int64, s.Len())
	for i := range out {
		out[i] = int64(s.Seconds(i))
	}
	return out
}

func TestSpread_EvenOnePerDayFromTheStart(t *testing.T) {
	from, to := mustTime(t, "2024-01-01T00:00:00Z"), mustTime(t, "2024-01-05T00:00:00Z")
	ids := mustSpread(t, 4, from, to, core.SpreadEven, core.SpreadKey{}).IDs(workedFixture)
	want := []string{
		"659200803f2a91c8d4003039", // 2024-01-01, counter 12345
		"659352003f2a91c8d400303a",
		"6594a3803f2a91c8d400303b",
		"6595f5003f2a91c8d400303c", // 2024-01-04
	}
	for i, id := range ids {
		if id.Hex() != want[i] {
			t.Errorf("ID %d = %s (%s), want %s", i, id, id.Timestamp().Format(time.RFC3339), want[i])
		}
	}
}

func TestSpread_EvenMoreIDsThanSecondsShareSeconds(t *testing.T) {
	s := mustSpread(t, 5, time.Unix(100, 0), time.Unix(102, 0), core.SpreadEven, core.SpreadKey{})
	if got, want := secondsOf(s), []int64{100, 100, 100, 101, 101}; !equalInts(got, want) {
		t.Errorf("seconds %v, want %v", got, want)
	}
	checkUniqueAndSorted(t, s.IDs(workedFixture), time.Unix(100, 0), time.Unix(102, 0))
}

func TestSpread_WholeSecondsWithinFractionalBounds(t *testing.T) {
	from, to := time.Unix(10, 500_000_000), time.Unix(12, 500_000_000)
	s := mustSpread(t, 4, from, to, core.SpreadEven, core.SpreadKey{})
	if got, want := secondsOf(s), []int64{11, 11, 12, 12}; !equalInts(got, want) {
		t.Errorf("seconds %v, want %v", got, want)
	}
}

// The vector was computed from the documented stream by an independent
// implementation (Python's hashlib).
func TestSpread_RandomSeededFixedVector(t *testing.T) {
	from, to := mustTime(t, "2024-01-01T00:00:00Z"), mustTime(t, "2024-01-02T00:00:00Z")
	s := mustSpread(t, 5, from, to, core.SpreadRandom, seedKey(t, "users-2024"))
	want := []int64{1704070883, 1704081591, 1704089288, 1704093703, 1704117197}
	if got := secondsOf(s); !equalInts(got, want) {
		t.Errorf("seconds %v, want %v", got, want)
	}
	s = mustSpread(t, 4, time.Unix(0, 0), time.Unix(3, 0), core.SpreadRandom, seedKey(t, "worked example"))
	if got, want := secondsOf(s), []int64{0, 1, 1, 1}; !equalInts(got, want) {
		t.Errorf("seconds %v, want %v", got, want)
	}
}

func TestSpread_RandomSeededIsReproducibleAndSeedsDiffer(t *testing.T) {
	from, to := mustTime(t, "2023-01-01T00:00:00Z"), mustTime(t, "2024-01-01T00:00:00Z")
	a := mustSpread(t, 500, from, to, core.SpreadRandom, seedKey(t, "a")).IDs(workedFixture)
	b := mustSpread(t, 500, from, to, core.SpreadRandom, seedKey(t, "a")).IDs(workedFixture)
	c := mustSpread(t, 500, from, to, core.SpreadRandom, seedKey(t, "b")).IDs(workedFixture)
	same := 0
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("ID %d: %s then %s from the same seed", i, a[i], b[i])
		}
		if a[i] == c[i] {
			same++
		}
	}
	if same > 5 {
		t.Errorf("seeds a and b give %d of 500 IDs alike", same)
	}
	checkUniqueAndSorted(t, a, from, to)
	checkUniqueAndSorted(t, c, from, to)
}

func TestSpread_RandomUnseededDiffersFromRunToRun(t *testing.T) {
	from, to := mustTime(t, "2023-01-01T00:00:00Z"), mustTime(t, "2024-01-01T00:00:00Z")
	a := secondsOf(mustSpread(t, 50, from, to, core.SpreadRandom, core.RandomSpreadKey()))
	b := secondsOf(mustSpread(t, 50, from, to, core.SpreadRandom, core.RandomSpreadKey()))
	if equalInts(a, b) {
		t.Errorf("two random keys gave the same 50 timestamps %v", a)
	}
}

func TestSpread_RandomCoversTheSpanUniformly(t *testing.T) {
	const n, span = 40000, 10
	s := mustSpread(t, n, time.Unix(1000, 0), time.Unix(1000+span, 0), core.SpreadRandom, seedKey(t, "uniform"))
	var counts [span]int
	for _, sec := range secondsOf(s) {
		counts[sec-1000]++
	}
	for i, c := range counts {
		// Expected 4000 per second, standard deviation 60.
		if c < 3700 || c > 4300 {
			t.Errorf("second %d holds %d of %d IDs, want about %d: %v", i, c, n, n/span, counts)
		}
	}
	checkUniqueAndSorted(t, s.IDs(workedFixture), time.Unix(1000, 0), time.Unix(1000+span, 0))
}

func TestSpread_FullSecondsStayUnique(t *testing.T) {
	core.SetSpreadPerSecond(t, 4)
	for _, mode := range core.SpreadModes {
		t.Run(mode.String(), func(t *testing.T) {
			from, to := time.Unix(50, 0), time.Unix(53, 0)
			s := mustSpread(t, 12, from, to, mode, seedKey(t, "full"))
			if got, want := secondsOf(s), []int64{50, 50, 50, 50, 51, 51, 51, 51, 52, 52, 52, 52}; !equalInts(got, want) {
				t.Errorf("seconds %v, want every second full: %v", got, want)
			}
			if _, err := core.NewSpread(13, from, to, mode, seedKey(t, "full")); !errors.Is(err, core.ErrSpanTooShort) {
				t.Errorf("13 IDs in 3 seconds of 4: %v, want ErrSpanTooShort", err)
			}
		})
	}
	t.Run("random never overfills a second", func(t *testing.T) {
		for _, seed := range []string{"1", "2", "3", "4", "5", "6", "7", "8"} {
			s := mustSpread(t, 14, time.Unix(0, 0), time.Unix(5, 0), core.SpreadRandom, seedKey(t, seed))
			counts := map[int64]int{}
			for _, sec := range secondsOf(s) {
				counts[sec]++
				if counts[sec] > 4 {
					t.Fatalf("seed %s: second %d holds more than 4: %v", seed, sec, secondsOf(s))
				}
			}
		}
	})
}

func TestSpread_RefusesSpansThatCannotHoldTheIDs(t *testing.T) {
	tests := []struct {
		name     string
		n        int
		from, to time.Time
		want     error
		wantText string
	}{
		{"one second too many", core.CounterCycle + 1, time.Unix(0, 0), time.Unix(1, 0), core.ErrSpanTooShort,
			"16777217 unique IDs need at least 2 whole seconds, and 1970-01-01T00:00:00Z … 1970-01-01T00:00:01Z holds 1 (one random value gives 16777216 unique IDs per second)"},
		{"no whole second inside", 1, time.Unix(10, 100), time.Unix(10, 900), core.ErrSpanTooShort, "holds 0"},
		{"end before start", 1, time.Unix(10, 0), time.Unix(5, 0), core.ErrInvalidRange, "must be after from"},
		{"empty span", 1, time.Unix(10, 0), time.Unix(10, 0), core.ErrInvalidRange, "must be after from"},
		{"before 1970", 1, time.Unix(-10, 0), time.Unix(5, 0), core.ErrTimeOutOfRange, "from"},
		{"past 2106", 1, time.Unix(0, 0), time.Unix(core.MaxSeconds+2, 0), core.ErrTimeOutOfRange, "2106-02-07T06:28:16Z"},
		{"no IDs", 0, time.Unix(0, 0), time.Unix(5, 0), core.ErrInvalidBatchSize, "at least 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, mode := range core.SpreadModes {
				_, err := core.NewSpread(tt.n, tt.from, tt.to, mode, core.SpreadKey{})
				if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.wantText) {
					t.Errorf("%v: got %v, want %v with %q", mode, err, tt.want, tt.wantText)
				}
			}
		})
	}
	if _, err := core.NewSpread(core.CounterCycle, time.Unix(0, 0), time.Unix(1, 0), core.SpreadEven, core.SpreadKey{}); err != nil {
		t.Errorf("a full second: %v, want it accepted", err)
	}
}

func TestSpread_LastSecondOfTheField(t *testing.T) {
	end := time.Unix(core.MaxSeconds+1, 0)
	for _, mode := range core.SpreadModes {
		ids := mustSpread(t, 3, end.Add(-2*time.Second), end, mode, seedKey(t, "end")).IDs(workedFixture)
		checkUniqueAndSorted(t, ids, end.Add(-2*time.Second), end)
		if last := ids[2].Seconds(); last != core.MaxSeconds {
			t.Errorf("%v: last ID at %d, want %d", mode, last, uint32(core.MaxSeconds))
		}
	}
}

func TestSpread_FillContinuesCountersAcrossChunks(t *testing.T) {
	s := mustSpread(t, 10, time.Unix(0, 0), time.Unix(1000, 0), core.SpreadEven, core.SpreadKey{})
	whole := s.IDs(workedFixture)
	chunk := make([]core.ObjectID, 4)
	var pieced []core.ObjectID
	for start := 0; ; {
		n := s.Fill(chunk, start, workedFixture)
		if n == 0 {
			break
		}
		pieced = append(pieced, chunk[:n]...)
		start += n
	}
	if len(pieced) != len(whole) {
		t.Fatalf("chunks gave %d IDs, want %d", len(pieced), len(whole))
	}
	for i := range whole {
		if pieced[i] != whole[i] || whole[i].Counter() != 12345+uint32(i) {
			t.Errorf("ID %d: chunked %s, whole %s, want counter %d", i, pieced[i], whole[i], 12345+i)
		}
	}
}

func TestParseSpreadMode(t *testing.T) {
	for _, m := range core.SpreadModes {
		for _, name := range []string{m.String(), strings.ToUpper(m.String())} {
			if got, err := core.ParseSpreadMode(name); err != nil || got != m {
				t.Errorf("ParseSpreadMode(%q) = %v, %v; want %v", name, got, err, m)
			}
		}
	}
	if _, err := core.ParseSpreadMode("uniform"); !errors.Is(err, core.ErrUnknownSpread) || !strings.Contains(err.Error(), `"uniform", want even or random`) {
		t.Errorf("ParseSpreadMode(uniform) = %v", err)
	}
}

func checkUniqueAndSorted(t *testing.T, ids []core.ObjectID, from, to time.Time) {
	t.Helper()
	seen := make(map[core.ObjectID]bool, len(ids))
	for i, id := range ids {
		if seen[id] {
			t.Fatalf("ID %d (%s) repeats an earlier one", i, id)
		}
		seen[id] = true
		if ts := id.Timestamp(); ts.Before(from) || !ts.Before(to) {
			t.Fatalf("ID %d at %s, outside [%s, %s)", i, ts, from, to)
		}
		if i > 0 && id.Seconds() < ids[i-1].Seconds() {
			t.Fatalf("ID %d at %d comes after one at %d", i, id.Seconds(), ids[i-1].Seconds())
		}
	}
}

func equalInts(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestSpread_RandomRefusesMoreThanItKeeps(t *testing.T) {
	_, err := core.NewSpread(core.MaxRandomSpread+1, time.Unix(0, 0), time.Unix(core.MaxSeconds, 0), core.SpreadRandom, core.SpreadKey{})
	if !errors.Is(err, core.ErrInvalidBatchSize) || !strings.Contains(err.Error(), "at most 100000000") {
		t.Errorf("got %v, want ErrInvalidBatchSize naming the bound", err)
	}
	if _, err := core.NewSpread(core.MaxRandomSpread+1, time.Unix(0, 0), time.Unix(core.MaxSeconds, 0), core.SpreadEven, core.SpreadKey{}); err != nil {
		t.Errorf("even spread of the same size: %v, want it accepted (it keeps nothing)", err)
	}
}
