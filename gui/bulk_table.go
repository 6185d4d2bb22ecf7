package gui

import (
	"bytes"
	"cmp"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
)

// bulkColumn is one column of the Bulk tab's table.
type bulkColumn int

// The columns, in the order the table shows them.
const (
	columnHex bulkColumn = iota
	columnUTC
	columnLocal
	columnAge
	columnRandom
	columnCounter
	columnOccurrences
	bulkColumns
)

// bulkColumnTitles are the English titles, also the translation keys.
var bulkColumnTitles = [bulkColumns]string{
	columnHex:         "Hex",
	columnUTC:         "UTC time",
	columnLocal:       "Local time",
	columnAge:         "Age",
	columnRandom:      "Random value",
	columnCounter:     "Counter",
	columnOccurrences: "Occurrences",
}

func (c bulkColumn) title() string { return lang.L(bulkColumnTitles[c]) }

// inputOrder is the sort column that means "as first found in the input".
const inputOrder bulkColumn = -1

func (s *bulkScreen) tableSize() (rows, columns int) {
	return len(s.state.order), int(bulkColumns)
}

// shownRow is the row the table shows at position r, 0 <= r < len(order).
func (s *bulkScreen) shownRow(r int) core.TalliedID {
	return s.state.result.Row(int(s.state.order[r]))
}

