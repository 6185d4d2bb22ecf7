// Package scan finds ObjectIDs in text of any kind and size, for decode
// -scan and the window's Bulk, and reads the one ID in text a person
// pasted, for decode and the window's Decode.
package scan

import (
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
// mongoexport files, mongosh output, CSV. It reads in a fixed window, so
// its memory stays the same however long the input or its lines are.
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
	r   io.Reader
	buf []byte
	// buf[pos:end] is read but not yet scanned; bufOffset is the input
	// offset of buf[0].
	pos, end  int
	bufOffset int64
	// newlines counts the '\n' bytes before buf[counted].
	newlines int
	counted  int
	// inLongWord is set while the scan is inside a word already longer
	// than an ID, whose rest is skipped without being kept.
	inLongWord bool
	eof        bool
	err        error
	match      Match
}

// scanBufferSize is the size of a Scanner's window: large enough that
// reads are few, small enough to stay in cache.
const scanBufferSize = 64 << 10

// maxEmptyReads is how many reads in a row may return nothing before the
// Scanner gives up with io.ErrNoProgress, as bufio does.
const maxEmptyReads = 100

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
	return &Scanner{r: r, buf: make([]byte, scanBufferSize)}
}

// textScanner returns a Scanner over text already in memory, read in
// place: Decode runs on every line of a long input, where a window of its
// own for each would cost more than the scan. It is a value, so that it
// can live on the caller's stack.
func textScanner(text string) Scanner {
	buf := unsafe.Slice(unsafe.StringData(text), len(text))
	// The Scanner only writes into its window in fill, which it never
	// calls once eof is set, so the string's bytes are only read.
	return Scanner{buf: buf, end: len(buf), eof: true}
}

// Scan advances to the next ID and reports whether there is one. It
// returns false at the end of the input or on a read error; Err tells which.
func (s *Scanner) Scan() bool {
	for {
		if s.scanWindow() {
			return true
		}
		if s.eof {
			return false
		}
		s.fill()
	}
}

// Match returns the ID the last call to Scan found.
func (s *Scanner) Match() Match { return s.match }

// Err returns the error that ended the scan early: the first error the
// reader gave other than io.EOF, or io.ErrNoProgress when it gave nothing
// many times in a row. The IDs found before it stay valid.
func (s *Scanner) Err() error { return s.err }

// skipLongWord moves pos past the rest of a word too long to be an ID. When
// the word runs to the end of the window it reports false and remembers to
// go on skipping it after the next read.
func (s *Scanner) skipLongWord(pos int) (int, bool) {
	for pos < s.end && scanClass[s.buf[pos]] != 0 {
		pos++
	}
	s.inLongWord = pos == s.end
	if s.inLongWord {
		s.pos = pos
	}
	return pos, !s.inLongWord
}

// scanWindow looks for the next ID in buf[pos:end]. It stops at the end of
// the window, leaving pos at the start of a word that may continue in the
// next read.
func (s *Scanner) scanWindow() bool {
	buf, end := s.buf, s.end
	pos := s.pos
	if s.inLongWord {
		var inWindow bool
		if pos, inWindow = s.skipLongWord(pos); !inWindow {
			return false
		}
	}
	for pos < end {
		if scanClass[buf[pos]] == 0 {
			pos++
			continue
		}
		start := pos
		// One byte past an ID is enough to know a word is too long.
		limit := min(start+core.HexLength+1, end)
		classes := byte(classWord | classHex)
		for pos < limit {
			c := scanClass[buf[pos]]
			if c == 0 {
				break
			}
			classes &= c
			pos++
		}
		length := pos - start
		if length > core.HexLength {
			var inWindow bool
			if pos, inWindow = s.skipLongWord(pos); !inWindow {
				return false
			}
			continue
		}
		// A word cut off by a read error may have gone on: it is not an ID.
		if pos == end && (!s.eof || s.err != nil) {
			s.pos = start
			return false
		}
		if length == core.HexLength && classes&classHex != 0 {
			s.pos = pos
			s.found(start)
			return true
		}
	}
	s.pos = pos
	return false
}

// found records the ID that starts at buf[start].
func (s *Scanner) found(start int) {
	s.newlines += bytes.Count(s.buf[s.counted:start], []byte{'\n'})
	s.counted = start
	digits := s.buf[start : start+core.HexLength]
	// The scan found 24 hex digits, which FromHex reads without an error.
	id, _ := core.FromHex(unsafe.String(unsafe.SliceData(digits), len(digits)))
	s.match = Match{ID: id, Offset: s.bufOffset + int64(start), Line: s.newlines + 1}
}

// fill keeps the unscanned part of the window, at most the start of one
// word of up to 24 bytes, and reads more after it.
func (s *Scanner) fill() {
	s.newlines += bytes.Count(s.buf[s.counted:s.pos], []byte{'\n'})
	kept := copy(s.buf, s.buf[s.pos:s.end])
	s.bufOffset += int64(s.pos)
	s.pos, s.end, s.counted = 0, kept, 0
	for range maxEmptyReads {
		n, err := s.r.Read(s.buf[s.end:])
		s.end += n
		if err != nil {
			if err != io.EOF {
				s.err = err
			}
			s.eof = true
			return
		}
		if n > 0 {
			return
		}
	}
	s.err, s.eof = io.ErrNoProgress, true
}
