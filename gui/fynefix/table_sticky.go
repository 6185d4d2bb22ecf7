package fynefix

// StickyOverhang is how much wider the last column of a widget.Table with
// one sticky column has to be for its content to show whole, given the
// columns' widths, the sticky one first: Fyne 2.8.1's Table, scrolled,
// draws the columns shifted right by the sticky column's width less the
// first one's in view (widget/table.go, refreshForID).
// TestFyneTable_StickyColumnShiftsTheOthers fails once Fyne draws them
// where they are.
func StickyOverhang(widths []float32) float32 {
	var overhang float32
	for _, w := range widths[1:] {
		overhang = max(overhang, widths[0]-w)
	}
	return overhang
}
