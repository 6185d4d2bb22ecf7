package cli

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/bulk"
	"github.com/objectid-generator/objectid/internal/describe"
	"github.com/objectid-generator/objectid/internal/dump"
	"github.com/objectid-generator/objectid/internal/scan"
)

// currentTime is the clock of every command; tests fix it.
var currentTime = time.Now

// maxLineLength bounds one line of standard input for decode; a longer one
// is refused and skipped without being held in memory.
const maxLineLength = 1 << 20

// refusalLimit is how many refused inputs are reported one by one.
const refusalLimit = 100

func runDecode(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("decode")
	asJSON := fs.Bool("json", false, "print one JSON object per line instead of the text for people; \"doubt\" is \"future\" or\n"+
		"\"before-2009\" for a date no MongoDB driver makes")
	scanFiles := fs.Bool("scan", false, "find every ObjectID in the given files (or standard input) and decode each; a mongodump\n"+
		"file is read as a dump, a folder as a dump folder; -json adds \"file\" and \"line\" and \"column\"\n"+
		"(in characters), or in a dump \"ns\", \"path\" and \"doc\" (the document's number)")
	format := fs.String("format", "", "with -scan, `hex` prints each distinct ID once, in the order first met")
	summary := fs.Bool("summary", false, "with -scan, instead of each ID, these lines (a namespace counts every ID in it, a process\n"+
		"distinct IDs; times in UTC), a blank line between files:\n"+
		"  file     NAME: 7 IDs, 6 distinct\n  ns       DB.COLLECTION  6 IDs  FIRST  LAST               (a dump's)\n"+
		"  process  RANDOM  4 IDs  FIRST  LAST  clock went back 42 s at TIME  (the last time before)\n"+
		"  doubt    1 ID dated in the future: not made by a MongoDB driver?")
	positional, status, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return status
	}
	d := decoder{out: bufio.NewWriterSize(stdout, 64<<10), stderr: stderr, asJSON: *asJSON, now: currentTime(), tally: *format, seen: map[core.ObjectID]bool{}}
	if *summary {
		d.tally = "summary"
	}
	switch {
	case *format != "" && *format != "hex":
		return usageError(stderr, "decode", fmt.Sprintf("-format takes only hex, got %q", *format))
	case d.tally != "" && (!*scanFiles || *asJSON || *format != "" && *summary):
		return usageError(stderr, "decode", "-format hex and -summary go with -scan, without -json or each other")
	}
	switch {
	case *scanFiles:
		d.scanFiles(positional, stdin)
	case len(positional) > 0:
		for _, input := range positional {
			if d.writeErr == nil {
				d.decode(input, 0)
			}
		}
	default:
		d.decodeLines(stdin)
	}
	if more := d.refused - refusalLimit; more > 0 && d.writeErr == nil {
		inputs := "inputs"
		if more == 1 {
			inputs = "input"
		}
		d.report("%d more refused %s not shown (%d in all)", more, inputs, d.refused)
	}
	if d.writeErr == nil {
		d.writeErr = d.out.Flush()
	}
	if d.writeErr != nil {
		return written(d.writeErr, stderr)
	}
	if d.bad {
		return exitBad
	}
	return exitOK
}

// decoder decodes the inputs of one decode command; it stops at writeErr.
type decoder struct {
	out      *bufio.Writer
	stderr   io.Writer
	asJSON   bool
	now      time.Time
	printed  int
	bad      bool
	writeErr error
	refused  int
	// file is the file -scan reads, as a JSON string; nil before.
	file []byte
	// tally is "hex" or "summary" for -scan to tally each file, then print
	// the IDs not seen before, or the summary.
	tally string
	seen  map[core.ObjectID]bool
}

func (d *decoder) decodeLines(r io.Reader) {
	lines := lineReader{r: bufio.NewReaderSize(r, 64<<10)}
	batchFrames := scan.BatchFrames()
	for d.writeErr == nil {
		line, tooLong, err := lines.next()
		switch {
		case err == io.EOF:
			return
		case err != nil:
			d.report("reading standard input after line %d: %v", lines.number, err)
			return
		case tooLong > 0:
			d.refuse("line %d: %d bytes, longer than the %d (1 MiB) a line may hold; not decoded", lines.number, tooLong, maxLineLength)
		case batchFrames[string(bytes.TrimSpace(line))]:
			// Blank lines and the lines around the IDs of a batch generate writes are skipped.
		default:
			d.decode(string(line), lines.number)
		}
	}
}

