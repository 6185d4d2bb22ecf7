package screens

import (
	"cmp"
	"sync/atomic"

	"fyne.io/fyne/v2"

	"github.com/objectid-generator/objectid/core"
)

// arrangeInlineRows is the most rows sorted or filtered on the UI
// goroutine: about 20 ms of work. More are sorted and filtered on a
// goroutine of their own while a progress bar moves, and the table keeps
// what it showed until they are done.
const arrangeInlineRows = 100_000

// bulkView is which rows the table shows, in which order. The rows
// themselves stay in the order of first occurrence; sorting and filtering
// only choose row numbers, four bytes a row.
type bulkView struct {
	// sorted is every row number in the chosen column's order, or nil for
	// the order of first occurrence.
	sorted []uint32
	// sortStale says sorted is not yet in the chosen order: the rows or
	// the order changed since it was made.
	sortStale bool
	// shown is the row numbers the table shows, sorted and filtered, or
	// nil when they are all of them in the order of first occurrence.
	shown []uint32
	// shownFilter is the filter shown was made with, "" for none.
	shownFilter string

	// arranging stops the sort or filter running off the UI goroutine
	// when a newer one starts; arrangeDone is closed once its rows are on
	// screen. arrangeSorts says whether it sorts, and arranged and
	// arrangeTotal how far it is through its work.
	arranging              *atomic.Bool
	arrangeDone            <-chan struct{}
	arrangeSorts           bool
	arranged, arrangeTotal int64
}

// shownRows is how many rows the table shows.
func (st *BulkState) shownRows() int {
	if st.shown != nil {
		return len(st.shown)
	}
	return st.result.Len()
}

// shownRow is the i-th row the table shows.
func (st *BulkState) shownRow(i int) core.TalliedID {
	if st.shown != nil {
		return st.result.Row(int(st.shown[i]))
	}
	return st.result.Row(i)
}

// arrangement is one sort and filter of the rows, made on the UI
// goroutine and run on it or off it.
type arrangement struct {
	tally      *core.Tally
	column     bulkColumn
	descending bool
	// sort says the rows must be sorted; otherwise sorted is in order.
	sort   bool
	sorted []uint32
	// base is the row numbers to filter: sorted, or what an earlier,
	// shorter filter kept of it.
	base   []uint32
	filter rowFilter
}

// arrange sorts and filters the rows as the state asks, on the UI
// goroutine when they are few and off it when they are many, and returns a
// channel closed once they are on screen.
func (s *Bulk) arrange() <-chan struct{} {
	st := s.state
	s.stopArranging()
	tally := st.result.Tally
	a := arrangement{tally: &tally, column: st.sortColumn, descending: st.descending,
		sort: st.sortStale, sorted: st.sorted, base: st.sorted, filter: st.filter}
	if !a.sort && st.filter.narrows(st.shownFilter) {
		a.base = st.shown
	}
	if a.tally.Len() <= s.sortInlineLimit {
		a.run(nil)
		s.arranged(a)
		s.refresh()
		return closedChannel()
	}
	stop := new(atomic.Bool)
	done := make(chan struct{})
	st.arranging, st.arrangeDone, st.arrangeSorts = stop, done, a.sort
	st.arranged, st.arrangeTotal = 0, a.work()
	if a.sort && st.filter.active() {
		// The old rows are gone; none are shown until the new ones match.
		st.shown = []uint32{}
	}
	s.refresh()
	s.hooks.Background(func() {
		defer close(done)
		finished := a.run(&progress{total: a.work(), stop: stop, report: func(done, _ int64) {
			fyne.Do(func() {
				if st.arranging == stop {
					st.arranged = done
					st.screen.showProgress()
				}
			})
		}})
		fyne.Do(func() {
			if st.arranging != stop {
				return
			}
			st.arranging = nil
			if finished {
				st.screen.arranged(a)
			}
			st.screen.refresh()
		})
	})
	return done
}

// stopArranging stops the sort or filter in progress, if any.
func (s *Bulk) stopArranging() {
	st := s.state
	if st.arranging == nil {
		return
	}
	stop := st.arranging
	st.arranging = nil
	stop.Store(true)
}

// arranged puts the rows of a finished arrangement in the state.
func (s *Bulk) arranged(a arrangement) {
	st := s.state
	st.sorted, st.sortStale = a.sorted, false
	st.shown, st.shownFilter = a.base, a.filter.hex
}

