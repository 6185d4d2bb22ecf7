package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
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
