// Package dump reads the ObjectIDs of what mongodump writes: .bson files,
// gzipped or not, dump folders and --archive files, without a server.
package dump

import (
	"bufio"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/x/bsonx/bsoncore"

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

const (
	archiveMagic = 0x8199e26d
	maxDoc       = 16<<20 + 16<<10 // the server's largest document and its slack
	maxDepth     = 200
	gzipMagic    = "\x1f\x8b"
)

// IsDump reports whether head, the first bytes of a stream, begins a dump:
// gzip, an archive's magic number or a plausible document (its length, its
// first element's type and name, a UTF-8 string).
func IsDump(head []byte) bool {
	if strings.HasPrefix(string(head), gzipMagic) || len(head) >= 4 && binary.LittleEndian.Uint32(head) == archiveMagic {
		return true
	} else if len(head) < 5 {
		return false
	}
	n := int64(int32(binary.LittleEndian.Uint32(head)))
	key, _, named := bsoncore.ReadKeyBytes(head[5:])
	if n >= 5 && n <= int64(len(head)) {
		return bsoncore.Document(head[:n]).Validate() == nil
	}
	return n > int64(len(head)) && n <= maxDoc && named && utf8.Valid(key) && bson.Type(head[4]).IsValid()
}

// Read calls yield with each ObjectID of the dump r, called name, until
// yield returns false; an error of r is returned wrapped.
func Read(r io.Reader, name string, yield func(Found) bool) error {
	if err := read(r, name, name, yield, false); err != fs.SkipAll {
		return err
	}
	return nil // yield asked to stop
}

// ReadFolder reads every dump file under dir, each through counted, as
// Read does.
func ReadFolder(dir string, counted func(io.Reader) io.Reader, yield func(Found) bool) error {
	return filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(d.Name(), ".metadata.json") {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		coll := strings.TrimSuffix(strings.TrimSuffix(d.Name(), ".gz"), ".bson")
		err = read(counted(f), path, filepath.Base(filepath.Dir(path))+"."+coll, yield, false)
		if errors.Is(err, ErrNotDump) {
			return nil
		}
		return err // fs.SkipAll when yield asked to stop
	})
}

// reader reads one stream: buf holds its current document, the n-th of its
// namespace, path the keys down to a value, found the current's ObjectIDs.
type reader struct {
	in        *bufio.Reader
	file, of  string
	off, n    int64
	header    bool // the next document is an archive block's header
	buf, path []byte
	found     []Found
	yield     func(Found) bool
}

func read(r io.Reader, file, ns string, yield func(Found) bool, gunzipped bool) error {
	br := bufio.NewReaderSize(r, 64<<10)
	head, err := br.Peek(512)
	switch {
	case err != nil && err != io.EOF:
		return fmt.Errorf("dump: reading %s: %w", file, err)
	case strings.HasPrefix(string(head), gzipMagic) && !gunzipped:
		zr, err := gzip.NewReader(br)
		if err != nil {
			return fmt.Errorf("dump: reading %s: %w", file, err)
		}
		return read(zr, file, ns, yield, true)
	case IsDump(head):
		return (&reader{in: br, file: file, yield: yield}).run(ns, binary.LittleEndian.Uint32(head) == archiveMagic)
	case gunzipped:
		return fmt.Errorf("%w: %s is gzipped, but holds neither BSON nor an archive", ErrNotDump, file)
	}
	return fmt.Errorf("%w: %s", ErrNotDump, file)
}

// run reads the documents of a .bson stream, of namespace ns, or those of
// an archive: after its magic number a prelude (a header, each collection's
// metadata, a terminator 0xFFFFFFFF) and then blocks: a namespace header
// {db, collection, EOF, CRC}, that namespace's documents, a terminator.
func (r *reader) run(ns string, archive bool) error {
	counts := map[string]int64{}
	if r.header = archive; archive {
		_, _ = r.in.Discard(4) // the magic number, peeked already
		r.off = 4
	}
	for prelude := archive; ; {
		doc, err := r.next(archive && !r.header)
		switch {
		case err == io.EOF && (!archive || r.header && !prelude):
			return nil
		case err == io.EOF:
			return r.damage("the archive ends inside a block" + r.of)
		case err != nil:
			return err
		case len(doc) == 4: // a terminator
			counts[ns], r.header, prelude = r.n, true, false
		case r.header:
			db, _ := doc.Lookup("db").StringValueOK()
			coll, _ := doc.Lookup("collection").StringValueOK()
			if ns = db + "." + coll; prelude {
				ns = "the prelude" // metadata, not documents
			}
			r.n, r.of, r.header = counts[ns], " of "+ns, false
		default:
			if r.n++; !prelude {
				if err := r.scan(doc, ns); err != nil {
					return err
				}
			}
		}
		r.off += int64(len(doc))
	}
}

