package core

import (
	"fmt"
	"strings"
)

// Format is a way to write a batch of IDs as text: a row of formats.
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
	// FormatShellArray writes [ObjectId("…"), …], for $in in mongosh.
	FormatShellArray
	// FormatEJSONArray writes [{"$oid": "…"}, …], for $in in Extended JSON.
	FormatEJSONArray
	// FormatMongoimport writes one document {"_id": {"$oid": "…"}} per line.
	FormatMongoimport
	// FormatNode writes js-bson's new ObjectId("…"); a batch is [...].
	FormatNode
	// FormatPython writes PyMongo's ObjectId("…"); a batch is [...].
	FormatPython
	// FormatGo writes mustOID("…") for the Go driver v2; a batch is a
	// var ids with the mustOID function, which wraps bson.ObjectIDFromHex.
	FormatGo
	// FormatJava writes org.bson's new ObjectId("…"); a batch is List.of(...).
	FormatJava
	// FormatCSharp writes ObjectId.Parse("…"); a batch is new[] { ... }.
	FormatCSharp
	// FormatRust writes the bson crate's ObjectId::parse_str("…").unwrap().
	FormatRust
)

// Formats lists every Format: the database tools', then the code formats.
var Formats = []Format{FormatHex, FormatShell, FormatEJSON, FormatJSON, FormatCSV, FormatShellArray, FormatEJSONArray, FormatMongoimport,
	FormatNode, FormatPython, FormatGo, FormatJava, FormatCSharp, FormatRust}

// formatSpec is how a Format writes a batch: start, per ID before, open, the
// hex, close, after, between them, then end.
type formatSpec struct {
	name, extension                            string
	start, before, open, close, after, between string
	end                                        string
	code                                       bool
}

var formats = [...]formatSpec{
	FormatHex:         {name: "hex", extension: ".txt", after: "\n"},
	FormatShell:       {name: "shell", extension: ".js", open: `ObjectId("`, close: `")`, after: "\n"},
	FormatEJSON:       {name: "ejson", extension: ".jsonl", open: `{"$oid":"`, close: `"}`, after: "\n"},
	FormatJSON:        {name: "json", extension: ".json", start: "[", before: "\n  ", open: `"`, close: `"`, between: ",", end: "\n]\n"},
	FormatCSV:         {name: "csv", extension: ".csv", start: "_id\n", after: "\n"},
	FormatShellArray:  {name: "shell-array", extension: ".js", start: "[", open: `ObjectId("`, close: `")`, between: ", ", end: "]\n"},
	FormatEJSONArray:  {name: "ejson-array", extension: ".json", start: "[", open: `{"$oid": "`, close: `"}`, between: ", ", end: "]\n"},
	FormatMongoimport: {name: "mongoimport", extension: ".json", open: `{"_id": {"$oid": "`, close: `"}}`, after: "\n"},
	// Code: one ID per line, with a trailing comma where the language allows.
	FormatNode:   {name: "node", extension: ".js", code: true, start: "[", before: "\n  ", open: `new ObjectId("`, close: `")`, after: ",", end: "\n]\n"},
	FormatPython: {name: "python", extension: ".py", code: true, start: "[", before: "\n    ", open: `ObjectId("`, close: `")`, after: ",", end: "\n]\n"},
	FormatGo:     {name: "go", extension: ".go", code: true, start: "var ids = []bson.ObjectID{", before: "\n\t", open: `mustOID("`, close: `")`, after: ",", end: goHelper},
	FormatJava:   {name: "java", extension: ".java", code: true, start: "List.of(", before: "\n    ", open: `new ObjectId("`, close: `")`, between: ",", end: "\n)\n"},
	FormatCSharp: {name: "csharp", extension: ".cs", code: true, start: "new[] {", before: "\n    ", open: `ObjectId.Parse("`, close: `")`, after: ",", end: "\n}\n"},
	FormatRust:   {name: "rust", extension: ".rs", code: true, start: "vec![", before: "\n    ", open: `ObjectId::parse_str("`, close: `").unwrap()`, after: ",", end: "\n]\n"},
}

// goHelper ends a Go batch with the function its IDs are written with.
const goHelper = `
}

// mustOID is bson.ObjectIDFromHex for IDs known to be valid. With driver v1, use
// primitive.ObjectID and ObjectIDFromHex of go.mongodb.org/mongo-driver/bson/primitive.
func mustOID(hex string) bson.ObjectID {
	id, err := bson.ObjectIDFromHex(hex)
	if err != nil {
		panic(err)
	}
	return id
}
`

// String returns the format's name on the command line, such as hex.
func (f Format) String() string { return formats[f].name }

// Extension returns the file name extension of a saved batch, with its dot.
func (f Format) Extension() string { return formats[f].extension }

// IsCode reports whether f writes code for a language's MongoDB library.
func (f Format) IsCode() bool { return formats[f].code }

// ParseFormat returns the Format with the given name, in any case.
func ParseFormat(name string) (Format, error) {
	names := make([]string, len(Formats))
	for i, f := range Formats {
		if strings.EqualFold(name, f.String()) {
			return f, nil
		}
		names[i] = f.String()
	}
	return FormatHex, fmt.Errorf("%w: %q, want one of %s", ErrUnknownFormat, name, strings.Join(names, ", "))
}

// AppendID appends one ID as this format writes it, without separators.
func (f Format) AppendID(dst []byte, id ObjectID) []byte {
	spec := &formats[f]
	dst = id.AppendHex(append(dst, spec.open...))
	return append(dst, spec.close...)
}

// AppendChunk appends ids as a part of a batch: first says they open the
// batch, last that they end it.
func (f Format) AppendChunk(dst []byte, ids []ObjectID, first, last bool) []byte {
	spec := &formats[f]
	if first {
		dst = append(dst, spec.start...)
	}
	for i, id := range ids {
		if i > 0 || !first {
			dst = append(dst, spec.between...)
		}
		dst = append(f.AppendID(append(dst, spec.before...), id), spec.after...)
	}
	switch {
	case first && last && len(ids) == 0:
		dst = append(dst, strings.TrimPrefix(spec.end, "\n")...)
	case last:
		dst = append(dst, spec.end...)
	}
	return dst
}

// Batch returns the whole text of ids in this format.
func (f Format) Batch(ids []ObjectID) string { return string(f.AppendChunk(nil, ids, true, true)) }
