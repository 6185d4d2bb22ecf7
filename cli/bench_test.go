package cli

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/objectid-generator/objectid/core"
)

// linesPerInput is how many lines the decode benchmarks read per run.
const linesPerInput = 100_000

// decodeInputs are the inputs BenchmarkDecodeStdin reads: as mongoimport
// writes IDs, one ID inside each line, and log lines holding no ID.
func decodeInputs(b *testing.B) map[string][]byte {
	b.Helper()
	ids, err := core.Default().Batch(linesPerInput)
	if err != nil {
		b.Fatal(err)
	}
	mongoimport := core.FormatMongoimport.Batch(ids)
	var logLines bytes.Buffer
	for i := range linesPerInput {
		fmt.Fprintf(&logLines, "2024-05-01T12:00:%02dZ INFO request %d handled in %d ms\n", i%60, i, i%977)
	}
	return map[string][]byte{"mongoimport": []byte(mongoimport), "no-ID": logLines.Bytes()}
}

// BenchmarkDecodeStdin measures decode reading 100,000 lines from standard
// input, per line, beside decode -scan reading the same input: decode
// should take at most twice as long.
func BenchmarkDecodeStdin(b *testing.B) {
	inputs := decodeInputs(b)
	for _, input := range []string{"mongoimport", "no-ID"} {
		text := inputs[input]
		for _, mode := range [][]string{{"decode"}, {"decode", "-scan"}} {
			b.Run(input+"/"+strings.Join(mode, " "), func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(text)))
				for range b.N {
					Main(mode, bytes.NewReader(text), io.Discard, io.Discard)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*linesPerInput), "ns/line")
			})
		}
	}
}
