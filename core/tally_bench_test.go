package core_test

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"runtime"
	"testing"

	"github.com/objectid-generator/objectid/core"
)

// tallyBenchRows is how many distinct IDs the tally benchmarks read: enough
// that the storage and its index are past their first growth steps.
const tallyBenchRows = 1_000_000

// BenchmarkTallyIDs_DistinctRows tallies distinct IDs of one process, one
// per line, as the Bulk tab does with a file of them, and reports rows
// tallied per second and the bytes per row: allocated in all (what the
// tally holds at its peak, and more) and still held by the tally once it
// is done.
func BenchmarkTallyIDs_DistinctRows(b *testing.B) {
	var text []byte
	for _, id := range distinctIDs(b, tallyBenchRows) {
		text = append(id.AppendHex(text), '\n')
	}
	benchmarkTally(b, text)
}

// BenchmarkTallyIDs_DistinctRandoms is BenchmarkTallyIDs_DistinctRows with
// 24 random hex digits a line, so every ID has a random value of its own
// and the tally keeps a group for each: the most memory a row can take.
func BenchmarkTallyIDs_DistinctRandoms(b *testing.B) {
	raw := make([]byte, 12)
	var text []byte
	for range tallyBenchRows {
		rand.Read(raw)
		text = append(hex.AppendEncode(text, raw), '\n')
	}
	benchmarkTally(b, text)
}

func benchmarkTally(b *testing.B, text []byte) {
	var before, after runtime.MemStats
	var kept uint64
	runtime.GC()
	runtime.ReadMemStats(&before)
	for b.Loop() {
		tally, err := core.TallyIDs(bytes.NewReader(text))
		if err != nil || tally.Len() != tallyBenchRows || tally.NotKept != 0 {
			b.Fatalf("%d rows, %d not kept, %v", tally.Len(), tally.NotKept, err)
		}
		if kept == 0 {
			b.StopTimer()
			var held runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&held)
			kept = held.HeapAlloc - before.HeapAlloc
			runtime.KeepAlive(tally)
			b.StartTimer()
		}
	}
	runtime.ReadMemStats(&after)
	rows := float64(tallyBenchRows * b.N)
	b.ReportMetric(rows/b.Elapsed().Seconds(), "rows/s")
	b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/rows, "alloc-bytes/row")
	b.ReportMetric(float64(kept)/tallyBenchRows, "kept-bytes/row")
}
