package core_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/objectid-generator/objectid/core"
)

// Each format's name, extension, one ID and batch are in
// ExampleFormat_Batch.
func TestFormat_NamesReadBackInAnyCase(t *testing.T) {
	for _, f := range core.Formats {
		if parsed, err := core.ParseFormat(strings.ToUpper(f.String())); err != nil || parsed != f {
			t.Errorf("ParseFormat(%q) = %v, %v", strings.ToUpper(f.String()), parsed, err)
		}
	}
	// The Go form shows the hex, as a diff of test code does.
	if got := string(core.FormatGo.AppendID(nil, mustParse(t, exampleFirst))); got != `mustOID("6553f1003f2a91c8d4003039")` {
		t.Errorf("FormatGo.AppendID = %s", got)
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
