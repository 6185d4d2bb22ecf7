package query_test

import (
	"testing"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/objectid-generator/objectid/internal/query"
)

// The driver reads the Extended JSON range filter as the bounds we meant.
func TestOracle_RangeFilterReadsInDriver(t *testing.T) {
	r, err := query.NewRange(mustTime(t, "2024-05-01T00:00:00Z"), mustTime(t, "2024-06-01T00:00:00Z"))
	if err != nil {
		t.Fatal(err)
	}
	var filter struct {
		ID struct {
			GTE bson.ObjectID `bson:"$gte"`
			LT  bson.ObjectID `bson:"$lt"`
		} `bson:"_id"`
	}
	if err := bson.UnmarshalExtJSON([]byte(r.Filter(query.RangeEJSON)), false, &filter); err != nil {
		t.Fatalf("driver refused %s: %v", r.Filter(query.RangeEJSON), err)
	}
	if filter.ID.GTE != bson.ObjectID(r.From) || filter.ID.LT != bson.ObjectID(r.To) {
		t.Errorf("driver read $gte %s, $lt %s; want %s, %s", filter.ID.GTE.Hex(), filter.ID.LT.Hex(), r.From, r.To)
	}
	if !filter.ID.GTE.Timestamp().Equal(mustTime(t, "2024-05-01T00:00:00Z")) {
		t.Errorf("driver reads the lower bound's time as %v", filter.ID.GTE.Timestamp())
	}
}
