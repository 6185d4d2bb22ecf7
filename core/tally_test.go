package core_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// tallied is a TalliedID written with the ID as hex, for readable tables.
type tallied struct {
	hex    string
	count  int
	offset int64
	line   int
}

func talliedOf(t *testing.T, tally core.Tally) []tallied {
	t.Helper()
	got := make([]tallied, tally.Len())
	for i := range got {
		row := tally.Row(i)
		got[i] = tallied{row.ID.Hex(), row.Count, row.Offset, row.Line}
		if tally.ID(i) != row.ID || tally.Count(i) != row.Count {
			t.Errorf("row %d: ID %v and Count %d disagree with Row %v", i, tally.ID(i), tally.Count(i), row)
		}
	}
	return got
}

// group is a RandomGroup written as text, for readable tables.
type group struct {
	random      string
	ids         int
	first, last int64
}

func groupsOf(tally core.Tally) []group {
	got := make([]group, tally.GroupLen())
	for i := range got {
		g := tally.Group(i)
		got[i] = group{fmt.Sprintf("%x", g.Random[:]), g.IDs, g.First.Unix(), g.Last.Unix()}
	}
	return got
}

// Three IDs of one process (random 3f2a91c8d4) a second apart, and one of
// another (random bcf86cd799).
const (
	tallyA = "6553f1003f2a91c8d4003039"
	tallyB = "6553f1013f2a91c8d400303a"
	tallyC = "6553f1023f2a91c8d400303b"
	tallyD = "507f1f77bcf86cd799439011"
)

func TestTallyIDs(t *testing.T) {
	tests := []struct {
		name        string
		text        string
		ids         []tallied
		groups      []group
		occurrences int
		duplicated  int
	}{
		{name: "empty", text: ""},
		{name: "no IDs", text: "nothing here but 6553f1003f2a91c8d400303 (23 digits)"},
		{
			name:        "one ID",
			text:        "id=" + tallyA,
			ids:         []tallied{{tallyA, 1, 3, 1}},
			groups:      []group{{"3f2a91c8d4", 1, 1700000000, 1700000000}},
			occurrences: 1,
		},
		{
			name: "repeats counted once, in order of first occurrence",
			text: tallyB + " " + tallyA + " " + tallyB + " " + tallyB + "\n" + tallyA,
			ids: []tallied{
				{tallyB, 3, 0, 1},
				{tallyA, 2, 25, 1},
			},
			groups:      []group{{"3f2a91c8d4", 2, 1700000000, 1700000001}},
			occurrences: 5,
			duplicated:  2,
		},
		{
			name: "upper case is the same ID",
			text: strings.ToUpper(tallyA) + " " + tallyA,
			ids:  []tallied{{tallyA, 2, 0, 1}},
			groups: []group{
				{"3f2a91c8d4", 1, 1700000000, 1700000000},
			},
			occurrences: 2,
			duplicated:  1,
		},
		{
			name: "largest group first",
			text: tallyD + " " + tallyC + " " + tallyA,
			ids: []tallied{
				{tallyD, 1, 0, 1},
				{tallyC, 1, 25, 1},
				{tallyA, 1, 50, 1},
			},
			groups: []group{
				{"3f2a91c8d4", 2, 1700000000, 1700000002},
				{"bcf86cd799", 1, 1350508407, 1350508407},
			},
			occurrences: 3,
		},
		{
			name: "equal groups: oldest first",
			text: tallyA + " " + tallyD,
			ids: []tallied{
				{tallyA, 1, 0, 1},
				{tallyD, 1, 25, 1},
			},
			groups: []group{
				{"bcf86cd799", 1, 1350508407, 1350508407},
				{"3f2a91c8d4", 1, 1700000000, 1700000000},
			},
			occurrences: 2,
		},
		{
			name: "equal groups of one age: by random value",
			text: "6553f100ffffffffff000001 6553f1000000000000000001",
			ids: []tallied{
				{"6553f100ffffffffff000001", 1, 0, 1},
				{"6553f1000000000000000001", 1, 25, 1},
			},
			groups: []group{
				{"0000000000", 1, 1700000000, 1700000000},
				{"ffffffffff", 1, 1700000000, 1700000000},
			},
			occurrences: 2,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := core.TallyIDs(strings.NewReader(tt.text))
			if err != nil {
				t.Fatalf("TallyIDs: %v", err)
			}
			if ids := talliedOf(t, got); fmt.Sprint(ids) != fmt.Sprint(tt.ids) {
				t.Errorf("IDs = %v, want %v", ids, tt.ids)
			}
			if groups := groupsOf(got); fmt.Sprint(groups) != fmt.Sprint(tt.groups) {
				t.Errorf("Groups = %v, want %v", groups, tt.groups)
			}
			if got.Occurrences != tt.occurrences || got.Duplicated != tt.duplicated {
				t.Errorf("Occurrences, Duplicated = %d, %d; want %d, %d",
					got.Occurrences, got.Duplicated, tt.occurrences, tt.duplicated)
			}
		})
	}
}

