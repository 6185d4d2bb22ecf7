package uitest

import (
	"cmp"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// VisibleCells returns the text of the table's cells on screen, row by
// row, as a user reads them.
func VisibleCells(t testing.TB, table fyne.Widget) [][]string {
	t.Helper()
	type cell struct {
		pos  fyne.Position
		text string
	}
	driver := fyne.CurrentApp().Driver()
	var cells []cell
	VisitAll(table, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() {
			cells = append(cells, cell{driver.AbsolutePositionForObject(l), l.Text})
		}
	})
	slices.SortFunc(cells, func(a, b cell) int {
		if c := cmp.Compare(a.pos.Y, b.pos.Y); c != 0 {
			return c
		}
		return cmp.Compare(a.pos.X, b.pos.X)
	})
	var rows [][]string
	for i, c := range cells {
		if i == 0 || c.pos.Y != cells[i-1].pos.Y {
			rows = append(rows, nil)
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], c.text)
	}
	return rows
}

// VisibleColumn returns column c of the visible cells; C is int for the
// window's tests and the Bulk tab's column type for the screen's.
func VisibleColumn[C ~int](t testing.TB, table fyne.Widget, c C) []string {
	t.Helper()
	var values []string
	for _, row := range VisibleCells(t, table) {
		if int(c) >= len(row) {
			t.Fatalf("row %q has no column %d", row, c)
		}
		values = append(values, row[c])
	}
	return values
}
