package core

import (
	"fmt"
	"slices"
	"strings"
)

// Format is a way to write a batch of IDs as text. Each is one row of the
// formats table, so a new one is a constant and a row.
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
	// FormatShellArray writes one line [ObjectId("…"), ObjectId("…")], the
	// value of {_id: {$in: …}} in mongosh and Compass.
	FormatShellArray
	// FormatEJSONArray writes one Extended JSON array [{"$oid": "…"}, …],
	// for $in in mongoexport --query and EJSON parsers.
	FormatEJSONArray
	// FormatMongoimport writes one document {"_id": {"$oid": "…"}} per
	// line, which mongoimport reads as documents to insert.
	FormatMongoimport
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
var Formats = []Format{FormatHex, FormatShell, FormatEJSON, FormatJSON, FormatCSV, FormatShellArray, FormatEJSONArray, FormatMongoimport,
	FormatNode, FormatPython, FormatGo, FormatJava, FormatCSharp, FormatRust}

// formatSpec is how one Format writes a batch: start, then for each ID
// before, open, the hex digits, close and after, with between from the
// second ID on, then end, or emptyEnd when there are no IDs. A code format
// is source code for a language's MongoDB library; goBytes writes the twelve
// bytes of a Go array literal instead of the hex digits.
type formatSpec struct {
	name      string
	extension string
	start     string
	before    string
	open      string
	close     string
	after     string
	between   string
	end       string
	emptyEnd  string
	code      bool
	goBytes   bool
}

var formats = [...]formatSpec{
	FormatHex:         {name: "hex", extension: ".txt", after: "\n"},
	FormatShell:       {name: "shell", extension: ".js", open: `ObjectId("`, close: `")`, after: "\n"},
	FormatEJSON:       {name: "ejson", extension: ".jsonl", open: `{"$oid":"`, close: `"}`, after: "\n"},
	FormatJSON:        {name: "json", extension: ".json", start: "[", before: "\n  ", open: `"`, close: `"`, between: ",", end: "\n]\n", emptyEnd: "]\n"},
	FormatCSV:         {name: "csv", extension: ".csv", start: "_id\n", after: "\n"},
	FormatShellArray:  {name: "shell-array", extension: ".js", start: "[", open: `ObjectId("`, close: `")`, between: ", ", end: "]\n", emptyEnd: "]\n"},
	FormatEJSONArray:  {name: "ejson-array", extension: ".json", start: "[", open: `{"$oid": "`, close: `"}`, between: ", ", end: "]\n", emptyEnd: "]\n"},
	FormatMongoimport: {name: "mongoimport", extension: ".json", open: `{"_id": {"$oid": "`, close: `"}}`, after: "\n"},
	// A code format's batch is a literal that pastes as the value of a
	// variable: JavaScript and Python lists, a Go slice, Java's List.of, a
	// C# implicitly typed array and Rust's vec!, one ID per line, with a
	// trailing comma where the language allows one, so a line can be added
	// or removed alone.
	FormatNode: {name: "node", extension: ".js", code: true, start: "[", before: "\n  ", open: `new ObjectId("`, close: `")`, after: ",",
		end: "\n]\n", emptyEnd: "]\n"},
	FormatPython: {name: "python", extension: ".py", code: true, start: "[", before: "\n    ", open: `ObjectId("`, close: `")`, after: ",",
		end: "\n]\n", emptyEnd: "]\n"},
	FormatGo: {name: "go", extension: ".go", code: true, goBytes: true, start: "[]bson.ObjectID{", before: "\n\t", open: "bson.ObjectID{", close: "}",
		after: ",", end: "\n}\n", emptyEnd: "}\n"},
	FormatJava: {name: "java", extension: ".java", code: true, start: "List.of(", before: "\n    ", open: `new ObjectId("`, close: `")`, between: ",",
		end: "\n)\n", emptyEnd: ")\n"},
	FormatCSharp: {name: "csharp", extension: ".cs", code: true, start: "new[] {", before: "\n    ", open: `ObjectId.Parse("`, close: `")`, after: ",",
		end: "\n}\n", emptyEnd: "}\n"},
	FormatRust: {name: "rust", extension: ".rs", code: true, start: "vec![", before: "\n    ", open: `ObjectId::parse_str("`, close: `").unwrap()`,
		after: ",", end: "\n]\n", emptyEnd: "]\n"},
}

func (f Format) spec() *formatSpec {
	if f < 0 || int(f) >= len(formats) {
		return &formats[FormatHex]
	}
	return &formats[f]
}

// String returns the name used on the command line: hex, shell, ejson,
// json, csv, shell-array, ejson-array, mongoimport, node, python, go, java,
// csharp or rust.
func (f Format) String() string {
	if f < 0 || int(f) >= len(formats) {
		return fmt.Sprintf("Format(%d)", int(f))
	}
	return formats[f].name
}

