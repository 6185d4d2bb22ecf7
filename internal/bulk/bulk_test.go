package bulk_test

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/bulk"
)

// Four IDs whose order differs column by column, met as a b b c d b c.
var (
	a = core.FromParts(1700000300, [5]byte{0, 0, 0, 0, 1}, 5)
	b = core.FromParts(1700000100, [5]byte{0, 0, 0, 0, 3}, 1)
	c = core.FromParts(1700000200, [5]byte{0, 0, 0, 0, 0}, 9)
	d = core.FromParts(1700000100, [5]byte{0, 0, 0, 0, 2}, 7)
)

func fixture(t *testing.T) *bulk.Tally {
	t.Helper()
	text := strings.Join([]string{"x " + a.Hex(), b.Hex() + " " + b.Hex(), c.Hex(), "none", d.Hex(), "ObjectId(\"" + b.Hex() + "\")", c.Hex()}, "\n")
	tally, err := bulk.Scan(strings.NewReader(text), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	return tally
}

func TestScan_ListsEachIDOnceInTheOrderFirstMet(t *testing.T) {
	tally := fixture(t)
	want := []bulk.Row{{ID: a, Line: 1, Count: 1}, {ID: b, Line: 2, Count: 3}, {ID: c, Line: 3, Count: 2}, {ID: d, Line: 5, Count: 1}}
	if !slices.Equal(tally.Rows, want) {
		t.Errorf("rows %v, want %v", tally.Rows, want)
	}
	if tally.Occurrences != 7 || tally.Duplicated != 2 || tally.NotListed != 0 {
		t.Errorf("%d occurrences, %d duplicated, %d not listed; want 7, 2, 0", tally.Occurrences, tally.Duplicated, tally.NotListed)
	}
}

// distinctIDs is n lines of IDs of one process, each of its own.
type distinctIDs struct{ next, n int }

func (r *distinctIDs) Read(buf []byte) (int, error) {
	written := 0
	for r.next < r.n && len(buf)-written >= core.HexLength+1 {
		id := core.FromParts(1700000000, [5]byte{1, 2, 3, 4, 5}, uint32(r.next))
		written += copy(buf[written:], id.Hex()+"\n")
		r.next++
	}
	if written == 0 {
		return 0, io.EOF
	}
	return written, nil
}

func TestScan_PastMaxListedCountsWithoutListing(t *testing.T) {
	tally, err := bulk.Scan(bufio.NewReader(io.MultiReader(&distinctIDs{n: bulk.MaxListed + 5}, strings.NewReader(core.FromParts(1700000000, [5]byte{1, 2, 3, 4, 5}, 0).Hex()))), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(tally.Rows) != bulk.MaxListed || tally.NotListed != 5 || tally.Occurrences != bulk.MaxListed+6 {
		t.Errorf("%d listed, %d not listed, %d occurrences", len(tally.Rows), tally.NotListed, tally.Occurrences)
	}
	if tally.Rows[0].Count != 2 || tally.Duplicated != 1 {
		t.Errorf("the first ID, met again at the end, counts %d", tally.Rows[0].Count)
	}
}

func TestScan_StopsWhenTold(t *testing.T) {
	var reads []int64
	tally, err := bulk.Scan(&distinctIDs{n: 100_000}, "", func(n int64) bool {
		reads = append(reads, n)
		return len(reads) < 2
	})
	if !errors.Is(err, bulk.ErrStopped) || len(reads) != 2 || len(tally.Rows) >= 100_000 {
		t.Errorf("err %v after %d reads, %d rows", err, len(reads), len(tally.Rows))
	}
	if reads[1] <= reads[0] {
		t.Errorf("reads %v do not grow", reads)
	}
}

func TestScan_KeepsWhatItFoundBeforeAReadError(t *testing.T) {
	tally, err := bulk.Scan(io.MultiReader(strings.NewReader(a.Hex()+"\n"), iotest.ErrReader(errors.New("disk gone"))), "", nil)
	if err == nil || err.Error() != "disk gone" || len(tally.Rows) != 1 {
		t.Errorf("err %v, %d rows", err, len(tally.Rows))
	}
}

func TestProcesses_LargestFirstThenOldestThenByRandom(t *testing.T) {
	rows := []bulk.Row{{ID: a}, {ID: b}, {ID: core.FromParts(1700000000, [5]byte{0, 0, 0, 0, 1}, 6)}, {ID: c}, {ID: d}}
	got := bulk.Processes(rows)
	want := []bulk.Process{
		{Random: [5]byte{0, 0, 0, 0, 1}, IDs: 2, First: time.Unix(1700000000, 0).UTC(), Last: time.Unix(1700000300, 0).UTC()},
		{Random: [5]byte{0, 0, 0, 0, 2}, IDs: 1, First: time.Unix(1700000100, 0).UTC(), Last: time.Unix(1700000100, 0).UTC()},
		{Random: [5]byte{0, 0, 0, 0, 3}, IDs: 1, First: time.Unix(1700000100, 0).UTC(), Last: time.Unix(1700000100, 0).UTC()},
		{Random: [5]byte{0, 0, 0, 0, 0}, IDs: 1, First: time.Unix(1700000200, 0).UTC(), Last: time.Unix(1700000200, 0).UTC()},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("processes\n%v, want\n%v", got, want)
	}
}

func TestSorted_EveryColumnBothWays(t *testing.T) {
	rows := fixture(t).Rows
	names := map[core.ObjectID]string{a: "a", b: "b", c: "c", d: "d"}
	for _, tc := range []struct {
		column     bulk.Column
		descending bool
		want       string
	}{
		{bulk.InputOrder, false, "abcd"},
		{bulk.Hex, false, "dbca"}, {bulk.Hex, true, "acbd"},
		{bulk.Line, false, "abcd"}, {bulk.Line, true, "dcba"},
		// Equal times keep the order first met, either way.
		{bulk.UTC, false, "bdca"}, {bulk.UTC, true, "acbd"},
		{bulk.Local, false, "bdca"},
		{bulk.Age, false, "acbd"}, {bulk.Age, true, "bdca"},
		{bulk.Random, false, "cadb"}, {bulk.Random, true, "bdac"},
		{bulk.Counter, false, "badc"}, {bulk.Counter, true, "cdab"},
		{bulk.Count, false, "adcb"}, {bulk.Count, true, "bcad"},
	} {
		var got string
		for _, i := range bulk.Sorted(rows, tc.column, tc.descending) {
			got += names[rows[i].ID]
		}
		if got != tc.want {
			t.Errorf("column %d, descending %v: %s, want %s", tc.column, tc.descending, got, tc.want)
		}
	}
}

func TestFilter_KeepsTheRowsWhoseHexHoldsTheDigits(t *testing.T) {
	rows := fixture(t).Rows
	order := bulk.Sorted(rows, bulk.Counter, true) // c d a b
	if got := bulk.Filter(rows, order, "0000000", false); !slices.Equal(got, []int{2, 3, 0, 1}) {
		t.Errorf("every row holds 0000000, got %v", got)
	}
	if got := bulk.Filter(rows, order, "00000002", false); !slices.Equal(got, []int{3}) {
		t.Errorf("only d's random value ends 02, got %v", got)
	}
	if got := bulk.Filter(rows, order, b.Hex()[:23], true); len(got) != 0 {
		t.Errorf("an exact filter keeps %v for part of an ID", got)
	}
	if got := bulk.Filter(rows, order, b.Hex(), true); !slices.Equal(got, []int{1}) {
		t.Errorf("an exact filter keeps %v, want b alone", got)
	}
}

func BenchmarkScan_DistinctIDs(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := bulk.Scan(&distinctIDs{n: 100_000}, "", nil); err != nil {
			b.Fatal(err)
		}
	}
}
