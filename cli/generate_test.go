package cli

import (
	"encoding/json"
	"strconv"
	"strings"
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
		{"hex", []string{"generate", "-n", "2", "-format", "hex"}, workedFirst + "\n" + workedSecond + "\n"},
		{"shell", []string{"generate", "-n", "2", "-format", "shell"},
			`ObjectId("6553f1003f2a91c8d4003039")` + "\n" + `ObjectId("6553f1003f2a91c8d400303a")` + "\n"},
		{"ejson", []string{"generate", "-n", "2", "-format", "ejson"},
			`{"$oid":"6553f1003f2a91c8d4003039"}` + "\n" + `{"$oid":"6553f1003f2a91c8d400303a"}` + "\n"},
		{"json", []string{"generate", "-n", "2", "-format", "json"},
			"[\n  \"6553f1003f2a91c8d4003039\",\n  \"6553f1003f2a91c8d400303a\"\n]\n"},
		{"csv", []string{"generate", "-n", "2", "-format", "csv"},
			"_id\n6553f1003f2a91c8d4003039\n6553f1003f2a91c8d400303a\n"},
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

// parseGenerated reads IDs back from generate's output in format.
func parseGenerated(t *testing.T, format, text string) []core.ObjectID {
	t.Helper()
	switch format {
	case "ejson-array":
		var docs []struct {
			OID core.ObjectID `json:"$oid"`
		}
		if err := json.Unmarshal([]byte(text), &docs); err != nil {
			t.Fatalf("output is not a JSON array of {\"$oid\": …}: %v\n%s", err, text)
		}
		ids := make([]core.ObjectID, len(docs))
		for i, d := range docs {
			ids[i] = d.OID
		}
		return ids
	case "shell-array":
		inner, ok := strings.CutPrefix(strings.TrimSuffix(text, "]\n"), "[")
		if !ok || !strings.HasSuffix(text, "]\n") {
			t.Fatalf("output is not one line [ … ]: %q", text)
		}
		text = strings.ReplaceAll(inner, ", ", "\n") + "\n"
		format = "shell"
	}
	if format == "json" {
		var ids []core.ObjectID
		if err := json.Unmarshal([]byte(text), &ids); err != nil {
			t.Fatalf("output is not a JSON array of IDs: %v\n%s", err, text)
		}
		return ids
	}
	if !strings.HasSuffix(text, "\n") {
		t.Fatalf("output does not end in a newline: %q", text)
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if format == "csv" {
		if lines[0] != "_id" {
			t.Fatalf("csv header %q, want _id", lines[0])
		}
		lines = lines[1:]
	}
	wrappers := map[string][2]string{"hex": {"", ""}, "csv": {"", ""}, "shell": {`ObjectId("`, `")`}, "ejson": {`{"$oid":"`, `"}`}, "mongoimport": {`{"_id": {"$oid": "`, `"}}`}}
	ids := make([]core.ObjectID, 0, len(lines))
	for _, line := range lines {
		w := wrappers[format]
		if !strings.HasPrefix(line, w[0]) || !strings.HasSuffix(line, w[1]) || len(line) != len(w[0])+24+len(w[1]) {
			t.Fatalf("%s line %q is not shaped %s<24 hex>%s", format, line, w[0], w[1])
		}
		id, err := core.FromHex(line[len(w[0]) : len(w[0])+24])
		if err != nil {
			t.Fatalf("%s line %q: %v", format, line, err)
		}
		if id.Hex() != line[len(w[0]):len(w[0])+24] {
			t.Fatalf("%s line %q is not lowercase hex", format, line)
		}
		ids = append(ids, id)
	}
	return ids
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

func TestGenerate_RealGeneratorEveryFormatParsesBack(t *testing.T) {
	for _, format := range core.Formats {
		t.Run(format.String(), func(t *testing.T) {
			before := time.Now()
			got := runMain(t, "", "generate", "-n", "50", "-format", format.String())
			after := time.Now()
			if got.status != 0 || got.stderr != "" {
				t.Fatalf("status %d, stderr %q", got.status, got.stderr)
			}
			ids := parseGenerated(t, format.String(), got.stdout)
			if len(ids) != 50 {
				t.Fatalf("%d IDs, want 50", len(ids))
			}
			checkOneRun(t, ids, before, after)
		})
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
		{"negative count", []string{"-n", "-3"}, "objectid: -n -3: make at least 1 ID\n"},
		{"unknown format", []string{"-format", "xml"}, `objectid: -format: unknown format: "xml", want one of hex, shell, ejson, json, csv, shell-array, ejson-array, mongoimport` + "\n"},
		{"time in words", []string{"-at", "yesterday"}, `objectid: -at: invalid time: "yesterday", ` + timeForms + "\n"},
		{"time given empty", []string{"-at", ""}, `objectid: -at: invalid time: empty, ` + timeForms + "\n"},
		{"time in milliseconds", []string{"-at", "1700000000000"}, "objectid: -at: invalid time: looks like milliseconds: did you mean 1700000000?\n"},
		{"before 1970", []string{"-at", "1969-12-31T23:59:59Z"}, "objectid: -at: time out of range: 1969-12-31T23:59:59Z is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z\n"},
		{"negative seconds", []string{"-at", "-1"}, "objectid: -at: time out of range: -1 Unix seconds is outside 0 … 4294967295\n"},
		{"after 2106", []string{"-at", "4294967296"}, "objectid: -at: time out of range: 4294967296 Unix seconds is outside 0 … 4294967295\n"},
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
