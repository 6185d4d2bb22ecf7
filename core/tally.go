package core

import (
	"bytes"
	"cmp"
	"io"
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
// processes that made them.
type Tally struct {
	// IDs lists each distinct ID in the order of its first occurrence.
	IDs []TalliedID
	// Groups holds the IDs by random value, as GroupByRandom orders them.
	Groups []RandomGroup
	// Occurrences is how many IDs the text holds, repeats included.
	Occurrences int
	// Duplicated is how many distinct IDs occur more than once.
	Duplicated int
	// NotKept is how many of the Occurrences are of IDs not in IDs: those
	// first met after the tally already held its most distinct IDs.
	NotKept int
}

// MaxTallied is the most distinct IDs TallyIDs keeps. With the index that
// finds repeats and the room both grow into, each kept ID costs up to about
// 180 bytes at the peak, so a tally stays near half a gigabyte however
// large the text (a 1 GB file of 40 million distinct IDs: see
// scripts/tally-rss). IDs first met after that are counted in NotKept.
const MaxTallied = 3_000_000

// TallyIDs finds every ObjectID in r, as a Scanner does, and counts each
// distinct one, keeping at most MaxTallied. On a read error it returns what
// it found before the error along with the error.
func TallyIDs(r io.Reader) (Tally, error) { return TallyIDsUpTo(r, MaxTallied) }

// TallyIDsUpTo is TallyIDs keeping at most limit distinct IDs.
func TallyIDsUpTo(r io.Reader, limit int) (Tally, error) {
	scanner := NewScanner(r)
	var t Tally
	index := make(map[ObjectID]int)
	for scanner.Scan() {
		m := scanner.Match()
		t.Occurrences++
		if i, seen := index[m.ID]; seen {
			t.IDs[i].Count++
			if t.IDs[i].Count == 2 {
				t.Duplicated++
			}
			continue
		}
		if len(t.IDs) >= limit {
			t.NotKept++
			continue
		}
		index[m.ID] = len(t.IDs)
		t.IDs = append(t.IDs, TalliedID{ID: m.ID, Count: 1, Offset: m.Offset})
	}
	t.Groups = GroupByRandom(t.IDs)
	return t, scanner.Err()
}

// GroupByRandom groups ids by random value: the largest group first, then
// the one whose first ID is the oldest, then by random value.
func GroupByRandom(ids []TalliedID) []RandomGroup {
	index := make(map[[5]byte]int)
	var groups []RandomGroup
	for _, tallied := range ids {
		random, stamp := tallied.ID.Random(), tallied.ID.Timestamp()
		i, seen := index[random]
		if !seen {
			index[random] = len(groups)
			groups = append(groups, RandomGroup{Random: random, IDs: 1, First: stamp, Last: stamp})
			continue
		}
		g := &groups[i]
		g.IDs++
		if stamp.Before(g.First) {
			g.First = stamp
		}
		if stamp.After(g.Last) {
			g.Last = stamp
		}
	}
	slices.SortFunc(groups, func(a, b RandomGroup) int {
		if c := cmp.Compare(b.IDs, a.IDs); c != 0 {
			return c
		}
		if c := a.First.Compare(b.First); c != 0 {
			return c
		}
		return bytes.Compare(a.Random[:], b.Random[:])
	})
	return groups
}
