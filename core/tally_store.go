package core

import (
	"encoding/binary"
	"math/bits"
)

// chunkShift sets the size of a chunk of a tally's storage: 65,536 rows,
// 2 MiB of them.
const chunkShift = 16

const chunkLen = 1 << chunkShift

// chunks is a list grown in fixed chunks rather than by doubling one
// array, so a tally never holds two copies of its rows at once and its
// rows never move. Only the first chunk grows, from 16 entries, so that a
// small text costs little.
type chunks[T any] struct {
	list [][]T
	len  int
}

func (c *chunks[T]) at(i int) *T { return &c.list[i>>chunkShift][i&(chunkLen-1)] }

func (c *chunks[T]) add(v T) {
	n := len(c.list)
	if n == 0 || len(c.list[n-1]) == chunkLen {
		size := chunkLen
		if n == 0 {
			size = 16
		}
		c.list = append(c.list, make([]T, 0, size))
		n++
	}
	last := c.list[n-1]
	if len(last) == cap(last) {
		grown := make([]T, len(last), min(2*cap(last), chunkLen))
		copy(grown, last)
		last = grown
	}
	c.list[n-1] = append(last, v)
	c.len++
}

// An openIndex finds entries (a tally's rows or groups, numbered from 0)
// by the hash of their key, with open addressing and linear probing. A
// slot holds the entry's number plus one in its low 24 bits, 0 when the
// slot is empty, and the top 8 bits of the key's hash above them, so that
// most slots of other keys are passed over without reading their entry.
// The table is a power of two in size and at most three quarters full:
// 4 to 8 bytes per entry, 12 while it grows.
type openIndex struct {
	slots []uint32
	used  int
}

const (
	indexEntryBits = 24
	indexEntryMask = 1<<indexEntryBits - 1
	// maxIndexed is the most entries an openIndex holds.
	maxIndexed = indexEntryMask - 1
)

// A tally's rows must fit its index.
var _ = [maxIndexed - MaxTallied]struct{}{}

func indexTag(h uint64) uint32 { return uint32(h>>56) << indexEntryBits }

// find looks for the entry whose key hashes to h and for which matches is
// true. When there is none it returns the slot where put stores one.
func (x *openIndex) find(h uint64, matches func(entry int) bool) (slot, entry int, found bool) {
	if len(x.slots) == 0 {
		return 0, 0, false
	}
	mask, tag := len(x.slots)-1, indexTag(h)
	for s := int(h) & mask; ; s = (s + 1) & mask {
		v := x.slots[s]
		if v == 0 {
			return s, 0, false
		}
		if v&^indexEntryMask == tag && matches(int(v&indexEntryMask)-1) {
			return s, int(v&indexEntryMask) - 1, true
		}
	}
}

// put stores entry, whose key hashes to h, in slot, the answer of a find
// that did not find it; the entries are added in order, 0 first. When the
// table grows, hashOf gives the hash of each entry's key.
func (x *openIndex) put(slot int, h uint64, entry int, hashOf func(entry int) uint64) {
	if (x.used+1)*4 > len(x.slots)*3 {
		x.slots = make([]uint32, max(16, 2*len(x.slots)))
		for e := range x.used {
			x.insert(hashOf(e), e)
		}
		x.insert(h, entry)
	} else {
		x.slots[slot] = indexTag(h) | uint32(entry+1)
	}
	x.used++
}

// insert stores entry in the first free slot from h's.
func (x *openIndex) insert(h uint64, entry int) {
	mask := len(x.slots) - 1
	s := int(h) & mask
	for x.slots[s] != 0 {
		s = (s + 1) & mask
	}
	x.slots[s] = indexTag(h) | uint32(entry+1)
}

// mix folds the 128-bit product of a and b, each first spread by an odd
// constant, into 64 bits in which every bit of either depends on every
// bit of both.
func mix(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a^0x9e3779b97f4a7c15, b^0xbf58476d1ce4e5b9)
	return hi ^ lo
}

// hashID hashes all 12 bytes of an ID. The IDs of one process share their
// 5 random bytes and differ in a few low bits of the timestamp and the
// counter, so the bytes are mixed twice: the slot (low bits) and the tag
// (top bits) of consecutive IDs are unrelated.
func hashID(id *ObjectID) uint64 {
	a := binary.LittleEndian.Uint64(id[0:8])
	b := uint64(binary.LittleEndian.Uint32(id[8:12]))
	return mix(mix(a, b), 0x94d049bb133111eb)
}

// hashRandom hashes an ID's random value.
func hashRandom(r [5]byte) uint64 {
	a := uint64(r[0]) | uint64(r[1])<<8 | uint64(r[2])<<16 | uint64(r[3])<<24 | uint64(r[4])<<32
	return mix(mix(a, 0), 0x94d049bb133111eb)
}
