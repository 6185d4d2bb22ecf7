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

func TestGenerate_WorkedExampleByteExact(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"default format", []string{"generate", "-n", "2"}, workedFirst + "\n" + workedSecond + "\n"},
		{"format name in capitals", []string{"generate", "-format", "CSV", "-n", "2"},
			"_id\n6553f1003f2a91c8d4003039\n6553f1003f2a91c8d400303a\n"},
		{"one by default", []string{"generate"}, workedFirst + "\n"},
		{"one as json is still an array", []string{"generate", "-format", "json"}, "[\n  \"6553f1003f2a91c8d4003039\"\n]\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			useFixedGenerator(t, time.Unix(workedSeconds, 0))
			got := runMain(t, "", tt.args...)
			if got != (outcome{stdout: tt.want}) {
				t.Errorf("got stdout %q, stderr %q, status %d; want stdout %q", got.stdout, got.stderr, got.status, tt.want)
			}
		})
	}
}

func TestGenerate_AtChoosesTheTimestamp(t *testing.T) {
	for _, at := range []string{"1700000000", "2023-11-14T22:13:20Z", "2023-11-14T23:13:20+01:00", "2023-11-14T22:13:20.999Z"} {
		t.Run(at, func(t *testing.T) {
			useFixedGenerator(t, time.Unix(1800000000, 0))
			got := runMain(t, "", "generate", "-n", "2", "-at", at)
			want := workedFirst + "\n" + workedSecond + "\n"
			if got != (outcome{stdout: want}) {
				t.Errorf("got stdout %q, stderr %q, status %d; want stdout %q", got.stdout, got.stderr, got.status, want)
			}
		})
	}
}

// checkOneRun asserts ids look like one process's run: a shared random
// value, counters one apart (wrapping after 0xffffff), timestamps within
// [from, to].
func checkOneRun(t *testing.T, ids []core.ObjectID, from, to time.Time) {
	t.Helper()
	for i, id := range ids {
		if id.Random() != ids[0].Random() {
			t.Fatalf("ID %d (%s) has random value %x, the first has %x", i, id, id.Random(), ids[0].Random())
		}
		if i > 0 && id.Counter() != (ids[i-1].Counter()+1)%core.CounterCycle {
			t.Fatalf("ID %d (%s) has counter %d after %d", i, id, id.Counter(), ids[i-1].Counter())
		}
		if ts := id.Timestamp(); ts.Before(from.Truncate(time.Second)) || ts.After(to) {
			t.Fatalf("ID %d (%s) has time %v outside %v … %v", i, id, ts, from, to)
		}
	}
}

func TestGenerate_RealGeneratorAtTime(t *testing.T) {
	got := runMain(t, "", "generate", "-n", "20", "-at", "2024-05-01T12:00:00Z", "-format", "shell")
	if got.status != 0 || got.stderr != "" {
		t.Fatalf("status %d, stderr %q", got.status, got.stderr)
	}
	at := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	ids := parseGenerated(t, "shell", got.stdout)
	if len(ids) != 20 {
		t.Fatalf("%d IDs, want 20", len(ids))
	}
	checkOneRun(t, ids, at, at)
}

func TestGenerate_ManyChunksStayUniqueAndConsecutive(t *testing.T) {
	const count = 3*generateChunk + 17
	for _, at := range []string{"", "1700000000"} {
		t.Run("at "+at, func(t *testing.T) {
			useFixedGenerator(t, time.Unix(workedSeconds, 0))
			args := []string{"generate", "-n", strconv.Itoa(count)}
			if at != "" {
				args = append(args, "-at", at)
			}
			got := runMain(t, "", args...)
			if got.status != 0 || got.stderr != "" {
				t.Fatalf("status %d, stderr %q", got.status, got.stderr)
			}
			ids := parseGenerated(t, "hex", got.stdout)
			if len(ids) != count {
				t.Fatalf("%d IDs, want %d", len(ids), count)
			}
			if ids[0].Hex() != workedFirst || ids[1].Hex() != workedSecond {
				t.Errorf("first IDs %s %s, want %s %s", ids[0], ids[1], workedFirst, workedSecond)
			}
			checkOneRun(t, ids, time.Unix(workedSeconds, 0), time.Unix(workedSeconds, 0))
		})
	}
}

func TestGenerate_RefusedValuesExit1(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		wantStderr string
	}{
		{"zero IDs", []string{"-n", "0"}, "objectid: -n 0: make at least 1 ID\n"},
		{"unknown format", []string{"-format", "xml"}, `objectid: -format: unknown format: "xml", want one of hex, shell, ejson, json, csv, shell-array, ejson-array, mongoimport, node, python, go, java, csharp, rust` + "\n"},
		{"time in words", []string{"-at", "last week"}, `objectid: -at: invalid time: "last week", ` + timeForms + "\n"},
		{"time in milliseconds", []string{"-at", "1700000000000"}, "objectid: -at: invalid time: looks like milliseconds: did you mean 1700000000?\n"},
		{"more than one second holds", []string{"-n", "16777217", "-at", "1700000000"},
			"objectid: -n 16777217 with -at: at most 16777216 IDs can share one second without repeating (the counter has 3 bytes); leave out -at or make fewer\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			useFixedGenerator(t, time.Unix(workedSeconds, 0))
			got := runMain(t, "", append([]string{"generate"}, tt.args...)...)
			if got != (outcome{stderr: tt.wantStderr, status: 1}) {
				t.Errorf("got stdout %q, stderr %q, status %d; want stderr %q, status 1", got.stdout, got.stderr, got.status, tt.wantStderr)
			}
		})
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
// its IDs start coming; one more is refused (TestGenerate_RefusedValuesExit1).
// The reader leaves after the first write, so the test does not wait for
// all 16,777,216.
func TestGenerate_AtTakesAFullCounterCycle(t *testing.T) {
	useFixedGenerator(t, time.Unix(workedSeconds+3600, 0))
	var out closingReader
	var stderr bytes.Buffer
	status := Main([]string{"generate", "-n", "16777216", "-at", "1700000000"}, strings.NewReader(""), &out, &stderr)
	if status != 1 || stderr.Len() != 0 {
		t.Fatalf("status %d, stderr %q; want 1 from the closed output and no message", status, stderr.String())
	}
	if out.firstLine != workedFirst {
		t.Errorf("first ID %q, want %s", out.firstLine, workedFirst)
	}
}
