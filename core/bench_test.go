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
