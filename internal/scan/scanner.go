// Package scan finds ObjectIDs in text of any kind and size, for decode
// -scan and the window's Bulk, and reads the one ID in text a person
// pasted, for decode and the window's Decode.
package scan

import (
	"bufio"
	"bytes"
	"io"
	"unsafe"

	"github.com/objectid-generator/objectid/core"
)

// Match is one ObjectID found by a Scanner, with the byte offset of its
// first digit and its 1-based line.
type Match struct {
	ID     core.ObjectID
	Offset int64
	Line   int
}

// Scanner finds the ObjectIDs in text of any kind and size through a
// window of fixed size, so its memory stays the same however long the
// input or its lines are.
//
// An ID is a run of exactly 24 hex digits, in either case, whose
// neighbours are not ASCII letters or digits: so ObjectId("…") and
// {"$oid": "…"} are found once, and 25 digits, a hash, two IDs glued
// together or 0x… are not. Bytes outside ASCII separate words, so an ID
// right after a CJK character or a no-break space is found, and so is one
// glued to an accented letter.
type Scanner struct {
	words *bufio.Scanner
	match Match
	// offset and lines are where the window the next split sees starts.
	offset int64
	lines  int
	// inLongWord is set inside a word longer than an ID.
	inLongWord bool
	// failed is set once the reader gave an error other than io.EOF: a
	// word it cut off is not an ID.
	failed bool
}

// scanBufferSize is the size of a Scanner's window.
const scanBufferSize = 64 << 10

// Byte classes: a run of word bytes is hex when each has classHex.
const (
	classWord = 1 << iota
	classHex
)

var scanClass = func() (table [256]byte) {
	for c := '0'; c <= '9'; c++ {
		table[c] = classWord | classHex
	}
	for c := 'a'; c <= 'z'; c++ {
		table[c] = classWord
		table[c-'a'+'A'] = classWord
	}
	for c := 'a'; c <= 'f'; c++ {
		table[c] |= classHex
		table[c-'a'+'A'] |= classHex
	}
	return table
}()

// NewScanner returns a Scanner that reads from r.
func NewScanner(r io.Reader) *Scanner {
	s := &Scanner{}
	s.words = bufio.NewScanner(failureReader{r, &s.failed})
	s.words.Buffer(make([]byte, scanBufferSize), scanBufferSize)
	s.words.Split(s.split)
	return s
}

// failureReader sets failed on an error other than io.EOF.
type failureReader struct {
	r      io.Reader
	failed *bool
}

func (f failureReader) Read(p []byte) (int, error) {
	n, err := f.r.Read(p)
	if err != nil && err != io.EOF {
		*f.failed = true
	}
	return n, err
}

// Scan advances to the next ID and reports whether there is one; at the
// end of the input or on a read error, Err tells which.
func (s *Scanner) Scan() bool { return s.words.Scan() }

// Match returns the ID the last call to Scan found.
func (s *Scanner) Match() Match { return s.match }

// Err returns the error that ended the scan early: the reader's, or
// io.ErrNoProgress. The IDs found before it stay valid.
func (s *Scanner) Err() error { return s.words.Err() }

// eachMatch calls yield with each ID in text until it returns false. It
// reads text in place, as Decode runs on every line of a long input.
func eachMatch(text string, yield func(Match) bool) {
	var s Scanner
	data := unsafe.Slice(unsafe.StringData(text), len(text))
	for len(data) > 0 {
		advance, token, _ := s.split(data, true)
		if token != nil && !yield(s.match) {
			return
		}
		data = data[advance:]
	}
}

// split is the Scanner's bufio.SplitFunc: its token is the next ID's
// digits. It asks for more when a word at the window's end may go on.
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
		// One byte past an ID is enough to know a word is too long.
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
		case pos == len(data) && s.failed:
			// Cut off by a read error.
			return s.advance(data, pos), nil, nil
		case pos-start == core.HexLength && classes&classHex != 0:
			// 24 hex digits, which FromHex reads without an error.
			id, _ := core.FromHex(unsafe.String(&data[start], core.HexLength))
			s.match = Match{ID: id, Offset: s.offset + int64(start), Line: s.lines + bytes.Count(data[:start], []byte{'\n'}) + 1}
			return s.advance(data, pos), data[start:pos], nil
		}
	}
	return s.advance(data, pos), nil, nil
}

// advance moves the window's start n bytes on and returns n.
func (s *Scanner) advance(data []byte, n int) int {
	s.offset += int64(n)
	s.lines += bytes.Count(data[:n], []byte{'\n'})
	return n
}