// Extension returns the file name extension a saved batch in this format
// gets, with its dot: .txt, .js, .jsonl, .json or .csv, and for the code
// formats their language's .js, .py, .go, .java, .cs or .rs. mongoimport
// reads .json files of one document per line.
func (f Format) Extension() string { return f.spec().extension }

// IsCode reports whether f writes source code for a programming language's
// MongoDB library rather than text for a database tool.
func (f Format) IsCode() bool { return f.spec().code }

// ParseFormat returns the Format with the given name, in any case.
func ParseFormat(name string) (Format, error) {
	for _, f := range Formats {
		if strings.EqualFold(name, f.String()) {
			return f, nil
		}
	}
	names := make([]string, len(Formats))
	for i, f := range Formats {
		names[i] = f.String()
	}
	return FormatHex, fmt.Errorf("%w: %q, want one of %s", ErrUnknownFormat, name, strings.Join(names, ", "))
}

// AppendID appends one ID as it reads on its own in this format: the hex
// digits, ObjectId("…"), {"$oid":"…"}, a JSON string "…" for FormatJSON,
// {"$oid": "…"} for FormatEJSONArray, or the document {"_id": {"$oid": "…"}}
// for FormatMongoimport. CSV has no per-ID quoting, so FormatCSV appends the
// hex digits. The code formats append their language's expression for the
// ID, such as new ObjectId("…") or bson.ObjectID{0x65, …}.
func (f Format) AppendID(dst []byte, id ObjectID) []byte {
	spec := f.spec()
	var hex prefixHex
	return spec.appendID(dst, id, &hex)
}

func (spec *formatSpec) appendID(dst []byte, id ObjectID, hex *prefixHex) []byte {
	dst = append(dst, spec.open...)
	if spec.goBytes {
		for i, b := range id {
			if i > 0 {
				dst = append(dst, ", "...)
			}
			dst = append(dst, '0', 'x', hexDigits[b>>4], hexDigits[b&0x0f])
		}
	} else {
		dst = hex.append(dst, id)
	}
	return append(dst, spec.close...)
}

// hexPairs holds the two hex digits of every byte value.
var hexPairs = func() (pairs [256][2]byte) {
	for b := range pairs {
		pairs[b] = [2]byte{hexDigits[b>>4], hexDigits[b&0x0f]}
	}
	return pairs
}()

// prefixHex keeps the hex digits of the latest ID's seconds and random
// value, which the IDs of a batch mostly share, so that only the counter's
// six digits are written anew for the next.
type prefixHex struct {
	prefix [9]byte
	text   [18]byte
	set    bool
}

func (p *prefixHex) append(dst []byte, id ObjectID) []byte {
	if prefix := [9]byte(id[:9]); !p.set || prefix != p.prefix {
		p.prefix, p.set = prefix, true
		for i, b := range prefix {
			p.text[2*i], p.text[2*i+1] = hexPairs[b][0], hexPairs[b][1]
		}
	}
	n := len(dst)
	dst = slices.Grow(dst, HexLength)[:n+HexLength]
	text := (*[HexLength]byte)(dst[n:])
	*(*[18]byte)(text[:18]) = p.text
	*(*[2]byte)(text[18:20]) = hexPairs[id[9]]
	*(*[2]byte)(text[20:22]) = hexPairs[id[10]]
	*(*[2]byte)(text[22:24]) = hexPairs[id[11]]
	return dst
}

// AppendChunk appends the text of ids as one part of a batch in this
// format, so that a batch of any size can be written a chunk at a time in
// constant memory: first says ids open the batch, last that they end it. A
// whole batch is one call with both set; it ends in a newline.
func (f Format) AppendChunk(dst []byte, ids []ObjectID, first, last bool) []byte {
	spec := f.spec()
	if first {
		dst = append(dst, spec.start...)
	}
	var hex prefixHex
	for i, id := range ids {
		if (i > 0 || !first) && spec.between != "" {
			dst = append(dst, spec.between...)
		}
		dst = append(dst, spec.before...)
		if spec.open == "" && !spec.goBytes {
			dst = hex.append(dst, id)
		} else {
			dst = spec.appendID(dst, id, &hex)
		}
		dst = append(dst, spec.after...)
	}
	switch {
	case first && last && len(ids) == 0:
		dst = append(dst, spec.emptyEnd...)
	case last:
		dst = append(dst, spec.end...)
	}
	return dst
}

// Batch returns the whole text of ids in this format.
func (f Format) Batch(ids []ObjectID) string {
	spec := f.spec()
	perID := HexLength + len(spec.before) + len(spec.open) + len(spec.close) + len(spec.after) + len(spec.between)
	return string(f.AppendChunk(make([]byte, 0, len(ids)*perID+len(spec.start)+len(spec.end)), ids, true, true))
}
