package describe_test

// The known values and helpers the package's test files share.

import (
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// The worked example: at Unix 1700000000 with random value 3f2a91c8d4 and
// counter start 12345 the first two IDs are known byte for byte; knownHex
// is the driver documentation's example, 2012-10-17 21:13:27 UTC.
const (
	exampleUnix   = 1700000000
	exampleFirst  = "6553f1003f2a91c8d4003039"
	exampleSecond = "6553f1003f2a91c8d400303a"
	knownHex      = "507f1f77bcf86cd799439011"
)

var exampleRandom = [5]byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4}

// mustParse parses s or ends the test.
func mustParse(t testing.TB, s string) core.ObjectID {
	t.Helper()
	id, err := core.Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return id
}

// mustTime parses an RFC 3339 time or ends the test.
func mustTime(t testing.TB, rfc3339 string) time.Time {
	t.Helper()
	parsed, err := time.Parse(time.RFC3339Nano, rfc3339)
	if err != nil {
		t.Fatalf("time.Parse(%q): %v", rfc3339, err)
	}
	return parsed
}