// refuse counts one refused input and reports the first refusalLimit.
func (d *decoder) refuse(format string, args ...any) {
	d.bad = true
	if d.refused++; d.refused <= refusalLimit {
		d.report(format, args...)
	}
}

// report writes one message on stderr and marks the command as failed.
func (d *decoder) report(format string, args ...any) {
	d.bad = true
	// Flushed first so that a message follows the IDs before it.
	if d.writeErr = d.out.Flush(); d.writeErr == nil {
		fmt.Fprintf(d.stderr, "objectid: "+format+"\n", args...)
	}
}

// decode prints input's fields, or why it is not an ID; lineNumber is 0
// for an argument.
func (d *decoder) decode(input string, lineNumber int) {
	decoded, err := scan.Decode(input)
	if err == nil {
		d.print(decoded, lineNumber, nil)
		return
	}
	if trimmed := strings.TrimSpace(input); errors.Is(err, scan.ErrSeveralIDs) && strings.HasPrefix(trimmed, "[") && strings.HasSuffix(trimmed, "]") {
		// An array on one line, as shell-array and ejson-array write it: every ID.
		d.scan(strings.NewReader(input))
		return
	}
	text := coreMessage(err)
	if errors.Is(err, scan.ErrSeveralIDs) {
		text += "; decode them one at a time, or all with objectid decode -scan"
	}
	d.refuse("%s: %s", quoteInput(input), text)
}

// print writes every field of one decoded ID, found at in a dump or nil:
// one JSON object per line, or a block of labelled lines for a person.
func (d *decoder) print(decoded scan.Decoded, lineNumber int, at *dump.Found) {
	id := describe.Describe(decoded.ID, d.now, d.now.Location())
	line := decoded.Line
	if lineNumber > 0 {
		line = lineNumber
	}
	buf := d.out.AvailableBuffer()
	if d.asJSON {
		buf = id.ID.AppendHex(append(buf, `{"hex":"`...))
		buf = strconv.AppendUint(append(buf, `","seconds":`...), uint64(id.Seconds), 10)
		buf = id.UTC.AppendFormat(append(buf, `,"time":"`...), time.RFC3339)
		buf = id.ID.AppendPart(append(buf, `","random":"`...), core.RandomPart)
		buf = strconv.AppendUint(append(buf, `","counter":`...), uint64(id.Counter), 10)
		if id.Future || id.Early {
			doubt := "before-2009"
			if id.Future {
				doubt = "future"
			}
			buf = append(append(append(buf, `,"doubt":"`...), doubt...), '"')
		}
		if d.file != nil {
			buf = append(append(buf, `,"file":`...), d.file...)
		}
		if at != nil {
			buf = appendJSONString(append(buf, `,"ns":`...), at.NS)
			buf = appendJSONString(append(buf, `,"path":`...), at.Path)
			buf = strconv.AppendInt(append(buf, `,"doc":`...), at.Doc, 10)
		} else if decoded.Found {
			buf = strconv.AppendInt(append(buf, `,"line":`...), int64(line), 10)
			buf = strconv.AppendInt(append(buf, `,"column":`...), int64(decoded.Column), 10)
		}
		buf = append(buf, "}\n"...)
	} else {
		if d.printed > 0 {
			buf = append(buf, '\n')
		}
		buf = id.ID.AppendHex(append(buf, "hex      "...))
		buf = strconv.AppendUint(append(buf, "\nseconds  "...), uint64(id.Seconds), 10)
		buf = id.UTC.AppendFormat(append(buf, "\nUTC      "...), time.RFC3339)
		buf = id.Local.AppendFormat(append(buf, "\nlocal    "...), time.RFC3339+" (MST)")
		buf = id.Age.Append(append(buf, "\nage      "...))
		buf = id.ID.AppendPart(append(buf, "\nrandom   "...), core.RandomPart)
		buf = strconv.AppendUint(append(buf, "\ncounter  "...), uint64(id.Counter), 10)
		buf = id.ID.AppendPart(append(buf, " (0x"...), core.CounterPart)
		buf = hex.AppendEncode(append(buf, ")\nlegacy   machine "...), id.ID[4:7])
		buf = strconv.AppendUint(append(buf, ", process "...), uint64(id.LegacyProcess), 10)
		buf = append(buf, " (meaningful only for IDs from drivers before 2018)\n"...)
		for _, note := range [...]string{describe.BoundNote(id.Bound), describe.DoubtNote(id)} {
			if note != "" {
				buf = append(append(append(buf, "note     "...), note...), '\n')
			}
		}
		if at != nil {
			buf = append(append(buf, "found    in "...), at.NS...)
			buf = strconv.AppendInt(append(buf, ", document "...), at.Doc, 10)
			buf = append(append(append(buf, ", field "...), at.Path...), '\n')
		} else if decoded.Found {
			buf = append(buf, "found    at "...)
			if lineNumber > 0 || line > 1 {
				buf = fmt.Appendf(buf, "line %d, ", line)
			}
			buf = fmt.Appendf(buf, "column %d", decoded.Column)
			if lineNumber == 0 {
				buf = append(buf, " of the argument"...)
			}
			buf = append(buf, '\n')
		}
	}
	d.printed++
	_, d.writeErr = d.out.Write(buf)
}

