package screens

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
	"github.com/objectid-generator/objectid/internal/describe"
)

// bulkColumn is one column of the Bulk tab's table.
type bulkColumn int

// The columns, in the order the table shows them.
const (
	columnHex bulkColumn = iota
	columnLine
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
	columnLine:        "Line",
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

func (s *Bulk) tableSize() (rows, columns int) {
	return s.state.shownRows(), int(bulkColumns)
}

// newCell is a label in a row lower than a label's own, so more rows fit:
// the text keeps the theme's padding above and below it rather than a
// label's wider inner padding.
func (s *Bulk) newCell() fyne.CanvasObject {
	c := &bulkCell{label: widget.NewLabel("")}
	c.label.Truncation = fyne.TextTruncateEllipsis
	c.ExtendBaseWidget(c)
	return container.New(denseRow{}, c)
}

// bulkCell is one cell: the label of its value, and its column's title,
// which a screen reader says with the value. Fyne's table does not speak
// (Fyne v2.8.1; see gui/accessible.go), so the cell does.
type bulkCell struct {
	widget.BaseWidget
	label  *widget.Label
	column string
}

var _ fyne.Accessible = (*bulkCell)(nil)

// CreateRenderer draws the label.
func (c *bulkCell) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(c.label) }

// AccessibilityLabel is the cell's column and value, as a reader of the
// table reads the header above it.
func (c *bulkCell) AccessibilityLabel() string { return widgets.NamedValue(c.column, c.label.Text) }

// AccessibilityRole is text.
func (c *bulkCell) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// cellOf is the cell newCell made.
func cellOf(o fyne.CanvasObject) *bulkCell {
	return o.(*fyne.Container).Objects[0].(*bulkCell)
}

// cellLabel is the label of a cell newCell made.
func cellLabel(o fyne.CanvasObject) *widget.Label { return cellOf(o).label }

// denseRow lays a label or a button out in a row lower than it by what
// its inner padding has beyond the theme's padding, above and below; its
// empty margins reach into the gap between the rows. A width above 0
// keeps the object at most that wide, at the row's left.
type denseRow struct{ width float32 }

func denseTrim() float32 { return theme.InnerPadding() - theme.Padding() }

func (denseRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	size := objects[0].MinSize()
	size.Height -= 2 * denseTrim()
	return size
}

func (d denseRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	width := size.Width
	if d.width > 0 {
		width = min(width, d.width)
	}
	objects[0].Move(fyne.NewPos(0, -denseTrim()))
	objects[0].Resize(fyne.NewSize(width, size.Height+2*denseTrim()))
}

// updateCell shows one value; the occurrences of an ID found more than
// once are marked as a duplicate in the warning colour.
func (s *Bulk) updateCell(cell widget.TableCellID, o fyne.CanvasObject) {
	l := cellLabel(o)
	if cell.Col >= 0 && bulkColumn(cell.Col) < bulkColumns {
		cellOf(o).column = bulkColumn(cell.Col).title()
	}
	if cell.Row < 0 || cell.Row >= s.state.shownRows() {
		l.SetText("")
		return
	}
	row := s.state.shownRow(cell.Row)
	l.Importance = widget.MediumImportance
	if bulkColumn(cell.Col) == columnOccurrences && row.Count > 1 {
		l.Importance = widget.WarningImportance
	}
	l.SetText(s.cellText(row, bulkColumn(cell.Col)))
}

// cellText is the text of one cell as the table shows it and as a copied
// column holds it.
func (s *Bulk) cellText(row core.TalliedID, c bulkColumn) string {
	id := row.ID
	switch c {
	case columnHex:
		return id.Hex()
	case columnLine:
		return wording.Number(row.Line)
	case columnUTC:
		return wording.DateTime(id.Timestamp())
	case columnLocal:
		local := id.Timestamp().In(s.window.Local())
		return wording.DateTime(local) + " " + local.Format("MST")
	case columnAge:
		return wording.Age(describe.AgeOf(id.Timestamp(), s.window.Now()))
	case columnRandom:
		random := id.Random()
		return randomText(random)
	case columnCounter:
		return wording.Number(id.Counter())
	case columnOccurrences:
		if row.Count > 1 {
			return lang.L("{{.Count}} (duplicate)", map[string]any{"Count": wording.Number(row.Count)})
		}
		return wording.Number(row.Count)
	}
	return ""
}

// newHeader is a column title that sorts when tapped, as low as the cells.
func (s *Bulk) newHeader() fyne.CanvasObject {
	b := widgets.NewKeyButton("", nil, nil)
	b.RingMargin = fyne.NewSize(0, denseTrim())
	b.Importance = widget.LowImportance
	b.IconPlacement = widget.ButtonIconTrailingText
	return container.New(denseRow{}, b)
}

// headerButton is the button of a header newHeader made.
func headerButton(o fyne.CanvasObject) *widgets.KeyButton {
	return o.(*fyne.Container).Objects[0].(*widgets.KeyButton)
}

// updateHeader titles a column; tapping the title sorts by it, and the
// arrow shows the column and direction of the order.
func (s *Bulk) updateHeader(cell widget.TableCellID, o fyne.CanvasObject) {
	b := headerButton(o)
	c := bulkColumn(cell.Col)
	// The last column's title keeps its own width, not the room added for
	// Fyne's shift (fynefix.StickyOverhang), so its button and focus ring show
	// whole when scrolled fully right.
	row := o.(*fyne.Container)
	layout := denseRow{}
	if c == bulkColumns-1 {
		layout.width = s.lastTitleWidth
	}
	if row.Layout != layout {
		row.Layout = layout
		row.Refresh()
	}
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
// again reverses the order. Many rows are sorted off the UI goroutine
// while a progress bar moves.
func (s *Bulk) sortBy(c bulkColumn) {
	st := s.state
	if c == st.sortColumn {
		st.descending = !st.descending
	} else {
		st.sortColumn, st.descending = c, false
	}
	st.sortStale = true
	st.sortDone = s.arrange()
}

// cellSelected opens an ID in the decoder when its hex is chosen.
func (s *Bulk) cellSelected(cell widget.TableCellID) {
	s.table.UnselectAll()
	if bulkColumn(cell.Col) == columnHex && cell.Row >= 0 && cell.Row < s.state.shownRows() {
		s.hooks.OpenInDecoder(s.state.shownRow(cell.Row).ID)
	}
}

// CopyIfFocused copies the ID of the row the keyboard is on when focused
// is the table, for the window's Ctrl+C, and reports whether it was.
func (s *Bulk) CopyIfFocused(focused fyne.Focusable) bool {
	if focused != s.table {
		return false
	}
	s.copyHighlighted()
	return true
}

// copyHighlighted puts the ID of the row the keyboard is on, in the format
// chosen beside Copy column, on the clipboard.
func (s *Bulk) copyHighlighted() {
	row := s.state.highlighted
	if row < 0 || row >= s.state.shownRows() {
		return
	}
	text := string(s.state.copyFormat.AppendID(nil, s.state.shownRow(row).ID))
	s.window.Copy(text, text)
}
