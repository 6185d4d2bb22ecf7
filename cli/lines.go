package cli

import (
	"bufio"
	"fmt"
	"io"
	"unicode/utf8"
)

// maxLineLength bounds one line of standard input for decode: far more
// than any ID with its wrapper. A longer line is refused with its number
// and skipped without being held in memory, and the lines after it are
// still decoded.
const maxLineLength = 1 << 20

// quoteLimit is how many characters of a long input a message quotes, so a
// binary file piped in by mistake does not flood the terminal. An input of
// up to quoteWhole characters is quoted whole: cutting off a few would
// help no one.
const (
	quoteLimit = 40
	quoteWhole = 50
)

// refusalLimit is how many refused inputs are reported one by one; the
// rest are counted in one summary at the end.
const refusalLimit = 100

// lineReader reads standard input line by line, holding at most
// maxLineLength bytes of one line.
type lineReader struct {
	r      *bufio.Reader
	number int
	buf    []byte
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10)}
}

// next returns the next line without its line ending, and its number. For a
// line longer than maxLineLength it returns no text and the line's length
// in bytes; at the end of the input, io.EOF; when reading fails, that
// error.
func (l *lineReader) next() (line []byte, tooLong int64, err error) {
	l.buf = l.buf[:0]
	var length int64
	var last [2]byte // the last two bytes read, to find a \r\n ending
	for {
		chunk, err := l.r.ReadSlice('\n')
		length += int64(len(chunk))
		if n := len(chunk); n >= 2 {
			last = [2]byte{chunk[n-2], chunk[n-1]}
		} else if n == 1 {
			last = [2]byte{last[1], chunk[0]}
		}
		if tooLong == 0 && len(l.buf)+len(chunk) <= maxLineLength+2 {
			l.buf = append(l.buf, chunk...)
		} else {
			tooLong, l.buf = 1, l.buf[:0]
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil && (err != io.EOF || length == 0) {
			return nil, 0, err
		}
		break
	}
	l.number++
	switch {
	case last[1] == '\n' && last[0] == '\r' && length >= 2:
		length -= 2
	case last[1] == '\n', last[1] == '\r':
		length--
	}
	if tooLong != 0 || length > maxLineLength {
		return nil, length, nil
	}
	return l.buf[:length], 0, nil
}

// quoteInput quotes input for a message: all of it up to quoteWhole
// characters, else the first quoteLimit and how many there are.
func quoteInput(input string) string {
	count := utf8.RuneCountInString(input)
	if count <= quoteWhole {
		return fmt.Sprintf("%q", input)
	}
	end := 0
	for range quoteLimit {
		_, size := utf8.DecodeRuneInString(input[end:])
		end += size
	}
	return fmt.Sprintf("%q… (%d characters)", input[:end], count)
}
