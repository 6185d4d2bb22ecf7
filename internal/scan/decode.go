package scan

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/objectid-generator/objectid/core"
)

// ErrSeveralIDs reports text, given where one ID is wanted, that holds two
// or more; the error is a *core.ParseError whose Count says how many.
var ErrSeveralIDs = errors.New("objectid: several IDs")

// Decoded is what Decode read from pasted text.
type Decoded struct {
	ID core.ObjectID
	// Found is true when the ID was found inside other text; Line, Column
	// (1-based, in characters) and Offset (in bytes) then say where its
	// first digit is.
	Found        bool
	Line, Column int
	Offset       int
}

// Decode reads an ObjectID from text a person pasted: what core.Parse
// reads, the Go array literal FormatGo writes, or other text holding
// exactly one ID, as the Scanner finds them (with Found set). Two or more
// give a *core.ParseError wrapping ErrSeveralIDs with their Count; none
// gives Parse's error, which says what is wrong.
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

// DecodeQuiet is Decode without working out why it fails, for a reader
// that only counts the texts it refuses.
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

// parseGoLiteral reads the array literal core.FormatGo writes, pasted back
// from Go source: bson.ObjectID{0x65, …}, primitive.ObjectID{…} or
// ObjectID{…}, in any base, with the comma that may follow it.
func parseGoLiteral(s string) (core.ObjectID, bool) {
	s = strings.TrimSuffix(strings.TrimSpace(s), ",")
	if !strings.HasSuffix(s, "}") {
		return core.Nil, false
	}
	open := strings.Index(s, "ObjectID{")
	if open < 0 {
		return core.Nil, false
	}
	if qualifier := s[:open]; qualifier != "" && qualifier != "bson." && qualifier != "primitive." {
		return core.Nil, false
	}
	body := strings.TrimSuffix(strings.TrimSpace(s[open+len("ObjectID{"):len(s)-1]), ",")
	parts := strings.Split(body, ",")
	var id core.ObjectID
	if len(parts) != len(id) {
		return core.Nil, false
	}
	for i, p := range parts {
		v, err := strconv.ParseUint(strings.TrimSpace(p), 0, 8)
		if err != nil {
			return core.Nil, false
		}
		id[i] = byte(v)
	}
	return id, true
}
