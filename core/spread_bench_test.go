package core_test

import (
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// BenchmarkSpread places a million IDs over a year and makes them, per ID.
func BenchmarkSpread(b *testing.B) {
	const n = 1_000_000
	from := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	f := core.Fixture{Random: exampleRandom, CounterStart: 12345}
	chunk := make([]core.ObjectID, 4096)
	for _, mode := range core.SpreadModes {
		b.Run(mode.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				s, err := core.NewSpread(n, from, from.AddDate(1, 0, 0), mode, core.SpreadKey{1})
				if err != nil {
					b.Fatal(err)
				}
				for start := 0; start < n; {
					start += s.Fill(chunk, start, f)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/ID")
		})
	}
}
