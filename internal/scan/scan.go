// Package scan finds ObjectIDs in text of any kind and size.
package scan

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/objectid-generator/objectid/core"
)

// Match is one ObjectID found by a Scanner, its 1-based line and 1-based
// column in characters.
type Match struct {
	ID           core.ObjectID
	Line, Column int
}

// Scanner finds runs of exactly 24 hex digits in text, through a fixed window.
type Scanner struct {
	words *bufio.Scanner
	match Match
	// lines and column are where the window the next split sees starts,
	// column counting the characters before it on its line.
	lines, column int
	inLongWord    bool
}

const scanBufferSize = 64 << 10

// Byte classes: a run of word bytes is hex when each has classHex.
const (
	classWord = 1 << iota
	classHex
)

var scanClass = func() (table [256]byte) {
	for c := range table {
		switch lower := byte(c) | 0x20; {
		case c >= '0' && c <= '9', lower >= 'a' && lower <= 'f':
			table[c] = classWord | classHex
		case lower >= 'g' && lower <= 'z':
			table[c] = classWord
		}
	}
	return table
}()

// NewScanner returns a Scanner that reads from r.
func NewScanner(r io.Reader) *Scanner {
	s := &Scanner{}
	s.words = bufio.NewScanner(r)
	s.words.Buffer(make([]byte, scanBufferSize), scanBufferSize)
	s.words.Split(s.split)
	return s
}

// Scan advances to the next ID and reports whether there is one.
func (s *Scanner) Scan() bool { return s.words.Scan() }

// Match returns the ID the last call to Scan found.
func (s *Scanner) Match() Match { return s.match }

// Err returns the error that ended the scan early.
func (s *Scanner) Err() error { return s.words.Err() }

// split is the Scanner's bufio.SplitFunc: its token is the next ID.
func (s *Scanner) split(data []byte, atEOF bool) (int, []byte, error) {
	pos := 0
	for pos < len(data) {
		if s.inLongWord {
			for pos < len(data) && scanClass[data[pos]] != 0 {
				pos++
			}
			s.inLongWord = pos == len(data) && !atEOF
			continue
		}
		if scanClass[data[pos]] == 0 {
			pos++
			continue
		}
		start := pos
		limit := min(start+core.HexLength+1, len(data))
		classes := byte(classWord | classHex)
		for pos < limit && scanClass[data[pos]] != 0 {
			classes &= scanClass[data[pos]]
			pos++
		}
		switch {
		case pos-start > core.HexLength:
			s.inLongWord = true
		case pos == len(data) && !atEOF:
			return s.advance(data, start), nil, nil
		case pos == len(data) && s.words != nil && s.words.Err() != nil:
			// Cut off by a read error (Decode's text has no reader), the word may go on.
			return s.advance(data, pos), nil, nil
		case pos-start == core.HexLength && classes&classHex != 0:
			id, _ := core.FromHex(unsafe.String(&data[start], core.HexLength))
			s.match = Match{ID: id, Line: s.lines + bytes.Count(data[:start], []byte{'\n'}) + 1, Column: s.columnAt(data, start) + 1}
			return s.advance(data, pos), data[start:pos], nil
		}
	}
	// A character the window's end may cut is left to the next window, for
	// the column to count it once.
	for i := pos - 1; !atEOF && i >= max(0, pos-utf8.UTFMax+1) && data[i] >= utf8.RuneSelf; i-- {
		if utf8.RuneStart(data[i]) {
			pos = i
			break
		}
	}
	return s.advance(data, pos), nil, nil
}

func (s *Scanner) advance(data []byte, n int) int {
	s.lines += bytes.Count(data[:n], []byte{'\n'})
	s.column = s.columnAt(data, n)
	return n
}

