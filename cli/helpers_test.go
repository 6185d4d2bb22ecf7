package cli

// The test helpers and known values the package's test files share.

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// outcome is what one run of Main shows: both streams and the exit status.
type outcome struct {
	stdout, stderr string
	status         int
}

// runMain runs Main with args, stdin text and in-memory output streams.
func runMain(t *testing.T, stdin string, args ...string) outcome {
	t.Helper()
	var stdout, stderr bytes.Buffer
	status := Main(args, strings.NewReader(stdin), &stdout, &stderr)
	return outcome{stdout: stdout.String(), stderr: stderr.String(), status: status}
}

// The worked example: at Unix 1700000000 with random value 3f2a91c8d4 and
// counter 12345 the generator makes these two IDs first.
const (
	workedSeconds = 1700000000
	workedFirst   = "6553f1003f2a91c8d4003039"
	workedSecond  = "6553f1003f2a91c8d400303a"
)

// useFixedGenerator makes generate use a generator whose clock always reads
// clock and whose entropy yields the worked example's random value and
// counter start.
func useFixedGenerator(t *testing.T, clock time.Time) {
	t.Helper()
	entropy := []byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4, 0x00, 0x30, 0x39}
	gen, err := core.NewGenerator(func() time.Time { return clock }, bytes.NewReader(entropy))
	if err != nil {
		t.Fatal(err)
	}
	useGenerator(t, func() *core.Generator { return gen })
}

// useGenerator makes generate use the generators make returns.
func useGenerator(t testing.TB, make func() *core.Generator) {
	t.Helper()
	previous := newGenerator
	newGenerator = make
	t.Cleanup(func() { newGenerator = previous })
}

// useClock makes decode read now as the current time.
func useClock(t *testing.T, now time.Time) {
	t.Helper()
	previous := currentTime
	currentTime = func() time.Time { return now }
	t.Cleanup(func() { currentTime = previous })
}

// failingWriter fails every write with err.
type failingWriter struct{ err error }

func (w failingWriter) Write([]byte) (int, error) { return 0, w.err }

// parseGenerated reads IDs back from generate's output in format.
func parseGenerated(t *testing.T, format, text string) []core.ObjectID {
	t.Helper()
	if f, err := core.ParseFormat(format); err == nil && f.IsCode() {
		return parseCode(t, f, text)
	}
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

var (
	hexID    = regexp.MustCompile(`"([0-9a-f]{24})"`)
	goByteID = regexp.MustCompile(`bson\.ObjectID\{((?:0x[0-9a-f]{2}, ){11}0x[0-9a-f]{2})\}`)
)

// parseCode reads IDs back from a code format's list literal, which must be
// exactly the literal core writes for them.
func parseCode(t *testing.T, f core.Format, text string) []core.ObjectID {
	t.Helper()
	var ids []core.ObjectID
	if f == core.FormatGo {
		for _, m := range goByteID.FindAllStringSubmatch(text, -1) {
			ids = append(ids, core.ObjectID([]byte(mustDecodeHex(t, strings.NewReplacer("0x", "", ", ", "").Replace(m[1])))))
		}
	} else {
		for _, m := range hexID.FindAllStringSubmatch(text, -1) {
			ids = append(ids, core.ObjectID([]byte(mustDecodeHex(t, m[1]))))
		}
	}
	if want := f.Batch(ids); text != want {
		t.Fatalf("%s output\n%s\nis not the list literal of its IDs:\n%s", f, text, want)
	}
	return ids
}

func mustDecodeHex(t *testing.T, s string) string {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != 12 {
		t.Fatalf("%q is not 12 bytes of hex: %v", s, err)
	}
	return string(b)
}
