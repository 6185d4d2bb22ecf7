package core

import (
	"fmt"
	"io"
	"strings"
)

// Format is a way to write a batch of IDs as text.
type Format int

// The formats, in the order a menu lists them.
const (
	// FormatHex writes one canonical lowercase ID per line.
	FormatHex Format = iota
	// FormatShell writes one ObjectId("…") per line, for mongosh.
	FormatShell
	// FormatEJSON writes one Extended JSON {"$oid":"…"} per line.
	FormatEJSON
	// FormatJSON writes one JSON array of hex strings.
	FormatJSON
	// FormatCSV writes a header line _id, then one ID per line.
	FormatCSV
	// FormatNode writes new ObjectId("…") of js-bson (the bson and mongodb
	// packages); a batch is an array literal [...].
	FormatNode
	// FormatPython writes ObjectId("…") of PyMongo's bson; a batch is a
	// list [...].
	FormatPython
	// FormatGo writes the array literal bson.ObjectID{0x65, …} of the
	// official Go driver v2, which needs no error handling; a batch is a
	// []bson.ObjectID{...}.
	FormatGo
	// FormatJava writes new ObjectId("…") of org.bson.types; a batch is
	// List.of(...).
	FormatJava
	// FormatCSharp writes ObjectId.Parse("…") of MongoDB.Bson; a batch is
	// new[] { ... }.
	FormatCSharp
	// FormatRust writes ObjectId::parse_str("…").unwrap() of the bson
	// crate; a batch is vec![...].
	FormatRust
)

// Formats lists every Format: the database tools' formats, then the code
// formats.
var Formats = []Format{FormatHex, FormatShell, FormatEJSON, FormatJSON, FormatCSV,
	FormatNode, FormatPython, FormatGo, FormatJava, FormatCSharp, FormatRust}

var formatNames = [...]string{"hex", "shell", "ejson", "json", "csv", "node", "python", "go", "java", "csharp", "rust"}

// String returns the name used on the command line: hex, shell, ejson, json,
// csv, node, python, go, java, csharp or rust.
func (f Format) String() string {
	if f < 0 || int(f) >= len(formatNames) {
		return fmt.Sprintf("Format(%d)", int(f))
	}
	return formatNames[f]
}

// ParseFormat returns the Format with the given name, in any case.
func ParseFormat(name string) (Format, error) {
	for i, n := range formatNames {
		if strings.EqualFold(name, n) {
			return Format(i), nil
		}
	}
	return FormatHex, fmt.Errorf("%w: %q, want one of %s", ErrUnknownFormat, name, strings.Join(formatNames[:], ", "))
}

// AppendID appends one ID as it reads on its own in this format: the hex
// digits, ObjectId("…"), {"$oid":"…"}, or a JSON string "…" for FormatJSON.
// CSV has no per-ID quoting, so FormatCSV appends the hex digits.
func (f Format) AppendID(dst []byte, id ObjectID) []byte {
	if c, ok := codeFormats[f]; ok {
		return c.appendID(dst, id)
	}
	switch f {
	case FormatShell:
		dst = append(dst, `ObjectId("`...)
		return append(id.AppendHex(dst), `")`...)
	case FormatEJSON:
		dst = append(dst, `{"$oid":"`...)
		return append(id.AppendHex(dst), `"}`...)
	case FormatJSON:
		dst = append(dst, '"')
		return append(id.AppendHex(dst), '"')
	}
	return id.AppendHex(dst)
}

// AppendBatch appends the whole text of ids in this format, ending in a
// newline.
func (f Format) AppendBatch(dst []byte, ids []ObjectID) []byte {
	dst = f.appendStart(dst)
	for i, id := range ids {
		dst = f.appendItem(dst, id, i == 0)
	}
	return f.appendEnd(dst, len(ids) == 0)
}

// Batch returns the whole text of ids in this format.
func (f Format) Batch(ids []ObjectID) string {
	return string(f.AppendBatch(make([]byte, 0, len(ids)*(HexLength+12)+16), ids))
}

func (f Format) appendStart(dst []byte) []byte {
	if c, ok := codeFormats[f]; ok {
		return append(dst, c.start...)
	}
	switch f {
	case FormatJSON:
		return append(dst, '[')
	case FormatCSV:
		return append(dst, "_id\n"...)
	}
	return dst
}

func (f Format) appendItem(dst []byte, id ObjectID, first bool) []byte {
	if c, ok := codeFormats[f]; ok {
		return c.appendItem(dst, id, first)
	}
	if f == FormatJSON {
		if !first {
			dst = append(dst, ',')
		}
		dst = append(dst, "\n  "...)
		return f.AppendID(dst, id)
	}
	return append(f.AppendID(dst, id), '\n')
}

func (f Format) appendEnd(dst []byte, empty bool) []byte {
	if c, ok := codeFormats[f]; ok {
		return c.appendEnd(dst, empty)
	}
	if f != FormatJSON {
		return dst
	}
	if empty {
		return append(dst, "]\n"...)
	}
	return append(dst, "\n]\n"...)
}

// BatchWriter streams IDs in one Format to an io.Writer, in constant memory
// however many IDs pass through. Call Close to finish the text.
type BatchWriter struct {
	w       io.Writer
	format  Format
	buf     []byte
	started bool
	closed  bool
	count   int
	err     error
}

const batchWriterFlushSize = 64 << 10

// NewBatchWriter returns a BatchWriter that writes to w in format f.
func NewBatchWriter(w io.Writer, f Format) *BatchWriter {
	return &BatchWriter{w: w, format: f, buf: make([]byte, 0, batchWriterFlushSize+256)}
}

// Write adds ids to the text. After Close it returns ErrWriterClosed.
func (bw *BatchWriter) Write(ids []ObjectID) error {
	if bw.err != nil {
		return bw.err
	}
	if bw.closed {
		return ErrWriterClosed
	}
	if !bw.started {
		bw.buf = bw.format.appendStart(bw.buf)
		bw.started = true
	}
	for _, id := range ids {
		bw.buf = bw.format.appendItem(bw.buf, id, bw.count == 0)
		bw.count++
		if len(bw.buf) >= batchWriterFlushSize {
			if err := bw.flush(); err != nil {
				return err
			}
		}
	}
	return nil
}

// Close writes what the format needs at its end and flushes. Closing again
// writes nothing more.
func (bw *BatchWriter) Close() error {
	if bw.err != nil || bw.closed {
		return bw.err
	}
	bw.closed = true
	if !bw.started {
		bw.buf = bw.format.appendStart(bw.buf)
		bw.started = true
	}
	bw.buf = bw.format.appendEnd(bw.buf, bw.count == 0)
	return bw.flush()
}

func (bw *BatchWriter) flush() error {
	if _, err := bw.w.Write(bw.buf); err != nil {
		bw.err = err
		return err
	}
	bw.buf = bw.buf[:0]
	return nil
}
