package scan_test

// The known values and helpers the package's test files share.

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

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

// mustParse parses s or ends the test.
func mustParse(t testing.TB, s string) core.ObjectID {
	t.Helper()
	id, err := core.Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return id
}

// logText returns about size bytes of application log: lines with IDs in
// URLs, shell and Extended JSON forms, among hashes, UUIDs, times and words.
func logText(size int) string {
	rng := rand.New(rand.NewPCG(42, 42))
	hex := func(n int) string {
		const digits = "0123456789abcdef"
		b := make([]byte, n)
		for i := range b {
			b[i] = digits[rng.IntN(16)]
		}
		return string(b)
	}
	var b strings.Builder
	for b.Len() < size {
		switch rng.IntN(5) {
		case 0:
			fmt.Fprintf(&b, "2024-05-01T12:%02d:%02d.%03dZ INFO  http GET /api/orders/%s status=200 took=%dms request_id=%s\n",
				rng.IntN(60), rng.IntN(60), rng.IntN(1000), hex(24), rng.IntN(900), hex(8)+"-"+hex(4)+"-"+hex(4)+"-"+hex(4)+"-"+hex(12))
		case 1:
			fmt.Fprintf(&b, "2024-05-01T12:%02d:%02d.%03dZ DEBUG db query orders.find({_id: ObjectId(\"%s\")}) plan=IXSCAN keys=1 docs=1\n",
				rng.IntN(60), rng.IntN(60), rng.IntN(1000), hex(24))
		case 2:
			fmt.Fprintf(&b, "2024-05-01T12:%02d:%02d.%03dZ INFO  event {\"_id\":{\"$oid\":\"%s\"},\"user\":{\"$oid\":\"%s\"},\"type\":\"login\"}\n",
				rng.IntN(60), rng.IntN(60), rng.IntN(1000), hex(24), hex(24))
		case 3:
			fmt.Fprintf(&b, "2024-05-01T12:%02d:%02d.%03dZ WARN  deploy commit=%s image=sha256:%s retrying connection to replica set member\n",
				rng.IntN(60), rng.IntN(60), rng.IntN(1000), hex(40), hex(64))
		default:
			fmt.Fprintf(&b, "2024-05-01T12:%02d:%02d.%03dZ INFO  worker pool resized from %d to %d goroutines, queue length %d, nothing to do\n",
				rng.IntN(60), rng.IntN(60), rng.IntN(1000), rng.IntN(64), rng.IntN(64), rng.IntN(10000))
		}
	}
	return b.String()
}
