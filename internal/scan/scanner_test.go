package scan_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/scan"
)

// found is a Match written with the ID as hex, for readable tables.
type found struct {
	hex    string
	column int
	line   int
}

func (f found) String() string { return fmt.Sprintf("%s@C%d:L%d", f.hex, f.column, f.line) }

func scanAll(t testing.TB, r io.Reader) []found {
	t.Helper()
	got, err := scanFound(r)
	if err != nil {
		t.Fatalf("Err() = %v", err)
	}
	return got
}

func scanFound(r io.Reader) ([]found, error) {
	s := scan.NewScanner(r)
	var got []found
	for s.Scan() {
		m := s.Match()
		got = append(got, found{m.ID.Hex(), m.Column, m.Line})
	}
	return got, s.Err()
}

const (
	idA = "507f1f77bcf86cd799439011"
	idB = "6553f1003f2a91c8d4003039"
)

func TestScan_FindsEachFormOnceAndNoDecoy(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []found
	}{
		{"bare lowercase", "id " + idA, []found{{idA, 4, 1}}},
		{"mixed case", "507F1f77BCF86cd799439011", []found{{idA, 1, 1}}},
		{"shell double quotes", `{_id: ObjectId("` + idA + `")}`, []found{{idA, 17, 1}}},
		{"extended JSON", `{"_id": {"$oid": "` + idA + `"}}`, []found{{idA, 19, 1}}},
		{"CSV row", idA + "," + idB + ",x", []found{{idA, 1, 1}, {idB, 26, 1}}},
		{"URL path", "GET /orders/" + idA + "?full=1", []found{{idA, 13, 1}}},
		{"after CJK letter", "订单" + idA + "。", []found{{idA, 3, 1}}},
		{"after no-break space", "id\u00a0" + idA, []found{{idA, 4, 1}}},
		{"on later lines", "a\n\nb " + idA + "\r\n" + idB, []found{{idA, 3, 3}, {idB, 1, 4}}},
		// Decoys: none of these is an ID.
		{"23 hex digits", idA[:23], nil},
		{"25 hex digits", idA + "0", nil},
		{"40-digit SHA-1", "commit da39a3ee5e6b4b0d3255bfef95601890afd80709", nil},
		{"two IDs glued", idA + idB, nil},
		{"dashed UUID", "f47ac10b-58cc-4372-a567-0e02b2c3d479", nil},
		{"0x prefix", "0x" + idA, nil},
		{"letters before", "id" + idA, nil},
		{"non-hex letter inside", "507f1f77bcf86cd79943901g", nil},
		{"split by space", "507f1f77bcf8 6cd799439011", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := scanAll(t, strings.NewReader(tt.text))
			if !slices.Equal(got, tt.want) {
				t.Errorf("scan %q\n got %v\nwant %v", tt.text, got, tt.want)
			}
		})
	}
}

// mixedText holds every form and decoy, as pasted logs and exports do.
const mixedText = "2024-05-01T12:00:00Z INFO GET /orders/507f1f77bcf86cd799439011 200\n" +
	"commit da39a3ee5e6b4b0d3255bfef95601890afd80709 by 6553F1003F2A91C8D4003039\n" +
	`{"_id": {"$oid": "6553f1003f2a91c8d400303a"}, "trace": "f47ac10b-58cc-4372-a567-0e02b2c3d479"}` + "\n" +
	`db.orders.find({_id: ObjectId("6553f1003f2a91c8d400303b")}) // 0x6553f1003f2a91c8d400303b` + "\n" +
	"glued 507f1f77bcf86cd7994390116553f1003f2a91c8d4003039 short 507f1f77bcf86cd79943901\n" +
	"long 507f1f77bcf86cd7994390110 uuid f47ac10b58cc4372a5670e02b2c3d479 idx507f1f77bcf86cd799439011\n" +
	"_id,name\n507f1f77bcf86cd799439011,Ada\n"

// boundaryText puts IDs, decoys and long words across the places where a
// Scanner's window ends, for windows of any power of two up to 1 MiB.
func boundaryText() string {
	var b strings.Builder
	pieces := []string{idA, " ", idB + "0", "\n", strings.Repeat("a", 70000), " ", idB, ",", idA + idB, "\n"}
	for b.Len() < 300000 {
		for _, p := range pieces {
			b.WriteString(p)
		}
		b.WriteString(strings.Repeat(".", b.Len()%37))
	}
	return b.String()
}

func TestScan_IDStraddlingEveryWindowPosition(t *testing.T) {
	// Each text puts the ID one byte later, so one of them splits it at
	// every position across the first window boundary.
	const window = 64 << 10
	for shift := window - core.HexLength - 1; shift <= window+1; shift++ {
		text := strings.Repeat(" ", shift) + idA + " " + strings.Repeat("g", core.HexLength)
		want := []found{{idA, shift + 1, 1}}
		if got := scanAll(t, strings.NewReader(text)); !slices.Equal(got, want) {
			t.Fatalf("ID at %d: got %v, want %v", shift, got, want)
		}
	}
}

