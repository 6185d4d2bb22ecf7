package screens

import (
	"math/bits"
	"slices"
	"sync/atomic"
)

// sortRunLength is how many rows are sorted at a time before the runs are
// merged: small enough that progress moves every few milliseconds, large
// enough that the merge passes are few.
const sortRunLength = 4096

// progressRows is the least work, in rows, between two reports of a sort's
// or a filter's progress.
const progressRows = 1 << 16

// progressReports is the most reports a sort or a filter makes: each one
// redraws the window, which costs more than the work between two reports
// once there are millions of rows.
const progressReports = 500

// sortWork is the work sortOrder does for n rows, in the units progress
// counts: sorting a run costs about log2(run) comparisons a row, each merge
// pass one.
func sortWork(n int) int64 {
	if n < 2 {
		return 0
	}
	runs := (n + sortRunLength - 1) / sortRunLength
	passes := bits.Len(uint(runs - 1))
	return int64(n) * (runCost(n) + int64(passes))
}

func runCost(n int) int64 { return int64(bits.Len(uint(min(n, sortRunLength)))) }

// sortOrder orders order, row numbers, by compare, which must order every
// two different rows (ties broken by row number). It is a merge sort in
// steps that can be counted: runs of sortRunLength rows are sorted, then
// merged in passes, each pass touching every row once, and p hears of each
// step. Once p is stopped the sort ends early, leaving order in no
// particular order, and reports false.
func sortOrder(order []uint32, compare func(a, b uint32) int, p *progress) bool {
	n := len(order)
	if n < 2 {
		return true
	}
	cost := runCost(n)
	for lo := 0; lo < n; lo += sortRunLength {
		hi := min(lo+sortRunLength, n)
		slices.SortFunc(order[lo:hi], compare)
		if !p.add(int64(hi-lo) * cost) {
			return false
		}
	}
	from, to := order, make([]uint32, n)
	for width := sortRunLength; width < n; width *= 2 {
		for lo := 0; lo < n; lo += 2 * width {
			mid, hi := min(lo+width, n), min(lo+2*width, n)
			mergeRuns(to[lo:hi], from[lo:mid], from[mid:hi], compare)
			if !p.add(int64(hi - lo)) {
				return false
			}
		}
		from, to = to, from
	}
	if &from[0] != &order[0] {
		copy(order, from)
	}
	return true
}

// mergeRuns merges the ordered runs a and b into dst, which holds both.
func mergeRuns(dst, a, b []uint32, compare func(a, b uint32) int) {
	i, j, k := 0, 0, 0
	for i < len(a) && j < len(b) {
		if compare(b[j], a[i]) < 0 {
			dst[k] = b[j]
			j++
		} else {
			dst[k] = a[i]
			i++
		}
		k++
	}
	k += copy(dst[k:], a[i:])
	copy(dst[k:], b[j:])
}

// progress counts the work of a sort or a filter and reports it every
// progressRows rows of work, or every 1/progressReports of the total when
// that is more.
type progress struct {
	done, total, reported int64
	report                func(done, total int64)
	stop                  *atomic.Bool
}

// add counts work done and reports whether to go on.
func (p *progress) add(work int64) bool {
	p.done += work
	if p.report != nil && p.done-p.reported >= max(progressRows, p.total/progressReports) {
		p.reported = p.done
		p.report(p.done, p.total)
	}
	return p.stop == nil || !p.stop.Load()
}
