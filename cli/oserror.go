package cli

import (
	"errors"
	"io/fs"
)

// errNoSpace is the one wording of a full disk on every system; Windows
// says "There is not enough space on the disk."
var errNoSpace = errors.New("no space left on device")

// writeProblem is the text for an error from writing the output: the
// system's own text, except that a full disk reads the same everywhere
// (the operation and file of a *fs.PathError kept).
func writeProblem(err error) string {
	if !isNoSpace(err) {
		return err.Error()
	}
	var pathErr *fs.PathError
	if errors.As(err, &pathErr) {
		return pathErr.Op + " " + pathErr.Path + ": " + errNoSpace.Error()
	}
	return errNoSpace.Error()
}
