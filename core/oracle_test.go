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

// oracleIDs returns IDs from the process generator and from injected clocks
// at the specification's edge timestamps.
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
	return append(ids, mustParse(t, exampleFirst), mustParse(t, knownHex))
}

func TestOracle_OurIDsReadBackInDriver(t *testing.T) {
	for _, id := range oracleIDs(t) {
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
		if theirs.Hex() != id.Hex() {
			t.Fatalf("hex differs: ours %s, driver %s", id.Hex(), theirs.Hex())
		}
		if theirs.IsZero() != (id == core.Nil) {
			t.Fatalf("IsZero of %s: ours %v, driver %v", id, id == core.Nil, theirs.IsZero())
		}
	}
}

func TestOracle_DriverIDsParseInOurs(t *testing.T) {
	var theirs []bson.ObjectID
	for range 500 {
		theirs = append(theirs, bson.NewObjectID())
	}
	for _, seconds := range edgeSeconds {
		theirs = append(theirs, bson.NewObjectIDFromTimestamp(time.Unix(seconds, 0)))
	}
	for _, d := range theirs {
		// The driver's String() is ObjectID("…"), a form Parse accepts.
		for _, text := range []string{d.Hex(), d.String()} {
			ours, err := core.Parse(text)
			if err != nil {
				t.Fatalf("Parse(%s): %v", text, err)
			}
			if [12]byte(ours) != [12]byte(d) {
				t.Fatalf("Parse(%s) bytes %x, driver %x", text, ours[:], d[:])
			}
			if !ours.Timestamp().Equal(d.Timestamp()) || int64(ours.Seconds()) != d.Timestamp().Unix() {
				t.Fatalf("timestamp of %s: ours %v, driver %v", text, ours.Timestamp(), d.Timestamp())
			}
		}
	}
	// The driver's IDs of one process share the random value, as ours do.
	first, _ := core.Parse(theirs[0].Hex())
	for _, d := range theirs[1:] {
		if id, _ := core.Parse(d.Hex()); id.Random() != first.Random() {
			t.Fatalf("random of %s is %x, of %s %x", d.Hex(), id.Random(), theirs[0].Hex(), first.Random())
		}
	}
}

func TestOracle_TextAndJSONBothWays(t *testing.T) {
	for _, id := range oracleIDs(t)[:50] {
		d := bson.ObjectID(id)
		ours, _ := id.MarshalText()
		theirs, _ := d.MarshalText()
		var intoDriver bson.ObjectID
		var intoOurs core.ObjectID
		if !bytes.Equal(ours, theirs) || intoDriver.UnmarshalText(ours) != nil || intoDriver != d ||
			intoOurs.UnmarshalText(theirs) != nil || intoOurs != id {
			t.Fatalf("MarshalText: ours %s, driver %s, read back %s and %s", ours, theirs, intoDriver.Hex(), intoOurs)
		}

		ourJSON, err := json.Marshal(id)
		if err != nil {
			t.Fatal(err)
		}
		driverJSON, err := json.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(ourJSON, driverJSON) {
			t.Fatalf("json.Marshal: ours %s, driver %s", ourJSON, driverJSON)
		}

		if err := json.Unmarshal(ourJSON, &intoDriver); err != nil || intoDriver != d {
			t.Fatalf("driver read our %s as %s, %v", ourJSON, intoDriver.Hex(), err)
		}
		if err := json.Unmarshal(driverJSON, &intoOurs); err != nil || intoOurs != id {
			t.Fatalf("we read the driver's %s as %s, %v", driverJSON, intoOurs, err)
		}

		// Extended JSON: the driver's {"$oid":"…"} in a document reads
		// into ours through Parse.
		ext, err := bson.MarshalExtJSON(bson.D{{Key: "_id", Value: d}}, true, false)
		if err != nil {
			t.Fatal(err)
		}
		var raw struct {
			ID json.RawMessage `json:"_id"`
		}
		if err := json.Unmarshal(ext, &raw); err != nil {
			t.Fatal(err)
		}
		if parsed, err := core.Parse(string(raw.ID)); err != nil || parsed != id {
			t.Fatalf("Parse(%s) = %s, %v; want %s", raw.ID, parsed, err, id)
		}

		// Our Extended JSON reads into the driver, canonical mode included.
		ourExt := `{"_id":` + string(core.FormatEJSON.AppendID(nil, id)) + `}`
		var back struct {
			ID bson.ObjectID `bson:"_id"`
		}
		if err := bson.UnmarshalExtJSON([]byte(ourExt), true, &back); err != nil || back.ID != d {
			t.Fatalf("driver read our %s as %s, %v", ourExt, back.ID.Hex(), err)
		}
		var driverReadsOurOID bson.ObjectID
		if err := json.Unmarshal(core.FormatEJSON.AppendID(nil, id), &driverReadsOurOID); err != nil || driverReadsOurOID != d {
			t.Fatalf("driver's UnmarshalJSON read our $oid as %s, %v", driverReadsOurOID.Hex(), err)
		}
	}
}

