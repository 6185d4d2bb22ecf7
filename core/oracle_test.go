package core_test

import (
	"testing"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/objectid-generator/objectid/core"
)

func TestOracle_OurIDsReadBackInDriver(t *testing.T) {
	for range 1000 {
		id, err := core.New()
		if err != nil {
			t.Fatal(err)
		}
		theirs, err := bson.ObjectIDFromHex(id.Hex())
		if err != nil {
			t.Fatalf("driver refused %s: %v", id, err)
		}
		if [12]byte(theirs) != [12]byte(id) {
			t.Fatalf("bytes differ: ours %x, driver %x", id[:], theirs[:])
		}
		if !theirs.Timestamp().Equal(id.Timestamp()) {
			t.Fatalf("timestamp of %s: ours %v, driver %v", id, id.Timestamp(), theirs.Timestamp())
		}
	}
}
