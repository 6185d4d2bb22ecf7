package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
	"go.mongodb.org/mongo-driver/v2/bson"
)

// decodeNow is the fixed current time of the decode tests, in a zone east
// of UTC so that the local time differs from UTC in date and hour.
var decodeNow = time.Date(2025, 10, 20, 10, 0, 0, 0, time.FixedZone("AEST", 10*60*60))

const (
	// The human form of 507f1f77bcf86cd799439011 at decodeNow.
	humanExample = `hex      507f1f77bcf86cd799439011
seconds  1350508407
UTC      2012-10-17T21:13:27Z
local    2012-10-18T07:13:27+10:00 (AEST)
age      13 years ago
random   bcf86cd799
counter  4427793 (0x439011)
legacy   machine bcf86c, process 55193 (meaningful only for IDs from drivers before 2018)
`
	jsonExample = `{"hex":"507f1f77bcf86cd799439011","seconds":1350508407,"time":"2012-10-17T21:13:27Z","random":"bcf86cd799","counter":4427793}` + "\n"

	// The human form of the worked example's first ID at decodeNow.
	humanWorked = `hex      6553f1003f2a91c8d4003039
seconds  1700000000
UTC      2023-11-14T22:13:20Z
local    2023-11-15T08:13:20+10:00 (AEST)
age      1 year ago
random   3f2a91c8d4
counter  12345 (0x003039)
legacy   machine 3f2a91, process 51412 (meaningful only for IDs from drivers before 2018)
`
	jsonWorked = `{"hex":"6553f1003f2a91c8d4003039","seconds":1700000000,"time":"2023-11-14T22:13:20Z","random":"3f2a91c8d4","counter":12345}` + "\n"
	example    = "507f1f77bcf86cd799439011"
	// early, a day after 1970 began, is no driver's ID.
	early     = "000151800a0b0c0d0e000007"
	jsonEarly = `{"hex":"000151800a0b0c0d0e000007","seconds":86400,"time":"1970-01-02T00:00:00Z","random":"0a0b0c0d0e","counter":7,"doubt":"before-2009"}` + "\n"
	// bothJSON is -json's output for example and the worked example.
	bothJSON = jsonExample + jsonWorked
)

