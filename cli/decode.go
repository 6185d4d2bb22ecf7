package cli

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"
	"unsafe"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/describe"
	"github.com/objectid-generator/objectid/internal/scan"
)

// currentTime is the clock decode reads for the local time and the age,
// generate's generators of fixed values for the time now, and every TIME
// flag for relative times (now, -24h); tests fix it.
var currentTime = time.Now

func runDecode(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("decode", stderr)
	asJSON := fs.Bool("json", false, "print one JSON object per line instead of the text for people")
	scan := fs.Bool("scan", false, "find every ObjectID in the given files (or standard input) and decode each")
	positional, status, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return status
	}
	d := decoder{out: bufio.NewWriterSize(stdout, scanOutputBuffer), stderr: stderr, asJSON: *asJSON, now: currentTime()}
	switch {
	case *scan:
		d.scanFiles(positional, stdin)
	case len(positional) > 0:
		for _, input := range positional {
			if !d.decode(input, 0) {
				break
			}
		}
	default:
		d.decodeLines(stdin)
	}
	d.summarizeRefusals()
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

// decoder decodes the inputs of one decode command in turn.
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
	lines := newLineReader(r)
	for {
		line, tooLong, err := lines.next()
		if err == io.EOF {
			return
		}
		if err != nil {
			d.report("reading standard input after line %d: %v", lines.number, err)
			return
		}
		if tooLong > 0 {
			if !d.refuse("line %d: %d bytes, longer than the %d (1 MiB) a line may hold; not decoded", lines.number, tooLong, maxLineLength) {
				return
			}
			continue
		}
		// Blank lines are skipped, as a list pasted into a terminal often
		// has some.
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		if d.refused >= refusalLimit {
			// Past the refusal limit a line is only kept when it holds
			// an ID, so it is looked at in place, not copied, and why
			// it holds none is not even worked out.
			decoded, ok := scan.DecodeQuiet(unsafe.String(unsafe.SliceData(line), len(line)))
			if !ok {
				d.refuse("")
			} else if !d.print(decoded, lines.number) {
				return
			}
			continue
		}
		if !d.decode(string(line), lines.number) {
			return
		}
	}
}

