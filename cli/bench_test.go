package cli

import (
	"bufio"
	"io"
	"strconv"
	"testing"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/objectid-generator/objectid/core"
)

// idsPerRun is how many IDs one run of generate makes in
// BenchmarkGenerateStream: the size of the goal, generate -n 5000000.
const idsPerRun = 5_000_000

// BenchmarkGenerateStream measures generate writing hex IDs to a sink, per
// ID, through Main as the binary runs it. Each run of up to idsPerRun IDs
// gets a fresh generator, as each process does.
func BenchmarkGenerateStream(b *testing.B) {
	useGenerator(b, func() *core.Generator { g, _ := core.NewGenerator(nil, nil); return g })
	b.ReportAllocs()
	for left := b.N; left > 0; left -= idsPerRun {
		args := []string{"generate", "-n", strconv.Itoa(min(left, idsPerRun))}
		if status := Main(args, nil, io.Discard, io.Discard); status != 0 {
			b.Fatalf("generate exited %d", status)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "IDs/s")
}

// BenchmarkDriverBufferedLoop is the baseline for BenchmarkGenerateStream:
// the official driver making IDs one at a time into a buffered writer.
func BenchmarkDriverBufferedLoop(b *testing.B) {
	b.ReportAllocs()
	w := bufio.NewWriter(io.Discard)
	for range b.N {
		w.WriteString(bson.NewObjectID().Hex() + "\n")
	}
	if err := w.Flush(); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "IDs/s")
}