// work is how much work the arrangement does, in the units progress
// counts.
func (a *arrangement) work() int64 {
	n := int64(a.tally.Len())
	var total int64
	if a.sort && a.needsComparing() {
		// A pass to read the keys, then the sort.
		total += n + sortWork(a.tally.Len())
	}
	if a.filter.active() {
		if !a.sort && a.base != nil {
			n = int64(len(a.base))
		}
		total += n
	}
	return max(total, 1)
}

// needsComparing says the chosen order takes a sort: the order of first
// occurrence, which is the order of lines too, is known already.
func (a *arrangement) needsComparing() bool { return a.column != inputOrder && a.column != columnLine }

// run sorts and filters, reporting to p when not nil, and says whether it
// finished before p was stopped. Its results are in a.sorted and a.base.
func (a *arrangement) run(p *progress) bool {
	if p == nil {
		p = &progress{}
	}
	if a.sort {
		sorted, ok := a.order(p)
		if !ok {
			return false
		}
		a.sorted, a.base = sorted, sorted
	}
	if !a.filter.active() {
		return true
	}
	kept, ok := a.filter.keep(a.tally, a.base, p)
	a.base = kept
	return ok
}

// order is every row number in the chosen order, or nil for the order of
// first occurrence, and whether it was made before p was stopped.
func (a *arrangement) order(p *progress) ([]uint32, bool) {
	if a.column == inputOrder || (a.column == columnLine && !a.descending) {
		return nil, true
	}
	if a.column == columnLine {
		// Lines only grow from one row to the next.
		return lineOrderDescending(a.tally), true
	}
	keys, ok := sortKeys(a.tally, a.column, p)
	if !ok {
		return nil, false
	}
	order := make([]uint32, a.tally.Len())
	for i := range order {
		order[i] = uint32(i)
	}
	return order, sortOrder(order, keyComparator(keys, a.tally, a.column, a.descending), p)
}

// sortKeys is, for every row, the number column c sorts it by, read in
// one pass so that the sort compares numbers in one array rather than
// reading rows: the seconds of the time (for Age and Hex too), the random
// value, the counter or the occurrences. It reports false when p was
// stopped.
func sortKeys(tally *core.Tally, c bulkColumn, p *progress) ([]uint64, bool) {
	keys := make([]uint64, tally.Len())
	for i := range keys {
		id := tally.ID(i)
		switch c {
		case columnRandom:
			random := id.Random()
			for _, b := range random {
				keys[i] = keys[i]<<8 | uint64(b)
			}
		case columnCounter:
			keys[i] = uint64(id.Counter())
		case columnOccurrences:
			keys[i] = uint64(tally.Count(i))
		default:
			keys[i] = uint64(id.Seconds())
		}
		if i%progressRows == progressRows-1 && !p.add(progressRows) {
			return nil, false
		}
	}
	p.add(int64(len(keys) % progressRows))
	return keys, true
}

// keyComparator compares row numbers by their keys, reversed when
// descending and youngest first for Age; IDs of one second are told apart
// by the rest of the ID for Hex, and equal values keep the order of first
// occurrence in either direction.
func keyComparator(keys []uint64, tally *core.Tally, c bulkColumn, descending bool) func(a, b uint32) int {
	sign := 1
	if descending != (c == columnAge) {
		sign = -1
	}
	return func(a, b uint32) int {
		if d := cmp.Compare(keys[a], keys[b]); d != 0 {
			return sign * d
		}
		if c == columnHex {
			if d := tally.ID(int(a)).Compare(tally.ID(int(b))); d != 0 {
				return sign * d
			}
		}
		return cmp.Compare(a, b)
	}
}

// lineOrderDescending is every row number of tally by line from the last,
// the rows of one line in the order of first occurrence.
func lineOrderDescending(tally *core.Tally) []uint32 {
	out := make([]uint32, 0, tally.Len())
	for end := tally.Len(); end > 0; {
		start, line := end-1, tally.Row(end-1).Line
		for start > 0 && tally.Row(start-1).Line == line {
			start--
		}
		for row := start; row < end; row++ {
			out = append(out, uint32(row))
		}
		end = start
	}
	return out
}
