package cli

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

func TestDecode_LineOver1MiBIsRefusedAndTheRestDecoded(t *testing.T) {
	useClock(t, decodeNow)
	for _, ending := range []string{"\n", "\r\n"} {
		t.Run(fmt.Sprintf("%q", ending), func(t *testing.T) {
			lines := []string{
				"507f1f77bcf86cd799439011",
				strings.Repeat("a", 2*maxLineLength),
				workedFirst,
				strings.Repeat("b", maxLineLength), // at the limit: read, then refused as no ID
				strings.Repeat("c", maxLineLength+1),
				"507f1f77bcf86cd799439011",
			}
			stdin := strings.Join(lines, ending) + ending
			got := runMain(t, stdin, "decode", "-json")
			wantStderr := "objectid: line 2: 2097152 bytes, longer than the 1048576 (1 MiB) a line may hold; not decoded\n" +
				`objectid: "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"… (1048576 characters): invalid length: 1048576 characters, an ObjectID has 24 hex digits` + "\n" +
				"objectid: line 5: 1048577 bytes, longer than the 1048576 (1 MiB) a line may hold; not decoded\n"
			want := outcome{stdout: jsonExample + jsonWorked + jsonExample, stderr: wantStderr, status: 1}
			if got != want {
				t.Errorf("got  %+v\nwant %+v", got, want)
			}
		})
	}
}

func TestDecode_LastLineWithoutNewlineOver1MiBIsRefused(t *testing.T) {
	useClock(t, decodeNow)
	got := runMain(t, workedFirst+"\n"+strings.Repeat("x", maxLineLength+10), "decode", "-json")
	want := outcome{stdout: jsonWorked, stderr: "objectid: line 2: 1048586 bytes, longer than the 1048576 (1 MiB) a line may hold; not decoded\n", status: 1}
	if got != want {
		t.Errorf("got  %+v\nwant %+v", got, want)
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
	const length = 256 << 20
	var stdout, stderr bytes.Buffer
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	status := Main([]string{"decode"}, io.MultiReader(&endlessLine{n: length}, strings.NewReader(workedFirst+"\n")), &stdout, &stderr)
	runtime.ReadMemStats(&after)
	if status != 1 || !strings.HasPrefix(stderr.String(), "objectid: line 1: 268435455 bytes, longer than") || !strings.HasPrefix(stdout.String(), "hex      "+workedFirst) {
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
	if len(messages) != 101 {
		t.Fatalf("%d messages, want 100 and a summary", len(messages))
	}
	for i, m := range messages[:100] {
		if !strings.HasPrefix(m, fmt.Sprintf("objectid: \"%d\\xff\\xfe\\x00", i)) || !strings.Contains(m, "… (") || len(m) > 300 {
			t.Errorf("message %d is %d bytes: %q", i+1, len(m), m)
			break
		}
	}
	if want := "objectid: 900 more refused inputs not shown (1000 in all)"; messages[100] != want {
		t.Errorf("last message %q, want %q", messages[100], want)
	}
	if got.stdout != jsonWorked || got.status != 1 {
		t.Errorf("stdout %q, status %d; want the worked ID decoded and status 1", got.stdout, got.status)
	}
}

func TestQuoteInput_ShortWholeLongCut(t *testing.T) {
	tests := []struct {
		name, input, want string
	}{
		{"empty", "", `""`},
		{"an ID", "507f1f77bcf86cd799439011", `"507f1f77bcf86cd799439011"`},
		{"50 characters whole", strings.Repeat("é", 50), `"` + strings.Repeat("é", 50) + `"`},
		{"51 characters cut at 40", strings.Repeat("é", 51), `"` + strings.Repeat("é", 40) + `"… (51 characters)`},
		{"quotes escaped", `ObjectId("x` + strings.Repeat("1", 60) + `")`, `"ObjectId(\"x` + strings.Repeat("1", 29) + `"… (73 characters)`},
		{"invalid UTF-8 counts a byte each", strings.Repeat("\xff", 60), `"` + strings.Repeat(`\xff`, 40) + `"… (60 characters)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := quoteInput(tt.input); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestDecode_RefusalSummaryFromTheFirstUnreportedInput(t *testing.T) {
	tests := []struct {
		refused     int
		wantSummary string
	}{
		{refusalLimit - 1, ""},
		{refusalLimit, ""},
		{refusalLimit + 1, "objectid: 1 more refused input not shown (101 in all)\n"},
		{refusalLimit + 2, "objectid: 2 more refused inputs not shown (102 in all)\n"},
	}
	for _, tt := range tests {
		t.Run(strconv.Itoa(tt.refused), func(t *testing.T) {
			got := runMain(t, strings.Repeat("nope\n", tt.refused), "decode")
			if n := strings.Count(got.stderr, `objectid: "nope": `); n != min(tt.refused, refusalLimit) || got.status != exitBad {
				t.Fatalf("%d messages, status %d; want %d and status 1", n, got.status, min(tt.refused, refusalLimit))
			}
			lines := strings.SplitAfter(got.stderr, "\n")
			last := lines[len(lines)-2]
			if tt.wantSummary == "" && !strings.HasPrefix(last, `objectid: "nope": `) {
				t.Errorf("stderr ends %q, want the last refusal and no summary", last)
			}
			if tt.wantSummary != "" && last != tt.wantSummary {
				t.Errorf("stderr ends %q, want %q", last, tt.wantSummary)
			}
		})
	}
}
