package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
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
)

func TestDecode_OneIDEveryField(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"human", []string{"decode", "507f1f77bcf86cd799439011"}, humanExample},
		{"json", []string{"decode", "-json", "507f1f77bcf86cd799439011"}, jsonExample},
		{"json flag after the ID", []string{"decode", "507f1f77bcf86cd799439011", "-json"}, jsonExample},
		{"uppercase", []string{"decode", "-json", "507F1F77BCF86CD799439011"}, jsonExample},
		{"shell wrapper", []string{"decode", "-json", `ObjectId("507f1f77bcf86cd799439011")`}, jsonExample},
		{"extended JSON", []string{"decode", "-json", `{"$oid": "507f1f77bcf86cd799439011"}`}, jsonExample},
		{"quoted with spaces", []string{"decode", "-json", ` '507f1f77bcf86cd799439011' `}, jsonExample},
		{"worked example human", []string{"decode", workedFirst}, humanWorked},
		{"worked example json", []string{"decode", "-json", workedFirst}, jsonWorked},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			useClock(t, decodeNow)
			got := runMain(t, "", tt.args...)
			if got != (outcome{stdout: tt.want}) {
				t.Errorf("got status %d, stderr %q, stdout:\n%s\nwant stdout:\n%s", got.status, got.stderr, got.stdout, tt.want)
			}
		})
	}
}

func TestDecode_SeveralIDsBlankLineBetweenBlocks(t *testing.T) {
	useClock(t, decodeNow)
	got := runMain(t, "", "decode", "507f1f77bcf86cd799439011", workedFirst)
	want := humanExample + "\n" + humanWorked
	if got != (outcome{stdout: want}) {
		t.Errorf("got status %d, stderr %q, stdout:\n%s\nwant stdout:\n%s", got.status, got.stderr, got.stdout, want)
	}
	got = runMain(t, "", "decode", "-json", "507f1f77bcf86cd799439011", workedFirst)
	if want := jsonExample + jsonWorked; got != (outcome{stdout: want}) {
		t.Errorf("json: got %+v, want stdout %q", got, want)
	}
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
			if got.status != 0 || got.stderr != "" {
				t.Fatalf("status %d, stderr %q", got.status, got.stderr)
			}
			for _, line := range []string{"age      " + tt.wantAge + "\n", "local    " + tt.wantLocal + "\n"} {
				if !strings.Contains(got.stdout, line) {
					t.Errorf("output lacks %q:\n%s", line, got.stdout)
				}
			}
		})
	}
}

func TestDecode_RangeBoundsAreNoted(t *testing.T) {
	tests := []struct {
		id       string
		wantNote string
	}{
		{"6553f1000000000000000000", "note     range-query bound: the smallest ID of its second (all zeros after the timestamp), not one a driver makes\n"},
		{"6553f100ffffffffffffffff", "note     range-query bound: the largest ID of its second (all ff after the timestamp), not one a driver makes\n"},
		{"6553f100000000000000ffff", ""},
		{workedFirst, ""},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			useClock(t, decodeNow)
			got := runMain(t, "", "decode", tt.id)
			if got.status != 0 || got.stderr != "" {
				t.Fatalf("status %d, stderr %q", got.status, got.stderr)
			}
			lines := strings.SplitAfter(got.stdout, "\n")
			last := lines[len(lines)-2]
			if tt.wantNote == "" && strings.HasPrefix(last, "note") {
				t.Errorf("unexpected note %q", last)
			}
			if tt.wantNote != "" && last != tt.wantNote {
				t.Errorf("last line %q, want %q", last, tt.wantNote)
			}
			if json := runMain(t, "", "decode", "-json", tt.id); strings.Contains(json.stdout, "note") {
				t.Errorf("-json output carries a note: %q", json.stdout)
			}
		})
	}
}

