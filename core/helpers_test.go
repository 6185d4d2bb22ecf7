package core_test

// The test helpers and known values the package's test files share.

import (
	"bytes"
	"sync"
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

// entropyFor returns the 8 bytes NewGenerator reads: the random value, then
// the counter start as 3 big-endian bytes.
func entropyFor(random [5]byte, counterStart uint32) *bytes.Reader {
	return bytes.NewReader([]byte{
		random[0], random[1], random[2], random[3], random[4],
		byte(counterStart >> 16), byte(counterStart >> 8), byte(counterStart),
	})
}

// fakeClock is a settable clock that counts how often it is read.
type fakeClock struct {
	mu    sync.Mutex
	now   time.Time
	reads int
	// script, when set, decides the time from the number of reads so far.
	script func(reads int) time.Time
}

func newFakeClock(now time.Time) *fakeClock { return &fakeClock{now: now} }

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.reads++
	if c.script != nil {
		return c.script(c.reads)
	}
	return c.now
}

func (c *fakeClock) Reads() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.reads
}

// Script makes every later read return next(n), n counting reads from 1
// after this call.
func (c *fakeClock) Script(next func(n int) time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	base := c.reads
	c.script = func(reads int) time.Time { return next(reads - base) }
}

// newTestGenerator returns a Generator on clock with a fixed random value
// and counter start.
func newTestGenerator(t testing.TB, clock *fakeClock, random [5]byte, counterStart uint32) *core.Generator {
	t.Helper()
	g, err := core.NewGenerator(clock.Now, entropyFor(random, counterStart))
	if err != nil {
		t.Fatalf("NewGenerator: %v", err)
	}
	return g
}

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

// mustTime parses an RFC 3339 time, with or without fractions of a second,
// or ends the test.
func mustTime(t testing.TB, rfc3339 string) time.Time {
	t.Helper()
	parsed, err := time.Parse(time.RFC3339Nano, rfc3339)
	if err != nil {
		t.Fatalf("time.Parse(%q): %v", rfc3339, err)
	}
	return parsed
}

// knownHex is the driver documentation's example: 1350508407 s, 2012-10-17
// 21:13:27 UTC.
const knownHex = "507f1f77bcf86cd799439011"

// assertTimestamp checks id's timestamp field as hex digits, as seconds
// and as an RFC 3339 time in UTC.
func assertTimestamp(t *testing.T, id core.ObjectID, seconds uint32, hex, utc string) {
	t.Helper()
	if got := id.Hex()[:8]; got != hex {
		t.Errorf("timestamp bytes %s, want %s (ID %s)", got, hex, id)
	}
	if id.Seconds() != seconds {
		t.Errorf("Seconds() = %d, want %d", id.Seconds(), seconds)
	}
	if got := id.Timestamp().Format(time.RFC3339); got != utc {
		t.Errorf("Timestamp() = %s, want %s", got, utc)
	}
}
