package core

import (
	"errors"
	"fmt"
	"unicode/utf8"
)

// Sentinel errors, for errors.Is; the parse errors come as a *ParseError.
var (
	// ErrEmpty reports input that holds no ID at all.
	ErrEmpty = errors.New("objectid: empty input")
	// ErrInvalidLength reports an ID that is not 24 characters long.
	ErrInvalidLength = errors.New("objectid: invalid length")
	// ErrInvalidCharacter reports a character that is not a hex digit.
	ErrInvalidCharacter = errors.New("objectid: invalid character")
	// ErrWhitespaceInside reports white space between the digits of an ID.
	ErrWhitespaceInside = errors.New("objectid: whitespace inside")
	// ErrWrapperNotClosed reports an ObjectId(, { or quote never closed.
	ErrWrapperNotClosed = errors.New("objectid: wrapper not closed")
	// ErrWrapperUnquoted reports digits in ObjectId(…) without quotes.
	ErrWrapperUnquoted = errors.New("objectid: wrapper digits unquoted")
	// ErrWrapperNotOID reports braces that do not hold {"$oid": "…"} alone.
	ErrWrapperNotOID = errors.New(`objectid: braces without "$oid"`)
	// ErrWrapperTrailing reports text after the end of a wrapper.
	ErrWrapperTrailing = errors.New("objectid: text after the wrapper")
	// ErrTimeOutOfRange reports a time the timestamp field cannot hold.
	ErrTimeOutOfRange = errors.New("objectid: time out of range")
	// ErrUnknownFormat reports a format name that is not one of Formats.
	ErrUnknownFormat = errors.New("objectid: unknown format")
	// ErrEntropy reports that a Generator's entropy source failed.
	ErrEntropy = errors.New("objectid: entropy source failed")
)

// ParseError is Parse's error: the sentinel and the details a person needs.
type ParseError struct {
	// Err is the sentinel.
	Err error
	// Length is how many characters the ID part holds (ErrInvalidLength).
	Length int
	// Char is the offending character; Position its place, from 1, in the ID.
	Char     rune
	Position int
	// Opener is the wrapper as typed ("ObjectId(", "{", a quote); Closer ends it.
	Opener, Closer string
	// Count is how many IDs a text holds where one is wanted.
	Count int
}

// Error returns e in English, lowercase with no final punctuation.
func (e *ParseError) Error() string {
	const malformed = "objectid: malformed wrapper: "
	switch e.Err {
	case ErrEmpty:
		return fmt.Sprintf("%v: no ID in it, an ObjectID has %d hex digits", e.Err, HexLength)
	case ErrInvalidLength:
		characters := "characters"
		if e.Length == 1 {
			characters = "character"
		}
		return fmt.Sprintf("%v: %d %s, an ObjectID has %d hex digits", e.Err, e.Length, characters, HexLength)
	case ErrInvalidCharacter:
		return fmt.Sprintf("%v: %s at position %d is not a hex digit", e.Err, QuoteChar(e.Char), e.Position)
	case ErrWhitespaceInside:
		return fmt.Sprintf("%v: %s at position %d, an ObjectID has no white space between its digits", e.Err, QuoteChar(e.Char), e.Position)
	case ErrWrapperNotClosed:
		if e.Opener == `"` || e.Opener == "'" {
			return malformed + "the opening quote is not closed"
		}
		return malformed + e.Opener + " is not closed with " + e.Closer
	case ErrWrapperUnquoted:
		return malformed + "the digits inside ObjectId(…) must be in matching quotes"
	case ErrWrapperNotOID:
		return malformed + `want {"$oid": "<24 hex digits>"}`
	case ErrWrapperTrailing:
		after := map[string]string{"{": "the closing }", `"`: "the closing quote", "'": "the closing quote"}[e.Opener]
		if after == "" {
			after = "ObjectId(…)"
		}
		return malformed + "unexpected " + QuoteChar(e.Char) + " after " + after
	}
	if e.Count > 0 {
		return fmt.Sprintf("%v: the text holds %d ObjectIDs, want one", e.Err, e.Count)
	}
	return e.Err.Error()
}

// Unwrap returns the sentinel.
func (e *ParseError) Unwrap() error { return e.Err }

// QuoteChar names a character for a message: 'g', "space", U+0007.
func QuoteChar(r rune) string {
	if name, ok := charNames[r]; ok {
		return name
	}
	if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || IsSpace(r) {
		return fmt.Sprintf("U+%04X", r)
	}
	return fmt.Sprintf("'%c'", r)
}

var charNames = map[rune]string{
	' ': "space", '\t': "tab", '\n': "line break", '\r': "line break", '\u00a0': "no-break space", utf8.RuneError: "invalid UTF-8",
}
