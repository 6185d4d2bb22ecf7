package uitest

import (
	"fmt"
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

// DistinctIDsText is n lines, each with an ID of its own.
func DistinctIDsText(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "row %d %s\n", i, core.FromParts(1700000000+uint32(i%7), [5]byte{1, 2, 3, 4, byte(i % 3)}, uint32(i)))
	}
	return b.String()
}

// HeldJobs stands in for the goroutine a Bulk tab scans on: each job
// waits until the test runs it.
type HeldJobs struct{ jobs []func() }

// Hold keeps job until RunAll; it is the tab's background runner.
func (h *HeldJobs) Hold(job func()) { h.jobs = append(h.jobs, job) }

// RunAll runs the jobs held, in order, and forgets them.
func (h *HeldJobs) RunAll() {
	jobs := h.jobs
	h.jobs = nil
	for _, job := range jobs {
		job()
	}
}

// Len is how many jobs are held.
func (h *HeldJobs) Len() int { return len(h.jobs) }