// scanFiles is decode -scan: every ObjectID in each file, "-" or none
// being stdin; a file that cannot be read is reported and skipped, a
// damaged dump after what came before the damage.
func (d *decoder) scanFiles(files []string, stdin io.Reader) {
	if len(files) == 0 {
		files = []string{"-"}
	}
	for _, name := range files {
		if d.writeErr != nil {
			return
		}
		d.file = appendJSONString(d.file[:0], name)
		var damage *dump.DamageError
		switch err := d.scanFile(name, stdin); {
		case errors.As(err, &damage):
			d.report("%s: damaged at byte %d: %s", damage.File, damage.Offset, damage.Reason)
		case err != nil && name == "-":
			d.report("reading standard input: %v", err)
		case err != nil:
			d.report("cannot read %s: %s", quotePath(name), readProblem(err))
		}
	}
}

// scanFile prints the IDs of the file name, "-" being stdin: a dump, a dump
// folder or text; for -format hex or -summary, its tally.
func (d *decoder) scanFile(name string, stdin io.Reader) error {
	r, label, folder := stdin, "standard input", false
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		info, err := f.Stat()
		r, label, folder = f, name, err == nil && info.IsDir()
	}
	var t *bulk.Tally
	var err error
	switch {
	case folder && d.tally == "":
		return dump.ReadFolder(name, func(r io.Reader) io.Reader { return r }, d.printFound)
	case folder:
		t, err = bulk.ScanFolder(name, nil)
	case d.tally != "":
		t, err = bulk.Scan(r, label, nil)
	default:
		buffered := bufio.NewReaderSize(r, 64<<10)
		// What one read brings is enough to tell a dump, and a stream is not held up.
		buffered.Peek(1)
		if head, _ := buffered.Peek(buffered.Buffered()); dump.IsDump(head) {
			return dump.Read(buffered, label, d.printFound)
		}
		return d.scan(buffered)
	}
	d.printTally(label, t)
	return err
}

func (d *decoder) printFound(f dump.Found) bool {
	d.print(scan.Decoded{ID: f.ID}, 0, &f)
	return d.writeErr == nil
}

// scan prints every ID in r until r ends or the output fails; for -scan
// -json, with its line and column.
func (d *decoder) scan(r io.Reader) error {
	s := scan.NewScanner(r)
	for d.writeErr == nil && s.Scan() {
		m := s.Match()
		d.print(scan.Decoded{ID: m.ID, Found: d.asJSON && d.file != nil, Line: m.Line, Column: m.Column}, 0, nil)
	}
	return s.Err()
}

