package core_test

import (
	"testing"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/objectid-generator/objectid/core"
)

// Each benchmark of ours sits beside the driver's equivalent so one run
// compares them on the same machine and load.

// The sinks keep results alive so the compiler cannot drop the work.
var (
	sinkID     core.ObjectID
	sinkBSONID bson.ObjectID
	sinkString string
	sinkBytes  []byte
)

func BenchmarkNew(b *testing.B) {
	g, _ := core.NewGenerator(nil, nil)
	b.ReportAllocs()
	for b.Loop() {
		sinkID, _ = g.New()
	}
}

func BenchmarkDriverNewObjectID(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkBSONID = bson.NewObjectID()
	}
}

const batchSize = 100

// BenchmarkBatch100Hex makes 100 IDs and writes them as hex lines, as the
// command line streams a batch; ns/id is the figure to hold against the
// driver's, a new ObjectID and its Hex string per ID.
func BenchmarkBatch100Hex(b *testing.B) {
	g, _ := core.NewGenerator(nil, nil)
	ids := make([]core.ObjectID, batchSize)
	buf := make([]byte, 0, batchSize*(core.HexLength+1))
	b.ReportAllocs()
	for b.Loop() {
		if err := g.Fill(ids); err != nil {
			b.Fatal(err)
		}
		buf = core.FormatHex.AppendChunk(buf[:0], ids, true, true)
	}
	sinkBytes = buf
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*batchSize), "ns/id")
}

func BenchmarkDriverBatch100Hex(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for range batchSize {
			sinkString = bson.NewObjectID().Hex()
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*batchSize), "ns/id")
}

func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkID, _ = core.Parse(knownHex)
	}
}

func BenchmarkDriverObjectIDFromHex(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkBSONID, _ = bson.ObjectIDFromHex(knownHex)
	}
}
