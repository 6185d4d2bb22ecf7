package scan

import (
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/objectid-generator/objectid/core"
)

// ErrSeveralIDs reports text, given where one ID is wanted, that holds two
// or more; the error is a *core.ParseError whose Count says how many.
var ErrSeveralIDs = errors.New("objectid: several IDs")

// Decoded is what Decode read from pasted text.
type Decoded struct {
	// ID is the ObjectID read.
	ID core.ObjectID
	// Found is true when the text is none of the forms Parse reads and the
	// ID was found inside it (a line of mongosh or mongoexport output, a
	// log line, a URL); Line, Column and Offset then say where.
	Found bool
	// Line is the 1-based line of the ID's first hex digit.
	Line int
	// Column is the 1-based position, in characters, of that digit on its
	// line.
	Column int
	// Offset is the byte offset of that digit in the text.
	Offset int
}

// Decode reads an ObjectID from text a person pasted. Text core.Parse
// reads is read as Parse reads it, and so is the Go array literal FormatGo writes,
// bson.ObjectID{0x65, …}. Other text that holds exactly one ObjectID, as
// the Scanner finds them, gives that ID with Found set. Text with two or
// more gives a *ParseError wrapping ErrSeveralIDs with their Count; text
// with none gives the error Parse gives, which says what is wrong with it.
// Decode never panics.
func Decode(text string) (Decoded, error) {
	id, err := core.Parse(text)
	if err == nil {
		return Decoded{ID: id}, nil
	}
	if id, ok := parseGoLiteral(text); ok {
		return Decoded{ID: id}, nil
	}
	var first Match
	count := 0
	eachMatch(text, func(m Match) bool {
		if count == 0 {
			first = m
		}
		count++
		return true
	})
	switch {
	case count == 0:
		return Decoded{}, err
	case count > 1:
		return Decoded{}, &core.ParseError{Err: ErrSeveralIDs, Count: count}
	}
	offset := int(first.Offset)
	lineStart := strings.LastIndexByte(text[:offset], '\n') + 1
	return Decoded{
		ID:     first.ID,
		Found:  true,
		Line:   first.Line,
		Column: utf8.RuneCountInString(text[lineStart:offset]) + 1,
		Offset: offset,
	}, nil
}

// DecodeQuiet returns what Decode returns for text when Decode succeeds,
// and false where it fails, without working out why: for a reader that
// only counts the texts it refuses, such as decode past its hundredth
// refusal, where wording each reason would cost more than the scan.
func DecodeQuiet(text string) (Decoded, bool) {
	if len(text) == core.HexLength {
		if id, err := core.FromHex(text); err == nil {
			return Decoded{ID: id}, true
		}
	}
	count := 0
	eachMatch(text, func(Match) bool {
		count++
		return count < 2
	})
	if count > 1 {
		return Decoded{}, false
	}
	if count == 0 {
		id, ok := parseGoLiteral(text)
		return Decoded{ID: id}, ok
	}
	decoded, err := Decode(text)
	return decoded, err == nil
}