func TestTallyIDs_ReadErrorKeepsWhatWasFound(t *testing.T) {
	broken := errors.New("disk gone")
	r := io.MultiReader(strings.NewReader(tallyA+" "+tallyB+" "), iotest.ErrReader(broken))
	got, err := core.TallyIDs(r)
	if !errors.Is(err, broken) {
		t.Fatalf("error %v, want %v", err, broken)
	}
	if want := []tallied{{tallyA, 1, 0, 1}, {tallyB, 1, 25, 1}}; fmt.Sprint(talliedOf(t, got)) != fmt.Sprint(want) {
		t.Errorf("IDs = %v, want %v", talliedOf(t, got), want)
	}
	if got.GroupLen() != 1 || got.Group(0).IDs != 2 {
		t.Errorf("Groups = %v, want one group of 2", groupsOf(got))
	}
}

func TestTallyIDs_GroupSpanIsEarliestToLatestWhateverTheOrder(t *testing.T) {
	random := [5]byte{1, 2, 3, 4, 5}
	var text strings.Builder
	for _, seconds := range []uint32{200, 100, 300, 150} {
		text.WriteString(core.FromParts(seconds, random, 0).Hex() + "\n")
	}
	tally, err := core.TallyIDs(strings.NewReader(text.String()))
	if err != nil {
		t.Fatal(err)
	}
	if tally.GroupLen() != 1 {
		t.Fatalf("%d groups, want 1", tally.GroupLen())
	}
	g := tally.Group(0)
	if g.IDs != 4 || !g.First.Equal(time.Unix(100, 0)) || !g.Last.Equal(time.Unix(300, 0)) {
		t.Errorf("group %v, want 4 IDs from 100 to 300", groupsOf(tally))
	}
}

// BenchmarkTallyIDs counts the IDs of 4 MiB of log lines, the work behind
// the Bulk tab's table.
func BenchmarkTallyIDs(b *testing.B) {
	text := []byte(logText(4 << 20))
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	r := bytes.NewReader(text)
	for b.Loop() {
		r.Reset(text)
		if _, err := core.TallyIDs(r); err != nil {
			b.Fatal(err)
		}
	}
}

func TestTallyIDsUpTo_KeepsTheFirstDistinctIDsAndCountsTheRest(t *testing.T) {
	ids := []string{
		"507f1f77bcf86cd799439011", "6553f1003f2a91c8d4003039", "507f1f77bcf86cd799439011",
		"6553f1003f2a91c8d400303a", "6553f1003f2a91c8d400303b", "6553f1003f2a91c8d4003039",
		"6553f1003f2a91c8d400303a",
	}
	tally, err := core.TallyIDsUpTo(strings.NewReader(strings.Join(ids, "\n")), 2)
	if err != nil {
		t.Fatal(err)
	}
	if tally.Len() != 2 || tally.ID(0).Hex() != ids[0] || tally.ID(1).Hex() != ids[1] {
		t.Fatalf("kept %v, want the first two distinct IDs", talliedOf(t, tally))
	}
	if tally.Count(0) != 2 || tally.Count(1) != 2 || tally.Duplicated != 2 {
		t.Errorf("counts %d, %d, %d duplicated; want repeats of kept IDs still counted", tally.Count(0), tally.Count(1), tally.Duplicated)
	}
	if tally.Occurrences != 7 || tally.NotKept != 3 {
		t.Errorf("occurrences %d, not kept %d; want 7 and 3", tally.Occurrences, tally.NotKept)
	}
	if all, _ := core.TallyIDs(strings.NewReader(strings.Join(ids, "\n"))); all.Len() != 4 || all.NotKept != 0 {
		t.Errorf("TallyIDs kept %d, not kept %d; want all 4", all.Len(), all.NotKept)
	}
}

