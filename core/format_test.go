package core_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
)

func idsOf(t *testing.T, hexes ...string) []core.ObjectID {
	t.Helper()
	ids := make([]core.ObjectID, len(hexes))
	for i, h := range hexes {
		ids[i] = mustParse(t, h)
	}
	return ids
}

func TestFormat_BatchExactText(t *testing.T) {
	tests := []struct {
		format core.Format
		ids    []string
		want   string
	}{
		{core.FormatHex, nil, ""},
		{core.FormatHex, []string{exampleFirst, exampleSecond, knownHex}, exampleFirst + "\n" + exampleSecond + "\n" + knownHex + "\n"},

		{core.FormatShell, nil, ""},
		{core.FormatShell, []string{exampleFirst, exampleSecond, knownHex}, `ObjectId("` + exampleFirst + `")` + "\n" + `ObjectId("` + exampleSecond + `")` + "\n" + `ObjectId("` + knownHex + `")` + "\n"},

		{core.FormatEJSON, nil, ""},
		{core.FormatEJSON, []string{exampleFirst, exampleSecond, knownHex}, `{"$oid":"` + exampleFirst + `"}` + "\n" + `{"$oid":"` + exampleSecond + `"}` + "\n" + `{"$oid":"` + knownHex + `"}` + "\n"},

		{core.FormatJSON, nil, "[]\n"},
		{core.FormatJSON, []string{exampleFirst, exampleSecond, knownHex}, "[\n  \"" + exampleFirst + "\",\n  \"" + exampleSecond + "\",\n  \"" + knownHex + "\"\n]\n"},

		{core.FormatCSV, nil, "_id\n"},
		{core.FormatCSV, []string{exampleFirst, exampleSecond, knownHex}, "_id\n" + exampleFirst + "\n" + exampleSecond + "\n" + knownHex + "\n"},

		{core.FormatShellArray, nil, "[]\n"},
		{core.FormatShellArray, []string{exampleFirst, exampleSecond, knownHex}, `[ObjectId("` + exampleFirst + `"), ObjectId("` + exampleSecond + `"), ObjectId("` + knownHex + `")]` + "\n"},

		{core.FormatEJSONArray, nil, "[]\n"},
		{core.FormatEJSONArray, []string{exampleFirst, exampleSecond, knownHex}, `[{"$oid": "` + exampleFirst + `"}, {"$oid": "` + exampleSecond + `"}, {"$oid": "` + knownHex + `"}]` + "\n"},

		{core.FormatMongoimport, nil, ""},
		{core.FormatMongoimport, []string{exampleFirst, exampleSecond, knownHex}, `{"_id": {"$oid": "` + exampleFirst + `"}}` + "\n" + `{"_id": {"$oid": "` + exampleSecond + `"}}` + "\n" + `{"_id": {"$oid": "` + knownHex + `"}}` + "\n"},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s/%d IDs", tc.format, len(tc.ids)), func(t *testing.T) {
			ids := idsOf(t, tc.ids...)
			if got := tc.format.Batch(ids); got != tc.want {
				t.Errorf("Batch\n got %q\nwant %q", got, tc.want)
			}
			prefix := []byte("kept:")
			if got := tc.format.AppendChunk(prefix, ids, true, true); string(got) != "kept:"+tc.want {
				t.Errorf("AppendBatch\n got %q\nwant %q", got, "kept:"+tc.want)
			}
		})
	}
}

