//go:build ci

package screens

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

func TestSortOrder_SortsAsSortFuncDoesAndReportsItsProgress(t *testing.T) {
	for _, n := range []int{0, 1, 2, sortRunLength - 1, sortRunLength, sortRunLength + 1, 5*sortRunLength + 17, 40 * sortRunLength} {
		keys := make([]int, n)
		random := rand.New(rand.NewPCG(1, uint64(n)))
		for i := range keys {
			keys[i] = random.IntN(n/3 + 1)
		}
		compare := func(a, b uint32) int {
			if c := cmp.Compare(keys[a], keys[b]); c != 0 {
				return c
			}
			return cmp.Compare(a, b)
		}
		order := make([]uint32, n)
		for i := range order {
			order[i] = uint32(i)
		}
		want := slices.Clone(order)
		slices.SortFunc(want, compare)

		var reports []int64
		p := &progress{total: sortWork(n), report: func(done, total int64) {
			if total != sortWork(n) {
				t.Errorf("n=%d: total %d, want %d", n, total, sortWork(n))
			}
			reports = append(reports, done)
		}}
		if !sortOrder(order, compare, p) {
			t.Fatalf("n=%d: the sort stopped unasked", n)
		}
		if !slices.Equal(order, want) {
			t.Errorf("n=%d: sorted differently from slices.SortFunc", n)
		}
		if p.done != sortWork(n) {
			t.Errorf("n=%d: %d of %d units of work done", n, p.done, sortWork(n))
		}
		if !slices.IsSorted(reports) || (len(reports) > 0 && reports[len(reports)-1] > sortWork(n)) {
			t.Errorf("n=%d: progress went %v", n, reports)
		}
		if n >= 40*sortRunLength && len(reports) < 10 {
			t.Errorf("n=%d: only %d progress reports", n, len(reports))
		}
	}
}

func TestSortOrder_StopsWhenAsked(t *testing.T) {
	n := 40 * sortRunLength
	order := make([]uint32, n)
	for i := range order {
		order[i] = uint32(n - i)
	}
	stop := new(atomic.Bool)
	reports := 0
	p := &progress{total: sortWork(n), stop: stop, report: func(int64, int64) {
		reports++
		stop.Store(true)
	}}
	if sortOrder(order, func(a, b uint32) int { return cmp.Compare(a, b) }, p) {
		t.Error("the sort finished after it was stopped")
	}
	if reports != 1 || p.done >= sortWork(n) {
		t.Errorf("%d reports, %d of %d done after the stop", reports, p.done, sortWork(n))
	}
}

func TestBulk_ManyRowsAreSortedOffTheUIGoroutineWithAProgressBar(t *testing.T) {
	f := uitest.NewSortFixture()
	s, w := showBulk(t)
	s.sortInlineLimit = 2
	held := &uitest.HeldJobs{}
	s.hooks.Background = held.Hold
	paste(s, f.Text())
	held.RunAll()

	test.Tap(uitest.ButtonLabelled(t, w.Content(), "Counter"))
	if held.Len() != 1 {
		t.Fatalf("four rows over a limit of two: %d sorts off the UI goroutine, want 1", held.Len())
	}
	if want := "Sorting 4 rows…"; s.summary.Text != want {
		t.Errorf("summary %q, want %q", s.summary.Text, want)
	}
	// A pass over the four rows to read their counters, then the sort.
	if !s.progress.Visible() || s.progress.Max != float64(4+sortWork(4)) || s.progress.Value != 0 {
		t.Errorf("progress shown %v at %v of %v, want 0 of %d", s.progress.Visible(), s.progress.Value, s.progress.Max, 4+sortWork(4))
	}
	// The table keeps its order until the sort is done.
	if got := uitest.VisibleColumn(t, s.table, columnHex); !slices.Equal(got, f.Hexes("abcd")) {
		t.Errorf("while sorting %q, want the input order", got)
	}
	held.RunAll()
	if got := strings.Join(uitest.VisibleColumn(t, s.table, columnCounter), ","); got != "1,5,7,9" {
		t.Errorf("counters %s after the sort, want 1,5,7,9", got)
	}
	if s.progress.Visible() || strings.HasPrefix(s.summary.Text, "Sorting") {
		t.Errorf("after the sort: progress shown %v, summary %q", s.progress.Visible(), s.summary.Text)
	}
}

