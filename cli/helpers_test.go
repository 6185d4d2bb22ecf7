package cli

// The test helpers and known values the package's test files share.

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata from the output")

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

// mainCase is one run of Main and what it must show, exactly.
type mainCase struct {
	name  string
	stdin string
	args  []string
	want  outcome
}

// checkCases runs each case as a subtest, after setup when it is not nil.
func checkCases(t *testing.T, setup func(t *testing.T), cases []mainCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if setup != nil {
				setup(t)
			}
			if got := runMain(t, c.stdin, c.args...); got != c.want {
				t.Errorf("objectid %q\ngot  %+v\nwant %+v", c.args, got, c.want)
			}
		})
	}
}

// The worked example: at Unix 1700000000 with random value 3f2a91c8d4 and
// counter 12345 the generator makes these two IDs first.
const (
	workedSeconds = 1700000000
	workedFirst   = "6553f1003f2a91c8d4003039"
	workedSecond  = "6553f1003f2a91c8d400303a"
	workedTwo     = workedFirst + "\n" + workedSecond + "\n"
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
	previous := newGenerator
	newGenerator = func() *core.Generator { return gen }
	t.Cleanup(func() { newGenerator = previous })
}

// useClock makes decode, and every relative time, read now as the current
// time.
func useClock(t *testing.T, now time.Time) {
	t.Helper()
	previous := currentTime
	currentTime = func() time.Time { return now }
	t.Cleanup(func() { currentTime = previous })
}

// failingWriter fails every write with err.
type failingWriter struct{ err error }

func (w failingWriter) Write([]byte) (int, error) { return 0, w.err }

// parseHex reads the IDs of generate's hex output, one a line.
func parseHex(t *testing.T, text string) []core.ObjectID {
	t.Helper()
	var ids []core.ObjectID
	for _, line := range strings.Fields(text) {
		id, err := core.FromHex(line)
		if err != nil {
			t.Fatalf("output line %q: %v", line, err)
		}
		ids = append(ids, id)
	}
	return ids
}

// tempDir is t.TempDir, except under Wine. Go deletes files on Windows with
// FileDispositionInformationEx, which Wine 8.0 answers with "Invalid
// function." instead of "not supported", so t.TempDir's clean-up would fail
// every test that wrote a file. Under Wine the folder is left in Wine's
// temporary folder, which goes with the test run's Wine prefix.
func tempDir(t testing.TB) string {
	t.Helper()
	if !underWine() {
		return t.TempDir()
	}
	dir, err := os.MkdirTemp("", "objectid-test-")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}
