package core

import (
	"bufio"
	"io"
)

// Match is one ObjectID a Scanner found, for the tallies: the ID, the byte
// offset of its first hex digit and its 1-based line.
type Match struct {
	ID     ObjectID
	Offset int64
	Line   int
}

// Scanner finds the IDs the tallies count: runs of exactly 24 hex digits
// with no ASCII letter or digit on either side, as internal/scan finds
// them. It goes with the tallies.
type Scanner struct {
	r           *bufio.Reader
	word        []byte
	offset      int64
	line        int
	match       Match
	err         error
	wordStarted int64
	wordLine    int
}

// NewScanner returns a Scanner that reads from r.
func NewScanner(r io.Reader) *Scanner {
	return &Scanner{r: bufio.NewReaderSize(r, 64<<10), line: 1}
}

// Scan advances to the next ID and reports whether there is one.
func (s *Scanner) Scan() bool {
	for {
		c, err := s.r.ReadByte()
		if err != nil {
			if err != io.EOF {
				s.err = err
				return false
			}
			return s.endWord()
		}
		s.offset++
		isWord := c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z'
		if isWord {
			if len(s.word) == 0 {
				s.wordStarted, s.wordLine = s.offset-1, s.line
			}
			if len(s.word) <= HexLength {
				s.word = append(s.word, c)
			}
			continue
		}
		if c == '\n' {
			s.line++
		}
		if s.endWord() {
			return true
		}
	}
}

// endWord ends the current word and reports whether it is an ID.
func (s *Scanner) endWord() bool {
	word := s.word
	s.word = s.word[:0]
	if len(word) != HexLength {
		return false
	}
	id, ok := decodeHex(string(word))
	if ok {
		s.match = Match{ID: id, Offset: s.wordStarted, Line: s.wordLine}
	}
	return ok
}

// Match returns the ID the last call to Scan found.
func (s *Scanner) Match() Match { return s.match }

// Err returns the read error that ended the scan early, if any.
func (s *Scanner) Err() error { return s.err }
