package core

import (
	"testing"
)

// probes is the mean number of slots a lookup of each key reads in x,
// whose entries' keys hash as hashOf says.
func probes(x *openIndex, n int, hashOf func(int) uint64) float64 {
	total := 0
	mask := len(x.slots) - 1
	for e := range n {
		h := hashOf(e)
		for s := int(h) & mask; ; s = (s + 1) & mask {
			total++
			if x.slots[s]&indexEntryMask == uint32(e+1) {
				break
			}
		}
	}
	return float64(total) / float64(n)
}

// TestHashID_SpreadsTheIDsOfOneProcess checks that the IDs of one process,
// which differ only in the low bits of their time and counter, and IDs that
// differ only in their random value, fill the index as evenly as random
// keys would: with linear probing at most three quarters full, a lookup
// reads about 2.5 slots at worst, and under 1.6 on average over a table's
// growth.
func TestHashID_SpreadsTheIDsOfOneProcess(t *testing.T) {
	const n = 1 << 18
	cases := map[string]func(i int) ObjectID{
		"counter":        func(i int) ObjectID { return FromParts(1700000000, [5]byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4}, uint32(i)) },
		"second":         func(i int) ObjectID { return FromParts(1700000000+uint32(i), [5]byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4}, 0) },
		"second+counter": func(i int) ObjectID { return FromParts(1700000000+uint32(i/16), [5]byte{1}, uint32(i)) },
		"random": func(i int) ObjectID {
			return FromParts(1700000000, [5]byte{0, byte(i >> 16), byte(i >> 8), byte(i), 0}, 0)
		},
	}
	for name, idOf := range cases {
		t.Run(name, func(t *testing.T) {
			ids := make([]ObjectID, n)
			var x openIndex
			hashOf := func(e int) uint64 { return hashID(&ids[e]) }
			for e := range ids {
				ids[e] = idOf(e)
				h := hashID(&ids[e])
				slot, _, found := x.find(h, func(other int) bool { return ids[other] == ids[e] })
				if found {
					t.Fatalf("ID %d found before it was added", e)
				}
				x.put(slot, h, e, hashOf)
			}
			if got := probes(&x, n, hashOf); got > 1.6 {
				t.Errorf("a lookup reads %.2f slots on average, want under 1.6", got)
			}
			for e := range ids {
				_, found, ok := x.find(hashID(&ids[e]), func(other int) bool { return ids[other] == ids[e] })
				if !ok || found != e {
					t.Fatalf("ID %d found as %d, %v", e, found, ok)
				}
			}
		})
	}
}

func TestChunks_KeepEveryEntryAcrossChunks(t *testing.T) {
	var c chunks[int64]
	const n = 3*chunkLen + 5
	for i := range n {
		c.add(int64(i) * 3)
	}
	if c.len != n || len(c.list) != 4 || cap(c.list[1]) != chunkLen || cap(c.list[0]) != chunkLen {
		t.Fatalf("len %d in %d chunks, caps %d, %d", c.len, len(c.list), cap(c.list[0]), cap(c.list[1]))
	}
	for i := range n {
		if *c.at(i) != int64(i)*3 {
			t.Fatalf("entry %d = %d", i, *c.at(i))
		}
	}
}
