// Package bulk lists the distinct ObjectIDs of a text for the Bulk tab.
package bulk

import (
	"bufio"
	"bytes"
	"cmp"
	"errors"
	"io"
	"slices"
	"time"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/dump"
	"github.com/objectid-generator/objectid/internal/scan"
)

// MaxListed is the most distinct IDs a Tally lists; the rest are counted.
const MaxListed = 1_000_000

// ErrStopped ends a Scan whose caller asked it to stop.
var ErrStopped = errors.New("bulk: scan stopped")

// Row is one distinct ID, where it was first met and how many times it occurs.
type Row struct {
	ID core.ObjectID
	// Line is the line of text, or in a dump the document's position.
	Line  int
	Count int
	// NS and Path are the namespace and field path in a dump; "" in text.
	NS, Path string
}

// Tally is the distinct IDs of a text in the order first met.
type Tally struct {
	Rows []Row
	// Occurrences is how many IDs the text holds, repeats included.
	Occurrences int
	// Duplicated is how many listed IDs occur more than once.
	Duplicated int
	// NotListed is how many occurrences are of IDs past MaxListed.
	NotListed int
	// Dump is true when the rows come from a dump, not text.
	Dump bool
	// Namespaces is each namespace of a dump in the order first met, with
	// every ObjectID value it holds, repeats and IDs met before included.
	Namespaces []Namespace
	index      map[core.ObjectID]int
	nsIndex    map[string]int
}

func (t *Tally) add(row Row) bool {
	t.Occurrences++
	i, found := t.index[row.ID]
	if !found {
		if len(t.Rows) >= MaxListed {
			t.NotListed++
			return true
		}
		i = len(t.Rows)
		t.index[row.ID] = i
		t.Rows = append(t.Rows, row)
	}
	t.Rows[i].Count++
	if t.Rows[i].Count == 2 {
		t.Duplicated++
	}
	return true
}

func (t *Tally) addFound(f dump.Found) bool {
	i, found := t.nsIndex[f.NS]
	if !found {
		i = len(t.Namespaces)
		t.nsIndex[f.NS] = i
		t.Namespaces = append(t.Namespaces, Namespace{NS: f.NS, Span: Span{First: f.ID.Timestamp(), Last: f.ID.Timestamp()}})
	}
	t.Namespaces[i].add(f.ID.Timestamp())
	return t.add(Row{ID: f.ID, Line: int(f.Doc), NS: f.NS, Path: f.Path})
}

// Scan tallies the IDs of r, text or a dump called name; read, if not nil, hears the bytes read so far
// and stops the scan with ErrStopped by returning false. A damaged dump's *dump.DamageError comes
// with the tally of what came before the damage.
func Scan(r io.Reader, name string, read func(n int64) bool) (*Tally, error) {
	t := &Tally{index: map[core.ObjectID]int{}, nsIndex: map[string]int{}}
	defer func() { t.index, t.nsIndex = nil, nil }()
	counted := bufio.NewReaderSize(&countingReader{r: r, read: read}, 64<<10)
	// What one read brings is enough to tell a dump, and a stream is not held up.
	counted.Peek(1)
	if head, _ := counted.Peek(counted.Buffered()); dump.IsDump(head) {
		t.Dump = true
		return t, dump.Read(counted, name, t.addFound)
	}
	scanner := scan.NewScanner(counted)
	for scanner.Scan() {
		t.add(Row{ID: scanner.Match().ID, Line: scanner.Match().Line})
	}
	return t, scanner.Err()
}

// ScanFolder tallies the IDs of the dump folder dir, as Scan does; read
// hears the bytes of all its files so far.
func ScanFolder(dir string, read func(n int64) bool) (*Tally, error) {
	t := &Tally{index: map[core.ObjectID]int{}, nsIndex: map[string]int{}, Dump: true}
	defer func() { t.index, t.nsIndex = nil, nil }()
	// The files are read one after another, so one count goes from each to the next.
	c := &countingReader{read: read}
	err := dump.ReadFolder(dir, func(r io.Reader) io.Reader {
		c.r = r
		return c
	}, t.addFound)
	return t, err
}

type countingReader struct {
	r    io.Reader
	n    int64
	read func(n int64) bool
}

func (c *countingReader) Read(buf []byte) (int, error) {
	n, err := c.r.Read(buf)
	c.n += int64(n)
	if c.read != nil && !c.read(c.n) {
		return n, ErrStopped
	}
	return n, err
}

// Span is how many IDs a group holds and the first and last of their times.
type Span struct {
	IDs         int
	First, Last time.Time
}

