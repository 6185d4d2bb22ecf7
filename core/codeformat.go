package core

// codeFormat is how a code format writes IDs: one ID is open, its hex
// digits (or, for Go, its bytes) and close; a batch is a list literal of the
// language, start, then before, the ID and after for each ID with between
// from the second on, then end, or emptyEnd after start when there are none.
type codeFormat struct {
	start, before, open, close, after, between, end, emptyEnd string
	// goBytes writes the ID as the twelve bytes of a Go array literal.
	goBytes bool
}

// codeFormats are the code formats, by Format. Each batch is a literal
// that pastes as the value of a variable: JavaScript and Python lists,
// a Go slice, Java's List.of, a C# implicitly typed array and Rust's vec!.
// Trailing commas are written where the language allows them, so a line can
// be added or removed alone.
var codeFormats = map[Format]codeFormat{
	FormatNode:   {start: "[", before: "\n  ", open: `new ObjectId("`, close: `")`, after: ",", end: "\n]\n", emptyEnd: "]\n"},
	FormatPython: {start: "[", before: "\n    ", open: `ObjectId("`, close: `")`, after: ",", end: "\n]\n", emptyEnd: "]\n"},
	FormatGo: {start: "[]bson.ObjectID{", before: "\n\t", open: "bson.ObjectID{", close: "}", after: ",", end: "\n}\n", emptyEnd: "}\n",
		goBytes: true},
	FormatJava:   {start: "List.of(", before: "\n    ", open: `new ObjectId("`, close: `")`, between: ",", end: "\n)\n", emptyEnd: ")\n"},
	FormatCSharp: {start: "new[] {", before: "\n    ", open: `ObjectId.Parse("`, close: `")`, after: ",", end: "\n}\n", emptyEnd: "}\n"},
	FormatRust:   {start: "vec![", before: "\n    ", open: `ObjectId::parse_str("`, close: `").unwrap()`, after: ",", end: "\n]\n", emptyEnd: "]\n"},
}

// IsCode reports whether f writes source code for a programming language's
// MongoDB library rather than text for a database tool.
func (f Format) IsCode() bool {
	_, ok := codeFormats[f]
	return ok
}

func (c *codeFormat) appendID(dst []byte, id ObjectID) []byte {
	dst = append(dst, c.open...)
	if c.goBytes {
		for i, b := range id {
			if i > 0 {
				dst = append(dst, ", "...)
			}
			dst = append(dst, '0', 'x', hexDigits[b>>4], hexDigits[b&0x0f])
		}
	} else {
		dst = id.AppendHex(dst)
	}
	return append(dst, c.close...)
}

func (c *codeFormat) appendItem(dst []byte, id ObjectID, first bool) []byte {
	if !first {
		dst = append(dst, c.between...)
	}
	dst = append(dst, c.before...)
	return append(c.appendID(dst, id), c.after...)
}

func (c *codeFormat) appendEnd(dst []byte, empty bool) []byte {
	if empty {
		return append(dst, c.emptyEnd...)
	}
	return append(dst, c.end...)
}