// printTally prints the tally of the file name for -format hex or -summary.
func (d *decoder) printTally(name string, t *bulk.Tally) {
	if t.NotListed > 0 {
		d.report("%s: only the first %d distinct IDs are listed; %d occurrences of others are left out", quotePath(name), bulk.MaxListed, t.NotListed)
	}
	if d.tally == "hex" {
		for _, row := range t.Rows {
			if !d.seen[row.ID] {
				d.seen[row.ID] = true
				d.out.Write(append(row.ID.AppendHex(d.out.AvailableBuffer()), '\n'))
			}
		}
		return
	}
	if d.printed++; d.printed > 1 {
		d.out.WriteByte('\n')
	}
	fmt.Fprintf(d.out, "file     %s: %s, %d distinct\n", name, countIDs(t.Occurrences), len(t.Rows))
	doubts := map[string]int{}
	for _, row := range t.Rows {
		if note := describe.DoubtNote(describe.Describe(row.ID, d.now, nil)); note != "" {
			doubts[note]++
		}
	}
	if t.Dump {
		for _, ns := range t.Namespaces {
			fmt.Fprintf(d.out, "ns       %s  %s  %s  %s\n", ns.NS, countIDs(ns.IDs), ns.First.UTC().Format(time.RFC3339), ns.Last.UTC().Format(time.RFC3339))
		}
	}
	for _, p := range bulk.Processes(t.Rows) {
		fmt.Fprintf(d.out, "process  %x  %s  %s  %s", p.Random, countIDs(p.IDs), p.First.UTC().Format(time.RFC3339), p.Last.UTC().Format(time.RFC3339))
		if p.ClockBack > 0 {
			fmt.Fprintf(d.out, "  clock went back %d s at %s", p.ClockBack/time.Second, p.ClockBackAt.UTC().Format(time.RFC3339))
		}
		d.out.WriteByte('\n')
	}
	for _, note := range slices.Sorted(maps.Keys(doubts)) {
		fmt.Fprintf(d.out, "doubt    %s %s\n", countIDs(doubts[note]), note)
	}
}

func countIDs(n int) string {
	if n == 1 {
		return "1 ID"
	}
	return strconv.Itoa(n) + " IDs"
}

// appendJSONString appends s to dst as a JSON string, without allocating.
func appendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	for _, c := range []byte(s) {
		if c == '"' || c == '\\' {
			dst = append(dst, '\\', c)
		} else if c < ' ' {
			dst = fmt.Appendf(dst, `\u%04x`, c)
		} else {
			dst = append(dst, c)
		}
	}
	return append(dst, '"')
}

// readProblem returns the reason a file could not be read, worded the same
// on every system for the common ones.
func readProblem(err error) string {
	var pathErr *fs.PathError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "no such file or directory"
	case errors.Is(err, fs.ErrPermission):
		return "permission denied"
	case errors.As(err, &pathErr):
		return pathErr.Err.Error()
	}
	return err.Error()
}

// quotePath quotes a file name as typed (%q would double a Windows path's
// backslashes), escaping control characters and quotes.
func quotePath(name string) string {
	if !utf8.ValidString(name) || strings.ContainsFunc(name, func(r rune) bool { return r < ' ' || r == 0x7f || r == '"' }) {
		return strconv.Quote(name)
	}
	return `"` + name + `"`
}

// quoteInput quotes input for a message: up to 50 characters, else the
// first 40 and how many there are.
func quoteInput(input string) string {
	count := utf8.RuneCountInString(input)
	if count <= 50 {
		return strconv.Quote(input)
	}
	end := 0
	for range 40 {
		_, size := utf8.DecodeRuneInString(input[end:])
		end += size
	}
	return fmt.Sprintf("%q… (%d characters)", input[:end], count)
}

// lineReader reads standard input line by line, holding at most
// maxLineLength bytes.
type lineReader struct {
	r      *bufio.Reader
	number int
	buf    []byte
}

// next returns the next line without its ending, or for a longer line than
// maxLineLength, only its length.
func (l *lineReader) next() (line []byte, tooLong int64, err error) {
	l.buf = l.buf[:0]
	var length int64
	for {
		chunk, err := l.r.ReadSlice('\n')
		length += int64(len(chunk))
		l.buf = append(l.buf, chunk...)
		if length > maxLineLength+2 {
			// Only the last two bytes are kept, to find the line ending.
			l.buf = append(l.buf[:0], l.buf[len(l.buf)-2:]...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil && (err != io.EOF || length == 0) {
			return nil, 0, err
		}
		break
	}
	l.number++
	line = bytes.TrimSuffix(bytes.TrimSuffix(l.buf, []byte("\n")), []byte("\r"))
	if length -= int64(len(l.buf) - len(line)); length > maxLineLength {
		return nil, length, nil
	}
	return line, 0, nil
}