// next frames the next document into buf, or when term a terminator (its
// four bytes); it returns io.EOF at a clean end.
func (r *reader) next(term bool) (bsoncore.Document, error) {
	l, _ := r.in.Peek(4)
	size := uint32(4) // of a document cut short in its length
	if len(l) == 4 {
		size = binary.LittleEndian.Uint32(l)
	}
	if size == 0xffffffff && term {
		size = 4 // read as a document of its own four bytes
	} else if int32(size) < 5 && len(l) == 4 || size > maxDoc {
		return nil, r.damage(fmt.Sprintf("length %d is not a BSON document's", int32(size)))
	}
	if cap(r.buf) < int(size) {
		r.buf = make([]byte, size)
	}
	k, err := io.ReadFull(r.in, r.buf[:size])
	if err == io.ErrUnexpectedEOF && r.header {
		return nil, r.damage(fmt.Sprintf("a block's header is cut short: %d of %d bytes", k, size))
	} else if err == io.ErrUnexpectedEOF {
		return nil, r.damage(fmt.Sprintf("document %d%s is cut short: %d of %d bytes", r.n+1, r.of, k, size))
	} else if err != nil && err != io.EOF {
		return nil, fmt.Errorf("dump: reading %s: %w", r.file, err)
	}
	return r.buf[:size], err // io.EOF when nothing came
}

func (r *reader) damage(reason string) error {
	return &DamageError{File: r.file, Offset: r.off, Reason: reason}
}

// scan yields the ObjectIDs of doc, under the entry's own namespace for an
// oplog entry. Nothing is yielded from a broken document.
func (r *reader) scan(doc bsoncore.Document, ns string) error {
	if r.found, r.path = r.found[:0], r.path[:0]; !r.walk(doc, 0) {
		at := strings.TrimSuffix(" at field "+strings.TrimSuffix(string(r.path), "."), " at field ") // "" when none
		return r.damage(fmt.Sprintf("document %d%s is broken%s", r.n, r.of, at))
	}
	if own, ok := doc.Lookup("ns").StringValueOK(); ok && len(r.found) > 0 && doc.Lookup("op").Type != 0 && doc.Lookup("ts").Type != 0 {
		ns = own
	}
	for _, f := range r.found {
		if f.NS, f.Doc = ns, r.n; !r.yield(f) {
			return fs.SkipAll
		}
	}
	return nil
}

// walk records the ObjectIDs of the document or array doc, whose path is
// r.path ("" or ending in a dot); when doc is broken it returns false,
// r.path where.
func (r *reader) walk(doc []byte, depth int) bool {
	if len(doc) < 5 || doc[len(doc)-1] != 0 || depth > maxDepth {
		return false
	}
	base := len(r.path)
	for rem := doc[4 : len(doc)-1]; len(rem) > 0; r.path = r.path[:base] {
		el, rest, ok := bsoncore.ReadElement(rem)
		if !ok {
			r.path = append(r.path, bsoncore.Element(rem).KeyBytes()...) // none when unreadable
			return false
		}
		rem, r.path = rest, append(r.path, el.KeyBytes()...)
		switch v := el.Value(); v.Type {
		case bsoncore.TypeObjectID:
			r.found = append(r.found, Found{ID: core.ObjectID(v.ObjectID()), Path: string(r.path)})
		case bsoncore.TypeEmbeddedDocument, bsoncore.TypeArray:
			if r.path = append(r.path, '.'); !r.walk(v.Data, depth+1) {
				return false
			}
		}
	}
	return true
}
