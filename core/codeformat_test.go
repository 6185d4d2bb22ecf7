package core_test

import (
	"testing"

	"github.com/objectid-generator/objectid/core"
)

func TestCodeFormats_WorkedExampleByteExact(t *testing.T) {
	ids := []core.ObjectID{mustParse(t, exampleFirst), mustParse(t, exampleSecond)}
	tests := []struct {
		format core.Format
		one    string
		batch  string
		empty  string
	}{
		{core.FormatNode, `new ObjectId("6553f1003f2a91c8d4003039")`,
			"[\n  new ObjectId(\"6553f1003f2a91c8d4003039\"),\n  new ObjectId(\"6553f1003f2a91c8d400303a\"),\n]\n", "[]\n"},
		{core.FormatPython, `ObjectId("6553f1003f2a91c8d4003039")`,
			"[\n    ObjectId(\"6553f1003f2a91c8d4003039\"),\n    ObjectId(\"6553f1003f2a91c8d400303a\"),\n]\n", "[]\n"},
		{core.FormatGo, `bson.ObjectID{0x65, 0x53, 0xf1, 0x00, 0x3f, 0x2a, 0x91, 0xc8, 0xd4, 0x00, 0x30, 0x39}`,
			"[]bson.ObjectID{\n" +
				"\tbson.ObjectID{0x65, 0x53, 0xf1, 0x00, 0x3f, 0x2a, 0x91, 0xc8, 0xd4, 0x00, 0x30, 0x39},\n" +
				"\tbson.ObjectID{0x65, 0x53, 0xf1, 0x00, 0x3f, 0x2a, 0x91, 0xc8, 0xd4, 0x00, 0x30, 0x3a},\n}\n", "[]bson.ObjectID{}\n"},
		{core.FormatJava, `new ObjectId("6553f1003f2a91c8d4003039")`,
			"List.of(\n    new ObjectId(\"6553f1003f2a91c8d4003039\"),\n    new ObjectId(\"6553f1003f2a91c8d400303a\")\n)\n", "List.of()\n"},
		{core.FormatCSharp, `ObjectId.Parse("6553f1003f2a91c8d4003039")`,
			"new[] {\n    ObjectId.Parse(\"6553f1003f2a91c8d4003039\"),\n    ObjectId.Parse(\"6553f1003f2a91c8d400303a\"),\n}\n", "new[] {}\n"},
		{core.FormatRust, `ObjectId::parse_str("6553f1003f2a91c8d4003039").unwrap()`,
			"vec![\n    ObjectId::parse_str(\"6553f1003f2a91c8d4003039\").unwrap(),\n    ObjectId::parse_str(\"6553f1003f2a91c8d400303a\").unwrap(),\n]\n", "vec![]\n"},
	}
	for _, tt := range tests {
		t.Run(tt.format.String(), func(t *testing.T) {
			if !tt.format.IsCode() {
				t.Errorf("%v.IsCode() = false", tt.format)
			}
			if got := string(tt.format.AppendID(nil, ids[0])); got != tt.one {
				t.Errorf("AppendID = %s, want %s", got, tt.one)
			}
			if got := tt.format.Batch(ids); got != tt.batch {
				t.Errorf("Batch =\n%s\nwant\n%s", got, tt.batch)
			}
			if got := tt.format.Batch(nil); got != tt.empty {
				t.Errorf("Batch(nil) = %q, want %q", got, tt.empty)
			}
			if parsed, err := core.ParseFormat(tt.format.String()); err != nil || parsed != tt.format {
				t.Errorf("ParseFormat(%q) = %v, %v", tt.format.String(), parsed, err)
			}
		})
	}
	for _, f := range []core.Format{core.FormatHex, core.FormatShell, core.FormatEJSON, core.FormatJSON, core.FormatCSV} {
		if f.IsCode() {
			t.Errorf("%v.IsCode() = true, want a database format", f)
		}
	}
}