func TestFormat_NamesAndOrder(t *testing.T) {
	want := []string{"hex", "shell", "ejson", "json", "csv", "shell-array", "ejson-array", "mongoimport", "node", "python", "go", "java", "csharp", "rust"}
	if len(core.Formats) != len(want) {
		t.Fatalf("Formats has %d entries, want %d", len(core.Formats), len(want))
	}
	for i, f := range core.Formats {
		if f.String() != want[i] {
			t.Errorf("Formats[%d] = %s, want %s", i, f, want[i])
		}
		back, err := core.ParseFormat(want[i])
		if err != nil || back != f {
			t.Errorf("ParseFormat(%q) = %v, %v; want %v", want[i], back, err, f)
		}
	}
	if got := core.Format(len(want)).String(); got != fmt.Sprintf("Format(%d)", len(want)) {
		t.Errorf("Format(%d).String() = %q", len(want), got)
	}
	if got := core.Format(-1).String(); got != "Format(-1)" {
		t.Errorf("Format(-1).String() = %q, want Format(-1)", got)
	}
}

func TestFormat_ExtensionFitsTheText(t *testing.T) {
	want := map[core.Format]string{
		core.FormatHex: ".txt", core.FormatShell: ".js", core.FormatEJSON: ".jsonl", core.FormatJSON: ".json",
		core.FormatCSV: ".csv", core.FormatShellArray: ".js", core.FormatEJSONArray: ".json", core.FormatMongoimport: ".json",
		core.FormatNode: ".js", core.FormatPython: ".py", core.FormatGo: ".go", core.FormatJava: ".java", core.FormatCSharp: ".cs",
		core.FormatRust: ".rs",
	}
	for _, f := range core.Formats {
		if got := f.Extension(); got != want[f] {
			t.Errorf("%s.Extension() = %q, want %q", f, got, want[f])
		}
	}
}

func TestParseFormat_UnknownNamesRefused(t *testing.T) {
	for _, name := range []string{"", "xml", "hex ", "js", "extended-json", "Format(0)", "shell_array", "shellarray", "compass"} {
		t.Run(name, func(t *testing.T) {
			_, err := core.ParseFormat(name)
			if !errors.Is(err, core.ErrUnknownFormat) {
				t.Fatalf("ParseFormat(%q) err = %v, want ErrUnknownFormat", name, err)
			}
			want := fmt.Sprintf("objectid: unknown format: %q, want one of hex, shell, ejson, json, csv, shell-array, ejson-array, mongoimport, node, python, go, java, csharp, rust", name)
			if err.Error() != want {
				t.Errorf("message %q, want %q", err, want)
			}
		})
	}
}

func TestFormat_AppendChunkEqualsTheWholeBatchForAnyChunking(t *testing.T) {
	g := newTestGenerator(t, newFakeClock(time.Unix(exampleUnix, 0)), exampleRandom, 0xFFFF00)
	all, err := g.Batch(1000)
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

// A batch's text reuses the digits of seconds and random value while they
// repeat: IDs that change either, in any byte, must still read back as
// themselves in every format.
func TestFormat_BatchFollowsChangingSecondsAndRandom(t *testing.T) {
	ids := idsOf(t,
		"6553f1003f2a91c8d4003039", "6553f1003f2a91c8d400303a", "6553f1013f2a91c8d400303b",
		"6553f1013f2a91c8d5ffffff", "6553f1013f2a91c8d5000000", "ffffffffffffffffffffffff",
		"000000000000000000000000", "0123456789abcdef01234567", "0123456789abcdef01234568")
	for _, f := range core.Formats {
		var want []byte
		got := string(f.AppendChunk(nil, ids, true, true))
		for _, id := range ids {
			if want = f.AppendID(want[:0], id); !strings.Contains(got, string(want)) {
				t.Errorf("%s: batch text %q lacks %q", f, got, want)
			}
		}
	}
	if got, want := core.FormatHex.Batch(ids), strings.Join([]string{"6553f1003f2a91c8d4003039", "6553f1003f2a91c8d400303a", "6553f1013f2a91c8d400303b",
		"6553f1013f2a91c8d5ffffff", "6553f1013f2a91c8d5000000", "ffffffffffffffffffffffff",
		"000000000000000000000000", "0123456789abcdef01234567", "0123456789abcdef01234568"}, "\n")+"\n"; got != want {
		t.Errorf("hex batch:\n%s\nwant\n%s", got, want)
	}
}
