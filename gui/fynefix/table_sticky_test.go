package fynefix

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

// lastColumnRightEdge scrolls fully right a table of 8 columns 100 wide,
// the sticky first one sticky wide, the last one widenLast wider, and
// returns where the last column's label ends and where the table does.
func lastColumnRightEdge(t *testing.T, sticky, widenLast float32) (lastRight, tableRight float32) {
	t.Helper()
	test.NewTempApp(t)
	table := widget.NewTable(
		func() (int, int) { return 3, 8 },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(id widget.TableCellID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(string(rune('A' + id.Col)))
		})
	table.StickyColumnCount = 1
	table.SetColumnWidth(0, sticky)
	for c := 1; c < 8; c++ {
		table.SetColumnWidth(c, 100)
	}
	table.SetColumnWidth(7, 100+widenLast)
	w := test.NewTempWindow(t, table)
	w.Resize(fyne.NewSize(600, 200))
	driver := fyne.CurrentApp().Driver()
	at := driver.AbsolutePositionForObject(table).Add(fyne.NewPos(table.Size().Width/2, table.Size().Height/2))
	test.Scroll(w.Canvas(), at, -100000, 0)

	tableRight = driver.AbsolutePositionForObject(table).X + table.Size().Width
	found := false
	uitest.VisitAll(table, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() && l.Text == "H" {
			lastRight = max(lastRight, driver.AbsolutePositionForObject(l).X+100)
			found = true
		}
	})
	if !found {
		t.Fatal("scrolled fully right, the table shows no label of its last column")
	}
	return lastRight, tableRight
}

// TestFyneTable_StickyColumnShiftsTheOthers fails once Fyne draws the last
// column whole; drop StickyOverhang then.
func TestFyneTable_StickyColumnShiftsTheOthers(t *testing.T) {
	if lastRight, tableRight := lastColumnRightEdge(t, 200, 0); lastRight <= tableRight+0.5 {
		t.Errorf("the last column ends at x %v within the table (right edge %v): Fyne draws it whole now, so StickyOverhang can go", lastRight, tableRight)
	}
	for _, c := range []struct {
		widths []float32
		want   float32
	}{
		{[]float32{80, 100, 120}, 0},
		{[]float32{150, 100, 60, 140}, 90},
		{[]float32{200, 100, 100, 100, 100, 100, 100, 100}, 100},
	} {
		if got := StickyOverhang(c.widths); got != c.want {
			t.Errorf("StickyOverhang(%v) = %v, want %v", c.widths, got, c.want)
		}
	}
	if lastRight, tableRight := lastColumnRightEdge(t, 200, 100); lastRight > tableRight+0.5 {
		t.Errorf("widened by StickyOverhang, the last column's content ends at x %v, past the table's right edge %v", lastRight, tableRight)
	}
}
