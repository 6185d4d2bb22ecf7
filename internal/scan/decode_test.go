package scan_test

import (
	"errors"
	"testing"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/scan"
)

// knownID is idA, the driver documentation's example.
var knownID, _ = core.FromHex(idA)

func TestDecode_OneIDInOtherTextIsFoundWithItsPlace(t *testing.T) {
	tests := []struct {
		name         string
		text         string
		line, column int
	}{
		{"a line of mongosh output", `  _id: ObjectId('` + idA + `'),`, 1, 18},
		{"a line of mongoexport output", `"_id": {"$oid": "` + idA + `"}`, 1, 18},
		{"a printed document over lines", "{\n  _id: new ObjectId('" + idA + "'),\n  name: 'x'\n}", 2, 22},
		{"a log line", "2024-05-01 12:00:00 INFO saved order " + idA + " in 3 ms", 1, 38},
		{"after characters of several bytes", "päivä → " + idA, 1, 9},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := scan.Decode(tc.text)
			if err != nil {
				t.Fatalf("Decode(%q): %v", tc.text, err)
			}
			want := scan.Decoded{ID: knownID, Found: true, Line: tc.line, Column: tc.column}
			if got != want {
				t.Errorf("Decode(%q) = %+v, want %+v", tc.text, got, want)
			}
		})
	}
}

func TestDecode_FormsParseReadsAndGoLiteralsAreNotFlaggedAsFound(t *testing.T) {
	for _, input := range []string{
		idA, `ObjectId("` + idA + `")`, `{"$oid": "` + idA + `"}`, ` new ObjectId('` + idA + `');`,
		"bson.ObjectID{0x50, 0x7f, 0x1f, 0x77, 0xbc, 0xf8, 0x6c, 0xd7, 0x99, 0x43, 0x90, 0x11}",
		"primitive.ObjectID{0x50,0x7F,0x1F,0x77,0xBC,0xF8,0x6C,0xD7,0x99,0x43,0x90,0x11}",
		"ObjectID{80, 127, 31, 119, 188, 248, 108, 215, 153, 67, 144, 17,}",
		`	mustOID("` + idA + `"),`, `bson.ObjectIDFromHex("` + idA + `")`, `primitive.ObjectIDFromHex("` + idA + `")`,
	} {
		got, err := scan.Decode(input)
		if err != nil || got != (scan.Decoded{ID: knownID}) {
			t.Errorf("Decode(%q) = %+v, %v; want the ID alone", input, got, err)
		}
	}
}

func TestDecode_SeveralIDsAreCounted(t *testing.T) {
	text := "[ObjectId(\"" + idA + "\"), ObjectId(\"" + idB + "\"),\n ObjectId(\"" + "6553f1003f2a91c8d400303a" + "\")]"
	_, err := scan.Decode(text)
	var pe *core.ParseError
	if !errors.As(err, &pe) || !errors.Is(err, scan.ErrSeveralIDs) || pe.Count != 3 || pe.Err != scan.ErrSeveralIDs {
		t.Fatalf("Decode = %v, want ErrSeveralIDs with Count 3", err)
	}
	if want := "objectid: several IDs: the text holds 3 ObjectIDs, want one"; err.Error() != want {
		t.Errorf("message %q, want %q", err, want)
	}
}

// Text with no ID keeps the error Parse gives, which says what is wrong.
func TestDecode_NoIDKeepsTheParseError(t *testing.T) {
	for _, input := range []string{"", "507f1f77", idA[:23] + "g", `ObjectId("` + idA[:23] + `"`, `{"oid": "` + idA[:23] + `"}`} {
		_, want := core.Parse(input)
		if _, err := scan.Decode(input); err == nil || err.Error() != want.Error() {
			t.Errorf("Decode(%q) error %v, Parse's %v", input, err, want)
		}
	}
	for _, text := range []string{
		"ObjectId(\"507f1f77bcf86cd79943901\")", "id 507f1f77 bcf86cd799439011", "507f1f77bcf86cd79943901g",
		"bson.ObjectID{0x50, 0x7f, 0x1f, 0x77, 0xbc, 0xf8, 0x6c, 0xd7, 0x99, 0x43, 0x90}",
		"bson.ObjectID{0x50, 0x7f, 0x1f, 0x77, 0xbc, 0xf8, 0x6c, 0xd7, 0x99, 0x43, 0x90, 0x100}",
		"bson.ObjectID{0x50, 0x7f, 0x1f, 0x77, 0xbc, 0xf8, 0x6c, 0xd7, 0x99, 0x43, 0x90, 0x11",
		"bson.ObjectID{0x50, 0x7f, 0x1f, 0x77, 0xbc, 0xf8, 0x6c, 0xd7, 0x99, 0x43, 0x90, x}",
	} {
		if _, err := scan.Decode(text); err == nil {
			t.Errorf("Decode(%q) found an ID", text)
		}
	}
}

func TestNearMiss_OneWordAlmostAnIDInAWrapperAtMost(t *testing.T) {
	for text, near := range map[string]bool{
		idA[:23]: true, idA + "1": true, idA[:23] + "g": true, "507f1f77 bcf86cd799439011": true, "507f1fé7bcf86cd799439011": true,
		`ObjectId("` + idA[:23] + `")`: true, ` new ObjectId('` + idA[:22] + `');`: true, `{"$oid": "` + idA[:23] + `x"}`: true,
		"": false, "5": false, "507f1f77": false, "hello world": false, "no id here at all": false, `{"_id": "` + idA[:23] + `"}`: true,
		"GET /orders/" + idA[:23] + " 200": false, idA[:23] + " " + idA[:23]: false, "international-organizations": false, "internationalorganizations": false,
	} {
		if got := scan.NearMiss(text); got != near {
			t.Errorf("NearMiss(%q) = %v, want %v", text, got, near)
		}
	}
}
