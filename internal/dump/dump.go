// Package dump reads the ObjectIDs of what mongodump writes: .bson files,
// gzipped or not, dump folders and --archive files, without a server.
package dump

import (
	"errors"
	"io"

	"github.com/objectid-generator/objectid/core"
)

// Found is one ObjectID value in a document of a dump.
type Found struct {
	ID core.ObjectID
	// NS is the namespace, "db.collection", or a lone file's name.
	NS string
	// Path is the field's path: "_id", "user_id", "items.3.order_id".
	Path string
	// Doc is the document's 1-based position in its file or namespace.
	Doc int64
}

// ErrNotDump reports input that is neither BSON, gzipped BSON nor an archive.
var ErrNotDump = errors.New("dump: not BSON")

// DamageError reports where a dump stops being readable; what came before
// it was read.
type DamageError struct {
	File   string
	Offset int64
	Reason string
}

func (e *DamageError) Error() string { return e.File + ": " + e.Reason }

// IsDump reports whether head, the first bytes of a stream, begins a dump.
func IsDump(head []byte) bool { return false }

// Read calls yield with each ObjectID of the dump r, called name, until
// yield returns false; an error of r is returned wrapped.
func Read(r io.Reader, name string, yield func(Found) bool) error { return ErrNotDump }

// ReadFolder reads every dump file under dir, each through counted (nil
// for none), as Read does.
func ReadFolder(dir string, counted func(io.Reader) io.Reader, yield func(Found) bool) error {
	return ErrNotDump
}
