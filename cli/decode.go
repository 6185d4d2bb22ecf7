package cli

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
	"unsafe"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/describe"
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
	asJSON := fs.Bool("json", false, "print one JSON object per line instead of the text for people")
	scanFiles := fs.Bool("scan", false, "find every ObjectID in the given files (or standard input) and decode each")
	positional, status, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return status
	}
	d := decoder{out: bufio.NewWriterSize(stdout, 64<<10), stderr: stderr, asJSON: *asJSON, now: currentTime()}
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
		return reportWriteError(stderr, d.writeErr)
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
		case d.refused >= refusalLimit:
			// Past the limit, why a line holds no ID is not worked out.
			if decoded, ok := scan.DecodeQuiet(unsafe.String(unsafe.SliceData(line), len(line))); ok {
				d.print(decoded, lines.number)
			} else {
				d.refuse("")
			}
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
		d.print(decoded, lineNumber)
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

// print writes every field of one decoded ID: one JSON object per line, or
// a block of labelled lines for a person.
func (d *decoder) print(decoded scan.Decoded, lineNumber int) {
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
		if decoded.Found {
			buf = fmt.Appendf(buf, `,"line":%d,"column":%d`, line, decoded.Column)
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
		buf = append(append(buf, "\nage      "...), id.Age.String()...)
		buf = id.ID.AppendPart(append(buf, "\nrandom   "...), core.RandomPart)
		buf = strconv.AppendUint(append(buf, "\ncounter  "...), uint64(id.Counter), 10)
		buf = id.ID.AppendPart(append(buf, " (0x"...), core.CounterPart)
		buf = hex.AppendEncode(append(buf, ")\nlegacy   machine "...), id.ID[4:7])
		buf = strconv.AppendUint(append(buf, ", process "...), uint64(id.LegacyProcess), 10)
		buf = append(buf, " (meaningful only for IDs from drivers before 2018)\n"...)
		if note := describe.BoundNote(id.Bound); note != "" {
			buf = fmt.Appendf(buf, "note     %s\n", note)
		}
		if decoded.Found {
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
// being stdin; a file that cannot be read is reported and skipped.
func (d *decoder) scanFiles(files []string, stdin io.Reader) {
	if len(files) == 0 {
		files = []string{"-"}
	}
	for _, name := range files {
		if d.writeErr != nil {
			return
		}
		if name == "-" {
			if err := d.scan(stdin); err != nil {
				d.report("reading standard input: %v", err)
			}
		} else if err := d.scanFile(name); err != nil {
			d.report("cannot read %s: %s", quotePath(name), readProblem(err))
		}
	}
}

func (d *decoder) scanFile(name string) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.IsDir() {
		return errors.New("is a directory")
	}
	return d.scan(f)
}

// scan prints every ID in r until r ends or the output fails.
func (d *decoder) scan(r io.Reader) error {
	s := scan.NewScanner(r)
	for d.writeErr == nil && s.Scan() {
		d.print(scan.Decoded{ID: s.Match().ID}, 0)
	}
	return s.Err()
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
