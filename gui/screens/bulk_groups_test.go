//go:build ci

package screens

import (
	"strings"
	"testing"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/wording"
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
	got := uitest.VisibleColumn(t, s.table, columnHex)
	if len(got) != 2 || got[0] != "6553f1003f2a91c8d4003039" || got[1] != "6553f1013f2a91c8d400303a" {
		t.Errorf("the table shows %q, want the two IDs of the group", got)
	}
}

func TestBulk_ALargePasteSaysWhatTheBoxHolds(t *testing.T) {
	s, _ := showBulk(t)
	text := strings.Repeat("insert 6553f1003f2a91c8d4003039 into users\n", (64<<10)/40)
	paste(s, text)
	wait(t, s.state.scanDone)
	want := "Pasted text, " + wording.ByteSize(int64(len(text))) + ", not shown. Paste or type here to find the IDs in other text."
	if s.input.PlaceHolder != want {
		t.Errorf("after a paste of %d bytes the box says %q, want %q", len(text), s.input.PlaceHolder, want)
	}
}

// Every paste the box does not show, from one byte past what it shows, says
// so, with a size that reads as more than nothing.
func TestBulk_APasteJustPastWhatTheBoxShowsSaysWhatItHolds(t *testing.T) {
	for _, c := range []struct {
		size int
		want string
	}{
		{maxShownInput + 1, "Pasted text, 4,097 bytes, not shown. Paste or type here to find the IDs in other text."},
		{5 << 10, "Pasted text, 5,120 bytes, not shown. Paste or type here to find the IDs in other text."},
	} {
		s, _ := showBulk(t)
		line := "insert 6553f1003f2a91c8d4003039 into users\n"
		text := strings.Repeat(line, c.size/len(line))
		text += strings.Repeat("x", c.size-len(text))
		paste(s, text)
		wait(t, s.state.scanDone)
		if s.input.Text != "" {
			t.Errorf("after a paste of %d bytes the box holds %d bytes, want it empty", c.size, len(s.input.Text))
		}
		if s.input.PlaceHolder != c.want {
			t.Errorf("after a paste of %d bytes the box says %q, want %q", c.size, s.input.PlaceHolder, c.want)
		}
	}
}
