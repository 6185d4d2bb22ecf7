//go:build ci

package gui

import (
	"strings"
	"testing"
)

func TestBulk_ChoosingAGroupFiltersTheTable(t *testing.T) {
	s, _ := showBulk(t)
	paste(s, "a 507f1f77bcf86cd799439011\nb 6553f1003f2a91c8d4003039\nc 6553f1013f2a91c8d400303a\n")
	for i := range s.state.result.GroupLen() {
		if randomText(s.state.result.Group(i).Random) != "3f2a91c8d4" {
			continue
		}
		s.groups.Select(i)
	}
	if s.filter.Text != "3f2a91c8d4" {
		t.Fatalf("the filter box reads %q after choosing the group of 3f2a91c8d4", s.filter.Text)
	}
	got := visibleColumn(t, s.table, columnHex)
	if len(got) != 2 || got[0] != "6553f1003f2a91c8d4003039" || got[1] != "6553f1013f2a91c8d400303a" {
		t.Errorf("the table shows %q, want the two IDs of the group", got)
	}
}

func TestBulk_ALargePasteSaysWhatTheBoxHolds(t *testing.T) {
	s, _ := showBulk(t)
	text := strings.Repeat("insert 6553f1003f2a91c8d4003039 into users\n", inlineScanLimit/40)
	paste(s, text)
	wait(t, s.state.scanDone)
	want := "Pasted text, " + formatSize(len(text)) + ", not shown. Paste or type here to find the IDs in other text."
	if s.input.PlaceHolder != want {
		t.Errorf("after a paste of %d bytes the box says %q, want %q", len(text), s.input.PlaceHolder, want)
	}
}
