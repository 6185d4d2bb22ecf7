package uitest

import (
	"strings"

	"github.com/objectid-generator/objectid/core"
)

// SortFixture holds four IDs whose order differs column by column of the
// Bulk table. They appear in its Text as a b b c d b c: A once, B three
// times, C twice, D once.
type SortFixture struct{ A, B, C, D core.ObjectID }

// NewSortFixture returns the four IDs of a SortFixture.
func NewSortFixture() SortFixture {
	return SortFixture{
		A: core.FromParts(1700000300, [5]byte{0, 0, 0, 0, 1}, 5),
		B: core.FromParts(1700000100, [5]byte{0, 0, 0, 0, 3}, 1),
		C: core.FromParts(1700000200, [5]byte{0, 0, 0, 0, 0}, 9),
		D: core.FromParts(1700000100, [5]byte{0, 0, 0, 0, 2}, 7),
	}
}

// Text is the fixture's IDs in hex, one a line, in the order a b b c d b c.
func (f SortFixture) Text() string {
	return strings.Join([]string{f.A.Hex(), f.B.Hex(), f.B.Hex(), f.C.Hex(), f.D.Hex(), f.B.Hex(), f.C.Hex()}, "\n")
}

// Hexes returns the IDs named in order ("a" to "d") in hex.
func (f SortFixture) Hexes(order string) []string {
	byName := map[rune]core.ObjectID{'a': f.A, 'b': f.B, 'c': f.C, 'd': f.D}
	var out []string
	for _, name := range order {
		out = append(out, byName[name].Hex())
	}
	return out
}
