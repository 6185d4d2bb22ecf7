//go:build ci

package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// scrollFullyRight turns the mouse wheel over table to the right as far
// as it goes.
func scrollFullyRight(c fyne.Canvas, table fyne.CanvasObject) {
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(table).Add(fyne.NewPos(table.Size().Width/2, table.Size().Height/2))
	test.Scroll(c, at, -100000, 0)
}

func TestBulk_ScrolledFullyRightTheLastColumnShowsWhole(t *testing.T) {
	u := newTestWindow(t)
	u.window.Resize(fyne.NewSize(800, 600))
	u.tabs.Select(u.bulkTab)
	u.bulk.findInText(distinctIDsText(40))
	scrollFullyRight(u.window.Canvas(), u.bulk.table)

	driver := fyne.CurrentApp().Driver()
	tableRight := driver.AbsolutePositionForObject(u.bulk.table).X + u.bulk.table.Size().Width
	// As wide as the title with its sort arrow, or the widest count.
	natural := u.bulk.columnWidth(columnOccurrences)
	var header, cells int
	visitAll(u.bulk.table, func(o fyne.CanvasObject) {
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

// TestFyneTable_StickyColumnShiftsTheOthers shows the Fyne 2.8.1 table
// fault stickyOverhang makes room for: scrolled fully right, a table whose
// sticky column is wider than the others draws its last column cut by the
// difference. It fails once Fyne draws it whole; drop stickyOverhang then.
func TestFyneTable_StickyColumnShiftsTheOthers(t *testing.T) {
	newTestApp(t)
	table := widget.NewTable(
		func() (int, int) { return 3, 8 },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(id widget.TableCellID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(string(rune('A' + id.Col)))
		})
	table.StickyColumnCount = 1
	table.SetColumnWidth(0, 200)
	for c := 1; c < 8; c++ {
		table.SetColumnWidth(c, 100)
	}
	w := test.NewTempWindow(t, table)
	w.Resize(fyne.NewSize(600, 200))
	scrollFullyRight(w.Canvas(), table)

	driver := fyne.CurrentApp().Driver()
	tableRight := driver.AbsolutePositionForObject(table).X + table.Size().Width
	var lastRight float32
	visitAll(table, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() && l.Text == "H" {
			lastRight = max(lastRight, driver.AbsolutePositionForObject(l).X+l.Size().Width)
		}
	})
	if lastRight <= tableRight+0.5 {
		t.Errorf("the last column ends at x %v within the table (right edge %v): Fyne draws it whole now, so stickyOverhang (gui/fynefix_table_sticky.go) can go", lastRight, tableRight)
	}
}
