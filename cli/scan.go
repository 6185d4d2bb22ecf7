package cli

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/objectid-generator/objectid/internal/scan"
)

// scanOutputBuffer is large enough that a scan that finds many IDs writes
// in few system calls.
const scanOutputBuffer = 64 << 10

// scanFiles is decode -scan: it finds every ObjectID in each file, or in
// stdin when there are none ("-" also names stdin), and prints the fields of
// each occurrence in input order, as decode prints them. A file that cannot
// be read is reported on stderr by name and the others are still scanned.
func (d *decoder) scanFiles(files []string, stdin io.Reader) {
	if len(files) == 0 {
		files = []string{"-"}
	}
	for _, name := range files {
		if name == "-" {
			if err := d.scan(stdin); err != nil {
				d.report("reading standard input: %v", err)
			}
		} else if err := d.scanFile(name); err != nil {
			d.report("cannot read %s: %s", quotePath(name), readProblem(err))
		}
		if d.writeErr != nil {
			return
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
		return &fs.PathError{Op: "read", Path: name, Err: errIsDirectory}
	}
	return d.scan(f)
}

// scan prints every ID in r until r ends or the output fails, and returns
// the read error, if any. A write error is left in d.writeErr.
func (d *decoder) scan(r io.Reader) error {
	s := scan.NewScanner(r)
	for s.Scan() {
		if !d.print(scan.Decoded{ID: s.Match().ID}, 0) {
			return nil
		}
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
	switch {
	case errors.Is(err, errIsDirectory):
		return errIsDirectory.Error()
	case errors.Is(err, fs.ErrNotExist):
		return "no such file or directory"
	case errors.Is(err, fs.ErrPermission):
		return "permission denied"
	}
	var pathErr *fs.PathError
	if errors.As(err, &pathErr) {
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
