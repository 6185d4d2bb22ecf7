package fynefix

// StickyOverhang is how much wider the last column of a widget.Table with
// one sticky column has to be for its content to show whole, given the
// columns' widths, the sticky one first.
//
// Fyne 2.8.1's widget.Table, scrolled past its first column that scrolls,
// draws the columns in view shifted right by the sticky column's width
// less the width of the first column in view (widget/table.go,
// refreshForID: it starts drawing at column minCol+StickyColumnCount at the
// offset of column minCol). Scrolled fully right, the last column is then
// cut by up to that much; widened by the most it can be, its own content
// stays in view. TestFyneTable_StickyColumnShiftsTheOthers fails once Fyne
// draws the columns where they are, and this can go.
func StickyOverhang(widths []float32) float32 {
	var overhang float32
	for _, w := range widths[1:] {
		overhang = max(overhang, widths[0]-w)
	}
	return overhang
}