func TestDecode_ByteExact(t *testing.T) {
	refused := func(stdout, stderr string) outcome { return outcome{stdout: stdout, stderr: stderr, status: 1} }
	// Not an array, which decode reads as every ID in it.
	several := `{$in: [ObjectId("507f1f77bcf86cd799439011"), ObjectId("6553f1003f2a91c8d4003039")]}`
	mongoimport := `{"_id": {"$oid": "507f1f77bcf86cd799439011"}}`
	tooLong := "objectid: line %d: %d bytes, longer than the 1048576 (1 MiB) a line may hold; not decoded\n"
	checkCases(t, func(t *testing.T) { useClock(t, decodeNow) }, []mainCase{
		{name: "human", args: []string{"decode", example}, want: outcome{stdout: humanExample}},
		{name: "json", args: []string{"decode", "-json", example}, want: outcome{stdout: jsonExample}},
		{name: "json flag after the ID", args: []string{"decode", example, "-json"}, want: outcome{stdout: jsonExample}},
		{name: "uppercase", args: []string{"decode", "-json", strings.ToUpper(example)}, want: outcome{stdout: jsonExample}},
		{name: "shell wrapper", args: []string{"decode", "-json", `ObjectId("507f1f77bcf86cd799439011")`}, want: outcome{stdout: jsonExample}},
		{name: "extended JSON", args: []string{"decode", "-json", `{"$oid": "507f1f77bcf86cd799439011"}`}, want: outcome{stdout: jsonExample}},
		{name: "quoted with spaces", args: []string{"decode", "-json", ` '507f1f77bcf86cd799439011' `}, want: outcome{stdout: jsonExample}},
		{name: "worked example", args: []string{"decode", workedFirst}, want: outcome{stdout: humanWorked}},
		{name: "several, a blank line between blocks", args: []string{"decode", example, workedFirst}, want: outcome{stdout: humanExample + "\n" + humanWorked}},
		{name: "several as JSON", args: []string{"decode", "-json", example, workedFirst}, want: outcome{stdout: bothJSON}},
		{name: "range-query lower bound noted", args: []string{"decode", "6553f1000000000000000000"},
			want: outcome{stdout: `hex      6553f1000000000000000000
seconds  1700000000
UTC      2023-11-14T22:13:20Z
local    2023-11-15T08:13:20+10:00 (AEST)
age      1 year ago
random   0000000000
counter  0 (0x000000)
legacy   machine 000000, process 0 (meaningful only for IDs from drivers before 2018)
note     range-query bound: the smallest ID of its second (all zeros after the timestamp), not one a driver makes
`}},
		{name: "range-query upper bound noted", args: []string{"decode", "-json", "6553f100ffffffffffffffff"},
			want: outcome{stdout: `{"hex":"6553f100ffffffffffffffff","seconds":1700000000,"time":"2023-11-14T22:13:20Z","random":"ffffffffff","counter":16777215}` + "\n"}},
		{name: "Meteor's random ID, in 2104, doubted", args: []string{"decode", "fc10b3a8a1b2c3d4e5f60718"}, want: outcome{stdout: `hex      fc10b3a8a1b2c3d4e5f60718
seconds  4228953000
UTC      2104-01-05T05:10:00Z
local    2104-01-05T15:10:00+10:00 (AEST)
age      in 78 years
random   a1b2c3d4e5
counter  16123672 (0xf60718)
legacy   machine a1b2c3, process 54501 (meaningful only for IDs from drivers before 2018)
note     dated in the future: not made by a MongoDB driver?
`}},
		{name: "1970 doubted", args: []string{"decode", "-json", early}, want: outcome{stdout: jsonEarly}},
		{name: "bad inputs reported, good ones decoded", args: []string{"decode", "-json", example, "507f1f77bcf86cd79943901", "507f1f7gbcf86cd799439011", workedFirst, ""},
			want: refused(bothJSON, `objectid: "507f1f77bcf86cd79943901": invalid length: 23 characters, an ObjectID has 24 hex digits`+"\n"+
				`objectid: "507f1f7gbcf86cd799439011": invalid character: 'g' at position 8 is not a hex digit`+"\n"+
				`objectid: "": empty input: no ID in it, an ObjectID has 24 hex digits`+"\n")},
		{name: "white space only", args: []string{"decode", "   "}, want: refused("", `objectid: "   ": empty input: no ID in it, an ObjectID has 24 hex digits`+"\n")},
		{name: "one character", args: []string{"decode", "a"}, want: refused("", `objectid: "a": invalid length: 1 character, an ObjectID has 24 hex digits`+"\n")},
		{name: "a letter not hex", args: []string{"decode", "507f1f77bcf86cd79943901é"}, want: refused("", `objectid: "507f1f77bcf86cd79943901é": invalid character: 'é' at position 24 is not a hex digit`+"\n")},
		{name: "a tab inside", args: []string{"decode", "507f1f77\tbcf86cd79943901"}, want: refused("", `objectid: "507f1f77\tbcf86cd79943901": whitespace inside: tab at position 9, an ObjectID has no white space between its digits`+"\n")},
		{name: "wrapper not closed", args: []string{"decode", `ObjectId("507f1f77bcf86cd79943901"`}, want: refused("", `objectid: "ObjectId(\"507f1f77bcf86cd79943901\"": malformed wrapper: ObjectId( is not closed with )`+"\n")},
		{name: "several IDs in one input point to scan", args: []string{"decode", several, workedFirst},
			want: refused(humanWorked, fmt.Sprintf("objectid: %q… (83 characters): several IDs: the text holds 2 ObjectIDs, want one; decode them one at a time, or all with objectid decode -scan\n", several[:40]))},
		{name: "found in a longer argument", args: []string{"decode", `  _id: ObjectId('507f1f77bcf86cd799439011'),`},
			want: outcome{stdout: humanExample + "found    at column 18 of the argument\n"}},
		{name: "found on the second line of an argument", args: []string{"decode", "first line\n  _id: ObjectId('507f1f77bcf86cd799439011'),"},
			want: outcome{stdout: humanExample + "found    at line 2, column 18 of the argument\n"}},
		{name: "stdin, two IDs", stdin: example + "\n" + workedFirst + "\n", args: []string{"decode", "-json"}, want: outcome{stdout: bothJSON}},
		{name: "stdin, no final newline", stdin: example + "\n" + workedFirst, args: []string{"decode", "-json"}, want: outcome{stdout: bothJSON}},
		{name: "stdin, blank and white space lines skipped", stdin: "\n" + example + "\n\n   \t\n\r\n" + workedFirst + "\n\n", args: []string{"decode", "-json"}, want: outcome{stdout: bothJSON}},
		{name: "stdin, Windows line ends", stdin: example + "\r\n" + `{"$oid": "6553f1003f2a91c8d4003039"}` + "\r\n", args: []string{"decode", "-json"}, want: outcome{stdout: bothJSON}},
		{name: "stdin, bad line named without its line end", stdin: example + "\r\nnot an id\r\n" + workedFirst + "\n", args: []string{"decode", "-json"},
			want: refused(bothJSON, `objectid: "not an id": whitespace inside: space at position 4, an ObjectID has no white space between its digits`+"\n")},
		{name: "stdin, nothing at all", args: []string{"decode", "-json"}, want: outcome{}},
		{name: "stdin names the line an ID was found on, as JSON", stdin: "\n" + workedFirst + "\n" + mongoimport + "\n", args: []string{"decode", "-json"},
			want: outcome{stdout: jsonWorked + strings.TrimSuffix(jsonExample, "}\n") + `,"line":3,"column":19}` + "\n"}},
		{name: "stdin names the line an ID was found on", stdin: "\n" + workedFirst + "\n" + mongoimport + "\n", args: []string{"decode"},
			want: outcome{stdout: humanWorked + "\n" + humanExample + "found    at line 3, column 19\n"}},
		{name: "lines over 1 MiB refused, the rest decoded",
			stdin: strings.Join([]string{example, strings.Repeat("a", 2*maxLineLength), workedFirst, strings.Repeat("b", maxLineLength), strings.Repeat("c", maxLineLength+1), example}, "\n") + "\n",
			args:  []string{"decode", "-json"},
			want: refused(bothJSON+jsonExample, fmt.Sprintf(tooLong, 2, 2*maxLineLength)+
				`objectid: "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"… (1048576 characters): invalid length: 1048576 characters, an ObjectID has 24 hex digits`+"\n"+
				fmt.Sprintf(tooLong, 5, maxLineLength+1))},
		{name: "lines at 1 MiB with Windows line ends", stdin: strings.Repeat("c", maxLineLength) + "\r\n" + strings.Repeat("c", maxLineLength+1) + "\r\n" + example + "\r\n",
			args: []string{"decode", "-json"},
			want: refused(jsonExample, `objectid: "cccccccccccccccccccccccccccccccccccccccc"… (1048576 characters): invalid length: 1048576 characters, an ObjectID has 24 hex digits`+"\n"+
				fmt.Sprintf(tooLong, 2, maxLineLength+1))},
		{name: "last line without newline over 1 MiB", stdin: workedFirst + "\n" + strings.Repeat("x", maxLineLength+10), args: []string{"decode", "-json"},
			want: refused(jsonWorked, fmt.Sprintf(tooLong, 2, maxLineLength+10))},
	})
}

