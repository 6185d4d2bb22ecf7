package core

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// FromHex reads exactly 24 hex digits, in either case, with nothing around
// them; its error is a *ParseError.
func FromHex(s string) (ObjectID, error) {
	if id, ok := decodeHex(s); ok {
		return id, nil
	}
	return Nil, checkDigits(s)
}

// Parse reads an ObjectID as a person pastes it: 24 hex digits in either
// case, in white space, quotes, ObjectId("…"), new ObjectId("…"),
// ObjectId.createFromHexString("…") or {"$oid": "…"}, with one final , or ;.
// Every error is a *ParseError.
func Parse(s string) (ObjectID, error) {
	if id, ok := decodeHex(s); ok {
		return id, nil
	}
	body, err := unwrap(s)
	if err != nil {
		return Nil, err
	}
	return FromHex(body)
}

// hexValue maps a byte to the value of its hex digit, or to 0xff.
var hexValue = func() (table [256]byte) {
	for i := range table {
		table[i] = 0xff
	}
	for i := range 16 {
		table["0123456789abcdef"[i]], table["0123456789ABCDEF"[i]] = byte(i), byte(i)
	}
	return table
}()

func decodeHex(s string) (id ObjectID, ok bool) {
	if len(s) != HexLength {
		return Nil, false
	}
	var bad byte
	for i := range id {
		high, low := hexValue[s[2*i]], hexValue[s[2*i+1]]
		id[i], bad = high<<4|low, bad|high|low
	}
	return id, bad < 16
}

// checkDigits explains why body is not 24 hex digits: white space, length,
// then the first bad character.
func checkDigits(body string) error {
	if trimSpace(body) == "" {
		return &ParseError{Err: ErrEmpty}
	}
	bad := &ParseError{Err: ErrInvalidCharacter}
	n := 0
	for _, r := range body {
		n++
		switch {
		case IsSpace(r):
			return &ParseError{Err: ErrWhitespaceInside, Char: r, Position: n}
		case bad.Position == 0 && (r >= utf8.RuneSelf || hexValue[r] == 0xff):
			bad.Char, bad.Position = r, n
		}
	}
	if n != HexLength {
		return &ParseError{Err: ErrInvalidLength, Length: n}
	}
	return bad
}

// unwrap strips white space, one final , or ;, and one pair of quotes or
// one wrapper, returning the text that should be the 24 digits.
func unwrap(s string) (string, error) {
	s = trimSpace(s)
	if s != "" && (s[len(s)-1] == ',' || s[len(s)-1] == ';') {
		s = trimSpace(s[:len(s)-1])
	}
	var ok bool
	if rest, wrapped := cutWrapperPrefix(s); wrapped {
		opener := s[:len(s)-len(rest)]
		inner, closed := strings.CutSuffix(rest, ")")
		if !closed {
			return "", unclosed(rest, opener, ")")
		}
		if s, ok = unquote(trimSpace(inner)); !ok {
			return "", &ParseError{Err: ErrWrapperUnquoted, Opener: opener, Closer: ")"}
		}
	} else if strings.HasPrefix(s, "{") {
		inner, closed := strings.CutSuffix(s[1:], "}")
		if !closed {
			return "", unclosed(s[1:], "{", "}")
		}
		key, value, found := strings.Cut(inner, ":")
		value = trimSpace(value)
		if s, ok = unquote(value); !found || !ok || trimSpace(key) != `"$oid"` || value[0] != '"' {
			return "", &ParseError{Err: ErrWrapperNotOID, Opener: "{", Closer: "}"}
		}
	} else if strings.HasPrefix(s, `"`) || strings.HasPrefix(s, "'") {
		if s, ok = unquote(s); !ok {
			return "", unclosed(s[1:], s[:1], s[:1])
		}
	}
	return trimSpace(s), nil
}

// unclosed explains why rest, after opener, does not end with closer.
func unclosed(rest, opener, closer string) error {
	e := &ParseError{Err: ErrWrapperNotClosed, Opener: opener, Closer: closer}
	if at := strings.LastIndex(rest, closer); at >= 0 {
		e.Err = ErrWrapperTrailing
		e.Char, _ = utf8.DecodeRuneInString(strings.TrimLeftFunc(rest[at+1:], IsSpace))
	}
	return e
}

// unquote removes one pair of matching double or single quotes around s.
func unquote(s string) (string, bool) {
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1], true
	}
	return s, false
}

// cutWrapperPrefix removes the opening of new ObjectId(, ObjectId( or
// ObjectId.createFromHexString(, in either spelling of Id.
func cutWrapperPrefix(s string) (string, bool) {
	names := []string{"ObjectId", "ObjectID", "ObjectId.createFromHexString", "ObjectID.createFromHexString"}
	rest := s
	if after, ok := strings.CutPrefix(s, "new"); ok && strings.TrimLeftFunc(after, IsSpace) != after {
		rest, names = strings.TrimLeftFunc(after, IsSpace), names[:2]
	}
	for _, name := range names {
		if after, ok := strings.CutPrefix(rest, name); ok {
			if after, ok := strings.CutPrefix(strings.TrimLeftFunc(after, IsSpace), "("); ok {
				return after, true
			}
		}
	}
	return s, false
}

func trimSpace(s string) string { return strings.TrimFunc(s, IsSpace) }

// IsSpace reports white space as Parse reads it: Unicode's, with U+200B and U+FEFF.
func IsSpace(r rune) bool {
	// ASCII first: a scan asks this of every character of long lines.
	if r < utf8.RuneSelf {
		return r == ' ' || r >= '\t' && r <= '\r'
	}
	return unicode.IsSpace(r) || r == '\u200b' || r == '\ufeff'
}
