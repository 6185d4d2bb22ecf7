package cli

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// scanText mixes IDs in every form with decoys, over several lines.
const scanText = "GET /orders/507f1f77bcf86cd799439011 200\n" +
	`{"_id": {"$oid": "6553F1003F2A91C8D4003039"}, "trace": "f47ac10b-58cc-4372-a567-0e02b2c3d479"}` + "\n" +
	"commit da39a3ee5e6b4b0d3255bfef95601890afd80709 glued 507f1f77bcf86cd7994390116553f1003f2a91c8d4003039\n" +
	`db.orders.find({_id: ObjectId('6553f1003f2a91c8d400303a')}) again 507f1f77bcf86cd799439011` + "\n"

// scanTextIDs are the IDs in scanText, in order, one per occurrence.
var scanTextIDs = []string{
	"507f1f77bcf86cd799439011",
	"6553f1003f2a91c8d4003039",
	"6553f1003f2a91c8d400303a",
	"507f1f77bcf86cd799439011",
}

// scanCommand runs objectid decode -scan with args and stdin text.
func scanCommand(t *testing.T, stdin string, args ...string) outcome {
	t.Helper()
	return runMain(t, stdin, append([]string{"decode", "-scan"}, args...)...)
}

// decodeOutput is what plain decode prints for ids, the output scan must
// match row for row.
func decodeOutput(t *testing.T, asJSON bool, ids ...string) string {
	t.Helper()
	args := []string{"decode"}
	if asJSON {
		args = append(args, "-json")
	}
	got := runMain(t, "", append(args, ids...)...)
	if got.status != exitOK {
		t.Fatalf("decode %v: status %d, stderr %q", ids, got.status, got.stderr)
	}
	return got.stdout
}

func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestScan_PrintsEachOccurrenceAsDecodeDoes(t *testing.T) {
	useClock(t, time.Date(2025, 1, 2, 3, 4, 5, 0, time.FixedZone("EET", 2*3600)))
	dir := tempDir(t)
	file := writeFile(t, dir, "log.txt", scanText)
	tests := []struct {
		name   string
		stdin  string
		args   []string
		asJSON bool
	}{
		{"text from stdin", scanText, nil, false},
		{"JSON from a file", "", []string{"-json", file}, true},
		{"dash names stdin", scanText, []string{"-json", "-"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := decodeOutput(t, tt.asJSON, scanTextIDs...)
			got := scanCommand(t, tt.stdin, tt.args...)
			if got.status != exitOK || got.stderr != "" {
				t.Fatalf("status %d, stderr %q; want 0 and nothing", got.status, got.stderr)
			}
			if got.stdout != want {
				t.Errorf("output:\n%s\nwant:\n%s", got.stdout, want)
			}
		})
	}
}

func TestScan_FilesInOrderOneRowPerOccurrence(t *testing.T) {
	dir := tempDir(t)
	first := writeFile(t, dir, "a.log", "x 6553f1003f2a91c8d400303a y 507f1f77bcf86cd799439011\n")
	second := writeFile(t, dir, "b.json", `[{"$oid":"6553f1003f2a91c8d400303a"}]`)
	got := scanCommand(t, "", "-json", first, second, first)
	want := decodeOutput(t, true,
		"6553f1003f2a91c8d400303a", "507f1f77bcf86cd799439011",
		"6553f1003f2a91c8d400303a",
		"6553f1003f2a91c8d400303a", "507f1f77bcf86cd799439011")
	if got.status != exitOK || got.stdout != want {
		t.Errorf("status %d, output:\n%s\nwant 0 and:\n%s", got.status, got.stdout, want)
	}
}

func TestScan_UnreadableFileNamedOthersStillScanned(t *testing.T) {
	dir := tempDir(t)
	good := writeFile(t, dir, "good.log", "id 507f1f77bcf86cd799439011\n")
	missing := filepath.Join(dir, "missing.log")
	tests := []struct {
		name       string
		bad        string
		wantReason string
	}{
		{"missing file", missing, "no such file or directory"},
		{"directory", dir, "is a directory"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := scanCommand(t, "", "-json", tt.bad, good)
			if got.status != exitBad {
				t.Errorf("status %d, want %d", got.status, exitBad)
			}
			wantErr := "objectid: cannot read \"" + tt.bad + "\": " + tt.wantReason + "\n"
			if got.stderr != wantErr {
				t.Errorf("stderr %q, want %q", got.stderr, wantErr)
			}
			if want := decodeOutput(t, true, "507f1f77bcf86cd799439011"); got.stdout != want {
				t.Errorf("stdout %q, want the good file's ID %q", got.stdout, want)
			}
		})
	}
}

func TestScan_WriteFailureExits1WithMessage(t *testing.T) {
	var stderr bytes.Buffer
	status := Main([]string{"decode", "-scan", "-json"}, strings.NewReader(scanText), failingWriter{errors.New("disk full")}, &stderr)
	if status != exitBad || stderr.String() != "objectid: writing output: disk full\n" {
		t.Errorf("status %d, stderr %q; want 1 and the write error", status, stderr.String())
	}
}

func TestScan_ReadErrorOnStdinReported(t *testing.T) {
	var stdout, stderr bytes.Buffer
	stdin := &brokenReader{text: "id 507f1f77bcf86cd799439011 ", err: errors.New("connection reset")}
	status := Main([]string{"decode", "-scan", "-json"}, stdin, &stdout, &stderr)
	if status != exitBad {
		t.Errorf("status %d, want %d", status, exitBad)
	}
	if want := "objectid: reading standard input: connection reset\n"; stderr.String() != want {
		t.Errorf("stderr %q, want %q", stderr.String(), want)
	}
	if want := decodeOutput(t, true, "507f1f77bcf86cd799439011"); stdout.String() != want {
		t.Errorf("stdout %q, want the ID read before the error %q", stdout.String(), want)
	}
}

func TestQuotePath_WindowsBackslashesKeptAsTyped(t *testing.T) {
	tests := []struct{ name, path, want string }{
		{"unix path", "/var/log/app.log", `"/var/log/app.log"`},
		{"windows path", `C:\logs\app.log`, `"C:\logs\app.log"`},
		{"spaces and letters", `D:\Mes journaux\été.log`, `"D:\Mes journaux\été.log"`},
		{"newline escaped", "a\nb.log", `"a\nb.log"`},
		{"quote escaped", `say "hi".log`, `"say \"hi\".log"`},
		{"invalid UTF-8 escaped", "bad\xffname", `"bad\xffname"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := quotePath(tt.path); got != tt.want {
				t.Errorf("quotePath(%q) = %s, want %s", tt.path, got, tt.want)
			}
		})
	}
}
