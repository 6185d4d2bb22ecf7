package core

import (
	"bytes"
	"cmp"
	"io"
	"math"
	"slices"
	"time"
)

// TalliedID is one distinct ObjectID found in a text.
type TalliedID struct {
	ID ObjectID
	// Count is how many times the ID occurs.
	Count int
	// Offset is the byte offset of its first occurrence, the order in
	// which a reader of the text met the IDs.
	Offset int64
	// Line is the 1-based line of its first occurrence.
	Line int
}

// RandomGroup is the IDs of a tally that share a random value, which means
// one process made them (for IDs from drivers since 2018).
type RandomGroup struct {
	Random [5]byte
	// IDs is how many distinct IDs carry the random value.
	IDs int
	// First and Last are the earliest and latest of their timestamps.
	First, Last time.Time
}

// Tally is every ObjectID a text holds, each counted once, and the
// processes that made them. Its rows are read with Len and Row, in the
// order of their first occurrence, and its groups with GroupLen and Group;
// they are stored compactly (see MaxTallied) and never copied out whole.
// A Tally is safe to read from many goroutines at once.
type Tally struct {
	rows chunks[tallyRow]
	// bigCounts holds, for the rare row whose count no longer fits its
	// 32 bits, the occurrences beyond math.MaxUint32.
	bigCounts map[uint32]int
	groups    chunks[groupRow]
	// groupOrder is the numbers of the groups in the order Group gives
	// them.
	groupOrder []uint32

	// Occurrences is how many IDs the text holds, repeats included.
	Occurrences int
	// Duplicated is how many distinct IDs occur more than once.
	Duplicated int
	// NotKept is how many of the Occurrences are of IDs not among the
	// rows: those first met after the tally already held its most
	// distinct IDs.
	NotKept int
}

// tallyRow is a TalliedID as a Tally stores it, in 32 bytes.
type tallyRow struct {
	id     ObjectID
	count  uint32
	offset int64
	line   int64
}

// groupRow is a RandomGroup as a Tally stores it, in 20 bytes, its times
// as ObjectID seconds.
type groupRow struct {
	random      [5]byte
	ids         uint32
	first, last uint32
}

// MaxTallied is the most distinct IDs TallyIDs keeps. A kept ID costs its
// 32-byte row and a slot in the index that finds repeats, with the smaller
// index it grew from: about 53 bytes allocated per row for the IDs of one
// process. When every ID has a random value of its own, its group and the
// group's slot in an index of their own add as much again: about 96. So a
// tally stays under 600 MB however large the text, and the window that
// shows one, from a 1 GB file of 40 million distinct IDs, under 1 GB
// (scripts/bulk-rss.sh measures it). IDs first met after that are counted
// in NotKept.
const MaxTallied = 6_000_000

// Len is how many distinct IDs the tally keeps.
func (t *Tally) Len() int { return t.rows.len }

// Row is the i-th distinct ID in the order of first occurrence,
// 0 <= i < Len().
func (t *Tally) Row(i int) TalliedID {
	r := t.rows.at(i)
	return TalliedID{ID: r.id, Count: t.count(i, r), Offset: r.offset, Line: int(r.line)}
}

// ID is Row(i).ID, without the rest of the row.
func (t *Tally) ID(i int) ObjectID { return t.rows.at(i).id }

// Count is Row(i).Count, without the rest of the row.
func (t *Tally) Count(i int) int { return t.count(i, t.rows.at(i)) }

func (t *Tally) count(i int, r *tallyRow) int {
	if r.count == math.MaxUint32 {
		return math.MaxUint32 + t.bigCounts[uint32(i)]
	}
	return int(r.count)
}

// GroupLen is how many random values the kept IDs carry, so how many
// processes made them.
func (t *Tally) GroupLen() int { return len(t.groupOrder) }

// Group is the i-th group of the kept IDs by random value,
// 0 <= i < GroupLen(): the largest group first, then the one whose first
// ID is the oldest, then by random value.
func (t *Tally) Group(i int) RandomGroup {
	g := t.groups.at(int(t.groupOrder[i]))
	return RandomGroup{
		Random: g.random,
		IDs:    int(g.ids),
		First:  time.Unix(int64(g.first), 0).UTC(),
		Last:   time.Unix(int64(g.last), 0).UTC(),
	}
}

// TallyIDs finds every ObjectID in r, as a Scanner does, and counts each
// distinct one, keeping at most MaxTallied. On a read error it returns what
// it found before the error along with the error.
func TallyIDs(r io.Reader) (Tally, error) { return TallyIDsUpTo(r, MaxTallied) }

