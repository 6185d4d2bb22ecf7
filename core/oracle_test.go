package core_test

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/objectid-generator/objectid/core"
)

// The official Go driver is the oracle: what it reads, writes and decodes
// must agree with core byte for byte.

// edgeSeconds are the timestamp field's edge values: it is unsigned.
var edgeSeconds = []int64{0, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF}

// oracleIDs returns IDs from the process generator, from clocks at the
// edge timestamps as the counter comes round, and the known examples.
func oracleIDs(t *testing.T) []core.ObjectID {
	t.Helper()
	ids, err := core.Default().Batch(500)
	if err != nil {
		t.Fatal(err)
	}
	for _, seconds := range edgeSeconds {
		g := newTestGenerator(t, at(seconds), 0xFFFFFE)
		ids = append(ids, mustNew(t, g), mustNew(t, g), mustNew(t, g))
	}
	return append(ids, core.Nil, mustParse(t, exampleFirst), mustParse(t, knownHex))
}

func TestOracle_DriverIDsParseInOurs(t *testing.T) {
	var theirs []bson.ObjectID
	for range 500 {
		theirs = append(theirs, bson.NewObjectID())
	}
	for _, seconds := range edgeSeconds {
		theirs = append(theirs, bson.NewObjectIDFromTimestamp(time.Unix(seconds, 0)))
	}
	first := mustParse(t, theirs[0].Hex())
	for _, d := range theirs {
		// The driver's String() is ObjectID("…"), a form Parse accepts.
		for _, text := range []string{d.Hex(), d.String()} {
			ours, err := core.Parse(text)
			if err != nil || [12]byte(ours) != [12]byte(d) || !ours.Timestamp().Equal(d.Timestamp()) {
				t.Fatalf("Parse(%s) = %s, %v; timestamp %v, driver's %v", text, ours, err, ours.Timestamp(), d.Timestamp())
			}
			// The driver's IDs of one process share the random value, as
			// ours do.
			if ours.Random() != first.Random() {
				t.Fatalf("random of %s is %x, of %s %x", d.Hex(), ours.Random(), theirs[0].Hex(), first.Random())
			}
		}
	}
}

func TestOracle_OurIDsInDriverAsExtendedJSON(t *testing.T) {
	for _, id := range oracleIDs(t) {
		d, err := bson.ObjectIDFromHex(id.Hex())
		if err != nil || d != bson.ObjectID(id) || d.Hex() != id.Hex() || !d.Timestamp().Equal(id.Timestamp()) || d.IsZero() != (id == core.Nil) {
			t.Fatalf("driver read %s as %s at %v, %v", id, d.Hex(), d.Timestamp(), err)
		}
		// The driver's Extended JSON {"$oid":"…"} reads in Parse ...
		ext, err := bson.MarshalExtJSON(bson.D{{Key: "_id", Value: d}}, true, false)
		var raw struct {
			ID json.RawMessage `json:"_id"`
		}
		if err != nil || json.Unmarshal(ext, &raw) != nil {
			t.Fatalf("driver's Extended JSON %s: %v", ext, err)
		}
		if parsed, err := core.Parse(string(raw.ID)); err != nil || parsed != id {
			t.Fatalf("Parse(%s) = %s, %v; want %s", raw.ID, parsed, err, id)
		}
		// ... and ours in the driver, canonical mode and UnmarshalJSON.
		ourExt := `{"_id":` + string(core.FormatEJSON.AppendID(nil, id)) + `}`
		var back struct {
			ID bson.ObjectID `bson:"_id"`
		}
		if err := bson.UnmarshalExtJSON([]byte(ourExt), true, &back); err != nil || back.ID != d {
			t.Fatalf("driver read our %s as %s, %v", ourExt, back.ID.Hex(), err)
		}
		var intoDriver bson.ObjectID
		if err := json.Unmarshal(core.FormatEJSON.AppendID(nil, id), &intoDriver); err != nil || intoDriver != d {
			t.Fatalf("driver's UnmarshalJSON read our $oid as %s, %v", intoDriver.Hex(), err)
		}
	}
}

