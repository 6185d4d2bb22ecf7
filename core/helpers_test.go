package core_test

// The known values and helpers the package's test files share.

import (
	"bytes"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// The worked example: at Unix 1700000000 with random value 3f2a91c8d4 and
// counter start 12345 (0x003039) the first two IDs are known byte for byte.
const (
	exampleUnix   = 1700000000
	exampleFirst  = "6553f1003f2a91c8d4003039"
	exampleSecond = "6553f1003f2a91c8d400303a"
)

var exampleRandom = [5]byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4}

// knownHex is the driver documentation's example: 1350508407 s, 2012-10-17
// 21:13:27 UTC.
const knownHex = "507f1f77bcf86cd799439011"

// newTestGenerator returns a Generator on clock with the worked example's
// random value and the given counter start.
func newTestGenerator(t testing.TB, clock func() time.Time, counterStart uint32) *core.Generator {
	t.Helper()
	r := exampleRandom
	g, err := core.NewGenerator(clock, bytes.NewReader([]byte{r[0], r[1], r[2], r[3], r[4],
		byte(counterStart >> 16), byte(counterStart >> 8), byte(counterStart)}))
	if err != nil {
		t.Fatalf("NewGenerator: %v", err)
	}
	return g
}

// at is a clock that stands still at unix.
func at(unix int64) func() time.Time { return func() time.Time { return time.Unix(unix, 0) } }

// mustNew returns g.New() or ends the test.
func mustNew(t testing.TB, g *core.Generator) core.ObjectID {
	t.Helper()
	id, err := g.New()
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return id
}

// mustParse parses s or ends the test.
func mustParse(t testing.TB, s string) core.ObjectID {
	t.Helper()
	id, err := core.Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return id
}
