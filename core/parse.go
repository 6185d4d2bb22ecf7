package core

import (
	"encoding/binary"
	"strings"
	"unicode"
	"unicode/utf8"
)

// hexValue maps a byte to its hex digit value, or to invalidHex.
var hexValue = func() (table [256]byte) {
	for i := range table {
		table[i] = invalidHex
	}
	for i, c := range "0123456789abcdef" {
		table[c] = byte(i)
	}
	for i, c := range "ABCDEF" {
		table[c] = byte(10 + i)
	}
	return table
}()

const invalidHex = 0xff

// FromHex reads exactly 24 hex digits, in either case, with nothing around
// them; its error is a *ParseError. Parse is the lenient form for text a
// person pasted.
func FromHex(s string) (ObjectID, error) {
	if id, ok := decodeHex(s); ok {
		return id, nil
	}
	return Nil, checkDigits(s)
}

// Parse reads an ObjectID from text a person typed or pasted: 24 hex digits
// in either case, with optional surrounding white space and quotes, or one of
// the wrappers ObjectId("…"), ObjectId('…'), ObjectID("…"),
// new ObjectId("…") (as the Node.js driver and js-bson print it),
// ObjectId.createFromHexString("…") and {"$oid": "…"}; any of them may end
// in one , or ; as copied from a script or a list. Every error is a
// *ParseError; Parse never panics.
func Parse(s string) (ObjectID, error) {
	if id, ok := decodeHex(s); ok {
		return id, nil
	}
	body, err := unwrap(s)
	if err != nil {
		return Nil, err
	}
	if id, ok := decodeHex(body); ok {
		return id, nil
	}
	return Nil, checkDigits(body)
}

// eachByte repeats a byte value in all eight bytes of a word.
const eachByte = 0x0101010101010101

// decodeHex is the fast path: exactly 24 valid hex bytes. It reads eight
// characters at a time as one little-endian uint64 and checks and converts
// all eight with a few word operations instead of eight table look-ups
// (SWAR), which keeps Parse ahead of the driver's ObjectIDFromHex.
func decodeHex(s string) (id ObjectID, ok bool) {
	if len(s) != HexLength {
		return Nil, false
	}
	for word := range 3 {
		x := binary.LittleEndian.Uint64([]byte(s[8*word : 8*word+8]))
		// A byte b lies in [lo, hi] when b+(0x80-lo) has its top bit set
		// and b+(0x7f-hi) has not. With every byte below 0x80 no sum
		// carries into the next byte.
		digit := (x + (0x80-'0')*eachByte) &^ (x + (0x7f-'9')*eachByte)
		upper := (x + (0x80-'A')*eachByte) &^ (x + (0x7f-'F')*eachByte)
		lower := (x + (0x80-'a')*eachByte) &^ (x + (0x7f-'f')*eachByte)
		if x&(0x80*eachByte) != 0 || (digit|upper|lower)&(0x80*eachByte) != 0x80*eachByte {
			return Nil, false
		}
		// '0'…'9' end in 0…9; 'A'…'F' and 'a'…'f' end in 1…6 and have
		// bit 6 set, which adds the missing 9.
		nibbles := x&(0x0f*eachByte) + 9*(x>>6&eachByte)
		// Join each character with the next (the first is the high
		// nibble), then close the gaps between the four bytes.
		pairs := nibbles&0x000f000f000f000f<<4 | nibbles&0x0f000f000f000f00>>8
		pairs = (pairs | pairs>>8) & 0x0000ffff0000ffff
		binary.LittleEndian.PutUint32(id[4*word:], uint32(pairs|pairs>>16))
	}
	return id, true
}

// checkDigits explains why body is not 24 hex digits.
func checkDigits(body string) error {
	if strings.TrimFunc(body, isSpace) == "" {
		return &ParseError{Err: ErrEmpty}
	}
	position := 0
	for _, r := range body {
		position++
		if isSpace(r) {
			return &ParseError{Err: ErrWhitespaceInside, Char: r, Position: position}
		}
	}
	if n := utf8.RuneCountInString(body); n != HexLength {
		return &ParseError{Err: ErrInvalidLength, Length: n}
	}
	position = 0
	for _, r := range body {
		position++
		if r >= utf8.RuneSelf || hexValue[r] == invalidHex {
			return &ParseError{Err: ErrInvalidCharacter, Char: r, Position: position}
		}
	}
	return &ParseError{Err: ErrInvalidCharacter}
}