func TestDecode_BadInputsReportedGoodOnesStillDecoded(t *testing.T) {
	useClock(t, decodeNow)
	got := runMain(t, "", "decode", "-json",
		"507f1f77bcf86cd799439011",
		"507f1f77bcf86cd79943901",
		"507f1f7gbcf86cd799439011",
		workedFirst,
		"",
	)
	wantStderr := `objectid: "507f1f77bcf86cd79943901": invalid length: 23 characters, an ObjectID has 24 hex digits` + "\n" +
		`objectid: "507f1f7gbcf86cd799439011": invalid character: 'g' at position 8 is not a hex digit` + "\n" +
		`objectid: "": empty input: no ID in it, an ObjectID has 24 hex digits` + "\n"
	want := outcome{stdout: jsonExample + jsonWorked, stderr: wantStderr, status: 1}
	if got != want {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
}

func TestDecode_StandardInputOnePerLine(t *testing.T) {
	tests := []struct {
		name  string
		stdin string
		want  outcome
	}{
		{"two IDs", "507f1f77bcf86cd799439011\n" + workedFirst + "\n",
			outcome{stdout: jsonExample + jsonWorked}},
		{"no final newline", "507f1f77bcf86cd799439011\n" + workedFirst,
			outcome{stdout: jsonExample + jsonWorked}},
		{"blank and white space lines skipped", "\n507f1f77bcf86cd799439011\n\n   \t\n\r\n" + workedFirst + "\n\n",
			outcome{stdout: jsonExample + jsonWorked}},
		{"windows line ends", "507f1f77bcf86cd799439011\r\n" + `{"$oid": "6553f1003f2a91c8d4003039"}` + "\r\n",
			outcome{stdout: jsonExample + jsonWorked}},
		{"bad line named without its line end", "507f1f77bcf86cd799439011\r\nnot an id\r\n" + workedFirst + "\n",
			outcome{stdout: jsonExample + jsonWorked, stderr: `objectid: "not an id": whitespace inside: space at position 4, an ObjectID has no white space between its digits` + "\n", status: 1}},
		{"nothing at all", "", outcome{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			useClock(t, decodeNow)
			got := runMain(t, tt.stdin, "decode", "-json")
			if got != tt.want {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
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

func TestDecode_StandardInputReadErrorKeepsWhatWasRead(t *testing.T) {
	tests := []struct {
		name       string
		stdin      *brokenReader
		wantStdout string
		wantStderr string
	}{
		{"device error", &brokenReader{text: "507f1f77bcf86cd799439011\n", err: errors.New("input/output error")},
			jsonExample, "objectid: reading standard input after line 1: input/output error\n"},
		{"device error inside a long line", &brokenReader{text: "507f1f77bcf86cd799439011\n" + strings.Repeat("a", maxLineLength+1), err: errors.New("input/output error")},
			jsonExample, "objectid: reading standard input after line 1: input/output error\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			useClock(t, decodeNow)
			var stdout, stderr bytes.Buffer
			status := Main([]string{"decode", "-json"}, tt.stdin, &stdout, &stderr)
			got := outcome{stdout: stdout.String(), stderr: stderr.String(), status: status}
			if want := (outcome{stdout: tt.wantStdout, stderr: tt.wantStderr, status: 1}); got != want {
				t.Errorf("got  %+v\nwant %+v", got, want)
			}
		})
	}
}

func TestDecode_WriteFailureStopsReading(t *testing.T) {
	stdin := &countingReader{r: strings.NewReader(strings.Repeat(workedFirst+"\n", 100000))}
	var stderr bytes.Buffer
	status := Main([]string{"decode", "-json"}, stdin, failingWriter{errors.New("disk full")}, &stderr)
	if status != 1 || stderr.String() != "objectid: writing output: disk full\n" {
		t.Errorf("status %d, stderr %q; want 1 and one message", status, stderr.String())
	}
	if stdin.n >= 100000*25 {
		t.Errorf("read all %d bytes of input after the output failed", stdin.n)
	}
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r interface{ Read([]byte) (int, error) }
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

// The CLI words a refused input as core does, after the input itself.
// None of these holds a whole ID, so decode says what is wrong with it in
// core's wording rather than finding one inside.
func TestDecode_ParseErrorsInCoresWording(t *testing.T) {
	tests := []struct {
		input string
		want  string
	}{
		{"   ", "empty input: no ID in it, an ObjectID has 24 hex digits"},
		{"a", "invalid length: 1 character, an ObjectID has 24 hex digits"},
		{"507f1f77bcf86cd79943901é", "invalid character: 'é' at position 24 is not a hex digit"},
		{"507f1f77\tbcf86cd79943901", "whitespace inside: tab at position 9, an ObjectID has no white space between its digits"},
		{`ObjectId("507f1f77bcf86cd79943901"`, "malformed wrapper: ObjectId( is not closed with )"},
	}
	for _, tt := range tests {
		t.Run(tt.input, func(t *testing.T) {
			_, err := core.Parse(tt.input)
			if err == nil {
				t.Fatalf("Parse(%q) accepted it", tt.input)
			}
			if wording := "objectid: " + tt.want; err.Error() != wording {
				t.Fatalf("core words it %q, want %q", err, wording)
			}
			got := runMain(t, "", "decode", tt.input)
			want := outcome{stderr: fmt.Sprintf("objectid: %q: %s\n", tt.input, tt.want), status: 1}
			if got != want {
				t.Errorf("got  %+v\nwant %+v", got, want)
			}
		})
	}
}

func TestDecode_OneIDInOtherTextSaysWhereItWasFound(t *testing.T) {
	useClock(t, decodeNow)
	line := `  _id: ObjectId('507f1f77bcf86cd799439011'),`
	got := runMain(t, "", "decode", line)
	want := humanExample + "found    at column 18 of the argument\n"
	if got != (outcome{stdout: want}) {
		t.Errorf("got %+v, want stdout %q", got, want)
	}
	got = runMain(t, "", "decode", "first line\n"+line)
	want = humanExample + "found    at line 2, column 18 of the argument\n"
	if got != (outcome{stdout: want}) {
		t.Errorf("got %+v, want stdout %q", got, want)
	}
}

func TestDecode_StdinNamesTheRealLineAndKeepsStderrQuiet(t *testing.T) {
	useClock(t, decodeNow)
	stdin := "\n" + workedFirst + "\n" + `{"_id": {"$oid": "507f1f77bcf86cd799439011"}}` + "\n"
	got := runMain(t, stdin, "decode", "-json")
	wantJSON := strings.TrimSuffix(jsonExample, "}\n") + `,"line":3,"column":19}` + "\n"
	if got != (outcome{stdout: jsonWorked + wantJSON}) {
		t.Errorf("got %+v, want stdout %q and nothing on stderr", got, jsonWorked+wantJSON)
	}
	var row struct {
		Hex          string
		Line, Column int
	}
	if err := json.Unmarshal([]byte(wantJSON), &row); err != nil || row.Line != 3 || row.Column != 19 || row.Hex != "507f1f77bcf86cd799439011" {
		t.Errorf("row %q reads as %+v, %v", wantJSON, row, err)
	}
	got = runMain(t, stdin, "decode")
	want := humanWorked + "\n" + humanExample + "found    at line 3, column 19\n"
	if got != (outcome{stdout: want}) {
		t.Errorf("got %+v, want stdout %q", got, want)
	}
}

func TestDecode_SeveralIDsInOneInputPointToScan(t *testing.T) {
	useClock(t, decodeNow)
	input := `[ObjectId("507f1f77bcf86cd799439011"), ObjectId("6553f1003f2a91c8d4003039")]`
	got := runMain(t, "", "decode", input, workedFirst)
	wantErr := fmt.Sprintf("objectid: %q… (76 characters): several IDs: the text holds 2 ObjectIDs, want one; decode them one at a time, or all with objectid decode -scan\n", input[:40])
	if got != (outcome{stdout: humanWorked, stderr: wantErr, status: 1}) {
		t.Errorf("got %+v, want stdout %q, stderr %q, status 1", got, humanWorked, wantErr)
	}
}