func TestScan_HugeInputStreamsInBoundedMemory(t *testing.T) {
	block := strings.Repeat(mixedText, 100) + idA + " " + strings.Repeat("c", 1<<20) + " " + idB + ",\n"
	blockMatches := scanAll(t, strings.NewReader(block))
	count := 50 << 20 / len(block)
	readers := make([]io.Reader, count)
	for i := range readers {
		readers[i] = strings.NewReader(block)
	}
	input := io.MultiReader(readers...)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	s := scan.NewScanner(input)
	n := 0
	var last scan.Match
	for s.Scan() {
		n++
		last = s.Match()
	}
	runtime.ReadMemStats(&after)
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	if want := count * len(blockMatches); n != want {
		t.Errorf("found %d IDs, want %d", n, want)
	}
	lastInBlock := blockMatches[len(blockMatches)-1]
	wantLine := (count-1)*strings.Count(block, "\n") + lastInBlock.line
	if last.Column != lastInBlock.column || last.Line != wantLine {
		t.Errorf("last ID at column %d line %d, want column %d line %d", last.Column, last.Line, lastInBlock.column, wantLine)
	}
	// The window is all the scanner needs, however long the input or its lines.
	if grown := after.TotalAlloc - before.TotalAlloc; grown > 1<<20 {
		t.Errorf("scanning %d MB allocated %d bytes", count*len(block)>>20, grown)
	}
}

// emptyReader returns nothing, without an error, forever.
type emptyReader struct{}

func (emptyReader) Read([]byte) (int, error) { return 0, nil }

func TestScan_StopsOnReadError(t *testing.T) {
	broken := errors.New("disk gone")
	got, err := scanFound(io.MultiReader(strings.NewReader(idA+" "+idB), iotest.ErrReader(broken)))
	if !errors.Is(err, broken) || !slices.Equal(got, []found{{idA, 1, 1}}) {
		t.Errorf("got %v, %v; want the IDs before the error, not the word it cut, and the error", got, err)
	}
	if _, err := scanFound(emptyReader{}); !errors.Is(err, io.ErrNoProgress) {
		t.Errorf("a reader that never gives anything: %v, want io.ErrNoProgress", err)
	}
}

// referenceScan is the definition of a match written the slow, obvious
// way: every maximal run of ASCII letters and digits that is 24 hex digits.
var referenceWord = regexp.MustCompile(`[A-Za-z0-9]+`)

func referenceScan(text []byte) []found {
	var out []found
	for _, loc := range referenceWord.FindAllIndex(text, -1) {
		word := string(text[loc[0]:loc[1]])
		id, err := core.FromHex(word)
		if err != nil {
			continue
		}
		lineStart := bytes.LastIndexByte(text[:loc[0]], '\n') + 1
		out = append(out, found{id.Hex(), 1 + utf8.RuneCount(text[lineStart:loc[0]]), 1 + bytes.Count(text[:loc[0]], []byte{'\n'})})
	}
	return out
}

// FuzzScan reads the text a byte at a time, so that every word crosses the
// end of a read somewhere.
func FuzzScan(f *testing.F) {
	f.Add([]byte(mixedText))
	f.Add([]byte(idA))
	f.Add([]byte(boundaryText()))
	f.Add([]byte(`ObjectId("` + idA + `") {"$oid":"` + idB + `"}`))
	f.Add([]byte(idA + idB + "\n" + idA[:23] + "\n\u00e9" + idB))
	f.Fuzz(func(t *testing.T, text []byte) {
		want := referenceScan(text)
		if got := scanAll(t, iotest.OneByteReader(bytes.NewReader(text))); !slices.Equal(got, want) {
			t.Fatalf("scan %q\n got %v\nwant %v", text, got, want)
		}
	})
}

func ExampleScanner() {
	log := `GET /orders/507f1f77bcf86cd799439011 200
find({_id: ObjectId("6553f1003f2a91c8d4003039")}) sha1=da39a3ee5e6b4b0d3255bfef95601890afd80709`
	s := scan.NewScanner(strings.NewReader(log))
	for s.Scan() {
		m := s.Match()
		fmt.Println(m.Line, m.Column, m.ID, m.ID.Timestamp().Format("2006-01-02"))
	}
	// Output:
	// 1 13 507f1f77bcf86cd799439011 2012-10-17
	// 2 22 6553f1003f2a91c8d4003039 2023-11-14
}

// A column counts characters, invalid bytes one each, however the reads cut
// them.
func TestScanner_ColumnInCharactersAcrossReads(t *testing.T) {
	s := scan.NewScanner(iotest.OneByteReader(strings.NewReader("é€😀 " + idA + "\nx\x80 " + idA)))
	var columns []int
	for s.Scan() {
		columns = append(columns, s.Match().Column)
	}
	if !slices.Equal(columns, []int{5, 4}) || s.Err() != nil {
		t.Errorf("columns %v, %v; want [5 4]", columns, s.Err())
	}
}
