package core

import (
	"errors"
	"fmt"
	"unicode/utf8"
)

// Sentinel errors. Each error returned by this package wraps one of them,
// with the detail after a colon, so callers test with errors.Is. The parse
// errors come as a *ParseError, whose fields say where the problem is.
var (
	// ErrEmpty reports input that holds no ID at all.
	ErrEmpty = errors.New("objectid: empty input")
	// ErrInvalidLength reports an ID that is not 24 hex digits long;
	// ParseError.Length says how many characters it has.
	ErrInvalidLength = errors.New("objectid: invalid length")
	// ErrInvalidCharacter reports a character that is not a hex digit:
	// ParseError.Char at ParseError.Position.
	ErrInvalidCharacter = errors.New("objectid: invalid character")
	// ErrWhitespaceInside reports white space between the digits of an
	// ID: ParseError.Char at ParseError.Position.
	ErrWhitespaceInside = errors.New("objectid: whitespace inside")
	// ErrWrapperNotClosed reports an ObjectId(, { or quote
	// (ParseError.Opener) with no closing ParseError.Closer.
	ErrWrapperNotClosed = errors.New("objectid: wrapper not closed")
	// ErrWrapperUnquoted reports digits inside ObjectId(…) that are not in
	// matching quotes.
	ErrWrapperUnquoted = errors.New("objectid: wrapper digits unquoted")
	// ErrWrapperNotOID reports braces that do not hold {"$oid": "…"}
	// alone.
	ErrWrapperNotOID = errors.New(`objectid: braces without "$oid"`)
	// ErrWrapperTrailing reports text, such as the ; or , copied from a
	// script, after the closing ParseError.Closer: ParseError.Char is its
	// first character.
	ErrWrapperTrailing = errors.New("objectid: text after the wrapper")
	// ErrTimeOutOfRange reports a time that four unsigned bytes of seconds
	// cannot hold: before 1970-01-01 or after 2106-02-07 06:28:15 UTC.
	ErrTimeOutOfRange = errors.New("objectid: time out of range")
	// ErrUnknownFormat reports a format name that is not one of Formats.
	ErrUnknownFormat = errors.New("objectid: unknown format")
	// ErrEntropy reports that an entropy source given to NewGenerator
	// failed or ran short, at the start or when the counter came round: no
	// ID is made of zeros or of a random value whose counter values are
	// used up. The process-wide generator reads crypto/rand, which never
	// fails this way.
	ErrEntropy = errors.New("objectid: entropy source failed")
)

// ParseError is the error Parse returns: it wraps one of the parse
// sentinels in Err and carries what a person needs to fix the input, so
// that an interface in another language can say it in its own words. Its
// Error is the one English wording, which the command line prints.
type ParseError struct {
	// Err is the sentinel.
	Err error
	// Length is how many characters the ID part holds (ErrInvalidLength).
	Length int
	// Char is the offending character (ErrInvalidCharacter,
	// ErrWhitespaceInside, ErrWrapperTrailing).
	Char rune
	// Position is the 1-based position of Char among the characters of the
	// ID part, after surrounding white space, quotes and wrappers are
	// removed; for plain input it is the position in what was typed.
	Position int
	// Opener is the wrapper as typed: "ObjectId(" or "ObjectID(", "{", or
	// the opening quote; Closer is what closes it: ")", "}" or the quote.
	Opener, Closer string
	// Count is how many IDs the text holds, for an error that reports text
	// holding several where one is wanted.
	Count int
}

// Error returns the one English wording of e: the sentinel's text, then
// what is wrong and, for a bad character, where. It is lowercase with no
// final punctuation, so it reads after a prefix such as the input it
// describes.
func (e *ParseError) Error() string {
	const malformed = "objectid: malformed wrapper: "
	quoted := e.Opener == `"` || e.Opener == "'"
	switch e.Err {
	case ErrEmpty:
		return fmt.Sprintf("%v: no ID in it, an ObjectID has %d hex digits", e.Err, HexLength)
	case ErrInvalidLength:
		return fmt.Sprintf("%v: %d %s, an ObjectID has %d hex digits", e.Err, e.Length, plural(e.Length, "character", "characters"), HexLength)
	case ErrInvalidCharacter:
		if e.Position > 0 {
			return fmt.Sprintf("%v: %s at position %d is not a hex digit", e.Err, QuoteChar(e.Char), e.Position)
		}
	case ErrWhitespaceInside:
		return fmt.Sprintf("%v: %s at position %d, an ObjectID has no white space between its digits", e.Err, QuoteChar(e.Char), e.Position)
	case ErrWrapperNotClosed:
		if quoted {
			return malformed + "the opening quote is not closed"
		}
		return malformed + e.Opener + " is not closed with " + e.Closer
	case ErrWrapperUnquoted:
		return malformed + "the digits inside ObjectId(…) must be in matching quotes"
	case ErrWrapperNotOID:
		return malformed + `want {"$oid": "<24 hex digits>"}`
	case ErrWrapperTrailing:
		after := "ObjectId(…)"
		switch {
		case quoted:
			after = "the closing quote"
		case e.Opener == "{":
			after = "the closing }"
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

// QuoteChar names a character for a message: 'g', or a name for white space
// and control characters that would not show ("space", "tab", U+00A0).
func QuoteChar(r rune) string {
	switch r {
	case ' ':
		return "space"
	case '\t':
		return "tab"
	case '\n', '\r':
		return "line break"
	case '\u00a0':
		return "no-break space"
	case utf8.RuneError:
		return "invalid UTF-8"
	}
	if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || isSpace(r) {
		return fmt.Sprintf("U+%04X", r)
	}
	return fmt.Sprintf("'%c'", r)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