// unwrap strips white space, one pair of matching quotes, and the accepted
// wrappers, returning the text that should be the 24 digits.
func unwrap(s string) (string, error) {
	s = strings.TrimFunc(s, isSpace)
	if s == "" {
		return "", &ParseError{Err: ErrEmpty}
	}
	if last := s[len(s)-1]; last == ',' || last == ';' {
		s = strings.TrimFunc(s[:len(s)-1], isSpace)
		if s == "" {
			return "", &ParseError{Err: ErrEmpty}
		}
	}
	if rest, ok := cutWrapperPrefix(s); ok {
		opener := s[:len(s)-len(rest)]
		if !strings.HasSuffix(rest, ")") {
			return "", unclosed(rest, opener)
		}
		inner := strings.TrimFunc(strings.TrimSuffix(rest, ")"), isSpace)
		body, quoted := unquote(inner)
		if !quoted {
			return "", &ParseError{Err: ErrWrapperUnquoted, Opener: opener, Closer: ")"}
		}
		return strings.TrimFunc(body, isSpace), nil
	}
	if strings.HasPrefix(s, "{") {
		return unwrapOID(s)
	}
	if s[0] == '"' || s[0] == '\'' {
		body, quoted := unquote(s)
		if !quoted {
			return "", unclosed(s[1:], s[:1])
		}
		return strings.TrimFunc(body, isSpace), nil
	}
	return s, nil
}

// unwrapOID reads {"$oid": "…"} with any white space between its tokens.
func unwrapOID(s string) (string, error) {
	malformed := &ParseError{Err: ErrWrapperNotOID, Opener: "{", Closer: "}"}
	if !strings.HasSuffix(s, "}") {
		return "", unclosed(s[1:], "{")
	}
	inner := strings.TrimFunc(s[1:len(s)-1], isSpace)
	rest, ok := strings.CutPrefix(inner, `"$oid"`)
	if !ok {
		return "", malformed
	}
	rest, ok = strings.CutPrefix(strings.TrimFunc(rest, isSpace), ":")
	if !ok {
		return "", malformed
	}
	rest = strings.TrimFunc(rest, isSpace)
	if !strings.HasPrefix(rest, `"`) {
		return "", malformed
	}
	body, quoted := unquote(rest)
	if !quoted {
		return "", malformed
	}
	return strings.TrimFunc(body, isSpace), nil
}

// unclosed explains why rest, the text after opener, does not end with
// the closer: either the closer never comes, or text such as the ; or ,
// copied from a script follows it.
func unclosed(rest, opener string) error {
	e := &ParseError{Err: ErrWrapperNotClosed, Opener: opener, Closer: ")"}
	switch opener {
	case "{":
		e.Closer = "}"
	case `"`, "'":
		e.Closer = opener
	}
	at := strings.LastIndex(rest, e.Closer)
	if at < 0 {
		return e
	}
	e.Err = ErrWrapperTrailing
	e.Char, _ = utf8.DecodeRuneInString(strings.TrimLeftFunc(rest[at+1:], isSpace))
	return e
}

// unquote removes one pair of matching double or single quotes around s.
func unquote(s string) (string, bool) {
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1], true
	}
	return s, false
}

// wrapperOpeners are the spellings mongosh, js-bson and the drivers write
// an ObjectId with, longest first where one begins another.
var wrapperOpeners = []string{
	"new ObjectId(", "new ObjectID(",
	"ObjectId.createFromHexString(", "ObjectID.createFromHexString(",
	"ObjectId(", "ObjectID(",
}

// cutWrapperPrefix removes the opener of one of wrapperOpeners, allowing
// white space between new and the name and before the parenthesis.
func cutWrapperPrefix(s string) (string, bool) {
	if rest, ok := strings.CutPrefix(s, "new"); ok && rest != strings.TrimLeftFunc(rest, isSpace) {
		s = "new " + strings.TrimLeftFunc(rest, isSpace)
	}
	for _, opener := range wrapperOpeners {
		name := opener[:len(opener)-1]
		if rest, ok := strings.CutPrefix(s, name); ok {
			if rest, ok := strings.CutPrefix(strings.TrimLeftFunc(rest, isSpace), "("); ok {
				return rest, true
			}
		}
	}
	return s, false
}

func isSpace(r rune) bool {
	// ASCII first: Decode asks this of every character of long lines.
	if r < utf8.RuneSelf {
		return r == ' ' || r >= '\t' && r <= '\r'
	}
	return unicode.IsSpace(r) || r == '\u200b' || r == '\ufeff'
}