func (s *bulkScreen) newCell() fyne.CanvasObject {
	l := widget.NewLabel("")
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

// updateCell shows one value; the occurrences of an ID found more than
// once are marked as a duplicate in the warning colour.
func (s *bulkScreen) updateCell(cell widget.TableCellID, o fyne.CanvasObject) {
	l := o.(*widget.Label)
	if cell.Row < 0 || cell.Row >= len(s.state.order) {
		l.SetText("")
		return
	}
	row := s.shownRow(cell.Row)
	l.Importance = widget.MediumImportance
	if bulkColumn(cell.Col) == columnOccurrences && row.Count > 1 {
		l.Importance = widget.WarningImportance
	}
	l.SetText(s.cellText(row, bulkColumn(cell.Col)))
}

// cellText is the text of one cell as the table shows it and as a copied
// column holds it.
func (s *bulkScreen) cellText(row core.TalliedID, c bulkColumn) string {
	id := row.ID
	switch c {
	case columnHex:
		return id.Hex()
	case columnUTC:
		return formatDateTime(id.Timestamp())
	case columnLocal:
		local := id.Timestamp().In(s.ui.env.local)
		return formatDateTime(local) + " " + local.Format("MST")
	case columnAge:
		return ageText(core.AgeOf(id.Timestamp(), s.ui.env.now()))
	case columnRandom:
		random := id.Random()
		return randomText(random)
	case columnCounter:
		return formatNumber(id.Counter())
	case columnOccurrences:
		if row.Count > 1 {
			return lang.L("{{.Count}} (duplicate)", map[string]any{"Count": formatNumber(row.Count)})
		}
		return formatNumber(row.Count)
	}
	return ""
}

func (s *bulkScreen) newHeader() fyne.CanvasObject {
	b := widget.NewButton("", nil)
	b.Importance = widget.LowImportance
	b.IconPlacement = widget.ButtonIconTrailingText
	return b
}

// updateHeader titles a column; tapping the title sorts by it, and the
// arrow shows the column and direction of the order.
func (s *bulkScreen) updateHeader(cell widget.TableCellID, o fyne.CanvasObject) {
	b := o.(*widget.Button)
	c := bulkColumn(cell.Col)
	if cell.Row >= 0 || c < 0 || c >= bulkColumns {
		b.SetText("")
		b.SetIcon(nil)
		b.OnTapped = nil
		return
	}
	b.OnTapped = func() { s.sortBy(c) }
	var icon fyne.Resource
	if c == s.state.sortColumn {
		icon = theme.MenuDropUpIcon()
		if s.state.descending {
			icon = theme.MenuDropDownIcon()
		}
	}
	b.Text, b.Icon = c.title(), icon
	b.Refresh()
}

// sortBy orders the table by column c, ascending; choosing the same column
// again reverses the order.
func (s *bulkScreen) sortBy(c bulkColumn) {
	if c == s.state.sortColumn {
		s.state.descending = !s.state.descending
	} else {
		s.state.sortColumn, s.state.descending = c, false
	}
	s.applySort()
}

// applySort puts the rows in the chosen order: on the UI goroutine when
// they are few, else on a goroutine of its own.
func (s *bulkScreen) applySort() {
	if len(s.state.order) <= s.sortInlineLimit {
		s.sortRows()
		s.refresh()
		return
	}
	s.state.sortDone = s.sortInBackground()
}

// sortInlineRows is the most rows sortBy sorts on the UI goroutine: about
// 20 ms of work. More are sorted on a goroutine of their own while the
// summary says so, and the table keeps its old order until they are done.
const sortInlineRows = 100_000

// sortInBackground sorts a copy of the table's order off the UI goroutine
// and puts it on screen, unless other rows have arrived or another order
// was chosen meanwhile, and returns a channel closed once it is done.
func (s *bulkScreen) sortInBackground() <-chan struct{} {
	st := s.state
	order := slices.Clone(st.order)
	tally, shown := st.result.Tally, st.shown
	column, descending := st.sortColumn, st.descending
	st.sortsRunning++
	s.refresh()
	done := make(chan struct{})
	u := s.ui
	go func() {
		defer close(done)
		sortTallied(order, &tally, column, descending)
		fyne.Do(func() {
			st.sortsRunning--
			if st.shown == shown && st.sortColumn == column && st.descending == descending {
				st.order = order
			}
			u.bulk.refresh()
		})
	}()
	return done
}

// sortRows orders the rows by the chosen column.
func (s *bulkScreen) sortRows() {
	sortTallied(s.state.order, &s.state.result.Tally, s.state.sortColumn, s.state.descending)
}

// sortTallied orders order, the numbers of rows of tally, by column. Equal
// values keep the order of first occurrence in either direction.
func sortTallied(order []uint32, tally *core.Tally, column bulkColumn, descending bool) {
	if column == inputOrder && !descending {
		for i := range order {
			order[i] = uint32(i)
		}
		return
	}
	compare := rowComparator(column)
	slices.SortFunc(order, func(a, b uint32) int {
		c := compare(tally, int(a), int(b))
		if descending {
			c = -c
		}
		if c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
}

// rowComparator compares two rows of a tally by the values of column c.
// Ages sort youngest first, the reverse of their times.
func rowComparator(c bulkColumn) func(t *core.Tally, a, b int) int {
	switch c {
	case columnHex:
		return func(t *core.Tally, a, b int) int { return t.ID(a).Compare(t.ID(b)) }
	case columnUTC, columnLocal:
		return func(t *core.Tally, a, b int) int { return cmp.Compare(t.ID(a).Seconds(), t.ID(b).Seconds()) }
	case columnAge:
		return func(t *core.Tally, a, b int) int { return cmp.Compare(t.ID(b).Seconds(), t.ID(a).Seconds()) }
	case columnRandom:
		return func(t *core.Tally, a, b int) int {
			ra, rb := t.ID(a).Random(), t.ID(b).Random()
			return bytes.Compare(ra[:], rb[:])
		}
	case columnCounter:
		return func(t *core.Tally, a, b int) int { return cmp.Compare(t.ID(a).Counter(), t.ID(b).Counter()) }
	case columnOccurrences:
		return func(t *core.Tally, a, b int) int { return cmp.Compare(t.Count(a), t.Count(b)) }
	}
	return func(*core.Tally, int, int) int { return 0 }
}

// cellSelected opens an ID in the decoder when its hex is chosen.
func (s *bulkScreen) cellSelected(cell widget.TableCellID) {
	s.table.UnselectAll()
	if bulkColumn(cell.Col) == columnHex && cell.Row >= 0 && cell.Row < len(s.state.order) {
		s.ui.openInDecoder(s.shownRow(cell.Row).ID)
	}
}
