package cli

import (
	"bytes"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// laterSeconds is a clock reading other than the worked example's, so that
// a timestamp of workedSeconds shows that -at chose it.
const laterSeconds = 1800000000

func TestGenerate_WorkedExampleByteExact(t *testing.T) {
	checkCases(t, func(t *testing.T) { useFixedGenerator(t, time.Unix(laterSeconds, 0)) }, []mainCase{
		{name: "now", args: []string{"generate", "-n", "2"}, want: outcome{stdout: "6b49d2003f2a91c8d4003039\n6b49d2003f2a91c8d400303a\n"}},
		{name: "format name in capitals", args: []string{"generate", "-format", "CSV", "-n", "2", "-at", "1700000000"}, want: outcome{stdout: "_id\n" + workedTwo}},
		{name: "one by default", args: []string{"generate", "-at", "1700000000"}, want: outcome{stdout: workedFirst + "\n"}},
		{name: "one as json is still an array", args: []string{"generate", "-format", "json", "-at", "1700000000"}, want: outcome{stdout: "[\n  \"6553f1003f2a91c8d4003039\"\n]\n"}},
		{name: "at in RFC 3339", args: []string{"generate", "-n", "2", "-at", "2023-11-14T22:13:20Z"}, want: outcome{stdout: workedTwo}},
		{name: "at with an offset", args: []string{"generate", "-n", "2", "-at", "2023-11-14T23:13:20+01:00"}, want: outcome{stdout: workedTwo}},
		{name: "at within the second", args: []string{"generate", "-n", "2", "-at", "2023-11-14T22:13:20.999Z"}, want: outcome{stdout: workedTwo}},
		{name: "zero IDs", args: []string{"generate", "-n", "0"}, want: outcome{stderr: "objectid: -n 0: make at least 1 ID\n", status: 1}},
		{name: "unknown format", args: []string{"generate", "-format", "xml"}, want: outcome{stderr: `objectid: -format: unknown format: "xml", want one of hex, shell, ejson, json, csv, shell-array, ejson-array, mongoimport, node, python, go, java, csharp, rust` + "\n", status: 1}},
		{name: "format named after its tool", args: []string{"generate", "-format", "mongosh"}, want: outcome{stderr: `objectid: -format: unknown format: "mongosh", want one of hex, shell, ejson, json, csv, shell-array, ejson-array, mongoimport, node, python, go, java, csharp, rust; did you mean shell?` + "\n", status: 1}},
		{name: "format mistyped", args: []string{"generate", "-format", "shel-array"}, want: outcome{stderr: `objectid: -format: unknown format: "shel-array", want one of hex, shell, ejson, json, csv, shell-array, ejson-array, mongoimport, node, python, go, java, csharp, rust; did you mean shell-array?` + "\n", status: 1}},
		{name: "time in words", args: []string{"generate", "-at", "last week"}, want: outcome{stderr: `objectid: -at: invalid time: "last week", ` + timeForms + "\n", status: 1}},
		{name: "time in milliseconds", args: []string{"generate", "-at", "1700000000000"}, want: outcome{stderr: "objectid: -at: invalid time: looks like milliseconds: did you mean 1700000000?\n", status: 1}},
	})
}

// useForbiddenDefault makes the process-wide generator one that fails the
// test if generate takes IDs from it: fixed values must get a generator of
// their own.
func useForbiddenDefault(t *testing.T) {
	t.Helper()
	previous := newGenerator
	newGenerator = func() *core.Generator {
		t.Error("generate used the process-wide generator")
		return core.Default()
	}
	t.Cleanup(func() { newGenerator = previous })
}

func TestGenerate_FixedValuesForTestData(t *testing.T) {
	setup := func(t *testing.T) {
		useForbiddenDefault(t)
		useClock(t, time.Unix(workedSeconds, 0))
	}
	spanTooShort := "objectid: -n 16777217 -from 1700000000 -to 1700000001: span too short: 16777217 unique IDs need at least 2 whole seconds, and 2023-11-14T22:13:20Z … 2023-11-14T22:13:21Z holds 1 (one random value gives 16777216 unique IDs per second)\n"
	checkCases(t, setup, []mainCase{
		{name: "at a time", args: []string{"generate", "-n", "2", "-at", "1700000000", "-random", "3f2a91c8d4", "-counter", "12345"}, want: outcome{stdout: workedTwo}},
		{name: "now", args: []string{"generate", "-n", "2", "-random", "3f2a91c8d4", "-counter", "12345"}, want: outcome{stdout: workedTwo}},
		{name: "at tomorrow", args: []string{"generate", "-at", "tomorrow", "-random", "3f2a91c8d4", "-counter", "12345"}, want: outcome{stdout: "65540a003f2a91c8d4003039\n"}},
		{name: "capitals and hex counter", args: []string{"generate", "-n", "2", "-random", "3F2A91C8D4", "-counter", "0x003039"}, want: outcome{stdout: workedTwo}},
		// SeedFixture("users-2024") is e08222b698 and counter 10245744 (0x9c5670).
		{name: "seed", args: []string{"generate", "-n", "3", "-at", "1700000000", "-seed", "users-2024"}, want: outcome{stdout: "6553f100e08222b6989c5670\n6553f100e08222b6989c5671\n6553f100e08222b6989c5672\n"}},
		{name: "spread even over days", args: []string{"generate", "-n", "4", "-from", "2024-01-01T00:00:00Z", "-to", "2024-01-05T00:00:00Z", "-random", "3f2a91c8d4", "-counter", "12345"},
			want: outcome{stdout: "659200803f2a91c8d4003039\n659352003f2a91c8d400303a\n6594a3803f2a91c8d400303b\n6595f5003f2a91c8d400303c\n"}},
		{name: "spread random with a seed", args: []string{"generate", "-n", "5", "-from", "2024-01-01T00:00:00Z", "-to", "1704153600", "-spread", "random", "-seed", "users-2024"},
			want: outcome{stdout: "65920ee3e08222b6989c5670\n659238b7e08222b6989c5671\n659256c8e08222b6989c5672\n65926807e08222b6989c5673\n6592c3cde08222b6989c5674\n"}},
		{name: "spread up to the end of the last second", args: []string{"generate", "-n", "2", "-from", "2106-02-07T06:28:14Z", "-to", "2106-02-07T06:28:16Z", "-random", "3f2a91c8d4", "-counter", "0"},
			want: outcome{stdout: "fffffffe3f2a91c8d4000000\nffffffff3f2a91c8d4000001\n"}},
		{name: "short random", args: []string{"generate", "-random", "3f2a91c8"},
			want: outcome{stderr: `objectid: -random: invalid random value: "3f2a91c8" has 8 characters, want 10 hex digits (5 bytes), such as 3f2a91c8d4` + "\n", status: 1}},
		{name: "counter too big", args: []string{"generate", "-counter", "16777216"},
			want: outcome{stderr: "objectid: -counter: invalid counter: 16777216 is more than 16777215, want 0 … 16777215 (0x000000 … 0xffffff): the counter has 3 bytes\n", status: 1}},
		{name: "empty seed", args: []string{"generate", "-seed", ""},
			want: outcome{stderr: "objectid: -seed: invalid seed: empty, want a text to derive the random value and counter from\n", status: 1}},
		{name: "bad spread", args: []string{"generate", "-from", "0", "-to", "10", "-spread", "uniform"},
			want: outcome{stderr: `objectid: -spread: unknown spread: "uniform", want even or random` + "\n", status: 1}},
		{name: "bad from", args: []string{"generate", "-from", "the day before", "-to", "10"},
			want: outcome{stderr: `objectid: -from: invalid time: "the day before", ` + timeForms + "\n", status: 1}},
		{name: "span too short", args: []string{"generate", "-n", "16777217", "-from", "1700000000", "-to", "1700000001"}, want: outcome{stderr: spanTooShort, status: 1}},
		{name: "more than one random value holds", args: []string{"generate", "-n", "16777217", "-seed", "x"},
			want: outcome{stderr: "objectid: -n 16777217 with fixed values: one random value gives at most 16777216 unique IDs in a batch (the counter has 3 bytes); make fewer\n", status: 1}},
	})
}

func TestGenerate_OneFixedValueLeavesTheOtherRandom(t *testing.T) {
	useForbiddenDefault(t)
	randoms, counters := map[[5]byte]bool{}, map[uint32]bool{}
	for range 4 {
		ids := parseHex(t, runMain(t, "", "generate", "-n", "2", "-random", "3f2a91c8d4").stdout)
		if ids[0].Random() != [5]byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4} || ids[1].Counter() != (ids[0].Counter()+1)%core.CounterCycle {
			t.Fatalf("-random alone: %v", ids)
		}
		counters[ids[0].Counter()] = true
		ids = parseHex(t, runMain(t, "", "generate", "-n", "2", "-counter", "7").stdout)
		if ids[0].Counter() != 7 || ids[1].Counter() != 8 {
			t.Fatalf("-counter alone: %v", ids)
		}
		randoms[ids[0].Random()] = true
	}
	if len(randoms) < 2 || len(counters) < 2 {
		t.Errorf("over 4 runs, %d random values with -counter alone and %d counter starts with -random alone; want them random", len(randoms), len(counters))
	}
}

