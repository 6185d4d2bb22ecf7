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

// Match is one ObjectID found by a Scanner.
type Match struct {
	// ID is the ObjectID the hex digits spell.
	ID core.ObjectID
	// Offset is the byte offset of the ID's first hex digit from the start
	// of the input.
	Offset int64
	// Line is the 1-based line the ID is on; lines end at '\n'.
	Line int
}

// Scanner finds the ObjectIDs in text of any kind and size: logs,
// mongoexport files, mongosh output, CSV. It reads through a window of
// fixed size, so its memory stays the same however long the input or its
// lines are.
//
// An ID is a run of exactly 24 hex digits, in either case, that is not part
// of a longer run of letters or digits: the bytes on either side are not
// ASCII letters or digits, so punctuation, '_' and '-' end a word. The
// forms ObjectId("…"), ObjectId('…') and {"$oid": "…"} are found because
// their quotes end the word, and each is reported once. So neither 23 nor
// 25 hex digits match, nor a 40-digit hash, two IDs glued together, a
// 32-digit undashed UUID (a dashed one has no 24-digit piece), nor hex
// glued to letters as in 0x… or id….
//
// Bytes outside ASCII separate words. The Scanner does not decode UTF-8, so
// binary or mis-encoded input is read the same as text, and an ID written
// right after a CJK character or a no-break space, as it often is, is found;
// the price is that one glued to an accented letter ("é…") is found too.
type Scanner struct {
	words *bufio.Scanner
	match Match
	// offset and lines are the input offset and the count of '\n' bytes
	// where the window the next split sees starts.
	offset int64
	lines  int
	// inLongWord is set while the scan is inside a word already longer
	// than an ID, whose rest is skipped without being kept.
	inLongWord bool
	// failed is set once the reader gave an error other than io.EOF: a
	// word it cut off may have gone on, so it is not an ID.
	failed bool
}

// scanBufferSize is the size of a Scanner's window: large enough that
// reads are few, small enough to stay in cache.
const scanBufferSize = 64 << 10

// Byte classes. A hex digit is also a word byte, so that a run of word
// bytes is hex when every class in it has classHex set.
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

// failureReader sets failed when its reader gives an error other than
// io.EOF.
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

// Scan advances to the next ID and reports whether there is one. It
// returns false at the end of the input or on a read error; Err tells which.
func (s *Scanner) Scan() bool { return s.words.Scan() }

// Match returns the ID the last call to Scan found.
func (s *Scanner) Match() Match { return s.match }

// Err returns the error that ended the scan early: the first error the
// reader gave other than io.EOF, or io.ErrNoProgress when it gave nothing
// many times in a row. The IDs found before it stay valid.
func (s *Scanner) Err() error { return s.words.Err() }

// eachMatch calls yield with each ID in text, in order, until it returns
// false. It reads text in place: Decode runs on every line of a long
// input, where a window of its own for each would cost more than the scan.
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
// digits. It stops at the end of the window, asking for more, when a word
// there may go on in the next read.
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
