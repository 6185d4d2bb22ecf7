package uitest

import (
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/fixtures"
)

// ExampleUnix, ExampleRandom and ExampleCounter are the worked example: at
// Unix 1700000000 with random value 3f2a91c8d4 and counter 12345 the first
// ID is 6553f1003f2a91c8d4003039.
const (
	ExampleUnix    = 1700000000
	ExampleCounter = 12345
)

// ExampleRandom is the worked example's random value (see ExampleUnix).
var ExampleRandom = [5]byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4}

// FirstID and SecondID are the first IDs of the worked example's
// generator.
const (
	FirstID  = "6553f1003f2a91c8d4003039"
	SecondID = "6553f1003f2a91c8d400303a"
)

// FixedSource returns a generator source whose clock stands still at
// ExampleUnix and whose IDs carry ExampleRandom, counting from
// counterStart: a Fixture's, which keeps its random value however many IDs
// it makes.
func FixedSource(t testing.TB, counterStart uint32) func() *core.Generator {
	t.Helper()
	f := fixtures.Fixture{Random: ExampleRandom, CounterStart: counterStart}
	g := f.Generator(func() time.Time { return time.Unix(ExampleUnix, 0) })
	return func() *core.Generator { return g }
}

// CheckBatch fails unless ids are n distinct valid IDs sharing one random
// value, with counters going up by one.
func CheckBatch(t testing.TB, ids []core.ObjectID, n int) {
	t.Helper()
	if len(ids) != n {
		t.Fatalf("%d IDs, want %d", len(ids), n)
	}
	seen := map[core.ObjectID]bool{}
	for i, id := range ids {
		if _, err := core.FromHex(id.Hex()); err != nil {
			t.Errorf("ID %d %s: %v", i, id, err)
		}
		if seen[id] {
			t.Errorf("ID %d %s repeats", i, id)
		}
		seen[id] = true
		if id.Random() != ids[0].Random() {
			t.Errorf("ID %d random value %x, first %x", i, id.Random(), ids[0].Random())
		}
		if want := (ids[0].Counter() + uint32(i)) % core.CounterCycle; id.Counter() != want {
			t.Errorf("ID %d counter %d, want %d", i, id.Counter(), want)
		}
	}
}
