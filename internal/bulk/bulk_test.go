package bulk_test

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/bulk"
	"github.com/objectid-generator/objectid/internal/dump"
	"go.mongodb.org/mongo-driver/v2/bson"
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
		// Counter 5 at 300 s, then 6 at 0 s: the clock went back from 300 s.
		{Random: [5]byte{0, 0, 0, 0, 1}, Span: bulk.Span{IDs: 2, First: time.Unix(1700000000, 0).UTC(), Last: time.Unix(1700000300, 0).UTC()},
			ClockBack: 300 * time.Second, ClockBackAt: time.Unix(1700000300, 0).UTC()},
		{Random: [5]byte{0, 0, 0, 0, 2}, Span: bulk.Span{IDs: 1, First: time.Unix(1700000100, 0).UTC(), Last: time.Unix(1700000100, 0).UTC()}},
		{Random: [5]byte{0, 0, 0, 0, 3}, Span: bulk.Span{IDs: 1, First: time.Unix(1700000100, 0).UTC(), Last: time.Unix(1700000100, 0).UTC()}},
		{Random: [5]byte{0, 0, 0, 0, 0}, Span: bulk.Span{IDs: 1, First: time.Unix(1700000200, 0).UTC(), Last: time.Unix(1700000200, 0).UTC()}},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("processes\n%v, want\n%v", got, want)
	}
}

// A counter that wraps past ffffff to 0 is no step back; a step of one
// second is a clock's ordinary wobble.
func TestProcesses_ClockBackSeenThroughTheCounterWrapping(t *testing.T) {
	random := [5]byte{9, 9, 9, 9, 9}
	var rows []bulk.Row
	for i, at := range []uint32{100, 101, 100, 102, 103, 150, 108, 109} {
		rows = append(rows, bulk.Row{ID: core.FromParts(1700000000+at, random, (0xfffffd+uint32(i))&0xffffff)})
	}
	p := bulk.Processes(rows)[0]
	if p.ClockBack != 42*time.Second || !p.ClockBackAt.Equal(time.Unix(1700000150, 0)) {
		t.Errorf("clock back %v at %v, want 42s at %v", p.ClockBack, p.ClockBackAt, time.Unix(1700000150, 0).UTC())
	}
}

// bsonDump is docs as mongodump writes a collection's .bson: each
// document as bson.Marshal writes it, one after another.
func bsonDump(t testing.TB, docs ...bson.D) []byte {
	var out []byte
	for _, doc := range docs {
		data, err := bson.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, data...)
	}
	return out
}

// ordersDump holds a, b twice and c, in two documents.
func ordersDump(t testing.TB) []byte {
	return bsonDump(t, bson.D{{Key: "_id", Value: bson.ObjectID(a)}, {Key: "items", Value: bson.A{bson.D{{Key: "order_id", Value: bson.ObjectID(b)}}}}},
		bson.D{{Key: "_id", Value: bson.ObjectID(c)}, {Key: "ref", Value: bson.ObjectID(b)}})
}

func TestScan_DumpRowsTellNamespacePathAndDocument(t *testing.T) {
	data := ordersDump(t)
	tally, err := bulk.Scan(bytes.NewReader(data), "orders.bson", nil)
	want := []bulk.Row{{ID: a, Line: 1, Count: 1, NS: "orders.bson", Path: "_id"}, {ID: b, Line: 1, Count: 2, NS: "orders.bson", Path: "items.0.order_id"},
		{ID: c, Line: 2, Count: 1, NS: "orders.bson", Path: "_id"}}
	if err != nil || !tally.Dump || !slices.Equal(tally.Rows, want) || tally.Occurrences != 4 || tally.Duplicated != 1 {
		t.Errorf("err %v, dump %v, %d occurrences, %d duplicated, rows\n%v, want\n%v", err, tally.Dump, tally.Occurrences, tally.Duplicated, tally.Rows, want)
	}
	tally, err = bulk.Scan(bytes.NewReader(data[:len(data)-3]), "orders.bson", nil)
	if damage := (*dump.DamageError)(nil); !errors.As(err, &damage) || len(tally.Rows) != 2 || tally.Occurrences != 2 {
		t.Errorf("a cut dump: err %v, rows %v", err, tally.Rows)
	}
	_, err = bulk.Scan(bytes.NewReader(data), "orders.bson", func(int64) bool { return false })
	if !errors.Is(err, bulk.ErrStopped) {
		t.Errorf("a dump told to stop: err %v", err)
	}
}

func TestScanFolder_NamespacesFromFoldersAndEveryByteCounted(t *testing.T) {
	dir, err := os.MkdirTemp("", "objectid-bulk-") // t.TempDir's clean-up of folders fails under Wine
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	data := ordersDump(t)
	if err := os.MkdirAll(filepath.Join(dir, "shop"), 0o700); err != nil {
		t.Fatal(err)
	}
	for name, content := range map[string][]byte{"orders.bson": data, "orders.metadata.json": []byte(`{"indexes":[]}`), "users.bson": bsonDump(t, bson.D{{Key: "_id", Value: bson.ObjectID(b)}})} {
		if err := os.WriteFile(filepath.Join(dir, "shop", name), content, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	var read int64
	tally, err := bulk.ScanFolder(dir, func(n int64) bool { read = n; return true })
	// b, met first as a reference in shop.orders, counts in shop.users too.
	got := tally.Namespaces
	if err != nil || len(got) != 2 || got[0].NS != "shop.orders" || got[0].IDs != 4 || got[1].NS != "shop.users" || got[1].IDs != 1 ||
		!got[1].First.Equal(b.Timestamp()) || read != int64(len(data)+22) {
		t.Errorf("err %v, namespaces %v, %d bytes read, want %d", err, got, read, len(data)+22)
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