func TestTallyIDs_RowsKeepTheLineOfTheFirstOccurrence(t *testing.T) {
	text := "first line\n" + tallyA + "\n\n" + tallyB + " " + tallyA + "\r\n" + tallyC + "\n" + tallyB
	got, err := core.TallyIDs(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	want := []tallied{{tallyA, 2, 11, 2}, {tallyB, 2, 37, 4}, {tallyC, 1, 88, 5}}
	if rows := talliedOf(t, got); fmt.Sprint(rows) != fmt.Sprint(want) {
		t.Errorf("rows %v, want %v", rows, want)
	}
}

// distinctIDs are n distinct IDs of one process, one per line, as a
// generator makes them: consecutive counters and seconds.
func distinctIDs(t testing.TB, n int) []core.ObjectID {
	t.Helper()
	seconds := int64(exampleUnix)
	g, err := core.NewGenerator(func() time.Time { seconds++; return time.Unix(seconds/1000, 0) }, entropyFor(exampleRandom, 0))
	if err != nil {
		t.Fatal(err)
	}
	ids := make([]core.ObjectID, n)
	for i := range ids {
		ids[i] = mustNew(t, g)
	}
	return ids
}

func TestTallyIDsUpTo_ManyRowsKeptInOrderAndTheRestCounted(t *testing.T) {
	// More rows than a chunk of storage holds, and enough that the
	// index grows many times; each ID twice, the second time after all
	// of them.
	const distinct, limit = 150_000, 140_000
	ids := distinctIDs(t, distinct)
	var text []byte
	for range 2 {
		for _, id := range ids {
			text = append(id.AppendHex(text), '\n')
		}
	}
	tally, err := core.TallyIDsUpTo(bytes.NewReader(text), limit)
	if err != nil {
		t.Fatal(err)
	}
	if tally.Len() != limit || tally.Occurrences != 2*distinct || tally.NotKept != 2*(distinct-limit) || tally.Duplicated != limit {
		t.Fatalf("kept %d, occurrences %d, not kept %d, duplicated %d; want %d, %d, %d, %d",
			tally.Len(), tally.Occurrences, tally.NotKept, tally.Duplicated, limit, 2*distinct, 2*(distinct-limit), limit)
	}
	for i := range limit {
		row := tally.Row(i)
		if row.ID != ids[i] || row.Count != 2 || row.Offset != int64(25*i) || row.Line != i+1 {
			t.Fatalf("row %d = %v, count %d, offset %d, line %d; want %v, 2, %d, %d",
				i, row.ID, row.Count, row.Offset, row.Line, ids[i], 25*i, i+1)
		}
	}
	if tally.GroupLen() != 1 || tally.Group(0).IDs != limit {
		t.Errorf("groups %v, want one of %d IDs", groupsOf(tally), limit)
	}
}

func TestTallyIDs_LimitIsMaxTalliedAtMost(t *testing.T) {
	text := tallyA + " " + tallyB
	for _, limit := range []int{-1, 0} {
		tally, err := core.TallyIDsUpTo(strings.NewReader(text), limit)
		if err != nil || tally.Len() != 0 || tally.NotKept != 2 || tally.GroupLen() != 0 {
			t.Errorf("limit %d: kept %d, not kept %d, %d groups, %v; want none kept", limit, tally.Len(), tally.NotKept, tally.GroupLen(), err)
		}
	}
	x := core.NewTallier(core.MaxTallied + 1)
	x.Add(core.Match{ID: core.FromParts(1, [5]byte{}, 0)}, 1)
	if got := x.Tally(); got.Len() != 1 {
		t.Errorf("a limit above MaxTallied kept %d of 1", got.Len())
	}
}

func TestTallier_CountsBeyond32Bits(t *testing.T) {
	x := core.NewTallier(10)
	a, b := core.Match{ID: core.FromParts(1, [5]byte{1}, 1)}, core.Match{ID: core.FromParts(2, [5]byte{1}, 2), Offset: 25, Line: 2}
	x.Add(a, 1<<32-2)
	x.Add(b, 1)
	x.Add(a, 1)
	x.Add(a, 7)
	x.Add(a, 0)
	x.Add(b, 1<<33)
	tally := x.Tally()
	if got, want := tally.Count(0), 1<<32+6; got != want {
		t.Errorf("count of a %d, want %d", got, want)
	}
	if got, want := tally.Row(1).Count, 1<<33+1; got != want {
		t.Errorf("count of b %d, want %d", got, want)
	}
	if tally.Duplicated != 2 || tally.Occurrences != 1<<32+6+1<<33+1 {
		t.Errorf("duplicated %d, occurrences %d", tally.Duplicated, tally.Occurrences)
	}
}

func TestTallyIDs_OneGroupPerProcessHoweverMany(t *testing.T) {
	// Every ID of its own process, in reverse order of random value:
	// groups of one, by age, then by random value.
	const n = 5000
	var text strings.Builder
	for i := range n {
		random := [5]byte{0, 0, 0, byte((n - i) >> 8), byte(n - i)}
		text.WriteString(core.FromParts(uint32(1000+i%2), random, 1).Hex() + "\n")
	}
	text.WriteString(core.FromParts(500, [5]byte{0, 0, 0, 0, 7}, 2).Hex())
	tally, err := core.TallyIDs(strings.NewReader(text.String()))
	if err != nil {
		t.Fatal(err)
	}
	if tally.GroupLen() != n {
		t.Fatalf("%d groups, want %d", tally.GroupLen(), n)
	}
	if g := tally.Group(0); g.Random != [5]byte{0, 0, 0, 0, 7} || g.IDs != 2 || g.First.Unix() != 500 || g.Last.Unix() != 1000+(n-7)%2 {
		t.Errorf("first group %v, want the one of 2 IDs", groupsOf(tally)[0])
	}
	for i := 1; i < n; i++ {
		a, b := tally.Group(i-1), tally.Group(i)
		if i > 1 && (a.First.After(b.First) || a.First.Equal(b.First) && bytes.Compare(a.Random[:], b.Random[:]) >= 0) {
			t.Fatalf("group %d %v before group %d %v", i-1, a, i, b)
		}
		if b.IDs != 1 {
			t.Fatalf("group %d has %d IDs, want 1", i, b.IDs)
		}
	}
}
