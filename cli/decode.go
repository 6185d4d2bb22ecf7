package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// maxLineLength bounds one line of standard input for decode: far more
// than any ID with its wrapper, small enough that a binary file piped in by
// mistake fails with a message instead of filling memory.
const maxLineLength = 1 << 20

// currentTime is the clock decode reads for the local time and the age,
// and generate's generators of fixed values for the time now; tests fix it.
var currentTime = time.Now

func runDecode(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("decode", stderr)
	asJSON := fs.Bool("json", false, "print one JSON object per line instead of the text for people")
	scan := fs.Bool("scan", false, "find every ObjectID in the given files (or standard input) and decode each")
	positional, status, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return status
	}
	now := currentTime()
	if *scan {
		return runScan(positional, *asJSON, stdin, stdout, stderr, now)
	}
	out := bufio.NewWriter(stdout)
	d := decoder{out: out, stderr: stderr, asJSON: *asJSON, now: now}
	if len(positional) > 0 {
		for _, input := range positional {
			if !d.decode(input) {
				break
			}
		}
	} else {
		lines := bufio.NewScanner(stdin)
		lines.Buffer(make([]byte, 0, 4096), maxLineLength)
		for lines.Scan() {
			// Blank lines are skipped, as a list pasted into a terminal
			// often has some.
			line := strings.TrimSuffix(lines.Text(), "\r")
			if strings.TrimSpace(line) == "" {
				continue
			}
			if !d.decode(line) {
				break
			}
		}
		if err := lines.Err(); err != nil && d.writeErr == nil {
			out.Flush()
			fmt.Fprintf(stderr, "objectid: reading standard input: %v\n", err)
			d.bad = true
		}
	}
	if d.writeErr == nil {
		d.writeErr = out.Flush()
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
}

// decode prints input's fields, or reports why it is not an ID, and
// reports whether to go on: false once the output cannot be written.
func (d *decoder) decode(input string) bool {
	decoded, err := core.Decode(input)
	if err != nil {
		// Flushed first so that a message follows the IDs before it
		// when both streams go to one terminal.
		if d.writeErr = d.out.Flush(); d.writeErr != nil {
			return false
		}
		fmt.Fprintf(d.stderr, "objectid: %q: %s\n", input, decodeErrorText(err))
		d.bad = true
		return true
	}
	if d.printed > 0 && !d.asJSON {
		d.out.WriteByte('\n')
	}
	d.printed++
	buf := appendDecoded(make([]byte, 0, 512), decoded.ID, d.asJSON, d.now)
	if decoded.Found {
		if d.asJSON {
			// The JSON object keeps its fields; where the ID was is news
			// for the person, not for the program reading the objects.
			if d.writeErr = d.out.Flush(); d.writeErr != nil {
				return false
			}
			fmt.Fprintf(d.stderr, "objectid: %q: found in the pasted text at %s\n", input, place(decoded))
		} else {
			buf = append(buf, "found    in the pasted text at "...)
			buf = append(buf, place(decoded)...)
			buf = append(buf, '\n')
		}
	}
	_, d.writeErr = d.out.Write(buf)
	return d.writeErr == nil
}

// printDecoded writes every field of id: with asJSON one compact object on
// one line, {"hex","seconds","time","random","counter"} in that order;
// otherwise one block of labelled lines for a person, with the local time
// in now's location and the age at now. Callers printing several blocks put
// a blank line between them.
func printDecoded(w io.Writer, id core.ObjectID, asJSON bool, now time.Time) error {
	_, err := w.Write(appendDecoded(make([]byte, 0, 512), id, asJSON, now))
	return err
}

// appendDecoded appends what printDecoded writes to buf, so that a caller
// printing many IDs can reuse one buffer.
func appendDecoded(buf []byte, id core.ObjectID, asJSON bool, now time.Time) []byte {
	d := core.Describe(id, now, now.Location())
	if asJSON {
		return appendDecodedJSON(buf, d)
	}
	return appendDecodedText(buf, d)
}

func appendDecodedJSON(buf []byte, d core.Description) []byte {
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

func appendDecodedText(buf []byte, d core.Description) []byte {
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
	if note := d.Bound.Note(); note != "" {
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
	if errors.Is(err, core.ErrSeveralIDs) {
		text += "; decode them one at a time, or all with objectid decode -scan"
	}
	return text
}

// place says where Decode found an ID.
func place(d core.Decoded) string {
	return fmt.Sprintf("line %d, column %d", d.Line, d.Column)
}