// mongoimport is built on the Go driver: each mongoimport line is a
// document whose _id the driver reads as our ID, both canonical and
// relaxed, and the ejson-array reads as a $in of them.
func TestOracle_BatchFormatsReadInDriver(t *testing.T) {
	ids := oracleIDs(t)[:20]
	lines := strings.Split(strings.TrimSuffix(core.FormatMongoimport.Batch(ids), "\n"), "\n")
	if len(lines) != len(ids) {
		t.Fatalf("%d mongoimport lines for %d IDs", len(lines), len(ids))
	}
	for i, line := range lines {
		for _, canonical := range []bool{true, false} {
			var doc bson.D
			err := bson.UnmarshalExtJSON([]byte(line), canonical, &doc)
			if err != nil || len(doc) != 1 || doc[0].Key != "_id" || doc[0].Value != bson.ObjectID(ids[i]) {
				t.Fatalf("driver read %s as %v, %v; want _id %s", line, doc, err, ids[i])
			}
		}
	}
	var filter struct {
		ID struct {
			In []bson.ObjectID `bson:"$in"`
		} `bson:"_id"`
	}
	text := `{"_id": {"$in": ` + core.FormatEJSONArray.Batch(ids) + `}}`
	if err := bson.UnmarshalExtJSON([]byte(text), true, &filter); err != nil || len(filter.ID.In) != len(ids) {
		t.Fatalf("driver read %s as %v, %v", text, filter.ID.In, err)
	}
	for i, id := range filter.ID.In {
		if id != bson.ObjectID(ids[i]) {
			t.Errorf("$in[%d] = %s, want %s", i, id.Hex(), ids[i])
		}
	}
}

// The BSON corpus (bson-corpus/oid.json) valid cases: document {"a": oid}
// as canonical BSON and as Extended JSON.
func TestOracle_BSONCorpusObjectIDs(t *testing.T) {
	tests := []struct {
		canonicalBSON, extJSON string
	}{
		{"1400000007610000000000000000000000000000", `{"a" : {"$oid" : "000000000000000000000000"}}`},
		{"14000000076100FFFFFFFFFFFFFFFFFFFFFFFF00", `{"a" : {"$oid" : "ffffffffffffffffffffffff"}}`},
		{"1400000007610056E1FC72E0C917E9C471416100", `{"a" : {"$oid" : "56e1fc72e0c917e9c4714161"}}`},
	}
	for _, tc := range tests {
		canonical, _ := hex.DecodeString(tc.canonicalBSON)
		var fromBSON struct {
			A bson.ObjectID `bson:"a"`
		}
		var raw struct {
			A json.RawMessage `json:"a"`
		}
		if err := bson.Unmarshal(canonical, &fromBSON); err != nil || json.Unmarshal([]byte(tc.extJSON), &raw) != nil {
			t.Fatalf("the corpus's %s: %v", tc.canonicalBSON, err)
		}
		// The corpus's Extended JSON reads in ours as the BSON does ...
		ours := mustParse(t, string(raw.A))
		if [12]byte(ours) != [12]byte(fromBSON.A) || ours.Hex() != fromBSON.A.Hex() || !ours.Timestamp().Equal(fromBSON.A.Timestamp()) {
			t.Errorf("ours %s at %v, corpus BSON %s at %v", ours, ours.Timestamp(), fromBSON.A.Hex(), fromBSON.A.Timestamp())
		}
		// ... and our ID encodes to the corpus's canonical BSON.
		encoded, err := bson.Marshal(struct {
			A bson.ObjectID `bson:"a"`
		}{bson.ObjectID(ours)})
		if err != nil || !bytes.Equal(encoded, canonical) {
			t.Errorf("BSON %X, %v; want %s", encoded, err, tc.canonicalBSON)
		}
	}
	// The third's timestamp, read independently: 0x56e1fc72 = 1457650802.
	if got := mustParse(t, "56e1fc72e0c917e9c4714161").Timestamp().Format(time.RFC3339); got != "2016-03-10T23:00:02Z" {
		t.Errorf("timestamp %s, want 2016-03-10T23:00:02Z", got)
	}
}