// TallyIDsUpTo is TallyIDs keeping at most limit distinct IDs, and never
// more than MaxTallied.
func TallyIDsUpTo(r io.Reader, limit int) (Tally, error) {
	scanner := NewScanner(r)
	tallier := NewTallier(limit)
	for scanner.Scan() {
		tallier.Add(scanner.Match(), 1)
	}
	return tallier.Tally(), scanner.Err()
}

// Tallier builds a Tally one match at a time, finding repeats with an
// index of its own. A Tallier is not safe for concurrent use.
type Tallier struct {
	t     Tally
	limit int
	// rowIndex finds the row of an ID, groupIndex the group of a random
	// value; lastGroup is the group of the last ID added, which the next
	// one, of the same process, most often shares.
	rowIndex, groupIndex openIndex
	lastGroup            int
	// ordered is set while t.groupOrder is up to date.
	ordered bool
}

// NewTallier returns a Tallier that keeps at most limit distinct IDs,
// and never more than MaxTallied.
func NewTallier(limit int) *Tallier {
	return &Tallier{limit: max(0, min(limit, MaxTallied)), lastGroup: -1}
}

// Add counts n occurrences of m.ID, the first of them, when the ID is new,
// at m's offset and line.
func (x *Tallier) Add(m Match, n int) {
	if n <= 0 {
		return
	}
	x.ordered = false
	t := &x.t
	t.Occurrences += n
	h := hashID(&m.ID)
	slot, row, found := x.rowIndex.find(h, func(row int) bool { return t.rows.at(row).id == m.ID })
	if !found {
		if t.rows.len >= x.limit {
			t.NotKept += n
			return
		}
		row = t.rows.len
		t.rows.add(tallyRow{id: m.ID, offset: m.Offset, line: int64(m.Line)})
		x.rowIndex.put(slot, h, row, func(row int) uint64 { return hashID(&t.rows.at(row).id) })
		x.addToGroup(m.ID)
	}
	r := t.rows.at(row)
	before := t.count(row, r)
	x.addCount(row, r, n)
	if before < 2 && before+n >= 2 {
		t.Duplicated++
	}
}

// addCount adds n to the count of row, whose stored count stops at
// math.MaxUint32; bigCounts holds the rest.
func (x *Tallier) addCount(row int, r *tallyRow, n int) {
	room := math.MaxUint32 - int(r.count)
	if n < room {
		r.count += uint32(n)
		return
	}
	r.count = math.MaxUint32
	if n > room {
		if x.t.bigCounts == nil {
			x.t.bigCounts = make(map[uint32]int)
		}
		x.t.bigCounts[uint32(row)] += n - room
	}
}

// addToGroup counts a new distinct ID in the group of its random value.
func (x *Tallier) addToGroup(id ObjectID) {
	t := &x.t
	random, seconds := id.Random(), id.Seconds()
	g := x.lastGroup
	if g < 0 || t.groups.at(g).random != random {
		h := hashRandom(random)
		slot, found := 0, false
		slot, g, found = x.groupIndex.find(h, func(g int) bool { return t.groups.at(g).random == random })
		if !found {
			g = t.groups.len
			t.groups.add(groupRow{random: random, first: seconds, last: seconds})
			x.groupIndex.put(slot, h, g, func(g int) uint64 { return hashRandom(t.groups.at(g).random) })
		}
		x.lastGroup = g
	}
	group := t.groups.at(g)
	group.ids++
	group.first = min(group.first, seconds)
	group.last = max(group.last, seconds)
}

// Tally is what was added so far. The Tally shares the Tallier's rows:
// more Adds change the rows and counts it reads.
func (x *Tallier) Tally() Tally {
	if !x.ordered {
		x.orderGroups()
		x.ordered = true
	}
	return x.t
}

// orderGroups puts the groups in the order Group gives them.
func (x *Tallier) orderGroups() {
	groups := &x.t.groups
	order := make([]uint32, groups.len)
	for i := range order {
		order[i] = uint32(i)
	}
	slices.SortFunc(order, func(i, j uint32) int {
		a, b := groups.at(int(i)), groups.at(int(j))
		if c := cmp.Compare(b.ids, a.ids); c != 0 {
			return c
		}
		if c := cmp.Compare(a.first, b.first); c != 0 {
			return c
		}
		return bytes.Compare(a.random[:], b.random[:])
	})
	x.t.groupOrder = order
}
