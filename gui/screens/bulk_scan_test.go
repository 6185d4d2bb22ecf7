//go:build ci

package screens

import (
	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"strings"
	"testing"
)

func TestBulk_OpeningAFileLetsGoOfTheRowsShown(t *testing.T) {
	s, _ := showBulk(t)
	paste(s, uitest.NewSortFixture().Text())
	if rows, _ := s.tableSize(); rows != 4 {
		t.Fatalf("%d rows before the file, want 4", rows)
	}
	gate := make(chan struct{})
	scan := s.startScan(&gatedReader{gate: gate, r: strings.NewReader("6553f1003f2a91c8d4003039")}, bulkSource{file: "ids.txt"}, 24)
	if rows, _ := s.tableSize(); rows != 0 || s.state.result.Len() != 0 || s.state.result.GroupLen() != 0 {
		t.Errorf("%d rows, %d kept, %d groups while ids.txt is read; want the pasted text's let go of", rows, s.state.result.Len(), s.state.result.GroupLen())
	}
	if want := "Reading ids.txt…"; s.summary.Text != want {
		t.Errorf("summary %q, want %q", s.summary.Text, want)
	}
	close(gate)
	wait(t, scan)
	if want := "1 ID found in ids.txt: 1 distinct, 0 duplicated"; s.summary.Text != want {
		t.Errorf("summary %q, want %q", s.summary.Text, want)
	}
	if rows, _ := s.tableSize(); rows != 1 {
		t.Errorf("%d rows after ids.txt, want 1", rows)
	}
}