// mongoimport is built on the Go driver: each mongoimport line is a
// document whose _id the driver reads as our ID, and the ejson-array reads
// as an array of them, both canonical and relaxed.
func TestOracle_BatchFormatsReadInDriver(t *testing.T) {
	ids := oracleIDs(t)[:20]
	lines := strings.Split(strings.TrimSuffix(core.FormatMongoimport.Batch(ids), "\n"), "\n")
	if len(lines) != len(ids) {
		t.Fatalf("%d mongoimport lines for %d IDs", len(lines), len(ids))
	}
	for i, line := range lines {
		for _, canonical := range []bool{true, false} {
			var doc bson.D
			if err := bson.UnmarshalExtJSON([]byte(line), canonical, &doc); err != nil {
				t.Fatalf("driver refused %s: %v", line, err)
			}
			if len(doc) != 1 || doc[0].Key != "_id" || doc[0].Value != bson.ObjectID(ids[i]) {
				t.Fatalf("driver read %s as %v, want _id %s", line, doc, ids[i])
			}
		}
	}
	var filter struct {
		ID struct {
			In []bson.ObjectID `bson:"$in"`
		} `bson:"_id"`
	}
	text := `{"_id": {"$in": ` + core.FormatEJSONArray.Batch(ids) + `}}`
	if err := bson.UnmarshalExtJSON([]byte(text), true, &filter); err != nil {
		t.Fatalf("driver refused %s: %v", text, err)
	}
	if len(filter.ID.In) != len(ids) {
		t.Fatalf("driver read %d IDs, want %d", len(filter.ID.In), len(ids))
	}
	for i, id := range filter.ID.In {
		if id != bson.ObjectID(ids[i]) {
			t.Errorf("$in[%d] = %s, want %s", i, id.Hex(), ids[i])
		}
	}
}

// The BSON corpus (bson-corpus/oid.json) valid cases: document {"a": oid}
// as canonical BSON and the ObjectId's hex.
func TestOracle_BSONCorpusObjectIDs(t *testing.T) {
	tests := []struct {
		description   string
		canonicalBSON string
		extJSON       string
	}{
		{"All zeroes", "1400000007610000000000000000000000000000", `{"a" : {"$oid" : "000000000000000000000000"}}`},
		{"All ones", "14000000076100FFFFFFFFFFFFFFFFFFFFFFFF00", `{"a" : {"$oid" : "ffffffffffffffffffffffff"}}`},
		{"Random", "1400000007610056E1FC72E0C917E9C471416100", `{"a" : {"$oid" : "56e1fc72e0c917e9c4714161"}}`},
	}
	for _, tc := range tests {
		t.Run(tc.description, func(t *testing.T) {
			canonical, err := hex.DecodeString(tc.canonicalBSON)
			if err != nil {
				t.Fatal(err)
			}
			var fromBSON struct {
				A bson.ObjectID `bson:"a"`
			}
			if err := bson.Unmarshal(canonical, &fromBSON); err != nil {
				t.Fatal(err)
			}

			// The corpus's Extended JSON reads in ours ...
			var raw struct {
				A json.RawMessage `json:"a"`
			}
			if err := json.Unmarshal([]byte(tc.extJSON), &raw); err != nil {
				t.Fatalf("json.Unmarshal(%s): %v", tc.extJSON, err)
			}
			var fromJSON struct{ A core.ObjectID }
			if fromJSON.A, err = core.Parse(string(raw.A)); err != nil {
				t.Fatalf("Parse(%s): %v", raw.A, err)
			}
			if [12]byte(fromJSON.A) != [12]byte(fromBSON.A) {
				t.Errorf("ours %x, corpus BSON %x", fromJSON.A[:], fromBSON.A[:])
			}
			// ... and our ID encodes to the corpus's canonical BSON.
			encoded, err := bson.Marshal(struct {
				A bson.ObjectID `bson:"a"`
			}{bson.ObjectID(fromJSON.A)})
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(encoded, canonical) {
				t.Errorf("BSON %X, want %s", encoded, tc.canonicalBSON)
			}
			if fromJSON.A.Hex() != fromBSON.A.Hex() {
				t.Errorf("Hex() = %s, driver %s", fromJSON.A.Hex(), fromBSON.A.Hex())
			}
			if !fromJSON.A.Timestamp().Equal(fromBSON.A.Timestamp()) {
				t.Errorf("Timestamp() = %v, driver %v", fromJSON.A.Timestamp(), fromBSON.A.Timestamp())
			}
		})
	}
	// Random's timestamp, read independently: 0x56e1fc72 = 1457650802.
	if got := mustParse(t, "56e1fc72e0c917e9c4714161").Timestamp().Format(time.RFC3339); got != "2016-03-10T23:00:02Z" {
		t.Errorf("Random's timestamp %s, want 2016-03-10T23:00:02Z", got)
	}
}