func TestDecode_AgeAndLocalTimeFollowTheClock(t *testing.T) {
	tests := []struct {
		now       time.Time
		wantAge   string
		wantLocal string
	}{
		{time.Unix(workedSeconds+30, 0).In(time.UTC), "30 seconds ago", "2023-11-14T22:13:20Z (UTC)"},
		{time.Unix(workedSeconds, 0).In(time.FixedZone("", -5*60*60)), "just now", "2023-11-14T17:13:20-05:00 (-0500)"},
		{time.Unix(workedSeconds-3*24*60*60, 0).UTC(), "in 3 days", "2023-11-14T22:13:20Z (UTC)"},
	}
	for _, tt := range tests {
		t.Run(tt.wantAge, func(t *testing.T) {
			useClock(t, tt.now)
			got := runMain(t, "", "decode", workedFirst)
			for _, line := range []string{"age      " + tt.wantAge + "\n", "local    " + tt.wantLocal + "\n"} {
				if got.status != 0 || !strings.Contains(got.stdout, line) {
					t.Errorf("status %d, output lacks %q:\n%s", got.status, line, got.stdout)
				}
			}
		})
	}
}

// brokenReader yields text and then fails.
type brokenReader struct {
	text string
	err  error
}

func (r *brokenReader) Read(p []byte) (int, error) {
	if r.text == "" {
		return 0, r.err
	}
	n := copy(p, r.text)
	r.text = r.text[n:]
	return n, nil
}

