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
}

func talliedOf(ids []core.TalliedID) []tallied {
	got := make([]tallied, len(ids))
	for i, t := range ids {
		got[i] = tallied{t.ID.Hex(), t.Count, t.Offset}
	}
	return got
}

// group is a RandomGroup written as text, for readable tables.
type group struct {
	random      string
	ids         int
	first, last int64
}

func groupsOf(groups []core.RandomGroup) []group {
	got := make([]group, len(groups))
	for i, g := range groups {
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
			ids:         []tallied{{tallyA, 1, 3}},
			groups:      []group{{"3f2a91c8d4", 1, 1700000000, 1700000000}},
			occurrences: 1,
		},
		{
			name: "repeats counted once, in order of first occurrence",
			text: tallyB + " " + tallyA + " " + tallyB + " " + tallyB + "\n" + tallyA,
			ids: []tallied{
				{tallyB, 3, 0},
				{tallyA, 2, 25},
			},
			groups:      []group{{"3f2a91c8d4", 2, 1700000000, 1700000001}},
			occurrences: 5,
			duplicated:  2,
		},
		{
			name: "upper case is the same ID",
			text: strings.ToUpper(tallyA) + " " + tallyA,
			ids:  []tallied{{tallyA, 2, 0}},
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
				{tallyD, 1, 0},
				{tallyC, 1, 25},
				{tallyA, 1, 50},
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
				{tallyA, 1, 0},
				{tallyD, 1, 25},
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
				{"6553f100ffffffffff000001", 1, 0},
				{"6553f1000000000000000001", 1, 25},
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
			if ids := talliedOf(got.IDs); fmt.Sprint(ids) != fmt.Sprint(tt.ids) {
				t.Errorf("IDs = %v, want %v", ids, tt.ids)
			}
			if groups := groupsOf(got.Groups); fmt.Sprint(groups) != fmt.Sprint(tt.groups) {
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
	if want := []tallied{{tallyA, 1, 0}, {tallyB, 1, 25}}; fmt.Sprint(talliedOf(got.IDs)) != fmt.Sprint(want) {
		t.Errorf("IDs = %v, want %v", talliedOf(got.IDs), want)
	}
	if len(got.Groups) != 1 || got.Groups[0].IDs != 2 {
		t.Errorf("Groups = %v, want one group of 2", groupsOf(got.Groups))
	}
}

func TestGroupByRandom_SpanIsEarliestToLatestWhateverTheOrder(t *testing.T) {
	random := [5]byte{1, 2, 3, 4, 5}
	var ids []core.TalliedID
	for _, seconds := range []uint32{200, 100, 300, 150} {
		ids = append(ids, core.TalliedID{ID: core.FromParts(seconds, random, 0), Count: 1})
	}
	groups := core.GroupByRandom(ids)
	if len(groups) != 1 {
		t.Fatalf("%d groups, want 1", len(groups))
	}
	g := groups[0]
	if g.IDs != 4 || !g.First.Equal(time.Unix(100, 0)) || !g.Last.Equal(time.Unix(300, 0)) {
		t.Errorf("group %v, want 4 IDs from 100 to 300", groupsOf(groups))
	}
	if got := core.GroupByRandom(nil); len(got) != 0 {
		t.Errorf("GroupByRandom(nil) = %v, want none", got)
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
	if len(tally.IDs) != 2 || tally.IDs[0].ID.Hex() != ids[0] || tally.IDs[1].ID.Hex() != ids[1] {
		t.Fatalf("kept %v, want the first two distinct IDs", tally.IDs)
	}
	if tally.IDs[0].Count != 2 || tally.IDs[1].Count != 2 || tally.Duplicated != 2 {
		t.Errorf("counts %d, %d, %d duplicated; want repeats of kept IDs still counted", tally.IDs[0].Count, tally.IDs[1].Count, tally.Duplicated)
	}
	if tally.Occurrences != 7 || tally.NotKept != 3 {
		t.Errorf("occurrences %d, not kept %d; want 7 and 3", tally.Occurrences, tally.NotKept)
	}
	if all, _ := core.TallyIDs(strings.NewReader(strings.Join(ids, "\n"))); len(all.IDs) != 4 || all.NotKept != 0 {
		t.Errorf("TallyIDs kept %d, not kept %d; want all 4", len(all.IDs), all.NotKept)
	}
}
