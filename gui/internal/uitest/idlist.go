package uitest

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// ListedIDs reads the batch back from the Generate tab's list, row by row,
// through the list's own item callbacks, as the list shows it.
func ListedIDs(t testing.TB, list *widgets.KeyList) []core.ObjectID {
	t.Helper()
	ids := make([]core.ObjectID, list.Length())
	for i := range ids {
		row := list.CreateItem()
		list.UpdateItem(i, row)
		id, err := core.Parse(row.(*widgets.IDRow).Text.Text)
		if err != nil {
			t.Fatalf("row %d shows %q: %v", i, row.(*widgets.IDRow).Text.Text, err)
		}
		ids[i] = id
	}
	return ids
}

// ShownRows returns the ID rows drawn inside root, top first.
func ShownRows(root fyne.CanvasObject) []*widgets.IDRow {
	var rows []*widgets.IDRow
	VisitAll(root, func(o fyne.CanvasObject) {
		if r, ok := o.(*widgets.IDRow); ok && r.Visible() {
			rows = append(rows, r)
		}
	})
	driver := fyne.CurrentApp().Driver()
	for i := 1; i < len(rows); i++ {
		for j := i; j > 0 && driver.AbsolutePositionForObject(rows[j]).Y < driver.AbsolutePositionForObject(rows[j-1]).Y; j-- {
			rows[j], rows[j-1] = rows[j-1], rows[j]
		}
	}
	return rows
}
