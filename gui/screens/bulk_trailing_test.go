//go:build ci

package screens

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// scrollFullyRight turns the mouse wheel over table to the right as far
// as it goes.
func scrollFullyRight(c fyne.Canvas, table fyne.CanvasObject) {
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(table).Add(fyne.NewPos(table.Size().Width/2, table.Size().Height/2))
	test.Scroll(c, at, -100000, 0)
}

func TestBulk_ScrolledFullyRightTheLastColumnShowsWhole(t *testing.T) {
	s, w := showBulk(t)
	w.Resize(fyne.NewSize(800, 600))
	s.findInText(uitest.DistinctIDsText(40))
	scrollFullyRight(w.Canvas(), s.table)

	driver := fyne.CurrentApp().Driver()
	tableRight := driver.AbsolutePositionForObject(s.table).X + s.table.Size().Width
	// As wide as the title with its sort arrow, or the widest count.
	natural := s.columnWidth(columnOccurrences)
	var header, cells int
	uitest.VisitAll(s.table, func(o fyne.CanvasObject) {
		var what string
		switch o := o.(type) {
		case *widgets.KeyButton:
			if !o.Visible() || o.Text != columnOccurrences.title() {
				return
			}
			header++
			what = "the " + o.Text + " header"
		case *widget.Label:
			// The Occurrences cells: counts, the only labels of one digit here.
			if !o.Visible() || o.Text != "1" {
				return
			}
			cells++
			what = "an Occurrences cell"
		default:
			return
		}
		if right := driver.AbsolutePositionForObject(o).X + natural; right > tableRight+0.5 {
			t.Errorf("%s needs up to x %v, past the table's right edge at %v", what, right, tableRight)
		}
	})
	if header != 1 || cells == 0 {
		t.Fatalf("found %d Occurrences headers and %d cells, want 1 and some", header, cells)
	}
}
