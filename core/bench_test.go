package core_test

import (
	"testing"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/objectid-generator/objectid/core"
)

// Each benchmark of ours sits beside the driver's equivalent so one run
// compares them on the same machine and load.

// sink keeps results alive so the compiler cannot drop the work measured.
var (
	sinkID     core.ObjectID
	sinkBSONID bson.ObjectID
	sinkString string
	sinkBytes  []byte
)

func benchGenerator(b *testing.B) *core.Generator {
	b.Helper()
	g, err := core.NewGenerator(nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	return g
}

func BenchmarkNew(b *testing.B) {
	g := benchGenerator(b)
	b.ReportAllocs()
	for b.Loop() {
		id, err := g.New()
		if err != nil {
			b.Fatal(err)
		}
		sinkID = id
	}
}

func BenchmarkDriverNewObjectID(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkBSONID = bson.NewObjectID()
	}
}

func BenchmarkAppendHex(b *testing.B) {
	id := core.New()
	buf := make([]byte, 0, core.HexLength)
	b.ReportAllocs()
	for b.Loop() {
		buf = id.AppendHex(buf[:0])
	}
	sinkBytes = buf
}

func BenchmarkDriverHex(b *testing.B) {
	id := bson.NewObjectID()
	b.ReportAllocs()
	for b.Loop() {
		sinkString = id.Hex()
	}
}

const batchSize = 100

// BenchmarkBatch100Hex makes 100 IDs and writes them as hex lines, the way
// the command line streams a batch: one Fill into a reused slice, one
// AppendChunk into a reused buffer. ns/id is the time per ID, the figure to
// hold against BenchmarkDriverBatch100Hex.
func BenchmarkBatch100Hex(b *testing.B) {
	g := benchGenerator(b)
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
	reportPerID(b)
}

// BenchmarkDriverBatch100Hex is the driver's way to the same text: a new
// ObjectID and its Hex string per ID.
func BenchmarkDriverBatch100Hex(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for range batchSize {
			sinkString = bson.NewObjectID().Hex()
		}
	}
	reportPerID(b)
}

func reportPerID(b *testing.B) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*batchSize), "ns/id")
}

const benchHex = "507f1f77bcf86cd799439011"

func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		id, err := core.Parse(benchHex)
		if err != nil {
			b.Fatal(err)
		}
		sinkID = id
	}
}

func BenchmarkDriverObjectIDFromHex(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		id, err := bson.ObjectIDFromHex(benchHex)
		if err != nil {
			b.Fatal(err)
		}
		sinkBSONID = id
	}
}
