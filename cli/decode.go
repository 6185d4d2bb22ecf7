package cli

import (
	"bufio"
	"bytes"
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

// currentTime is the clock decode reads for the local time and the age,
// generate's generators of fixed values for the time now, and every TIME
// flag for relative times (now, -24h); tests fix it.
var currentTime = time.Now

// maxLineLength bounds one line of standard input for decode: far more
// than any ID with its wrapper. A longer line is refused with its number
// and skipped without being held in memory, and the lines after it are
// still decoded.
const maxLineLength = 1 << 20

// refusalLimit is how many refused inputs are reported one by one; the
// rest are counted in one summary at the end.
const refusalLimit = 100

func runDecode(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("decode")
	asJSON := fs.Bool("json", false, "print one JSON object per line instead of the text for people")
	scanFiles := fs.Bool("scan", false, "find every ObjectID in the given files (or standard input) and decode each")
	positional, status, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return status
	}
	// The buffer is large enough that a scan finding many IDs writes in few
	// system calls.
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

// decoder decodes the inputs of one decode command in turn; it stops at
// the first output that cannot be written, kept in writeErr.
type decoder struct {
	out      *bufio.Writer
	stderr   io.Writer
	asJSON   bool
	now      time.Time
	printed  int
	bad      bool
	writeErr error
	// refused counts the inputs refused; only the first refusalLimit are
	// reported one by one.
	refused int
}

// decodeLines decodes each line of r in turn, refusing the ones too long
// to hold.
func (d *decoder) decodeLines(r io.Reader) {
	lines := lineReader{r: bufio.NewReaderSize(r, 64<<10)}
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
		case len(bytes.TrimSpace(line)) == 0:
			// Blank lines are skipped, as a list pasted into a terminal
			// often has some.
		case d.refused >= refusalLimit:
			// Past the refusal limit a line is only kept when it holds an
			// ID, so it is looked at in place, not copied, and why it
			// holds none is not even worked out.
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

// refuse counts one refused input and reports it, unless refusalLimit have
// been already.
func (d *decoder) refuse(format string, args ...any) {
	d.bad = true
	if d.refused++; d.refused <= refusalLimit {
		d.report(format, args...)
	}
}

// report writes one message on stderr and marks the command as failed.
func (d *decoder) report(format string, args ...any) {
	d.bad = true
	// Flushed first so that a message follows the IDs before it when both
	// streams go to one terminal.
	if d.writeErr = d.out.Flush(); d.writeErr == nil {
		fmt.Fprintf(d.stderr, "objectid: "+format+"\n", args...)
	}
}

// decode prints input's fields, or reports why it is not an ID. lineNumber
// is input's line of standard input, or 0 for an argument.
func (d *decoder) decode(input string, lineNumber int) {
	decoded, err := scan.Decode(input)
	if err == nil {
		d.print(decoded, lineNumber)
		return
	}
	text := coreMessage(err)
	if errors.Is(err, scan.ErrSeveralIDs) {
		text += "; decode them one at a time, or all with objectid decode -scan"
	}
	d.refuse("%s: %s", quoteInput(input), text)
}

// print writes every field of one decoded ID: with -json one compact
// object on one line, {"hex","seconds","time","random","counter"} in that
// order, then "line" and "column" for an ID found inside a longer text;
// otherwise a block of labelled lines for a person, with the local time
// and age at now, and a blank line between blocks.
func (d *decoder) print(decoded scan.Decoded, lineNumber int) {
	id := describe.Describe(decoded.ID, d.now, d.now.Location())
	// Where the ID was found: the line of standard input it is on, or its
	// line within an argument.
	line := decoded.Line
	if lineNumber > 0 {
		line = lineNumber
	}
	buf := d.out.AvailableBuffer()
	if d.asJSON {
		buf = append(buf, `{"hex":"`...)
		buf = id.ID.AppendHex(buf)
		buf = append(buf, `","seconds":`...)
		buf = strconv.AppendUint(buf, uint64(id.Seconds), 10)
		buf = append(buf, `,"time":"`...)
		buf = id.UTC.AppendFormat(buf, time.RFC3339)
		buf = append(buf, `","random":"`...)
		buf = id.ID.AppendPart(buf, core.RandomPart)
		buf = append(buf, `","counter":`...)
		buf = strconv.AppendUint(buf, uint64(id.Counter), 10)
		if decoded.Found {
			buf = fmt.Appendf(buf, `,"line":%d,"column":%d`, line, decoded.Column)
		}
		buf = append(buf, "}\n"...)
	} else {
		if d.printed > 0 {
			buf = append(buf, '\n')
		}
		buf = append(buf, "hex      "...)
		buf = id.ID.AppendHex(buf)
		buf = append(buf, "\nseconds  "...)
		buf = strconv.AppendUint(buf, uint64(id.Seconds), 10)
		buf = append(buf, "\nUTC      "...)
		buf = id.UTC.AppendFormat(buf, time.RFC3339)
		buf = append(buf, "\nlocal    "...)
		buf = id.Local.AppendFormat(buf, time.RFC3339+" (MST)")
		buf = append(buf, "\nage      "...)
		buf = append(buf, id.Age.String()...)
		buf = append(buf, "\nrandom   "...)
		buf = id.ID.AppendPart(buf, core.RandomPart)
		buf = append(buf, "\ncounter  "...)
		buf = strconv.AppendUint(buf, uint64(id.Counter), 10)
		buf = append(buf, " (0x"...)
		buf = appendHex6(buf, id.Counter)
		buf = append(buf, ")\nlegacy   machine "...)
		buf = appendHex6(buf, id.LegacyMachine)
		buf = append(buf, ", process "...)
		buf = strconv.AppendUint(buf, uint64(id.LegacyProcess), 10)
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

// scanFiles is decode -scan: it finds every ObjectID in each file, or in
// stdin when there are none ("-" also names stdin), and prints the fields of
// each occurrence in input order, as decode prints them. A file that cannot
// be read is reported on stderr by name and the others are still scanned.
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

// scanFile scans the named file and returns the error that kept it from
// being read to the end.
func (d *decoder) scanFile(name string) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.IsDir() {
		return errIsDirectory
	}
	return d.scan(f)
}

// scan prints every ID in r until r ends or the output fails, and returns
// the read error, if any.
func (d *decoder) scan(r io.Reader) error {
	s := scan.NewScanner(r)
	for d.writeErr == nil && s.Scan() {
		d.print(scan.Decoded{ID: s.Match().ID}, 0)
	}
	return s.Err()
}

// errIsDirectory is the reason given for a directory named as a file.
// Windows would say "Incorrect function." on the first read of one.
var errIsDirectory = errors.New("is a directory")

// readProblem returns the reason in an error from opening or reading a
// file, without the operation and file name that the message already
// gives. The common reasons read the same on every system (Windows words
// them "The system cannot find the file specified." and "Access is
// denied."); any other is the system's own text.
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

// quotePath puts a file name in double quotes as the user typed it: %q
// would double every backslash of a Windows path. Names with control
// characters or quotes are escaped Go-style, so the message stays one line.
func quotePath(name string) string {
	if !utf8.ValidString(name) || strings.ContainsFunc(name, func(r rune) bool { return r < ' ' || r == 0x7f || r == '"' }) {
		return strconv.Quote(name)
	}
	return `"` + name + `"`
}

// quoteInput quotes input for a message so that a binary file piped in by
// mistake does not flood the terminal: all of it up to 50 characters, else
// the first 40 and how many there are.
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

// appendHex6 appends the low 24 bits of v as six lowercase hex digits.
func appendHex6(buf []byte, v uint32) []byte {
	const digits = "0123456789abcdef"
	for shift := 20; shift >= 0; shift -= 4 {
		buf = append(buf, digits[v>>shift&0xf])
	}
	return buf
}

// lineReader reads standard input line by line, holding at most
// maxLineLength bytes of one line.
type lineReader struct {
	r      *bufio.Reader
	number int
	buf    []byte
}

// next returns the next line without its line ending. For a line longer
// than maxLineLength it returns no text and the line's length in bytes; at
// the end of the input, io.EOF; when reading fails, that error.
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