// add counts one more ID, made at.
func (s *Span) add(at time.Time) {
	s.IDs++
	if at.Before(s.First) {
		s.First = at
	}
	if at.After(s.Last) {
		s.Last = at
	}
}

// Process is the listed IDs that share a random value: one process's.
type Process struct {
	Random [5]byte
	Span
	// ClockBack is the largest step back in time, over a second, as the
	// counter goes up; ClockBackAt is the time it went back from, the
	// timestamp of the ID before the step. 0 for none.
	ClockBack   time.Duration
	ClockBackAt time.Time
}

// Namespace is the ObjectIDs of one namespace of a dump.
type Namespace struct {
	NS string
	Span
}

// Processes groups rows by random value, the largest, then oldest, first.
func Processes(rows []Row) []Process {
	var out []Process
	var ids [][]core.ObjectID
	index := map[[5]byte]int{}
	for _, row := range rows {
		random, at := row.ID.Random(), row.ID.Timestamp()
		i, found := index[random]
		if !found {
			i = len(out)
			index[random] = i
			out, ids = append(out, Process{Random: random, Span: Span{First: at, Last: at}}), append(ids, nil)
		}
		out[i].add(at)
		ids[i] = append(ids[i], row.ID)
	}
	for i := range out {
		clockBack(&out[i], ids[i])
	}
	slices.SortFunc(out, func(a, b Process) int {
		return cmp.Or(cmp.Compare(b.IDs, a.IDs), a.First.Compare(b.First), bytes.Compare(a.Random[:], b.Random[:]))
	})
	return out
}

// clockBack finds p's largest step back in time between its ids in
// counter order. A counter starts at random and wraps, so the order starts
// after the largest gap between counters, where the process began.
func clockBack(p *Process, ids []core.ObjectID) {
	slices.SortFunc(ids, func(a, b core.ObjectID) int { return cmp.Compare(a.Counter(), b.Counter()) })
	start, widest := 0, ids[0].Counter()+1<<24-ids[len(ids)-1].Counter()
	for i := 1; i < len(ids); i++ {
		if gap := ids[i].Counter() - ids[i-1].Counter(); gap > widest {
			start, widest = i, gap
		}
	}
	for i := 1; i < len(ids); i++ {
		from, to := ids[(start+i-1)%len(ids)].Timestamp(), ids[(start+i)%len(ids)].Timestamp()
		if step := from.Sub(to); step > time.Second && step > p.ClockBack {
			p.ClockBack, p.ClockBackAt = step, from
		}
	}
}

// Column is one column of the Bulk table.
type Column int

// The columns, in the order the table shows them.
const (
	Hex Column = iota
	Line
	UTC
	Local
	Age
	Random
	Counter
	Count
	// NS and Path are a dump's namespace and field path.
	NS
	Path
	Columns
)

// InputOrder is the order the rows were first met in, before any sort.
const InputOrder Column = -1

// Sorted is the row numbers in column c's order, stable; Age youngest first.
func Sorted(rows []Row, c Column, descending bool) []int {
	order := make([]int, len(rows))
	for i := range order {
		order[i] = i
	}
	if c == InputOrder {
		return order
	}
	sign := 1
	if descending != (c == Age) {
		sign = -1
	}
	slices.SortStableFunc(order, func(a, b int) int { return sign * compare(rows[a], rows[b], c) })
	return order
}

func compare(a, b Row, c Column) int {
	switch c {
	case Hex:
		return a.ID.Compare(b.ID)
	case Random:
		return bytes.Compare(a.ID[4:9], b.ID[4:9])
	case Counter:
		return cmp.Compare(a.ID.Counter(), b.ID.Counter())
	case Count:
		return cmp.Compare(a.Count, b.Count)
	case Line:
		return cmp.Compare(a.Line, b.Line)
	case NS:
		return cmp.Compare(a.NS, b.NS)
	case Path:
		return cmp.Compare(a.Path, b.Path)
	}
	return cmp.Compare(a.ID.Seconds(), b.ID.Seconds())
}

// Filter is the row numbers of order whose hex holds hex, or is it.
func Filter(rows []Row, order []int, hex string, exact bool) []int {
	kept, want := []int{}, []byte(hex)
	for _, i := range order {
		var buf [core.HexLength]byte
		text := rows[i].ID.AppendHex(buf[:0])
		if bytes.Equal(text, want) || !exact && bytes.Contains(text, want) {
			kept = append(kept, i)
		}
	}
	return kept
}