func TestDecode_ReadErrorKeepsWhatWasRead(t *testing.T) {
	ioError := errors.New("input/output error")
	tests := []struct {
		name  string
		args  []string
		stdin string
		want  outcome
	}{
		{"between lines", []string{"decode", "-json"}, example + "\n", outcome{stdout: jsonExample, stderr: "objectid: reading standard input after line 1: input/output error\n", status: 1}},
		{"inside a long line", []string{"decode", "-json"}, example + "\n" + strings.Repeat("a", maxLineLength+1), outcome{stdout: jsonExample, stderr: "objectid: reading standard input after line 1: input/output error\n", status: 1}},
		{"scan", []string{"decode", "-scan", "-json"}, "id " + example + " ", outcome{stdout: located(jsonExample, "-", 1, 4), stderr: "objectid: reading standard input: input/output error\n", status: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			useClock(t, decodeNow)
			var stdout, stderr bytes.Buffer
			status := Main(tt.args, &brokenReader{text: tt.stdin, err: ioError}, &stdout, &stderr)
			if got := (outcome{stdout: stdout.String(), stderr: stderr.String(), status: status}); got != tt.want {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

func TestDecode_WriteFailureStopsReading(t *testing.T) {
	for _, args := range [][]string{{"decode", "-json"}, {"decode", "-scan", "-json"}} {
		stdin := &countingReader{r: strings.NewReader(strings.Repeat(workedFirst+"\n", 100000))}
		var stderr bytes.Buffer
		status := Main(args, stdin, failingWriter{errors.New("disk full")}, &stderr)
		if status != 1 || stderr.String() != "objectid: writing output: disk full\n" {
			t.Errorf("%q: status %d, stderr %q; want 1 and one message", args, status, stderr.String())
		}
		if stdin.n >= 100000*25 {
			t.Errorf("%q read all %d bytes of input after the output failed", args, stdin.n)
		}
	}
}

// endlessLine is a reader of one line of n bytes of x, made as it is read.
type endlessLine struct{ n int }

func (r *endlessLine) Read(p []byte) (int, error) {
	if r.n == 0 {
		return 0, io.EOF
	}
	k := min(len(p), r.n)
	for i := range p[:k] {
		p[i] = 'x'
	}
	r.n -= k
	if r.n == 0 {
		p[k-1] = '\n'
	}
	return k, nil
}

func TestDecode_LongLineIsNotHeldInMemory(t *testing.T) {
	useClock(t, decodeNow)
	var stdout, stderr bytes.Buffer
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	status := Main([]string{"decode"}, io.MultiReader(&endlessLine{n: 256 << 20}, strings.NewReader(workedFirst+"\n")), &stdout, &stderr)
	runtime.ReadMemStats(&after)
	if status != 1 || !strings.HasPrefix(stderr.String(), "objectid: line 1: 268435455 bytes, longer than") || stdout.String() != humanWorked {
		t.Errorf("status %d, stdout %q, stderr %q", status, stdout.String(), stderr.String())
	}
	if allocated := after.TotalAlloc - before.TotalAlloc; allocated > 8<<20 {
		t.Errorf("reading a 256 MiB line allocated %d MiB; a refused line must not be held", allocated>>20)
	}
}

func TestDecode_BinaryInputGetsShortMessagesAndOneSummary(t *testing.T) {
	useClock(t, decodeNow)
	var stdin strings.Builder
	garbage := string([]byte{0xff, 0xfe, 0x00, 0x01, 'P', 'K', 0x03, 0x04, 0xc3})
	for i := range 1000 {
		fmt.Fprintf(&stdin, "%d%s\n", i, strings.Repeat(garbage, 50))
	}
	stdin.WriteString(workedFirst + "\n")
	got := runMain(t, stdin.String(), "decode", "-json")
	messages := strings.Split(strings.TrimSuffix(got.stderr, "\n"), "\n")
	if len(messages) != 101 || got.stdout != jsonWorked || got.status != 1 {
		t.Fatalf("%d messages, stdout %q, status %d; want 100 and a summary, the worked ID and status 1", len(messages), got.stdout, got.status)
	}
	for i, m := range messages[:100] {
		if !strings.HasPrefix(m, fmt.Sprintf("objectid: \"%d\\xff\\xfe\\x00", i)) || !strings.Contains(m, "… (") || len(m) > 300 {
			t.Fatalf("message %d is %d bytes: %q", i+1, len(m), m)
		}
	}
	if want := "objectid: 900 more refused inputs not shown (1000 in all)"; messages[100] != want {
		t.Errorf("last message %q, want %q", messages[100], want)
	}
}

func TestDecode_RefusalSummaryFromTheFirstUnreportedInput(t *testing.T) {
	for refused, summary := range map[int]string{
		refusalLimit:     "",
		refusalLimit + 1: "objectid: 1 more refused input not shown (101 in all)\n",
		refusalLimit + 2: "objectid: 2 more refused inputs not shown (102 in all)\n",
	} {
		t.Run(strconv.Itoa(refused), func(t *testing.T) {
			got := runMain(t, strings.Repeat("nope\n", refused), "decode")
			want := strings.Repeat(`objectid: "nope": invalid length: 4 characters, an ObjectID has 24 hex digits`+"\n", refusalLimit) + summary
			if got != (outcome{stderr: want, status: 1}) {
				t.Errorf("got %+v, want status 1 and %d messages, then %q", got, refusalLimit, summary)
			}
		})
	}
}

func TestQuoteInput_ShortWholeLongCut(t *testing.T) {
	tests := []struct {
		name, input, want string
	}{
		{"50 characters whole", strings.Repeat("é", 50), `"` + strings.Repeat("é", 50) + `"`},
		{"51 characters cut at 40", strings.Repeat("é", 51), `"` + strings.Repeat("é", 40) + `"… (51 characters)`},
	}
	for _, tt := range tests {
		if got := quoteInput(tt.input); got != tt.want {
			t.Errorf("%s: got  %s\nwant %s", tt.name, got, tt.want)
		}
	}
}

// scanText mixes IDs in every form with decoys, over several lines.
const scanText = "GET /orders/507f1f77bcf86cd799439011 200\n" +
	`{"_id": {"$oid": "6553F1003F2A91C8D4003039"}, "trace": "f47ac10b-58cc-4372-a567-0e02b2c3d479"}` + "\n" +
	"commit da39a3ee5e6b4b0d3255bfef95601890afd80709 glued 507f1f77bcf86cd7994390116553f1003f2a91c8d4003039\n" +
	`db.orders.find({_id: ObjectId('6553f1003f2a91c8d400303a')}) again 507f1f77bcf86cd799439011` + "\n"

// TestScan_PrintsEachOccurrenceAsDecodeDoes checks -scan against decode of
// the IDs in scanText, file by file, one row per occurrence.
func TestScan_PrintsEachOccurrenceAsDecodeDoes(t *testing.T) {
	useClock(t, decodeNow)
	dir := tempDir(t)
	file := filepath.Join(dir, "log.txt")
	if err := os.WriteFile(file, []byte(scanText), 0o600); err != nil {
		t.Fatal(err)
	}
	ids := []string{example, workedFirst, workedSecond, example}
	decoded := func(ids ...string) string { return runMain(t, "", append([]string{"decode", "--"}, ids...)...).stdout }
	missing := filepath.Join(dir, "missing.log")
	checkCases(t, nil, []mainCase{
		{name: "text from stdin", stdin: scanText, args: []string{"decode", "-scan"}, want: outcome{stdout: decoded(ids...)}},
		{name: "dash names stdin, files in order", stdin: "x " + workedSecond, args: []string{"decode", "-scan", "-", file, "-"},
			want: outcome{stdout: decoded(append([]string{workedSecond}, ids...)...)}},
		{name: "a missing file named, the others still scanned", args: []string{"decode", "-scan", missing, file},
			want: outcome{stdout: decoded(ids...), stderr: "objectid: cannot read " + quotePath(missing) + ": no such file or directory\n", status: 1}},
	})
}

// located is the JSON line of an ID with the file, line and column -scan found it at.
func located(json, file string, line, column int) string {
	return fmt.Sprintf(`%s,"file":%q,"line":%d,"column":%d}`+"\n", strings.TrimSuffix(json, "}\n"), file, line, column)
}

func TestScan_JSONGivesEachIDsFileLineAndColumnInCharacters(t *testing.T) {
	useClock(t, decodeNow)
	file := filepath.Join(tempDir(t), "log.txt")
	if err := os.WriteFile(file, []byte(scanText), 0o600); err != nil {
		t.Fatal(err)
	}
	var want strings.Builder
	for i, line := range strings.SplitAfter(runMain(t, "", "decode", "-json", workedFirst, example, workedFirst, "6553f1003f2a91c8d400303a", example).stdout, "\n")[:5] {
		place := []struct{ line, column int }{{2, 100_002}, {1, 13}, {2, 19}, {4, 32}, {4, 67}}[i]
		want.WriteString(located(line, map[bool]string{true: "-", false: file}[i == 0], place.line, place.column))
	}
	checkCases(t, nil, []mainCase{{name: "stdin then a file", stdin: "\n" + strings.Repeat("é", 100_000) + " " + workedFirst, args: []string{"decode", "-scan", "-json", "-", file}, want: outcome{stdout: want.String()}}})
}

// writeDump writes docs to path as mongodump writes a .bson file: each as
// bson.Marshal writes it, one after another; it returns the bytes.
func writeDump(t *testing.T, path string, docs ...bson.D) []byte {
	t.Helper()
	var data []byte
	for _, doc := range docs {
		bytes, err := bson.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		data = append(data, bytes...)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return data
}

func oid(key string, id string) bson.E {
	parsed, _ := core.FromHex(id)
	return bson.E{Key: key, Value: bson.ObjectID(parsed)}
}

func TestScan_DumpsFoldersAndDamage(t *testing.T) {
	useClock(t, decodeNow)
	dir := tempDir(t)
	orders := filepath.Join(dir, "dump", "shop", "orders.bson")
	data := writeDump(t, orders, bson.D{oid("_id", example), {Key: "items", Value: bson.A{bson.D{oid("order_id", workedFirst)}}}}, bson.D{oid("_id", early)})
	if err := os.WriteFile(filepath.Join(dir, "dump", "shop", "orders.metadata.json"), []byte(`{"indexes":[]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	cut := filepath.Join(dir, "cut.bson")
	if err := os.WriteFile(cut, data[:len(data)-4], 0o600); err != nil {
		t.Fatal(err)
	}
	inDump := func(json, file, ns, path string, doc int) string {
		return fmt.Sprintf(`%s,"file":%q,"ns":%q,"path":%q,"doc":%d}`+"\n", strings.TrimSuffix(json, "}\n"), file, ns, path, doc)
	}
	folder := filepath.Join(dir, "dump")
	checkCases(t, nil, []mainCase{
		{name: "a .bson file, for people", args: []string{"decode", "-scan", orders}, want: outcome{stdout: humanExample + "found    in " + orders + ", document 1, field _id\n\n" +
			humanWorked + "found    in " + orders + ", document 1, field items.0.order_id\n\n" +
			runMain(t, "", "decode", early).stdout + "found    in " + orders + ", document 2, field _id\n"}},
		{name: "a dump folder, as JSON", args: []string{"decode", "-scan", "-json", folder}, want: outcome{stdout: inDump(jsonExample, folder, "shop.orders", "_id", 1) +
			inDump(jsonWorked, folder, "shop.orders", "items.0.order_id", 1) + inDump(jsonEarly, folder, "shop.orders", "_id", 2)}},
		{name: "a dump on standard input", stdin: string(data[:len(data)-4]), args: []string{"decode", "-scan", "-json"}, want: outcome{stdout: inDump(jsonExample, "-", "standard input", "_id", 1) +
			inDump(jsonWorked, "-", "standard input", "items.0.order_id", 1), stderr: "objectid: standard input: damaged at byte 64: document 2 is cut short: 18 of 22 bytes\n", status: 1}},
		{name: "damaged: what came before, then where", args: []string{"decode", "-scan", "-format", "hex", cut, orders},
			want: outcome{stdout: example + "\n" + workedFirst + "\n" + early + "\n", stderr: "objectid: " + cut + ": damaged at byte 64: document 2 is cut short: 18 of 22 bytes\n", status: 1}},
	})
}

func TestScan_SummaryPerFile(t *testing.T) {
	useClock(t, decodeNow)
	dir := tempDir(t)
	process := func(at uint32, counter uint32) string {
		return core.FromParts(1714564800+at, [5]byte{0x0a, 0x0a, 0x0a, 0x0a, 0x0a}, counter).Hex()
	}
	// The clock went back 42 s after 2024-05-01T12:00:05Z.
	orders := filepath.Join(dir, "orders.bson")
	writeDump(t, orders, bson.D{oid("_id", process(0, 1))}, bson.D{oid("_id", process(5, 2))}, bson.D{oid("_id", process(-37+1<<32, 3))},
		bson.D{oid("_id", process(-36+1<<32, 4)), oid("by", "fc10b3a8a1b2c3d4e5f60718"), oid("old", early)})
	log := filepath.Join(dir, "log.txt")
	if err := os.WriteFile(log, []byte(scanText), 0o600); err != nil {
		t.Fatal(err)
	}
	checkCases(t, nil, []mainCase{{name: "a dump and a text", args: []string{"decode", "-scan", "-summary", orders, log}, want: outcome{stdout: "file     " + orders + ": 6 IDs, 6 distinct\n" +
		"ns       " + orders + "  6 IDs  1970-01-02T00:00:00Z  2104-01-05T05:10:00Z\n" +
		"process  0a0a0a0a0a  4 IDs  2024-05-01T11:59:23Z  2024-05-01T12:00:05Z  clock went back 42 s at 2024-05-01T12:00:05Z\n" +
		"process  0a0b0c0d0e  1 ID  1970-01-02T00:00:00Z  1970-01-02T00:00:00Z\n" +
		"process  a1b2c3d4e5  1 ID  2104-01-05T05:10:00Z  2104-01-05T05:10:00Z\n" +
		"doubt    1 ID dated before 2009: not made by a MongoDB driver?\n" +
		"doubt    1 ID dated in the future: not made by a MongoDB driver?\n\n" +
		"file     " + log + ": 4 IDs, 3 distinct\n" +
		"process  3f2a91c8d4  2 IDs  2023-11-14T22:13:20Z  2023-11-14T22:13:20Z\n" +
		"process  bcf86cd799  1 ID  2012-10-17T21:13:27Z  2012-10-17T21:13:27Z\n"}},
		{name: "hex once each, across files", args: []string{"decode", "-scan", "-format", "hex", log, log}, want: outcome{stdout: example + "\n" + workedFirst + "\n" + workedSecond + "\n"}},
		{name: "-format takes only hex", args: []string{"decode", "-scan", "-format", "json"}, want: outcome{stderr: "objectid: decode: -format takes only hex, got \"json\"; run 'objectid help decode' for its usage\n", status: 2}},
		{name: "-summary needs -scan", args: []string{"decode", "-summary"}, want: outcome{stderr: "objectid: decode: -format hex and -summary go with -scan, without -json or each other; run 'objectid help decode' for its usage\n", status: 2}},
		{name: "-summary is near", args: []string{"decode", "-scan", "-sumary"}, want: outcome{stderr: "objectid: decode: unknown flag -sumary; did you mean -summary? Run 'objectid help decode' for its usage\n", status: 2}},
	})
}

func TestQuotePath_WindowsBackslashesKeptAsTyped(t *testing.T) {
	tests := []struct{ path, want string }{
		{`C:\logs\app.log`, `"C:\logs\app.log"`},
		{`D:\Mes journaux\été.log`, `"D:\Mes journaux\été.log"`},
		{"a\nb.log", `"a\nb.log"`},
		{`say "hi".log`, `"say \"hi\".log"`},
		{"bad\xffname", `"bad\xffname"`},
	}
	for _, tt := range tests {
		if got := quotePath(tt.path); got != tt.want {
			t.Errorf("quotePath(%q) = %s, want %s", tt.path, got, tt.want)
		}
	}
}

// Every batch generate writes reads back through decode, in the order
// written: objectid generate -n 3 -format F | objectid decode.
func TestDecode_ReadsEveryBatchGenerateWrites(t *testing.T) {
	useClock(t, decodeNow)
	const want = workedFirst + "\n" + workedSecond + "\n6553f1003f2a91c8d400303b\n"
	for _, f := range core.Formats {
		t.Run(f.String(), func(t *testing.T) {
			batch := runMain(t, "", "generate", "-n", "3", "-at", "1700000000", "-random", "3f2a91c8d4", "-counter", "12345", "-format", f.String())
			got := runMain(t, batch.stdout, "decode", "-json")
			if got.status != 0 || got.stderr != "" {
				t.Fatalf("decode of\n%s\ngave status %d, stderr %q", batch.stdout, got.status, got.stderr)
			}
			var hexes strings.Builder
			for line := range strings.Lines(got.stdout) {
				hexes.WriteString(line[len(`{"hex":"`):][:24] + "\n")
			}
			if hexes.String() != want {
				t.Errorf("decode of\n%s\ngave\n%s", batch.stdout, got.stdout)
			}
		})
	}
}

func TestDecode_ArrayOnOneLineGivesEachID(t *testing.T) {
	useClock(t, decodeNow)
	input := `[{"$oid": "` + workedFirst + `"}, {"$oid": "` + workedSecond + `"}]` + "\n"
	want := `{"hex":"` + workedFirst + `","seconds":1700000000,"time":"2023-11-14T22:13:20Z","random":"3f2a91c8d4","counter":12345}` + "\n" +
		`{"hex":"` + workedSecond + `","seconds":1700000000,"time":"2023-11-14T22:13:20Z","random":"3f2a91c8d4","counter":12346}` + "\n"
	if got := runMain(t, input, "decode", "-json"); got != (outcome{stdout: want}) {
		t.Errorf("got %+v\nwant stdout %s", got, want)
	}
	// Two IDs in a line that is no array stay refused: which one is meant?
	if got := runMain(t, "ids "+workedFirst+" "+workedSecond+"\n", "decode"); got.status != 1 || !strings.Contains(got.stderr, "several IDs") {
		t.Errorf("a line of two IDs: got %+v, want it refused", got)
	}
}
