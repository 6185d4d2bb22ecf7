package core_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/objectid-generator/objectid/core"
)

// Each format's name, file extension, one ID and empty batch; the text of
// a batch of two is ExampleFormat_Batch.
func TestFormat_EachFormat(t *testing.T) {
	tests := []struct {
		format          core.Format
		name, extension string
		code            bool
		one, empty      string
	}{
		{core.FormatHex, "hex", ".txt", false, exampleFirst, ""},
		{core.FormatShell, "shell", ".js", false, `ObjectId("` + exampleFirst + `")`, ""},
		{core.FormatEJSON, "ejson", ".jsonl", false, `{"$oid":"` + exampleFirst + `"}`, ""},
		{core.FormatJSON, "json", ".json", false, `"` + exampleFirst + `"`, "[]\n"},
		{core.FormatCSV, "csv", ".csv", false, exampleFirst, "_id\n"},
		{core.FormatShellArray, "shell-array", ".js", false, `ObjectId("` + exampleFirst + `")`, "[]\n"},
		{core.FormatEJSONArray, "ejson-array", ".json", false, `{"$oid": "` + exampleFirst + `"}`, "[]\n"},
		{core.FormatMongoimport, "mongoimport", ".json", false, `{"_id": {"$oid": "` + exampleFirst + `"}}`, ""},
		{core.FormatNode, "node", ".js", true, `new ObjectId("` + exampleFirst + `")`, "[]\n"},
		{core.FormatPython, "python", ".py", true, `ObjectId("` + exampleFirst + `")`, "[]\n"},
		{core.FormatGo, "go", ".go", true, `bson.ObjectID{0x65, 0x53, 0xf1, 0x00, 0x3f, 0x2a, 0x91, 0xc8, 0xd4, 0x00, 0x30, 0x39}`, "[]bson.ObjectID{}\n"},
		{core.FormatJava, "java", ".java", true, `new ObjectId("` + exampleFirst + `")`, "List.of()\n"},
		{core.FormatCSharp, "csharp", ".cs", true, `ObjectId.Parse("` + exampleFirst + `")`, "new[] {}\n"},
		{core.FormatRust, "rust", ".rs", true, `ObjectId::parse_str("` + exampleFirst + `").unwrap()`, "vec![]\n"},
	}
	if len(tests) != len(core.Formats) {
		t.Fatalf("%d formats, %d tested", len(core.Formats), len(tests))
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := core.Formats[i]
			if f != tc.format || f.String() != tc.name || f.Extension() != tc.extension || f.IsCode() != tc.code {
				t.Errorf("Formats[%d] = %v, %q, %q, code %v", i, f, f.String(), f.Extension(), f.IsCode())
			}
			if got := string(f.AppendID([]byte("x"), mustParse(t, exampleFirst))); got != "x"+tc.one {
				t.Errorf("AppendID = %s, want x%s", got, tc.one)
			}
			if got := f.Batch(nil); got != tc.empty {
				t.Errorf("Batch(nil) = %q, want %q", got, tc.empty)
			}
			if parsed, err := core.ParseFormat(strings.ToUpper(tc.name)); err != nil || parsed != f {
				t.Errorf("ParseFormat(%q) = %v, %v", strings.ToUpper(tc.name), parsed, err)
			}
		})
	}
	for _, f := range []core.Format{-1, core.Format(len(core.Formats))} {
		if got := f.String(); got != fmt.Sprintf("Format(%d)", int(f)) {
			t.Errorf("Format(%d).String() = %q", int(f), got)
		}
	}
}

func TestParseFormat_UnknownNamesRefused(t *testing.T) {
	for _, name := range []string{"", "xml", "hex ", "js", "Format(0)", "shell_array"} {
		_, err := core.ParseFormat(name)
		want := fmt.Sprintf("objectid: unknown format: %q, want one of hex, shell, ejson, json, csv, shell-array, ejson-array, mongoimport, node, python, go, java, csharp, rust", name)
		if !errors.Is(err, core.ErrUnknownFormat) || err.Error() != want {
			t.Errorf("ParseFormat(%q) err = %v, want %s", name, err, want)
		}
	}
}

func TestFormat_AppendChunkEqualsTheWholeBatchForAnyChunking(t *testing.T) {
	all, err := newTestGenerator(t, at(exampleUnix), 0xFFFF00).Batch(1000)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range core.Formats {
		for _, n := range []int{0, 1, 2, 3, 1000} {
			want := f.Batch(all[:n])
			for _, chunk := range []int{1, 2, 7, 999} {
				var got []byte
				for start := 0; start < n || start == 0; start += chunk {
					got = f.AppendChunk(got, all[start:min(start+chunk, n)], start == 0, start+chunk >= n)
				}
				if string(got) != want {
					t.Errorf("%s, %d IDs in chunks of %d:\n%s\nwant\n%s", f, n, chunk, got, want)
				}
			}
		}
	}
}
