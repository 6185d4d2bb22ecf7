package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// scanOutputBuffer is large enough that a scan that finds many IDs writes
// in few system calls.
const scanOutputBuffer = 64 << 10

// runScan is decode -scan: it finds every ObjectID in each file, or in
// stdin when there are none ("-" also names stdin), and prints the fields of
// each occurrence in input order, as decode prints them. A file that cannot
// be read is reported on stderr by name and the others are still scanned;
// the status is then exitBad.
func runScan(files []string, asJSON bool, stdin io.Reader, stdout, stderr io.Writer, now time.Time) int {
	p := scanPrinter{out: bufio.NewWriterSize(stdout, scanOutputBuffer), asJSON: asJSON, now: now}
	bad := false
	report := func(format string, args ...any) {
		// Flushed first so that the message follows the IDs found before
		// it when both streams go to one terminal.
		if p.writeErr = p.out.Flush(); p.writeErr == nil {
			fmt.Fprintf(stderr, "objectid: "+format+"\n", args...)
			bad = true
		}
	}
	if len(files) == 0 {
		files = []string{"-"}
	}
	for _, name := range files {
		if name == "-" {
			if err := p.scan(stdin); err != nil {
				report("reading standard input: %v", err)
			}
		} else if err := p.scanFile(name); err != nil {
			report("cannot read %q: %v", name, readProblem(err))
		}
		if p.writeErr != nil {
			return reportWriteError(stderr, p.writeErr)
		}
	}
	if err := p.out.Flush(); err != nil {
		return reportWriteError(stderr, err)
	}
	if bad {
		return exitBad
	}
	return exitOK
}

// scanPrinter prints the IDs found in the inputs of one decode -scan.
type scanPrinter struct {
	out      *bufio.Writer
	asJSON   bool
	now      time.Time
	printed  int
	writeErr error
}

// scanFile scans the named file and returns the error that kept it from
// being read to the end.
func (p *scanPrinter) scanFile(name string) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	return p.scan(f)
}

// scan prints every ID in r until r ends or the output fails, and returns
// the read error, if any. A write error is left in p.writeErr.
func (p *scanPrinter) scan(r io.Reader) error {
	s := core.NewScanner(r)
	for s.Scan() {
		if p.printed > 0 && !p.asJSON {
			p.out.WriteByte('\n')
		}
		p.printed++
		row := appendDecoded(p.out.AvailableBuffer(), s.Match().ID, p.asJSON, p.now)
		if _, p.writeErr = p.out.Write(row); p.writeErr != nil {
			return nil
		}
	}
	return s.Err()
}

// readProblem returns the reason in an error from opening or reading a
// file, without the operation and file name that the message already
// gives.
func readProblem(err error) error {
	var pathErr *fs.PathError
	if errors.As(err, &pathErr) {
		return pathErr.Err
	}
	return err
}
