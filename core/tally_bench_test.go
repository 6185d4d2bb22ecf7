package core_test

import (
	"bytes"
	"runtime"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// BenchmarkTallyIDs_DistinctRows tallies 200,000 distinct IDs, one per line, as the Bulk
// tab does with a file, and reports rows tallied per second and the bytes
// allocated per row kept.
func BenchmarkTallyIDs_DistinctRows(b *testing.B) {
	const rows = 200_000
	g, err := core.NewGenerator(func() time.Time { return time.Unix(exampleUnix, 0) }, entropyFor(exampleRandom, 0))
	if err != nil {
		b.Fatal(err)
	}
	ids := make([]core.ObjectID, rows)
	g.Fill(ids)
	var text []byte
	for _, id := range ids {
		text = append(id.AppendHex(text), '\n')
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	for b.Loop() {
		tally, err := core.TallyIDs(bytes.NewReader(text))
		if err != nil || tally.Len() != rows {
			b.Fatalf("%d rows, %v", tally.Len(), err)
		}
	}
	elapsed := time.Since(start)
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(rows*b.N)/elapsed.Seconds(), "rows/s")
	b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/float64(rows*b.N), "bytes/row")
}