// columnAt returns how many characters come before data[n] on its line.
func (s *Scanner) columnAt(data []byte, n int) int {
	if i := bytes.LastIndexByte(data[:n], '\n'); i >= 0 {
		return utf8.RuneCount(data[i+1 : n])
	}
	return s.column + utf8.RuneCount(data[:n])
}

// ErrSeveralIDs reports text holding several IDs, in a *core.ParseError.
var ErrSeveralIDs = errors.New("objectid: several IDs")

// Decoded is what Decode read from pasted text.
type Decoded struct {
	ID core.ObjectID
	// Found is true for an ID inside other text, at Line and Column.
	Found        bool
	Line, Column int
}

// Decode reads an ObjectID from pasted text: what core.Parse reads, a Go
// array literal, or other text holding exactly one ID.
func Decode(text string) (Decoded, error) {
	id, err := core.Parse(text)
	if err == nil {
		return Decoded{ID: id}, nil
	}
	if id, ok := parseGoLiteral(text); ok {
		return Decoded{ID: id}, nil
	}
	// The text is read in place, through the Scanner's split function.
	var s Scanner
	count := 0
	for data := unsafe.Slice(unsafe.StringData(text), len(text)); len(data) > 0; {
		advance, token, _ := s.split(data, true)
		if token != nil {
			count++
		}
		data = data[advance:]
	}
	switch {
	case count == 0:
		return Decoded{}, err
	case count > 1:
		return Decoded{}, &core.ParseError{Err: ErrSeveralIDs, Count: count}
	}
	return Decoded{ID: s.match.ID, Found: true, Line: s.match.Line, Column: s.match.Column}, nil
}

// goCalls are the calls of Go code that take an ID's hex, as FormatGo writes.
var goCalls = []string{`mustOID("`, `bson.ObjectIDFromHex("`, `primitive.ObjectIDFromHex("`}

// parseGoLiteral reads mustOID("…"), bson.ObjectIDFromHex("…") or
// primitive.'s, and bson.ObjectID{0x65, …} or primitive.ObjectID{…}.
func parseGoLiteral(s string) (core.ObjectID, bool) {
	s = strings.TrimSuffix(strings.TrimSpace(s), ",")
	for _, call := range goCalls {
		if hex, ok := strings.CutPrefix(s, call); ok && strings.HasSuffix(hex, `")`) {
			id, err := core.FromHex(strings.TrimSuffix(hex, `")`))
			return id, err == nil
		}
	}
	if !strings.HasSuffix(s, "}") {
		return core.Nil, false
	}
	qualifier, rest, found := strings.Cut(s, "ObjectID{")
	if !found || qualifier != "" && qualifier != "bson." && qualifier != "primitive." {
		return core.Nil, false
	}
	body := strings.TrimSuffix(strings.TrimSpace(rest[:len(rest)-1]), ",")
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

// BatchFrames returns the lines, trimmed, that a batch of any format writes
// around its IDs, mapped to true; so is the blank line.
func BatchFrames() map[string]bool {
	frames := map[string]bool{"": true, "[]bson.ObjectID{": true}
	for _, f := range core.Formats {
		for line := range strings.Lines(f.Batch([]core.ObjectID{core.Nil})) {
			frames[strings.TrimSpace(line)] = !strings.Contains(line, core.Nil.Hex())
		}
	}
	return frames
}

// wrapperNames takes out the words around an ID that core.Parse reads.
var wrapperNames = strings.NewReplacer("ObjectId", "", "ObjectID", "", "new", "", "oid", "", "createFromHexString", "")

// NearMiss reports whether text that holds no ID is almost one: its letters
// and digits, a wrapper's aside, number 20 to 28, all but two at most hex.
func NearMiss(text string) bool {
	length, notHex := 0, 0
	for _, r := range wrapperNames.Replace(text) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			length++
			if r >= utf8.RuneSelf || scanClass[r]&classHex == 0 {
				notHex++
			}
		}
	}
	return length >= core.HexLength-4 && length <= core.HexLength+4 && notHex <= 2
}
