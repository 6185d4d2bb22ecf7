package core

import (
	"errors"
	"fmt"
	"unicode/utf8"
)

// Sentinel errors. Each error returned by this package wraps one of them, so
// callers test with errors.Is and read details with errors.As.
var (
	// ErrEmpty reports input that holds no ID at all.
	ErrEmpty = errors.New("objectid: empty input")
	// ErrInvalidLength reports an ID that is not 24 hex digits long.
	ErrInvalidLength = errors.New("objectid: invalid length")
	// ErrInvalidCharacter reports a character that is not a hex digit.
	ErrInvalidCharacter = errors.New("objectid: invalid character")
	// ErrWhitespaceInside reports white space between the digits of an ID.
	ErrWhitespaceInside = errors.New("objectid: whitespace inside")
	// ErrMalformedWrapper reports an ObjectId(…), {"$oid": …} or quoted
	// form that is not closed or not shaped as expected.
	ErrMalformedWrapper = errors.New("objectid: malformed wrapper")
	// ErrInvalidCollectionName reports a collection name MongoDB would
	// refuse; the error is a *CollectionNameError.
	ErrInvalidCollectionName = errors.New("objectid: invalid collection name")
	// ErrSeveralIDs reports text, given where one ID is wanted, that holds
	// two or more; ParseError.Count says how many.
	ErrSeveralIDs = errors.New("objectid: several IDs")
	// ErrTimeOutOfRange reports a time that four unsigned bytes of seconds
	// cannot hold: before 1970-01-01 or after 2106-02-07 06:28:15 UTC.
	ErrTimeOutOfRange = errors.New("objectid: time out of range")
	// ErrInvalidTime reports text that is none of the time forms ParseTime
	// reads.
	ErrInvalidTime = errors.New("objectid: invalid time")
	// ErrTimeInMilliseconds reports a 13-digit number given as a time: Unix
	// milliseconds where seconds are wanted. It wraps ErrInvalidTime.
	ErrTimeInMilliseconds = fmt.Errorf("%w: looks like milliseconds", ErrInvalidTime)
	// ErrInvalidRange reports a range whose end is not after its start.
	ErrInvalidRange = errors.New("objectid: invalid range")
	// ErrSecondExhausted reports a chosen second that takes no more IDs
	// from a Generator with a fixed random value (a Fixture's): a full
	// cycle of 16,777,216 counter values may have been used there, so
	// another ID could repeat one.
	ErrSecondExhausted = errors.New("objectid: second exhausted")
	// ErrInvalidBatchSize reports a batch size below one.
	ErrInvalidBatchSize = errors.New("objectid: invalid batch size")
	// ErrUnknownFormat reports a format name that is not one of Formats.
	ErrUnknownFormat = errors.New("objectid: unknown format")
	// ErrEntropy reports that an entropy source given to NewGenerator
	// failed or ran short, at the start or when the counter came round: no
	// ID is made of zeros or of a random value used up instead. The
	// process-wide generator reads crypto/rand, which never fails this way.
	ErrEntropy = errors.New("objectid: entropy source failed")
	// ErrWriterClosed reports IDs written to a BatchWriter after its Close.
	ErrWriterClosed = errors.New("objectid: batch writer closed")
	// ErrInvalidJSON reports JSON that is neither "hex" nor {"$oid":"hex"}.
	ErrInvalidJSON = errors.New("objectid: invalid JSON")
)

// HexLength is the number of hex digits in a canonical ObjectID.
const HexLength = 24

// ParseError is the error Parse and Decode return. It wraps one of
// ErrEmpty, ErrInvalidLength, ErrInvalidCharacter, ErrWhitespaceInside,
// ErrMalformedWrapper or, from Decode only, ErrSeveralIDs, and carries what
// a person needs to fix the input.
// Kind says which problem it is; Error says it in English.
type ParseError struct {
	// Err is the sentinel.
	Err error
	// Length is how many characters the ID part holds (ErrInvalidLength).
	Length int
	// Char is the offending character (ErrInvalidCharacter,
	// ErrWhitespaceInside).
	Char rune
	// Position is the 1-based position of Char among the characters of the
	// ID part, after surrounding white space, quotes and wrappers are
	// removed; for plain input it is the position in what was typed.
	Position int
	// Problem says what is wrong with a wrapper (ErrMalformedWrapper), and
	// Opener which one: "ObjectId(" or "ObjectID(" as typed, "{", or the
	// opening quote. For WrapperTrailing, Char is the first character
	// after the closing ), } or quote.
	Problem WrapperProblem
	Opener  string
	// Count is how many IDs the text holds (ErrSeveralIDs).
	Count int
}

// WrapperProblem is what is wrong with an ObjectId(…), {"$oid": …} or
// quoted form.
type WrapperProblem int

// The wrapper problems.
const (
	// WrapperNotClosed: the opener has no closing ), } or quote.
	WrapperNotClosed WrapperProblem = iota + 1
	// WrapperUnquoted: the digits inside ObjectId(…) are not in matching
	// quotes.
	WrapperUnquoted
	// WrapperNotOID: braces that do not hold {"$oid": "…"} alone.
	WrapperNotOID
	// WrapperTrailing: text, such as the ; or , copied from a script,
	// follows the closing ), } or quote.
	WrapperTrailing
)

// Closer returns what closes the wrapper Opener opens.
func (e *ParseError) Closer() string {
	switch e.Opener {
	case "{":
		return "}"
	case `"`, "'":
		return e.Opener
	}
	return ")"
}