// refuse counts one refused input and reports it, unless refusalLimit have
// been already, and reports whether to go on: false once the output cannot
// be written.
func (d *decoder) refuse(format string, args ...any) bool {
	d.bad = true
	if d.refused++; d.refused <= refusalLimit {
		d.report(format, args...)
	}
	return d.writeErr == nil
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

// summarizeRefusals says how many refused inputs were not reported.
func (d *decoder) summarizeRefusals() {
	if more := d.refused - refusalLimit; more > 0 && d.writeErr == nil {
		if d.writeErr = d.out.Flush(); d.writeErr == nil {
			inputs := "inputs"
			if more == 1 {
				inputs = "input"
			}
			fmt.Fprintf(d.stderr, "objectid: %d more refused %s not shown (%d in all)\n", more, inputs, d.refused)
		}
	}
}

// decode prints input's fields, or reports why it is not an ID, and
// reports whether to go on: false once the output cannot be written.
// lineNumber is input's line of standard input, or 0 for an argument.
func (d *decoder) decode(input string, lineNumber int) bool {
	decoded, err := scan.Decode(input)
	if err != nil {
		return d.refuse("%s: %s", quoteInput(input), decodeErrorText(err))
	}
	return d.print(decoded, lineNumber)
}

// print writes one decoded ID and reports whether to go on: false once the
// output cannot be written.
func (d *decoder) print(decoded scan.Decoded, lineNumber int) bool {
	if d.printed > 0 && !d.asJSON {
		d.out.WriteByte('\n')
	}
	d.printed++
	buf := appendDecoded(d.out.AvailableBuffer(), decoded.ID, d.asJSON, d.now)
	if decoded.Found {
		// Where the ID was found: the line of standard input it is on, or
		// its line within an argument.
		line := decoded.Line
		if lineNumber > 0 {
			line = lineNumber
		}
		buf = appendPlace(buf, d.asJSON, lineNumber > 0, line, decoded.Column)
	}
	_, d.writeErr = d.out.Write(buf)
	return d.writeErr == nil
}

// appendPlace adds where an ID was found to the row appendDecoded wrote:
// in JSON the fields "line" and "column" before the closing brace, in text
// a line for a person naming the line of standard input, or the place in
// an argument.
func appendPlace(buf []byte, asJSON, onStdin bool, line, column int) []byte {
	if asJSON {
		buf = append(buf[:len(buf)-len("}\n")], `,"line":`...)
		buf = strconv.AppendInt(buf, int64(line), 10)
		buf = append(buf, `,"column":`...)
		buf = strconv.AppendInt(buf, int64(column), 10)
		return append(buf, "}\n"...)
	}
	buf = append(buf, "found    at "...)
	if onStdin || line > 1 {
		buf = append(buf, "line "...)
		buf = strconv.AppendInt(buf, int64(line), 10)
		buf = append(buf, ", "...)
	}
	buf = append(buf, "column "...)
	buf = strconv.AppendInt(buf, int64(column), 10)
	if !onStdin {
		buf = append(buf, " of the argument"...)
	}
	return append(buf, '\n')
}

// appendDecoded appends every field of id to buf: with asJSON one compact
// object on one line, {"hex","seconds","time","random","counter"} in that
// order; otherwise one block of labelled lines for a person, with the local
// time in now's location and the age at now. Callers printing several
// blocks put a blank line between them.
func appendDecoded(buf []byte, id core.ObjectID, asJSON bool, now time.Time) []byte {
	d := describe.Describe(id, now, now.Location())
	if asJSON {
		return appendDecodedJSON(buf, d)
	}
	return appendDecodedText(buf, d)
}

func appendDecodedJSON(buf []byte, d describe.Description) []byte {
	buf = append(buf, `{"hex":"`...)
	buf = d.ID.AppendHex(buf)
	buf = append(buf, `","seconds":`...)
	buf = strconv.AppendUint(buf, uint64(d.Seconds), 10)
	buf = append(buf, `,"time":"`...)
	buf = d.UTC.AppendFormat(buf, time.RFC3339)
	buf = append(buf, `","random":"`...)
	buf = d.ID.AppendPart(buf, core.RandomPart)
	buf = append(buf, `","counter":`...)
	buf = strconv.AppendUint(buf, uint64(d.Counter), 10)
	return append(buf, "}\n"...)
}

func appendDecodedText(buf []byte, d describe.Description) []byte {
	buf = append(buf, "hex      "...)
	buf = d.ID.AppendHex(buf)
	buf = append(buf, "\nseconds  "...)
	buf = strconv.AppendUint(buf, uint64(d.Seconds), 10)
	buf = append(buf, "\nUTC      "...)
	buf = d.UTC.AppendFormat(buf, time.RFC3339)
	buf = append(buf, "\nlocal    "...)
	buf = d.Local.AppendFormat(buf, time.RFC3339+" (MST)")
	buf = append(buf, "\nage      "...)
	buf = append(buf, d.Age.String()...)
	buf = append(buf, "\nrandom   "...)
	buf = d.ID.AppendPart(buf, core.RandomPart)
	buf = append(buf, "\ncounter  "...)
	buf = strconv.AppendUint(buf, uint64(d.Counter), 10)
	buf = append(buf, " (0x"...)
	buf = appendHex6(buf, d.Counter)
	buf = append(buf, ")\nlegacy   machine "...)
	buf = appendHex6(buf, d.LegacyMachine)
	buf = append(buf, ", process "...)
	buf = strconv.AppendUint(buf, uint64(d.LegacyProcess), 10)
	buf = append(buf, " (meaningful only for IDs from drivers before 2018)\n"...)
	if note := describe.BoundNote(d.Bound); note != "" {
		buf = append(buf, "note     "...)
		buf = append(buf, note...)
		buf = append(buf, '\n')
	}
	return buf
}

// appendHex6 appends the low 24 bits of v as six lowercase hex digits.
func appendHex6(buf []byte, v uint32) []byte {
	const digits = "0123456789abcdef"
	for shift := 20; shift >= 0; shift -= 4 {
		buf = append(buf, digits[v>>shift&0xf])
	}
	return buf
}

// decodeErrorText is core's wording of a Decode error, with the way out
// when the text holds several IDs.
func decodeErrorText(err error) string {
	text := coreMessage(err)
	if errors.Is(err, scan.ErrSeveralIDs) {
		text += "; decode them one at a time, or all with objectid decode -scan"
	}
	return text
}
