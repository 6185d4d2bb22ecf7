package cli

// The test helpers and known values the package's test files share.

import (
	"bytes"
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

// parseGenerated reads IDs back from generate's output in format hex or
// shell, one ID a line, which must be exactly the text core writes for them.
func parseGenerated(t *testing.T, format, text string) []core.ObjectID {
	t.Helper()
	f, err := core.ParseFormat(format)
	if err != nil {
		t.Fatal(err)
	}
	var ids []core.ObjectID
	for _, line := range strings.Fields(text) {
		id, err := core.Parse(line)
		if err != nil {
			t.Fatalf("%s output line %q: %v", format, line, err)
		}
		ids = append(ids, id)
	}
	if want := f.Batch(ids); text != want {
		t.Fatalf("%s output\n%s\nis not the text of its IDs:\n%s", format, text, want)
	}
	return ids
}