// Detail says in English what is wrong with the wrapper, for
// ErrMalformedWrapper; "" for other errors.
func (e *ParseError) Detail() string {
	quoted := e.Opener == `"` || e.Opener == "'"
	switch e.Problem {
	case WrapperNotClosed:
		if quoted {
			return "the opening quote is not closed"
		}
		return e.Opener + " is not closed with " + e.Closer()
	case WrapperUnquoted:
		return "the digits inside ObjectId(…) must be in matching quotes"
	case WrapperNotOID:
		return `want {"$oid": "<24 hex digits>"}`
	case WrapperTrailing:
		after := "ObjectId(…)"
		switch {
		case quoted:
			after = "the closing quote"
		case e.Opener == "{":
			after = "the closing }"
		}
		return "unexpected " + QuoteChar(e.Char) + " after " + after
	}
	return ""
}

// ParseErrorKind says which problem a ParseError reports, so that an
// interface in another language can word it itself from the kind and the
// error's fields (Length, Char, Position, Opener, Closer) instead of from
// the English text. ParseError.Error is the one English wording of each
// kind, and the CLI prints it as it is.
//
// Every error Parse can return has exactly one kind: a new problem in
// Parse gets a kind here, a case in ParseError.Kind and ParseError.Error,
// and a row in the table of wordings that the tests check; the window then
// adds its translation for that kind.
type ParseErrorKind int

// The kinds of ParseError.
const (
	// KindUnknown is a ParseError whose Err and Problem match no kind
	// below; Error still returns the sentinel's text.
	KindUnknown ParseErrorKind = iota
	// KindEmpty: nothing but white space, quotes or an empty wrapper
	// (ErrEmpty).
	KindEmpty
	// KindLength: the ID part has Length characters, not 24
	// (ErrInvalidLength).
	KindLength
	// KindCharacter: Char at Position is not a hex digit
	// (ErrInvalidCharacter).
	KindCharacter
	// KindWhitespace: white space Char at Position between the digits
	// (ErrWhitespaceInside).
	KindWhitespace
	// KindWrapperNotClosed: Opener has no Closer (ErrMalformedWrapper,
	// WrapperNotClosed).
	KindWrapperNotClosed
	// KindWrapperUnquoted: the digits in ObjectId(…) are not in matching
	// quotes (ErrMalformedWrapper, WrapperUnquoted).
	KindWrapperUnquoted
	// KindWrapperNotOID: braces that do not hold {"$oid": "…"} alone
	// (ErrMalformedWrapper, WrapperNotOID).
	KindWrapperNotOID
	// KindWrapperTrailing: Char follows the closing Closer
	// (ErrMalformedWrapper, WrapperTrailing).
	KindWrapperTrailing
	// KindSeveralIDs: text given to Decode holds Count IDs, not one
	// (ErrSeveralIDs).
	KindSeveralIDs
)

// String returns the kind's name without the Kind prefix, "length" for
// KindLength, for logs and test names.
func (k ParseErrorKind) String() string {
	switch k {
	case KindEmpty:
		return "empty"
	case KindLength:
		return "length"
	case KindCharacter:
		return "character"
	case KindWhitespace:
		return "whitespace"
	case KindWrapperNotClosed:
		return "wrapper not closed"
	case KindWrapperUnquoted:
		return "wrapper unquoted"
	case KindWrapperNotOID:
		return "wrapper not $oid"
	case KindWrapperTrailing:
		return "wrapper trailing"
	case KindSeveralIDs:
		return "several IDs"
	}
	return "unknown"
}

// Kind returns which problem e reports.
func (e *ParseError) Kind() ParseErrorKind {
	switch e.Err {
	case ErrEmpty:
		return KindEmpty
	case ErrInvalidLength:
		return KindLength
	case ErrInvalidCharacter:
		if e.Position > 0 {
			return KindCharacter
		}
	case ErrWhitespaceInside:
		return KindWhitespace
	case ErrSeveralIDs:
		return KindSeveralIDs
	case ErrMalformedWrapper:
		switch e.Problem {
		case WrapperNotClosed:
			return KindWrapperNotClosed
		case WrapperUnquoted:
			return KindWrapperUnquoted
		case WrapperNotOID:
			return KindWrapperNotOID
		case WrapperTrailing:
			return KindWrapperTrailing
		}
	}
	return KindUnknown
}

// Error returns the one English wording of e: the sentinel's text, then
// what is wrong and, for a bad character, where. It is lowercase with no
// final punctuation, so it reads after a prefix such as the input it
// describes.
func (e *ParseError) Error() string {
	switch e.Kind() {
	case KindEmpty:
		return fmt.Sprintf("%v: no ID in it, an ObjectID has %d hex digits", e.Err, HexLength)
	case KindLength:
		return fmt.Sprintf("%v: %d %s, an ObjectID has %d hex digits", e.Err, e.Length, plural(e.Length, "character", "characters"), HexLength)
	case KindCharacter:
		return fmt.Sprintf("%v: %s at position %d is not a hex digit", e.Err, QuoteChar(e.Char), e.Position)
	case KindWhitespace:
		return fmt.Sprintf("%v: %s at position %d, an ObjectID has no white space between its digits", e.Err, QuoteChar(e.Char), e.Position)
	case KindWrapperNotClosed, KindWrapperUnquoted, KindWrapperNotOID, KindWrapperTrailing:
		return fmt.Sprintf("%v: %s", e.Err, e.Detail())
	case KindSeveralIDs:
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