// The real generator writes a batch of several chunks as one run: one
// random value, consecutive counters, the timestamp asked for.
func TestGenerate_ManyChunksAreOneRun(t *testing.T) {
	const count = 3*generateChunk + 17
	got := runMain(t, "", "generate", "-n", strconv.Itoa(count), "-at", "2024-05-01T12:00:00Z")
	ids := parseHex(t, got.stdout)
	if got.status != 0 || got.stderr != "" || len(ids) != count {
		t.Fatalf("status %d, stderr %q, %d IDs; want %d", got.status, got.stderr, len(ids), count)
	}
	for i, id := range ids {
		if id.Random() != ids[0].Random() || id.Counter() != (ids[0].Counter()+uint32(i))%core.CounterCycle || id.Seconds() != 1714564800 {
			t.Fatalf("ID %d (%s) does not follow the first, %s", i, id, ids[0])
		}
	}
}

// closingReader takes the first write, keeps its first line and then fails
// every write as a reader that has gone does (objectid generate | head -1).
type closingReader struct {
	writes    int
	firstLine string
}

func (w *closingReader) Write(p []byte) (int, error) {
	w.writes++
	if w.writes > 1 {
		return 0, syscall.EPIPE
	}
	w.firstLine, _, _ = strings.Cut(string(p), "\n")
	return len(p), nil
}