func TestBulk_ASortReplacedByANewerOneIsDropped(t *testing.T) {
	f := uitest.NewSortFixture()
	s, w := showBulk(t)
	s.sortInlineLimit = 2
	held := &uitest.HeldJobs{}
	s.hooks.Background = held.Hold
	paste(s, f.Text())
	held.RunAll()
	test.Tap(uitest.ButtonLabelled(t, w.Content(), "Counter"))
	test.Tap(uitest.ButtonLabelled(t, w.Content(), "Random value"))
	held.RunAll()
	if got, want := uitest.VisibleColumn(t, s.table, columnHex), f.Hexes("cadb"); !slices.Equal(got, want) {
		t.Errorf("%q, want the newer order by random value %q", got, want)
	}
}

func TestBulk_LineColumnSaysWhereEachIDFirstOccurs(t *testing.T) {
	f := uitest.NewSortFixture()
	s, w := showBulk(t)
	paste(s, "header\n"+f.Text()+" "+f.A.Hex())
	// a b b c d b c, one a line from line 2, and a again on c's line.
	if got := uitest.VisibleColumn(t, s.table, columnLine); !slices.Equal(got, []string{"2", "3", "5", "6"}) {
		t.Errorf("lines %q, want 2 3 5 6", got)
	}
	line := uitest.ButtonLabelled(t, w.Content(), "Line")
	test.Tap(line)
	if got := uitest.VisibleColumn(t, s.table, columnHex); !slices.Equal(got, f.Hexes("abcd")) {
		t.Errorf("by line %q, want the input order", got)
	}
	test.Tap(line)
	if got := uitest.VisibleColumn(t, s.table, columnHex); !slices.Equal(got, f.Hexes("dcba")) {
		t.Errorf("by line from the last %q, want dcba", got)
	}
}

// BenchmarkSortOrder_MillionRowsByTime sorts the row numbers of a tally of
// a million distinct IDs, made at random times over a day, by their time,
// as tapping UTC time does.
func BenchmarkSortOrder_MillionRowsByTime(b *testing.B) {
	random := rand.New(rand.NewPCG(1, 2))
	var text strings.Builder
	for i := range 1_000_000 {
		id := core.FromParts(1700000000+random.Uint32N(86400), [5]byte{1, 2, 3, 4, 5}, uint32(i))
		text.WriteString(id.Hex() + "\n")
	}
	tally, err := core.TallyIDs(strings.NewReader(text.String()))
	if err != nil {
		b.Fatal(err)
	}
	a := arrangement{tally: &tally, column: columnUTC, sort: true}
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := a.order(&progress{}); !ok {
			b.Fatal("the sort stopped unasked")
		}
	}
}

// BenchmarkRowFilter_MillionRows filters a tally of a million distinct IDs
// by a random value's digits, as typing in the filter box does.
func BenchmarkRowFilter_MillionRows(b *testing.B) {
	tally, err := core.TallyIDs(strings.NewReader(uitest.DistinctIDsText(1_000_000)))
	if err != nil {
		b.Fatal(err)
	}
	f := newRowFilter("0102030402")
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := f.keep(&tally, nil, &progress{}); !ok {
			b.Fatal("the filter stopped unasked")
		}
	}
}

// A sort of millions of rows redraws the window at most about
// progressReports times, and a small one still every progressRows rows.
func TestProgress_ReportsAtMostProgressReportsTimes(t *testing.T) {
	for _, rows := range []int{200_000, 6_000_000} {
		total := sortWork(rows)
		reports := 0
		p := &progress{total: total, report: func(int64, int64) { reports++ }}
		for p.done < total {
			p.add(sortRunLength)
		}
		most := int(total/progressRows) + 1
		if total/progressReports > progressRows {
			most = progressReports + 1
		}
		if reports > most || reports < most/2 {
			t.Errorf("%d rows: %d reports, want between %d and %d", rows, reports, most/2, most)
		}
	}
}