// A full counter cycle fits in one second, so -n 16777216 -at is taken and
// its IDs start coming; one more is refused. The reader leaves after the
// first write, so the test does not wait for all 16,777,216.
func TestGenerate_AtTakesAFullCounterCycle(t *testing.T) {
	useFixedGenerator(t, time.Unix(laterSeconds, 0))
	var out closingReader
	var stderr bytes.Buffer
	status := Main([]string{"generate", "-n", "16777216", "-at", "1700000000"}, strings.NewReader(""), &out, &stderr)
	if status != 1 || stderr.Len() != 0 || out.firstLine != workedFirst {
		t.Errorf("status %d, stderr %q, first ID %q; want 1 from the closed output, no message and %s", status, stderr.String(), out.firstLine, workedFirst)
	}
}

// lineRecorder counts the lines written to it and keeps those whose
// 0-based numbers are in keep.
type lineRecorder struct {
	keep    map[int]string
	lines   int
	partial []byte
}

func (r *lineRecorder) Write(p []byte) (int, error) {
	r.partial = append(r.partial, p...)
	for {
		line, rest, ok := bytes.Cut(r.partial, []byte("\n"))
		if !ok {
			return len(p), nil
		}
		if _, wanted := r.keep[r.lines]; wanted {
			r.keep[r.lines] = string(line)
		}
		r.lines++
		r.partial = rest
	}
}

// Past one counter cycle at one second, the generator takes a fresh random
// value, as docs/LIMITS.md says: the ID one cycle on has the same counter
// and second as the first, and another random value.
func TestGenerate_AtOneSecondPastOneCounterCycle(t *testing.T) {
	if testing.Short() {
		t.Skip("makes 16,777,316 IDs")
	}
	const count = core.CounterCycle + 100
	out := &lineRecorder{keep: map[int]string{0: "", core.CounterCycle: ""}}
	var stderr bytes.Buffer
	status := Main([]string{"generate", "-n", strconv.Itoa(count), "-at", "2024-05-01T12:00:00Z"}, strings.NewReader(""), out, &stderr)
	if status != 0 || stderr.Len() != 0 || out.lines != count || len(out.partial) != 0 {
		t.Fatalf("status %d, stderr %q, %d lines and %q; want %d lines", status, stderr.String(), out.lines, out.partial, count)
	}
	first, next := out.keep[0], out.keep[core.CounterCycle]
	if first[:8] != "66322ec0" || next[:8] != first[:8] || next[18:] != first[18:] || next[8:18] == first[8:18] {
		t.Errorf("first ID %s, one cycle on %s: want the same second and counter, another random value", first, next)
	}
}
