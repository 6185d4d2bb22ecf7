package screens

import (
	"encoding/csv"
	"io"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
	"github.com/objectid-generator/objectid/internal/bulk"
	"github.com/objectid-generator/objectid/internal/describe"
)

// bulkColumnTitles are the columns' titles, also the translation keys.
var bulkColumnTitles = [bulk.Columns]string{"Hex", "Line", "UTC time", "Local time", "Age", "Random value", "Counter", "Occurrences"}

func columnTitle(c bulk.Column) string { return lang.L(bulkColumnTitles[c]) }

// bulkCell is one cell, which a screen reader reads with its column's
// title, as Fyne v2.8.1's table does not.
type bulkCell struct {
	widget.BaseWidget
	label  *widget.Label
	column string
}

var _ fyne.Accessible = (*bulkCell)(nil)

// CreateRenderer draws the label.
func (c *bulkCell) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(c.label) }

// AccessibilityLabel is the cell's column and value.
func (c *bulkCell) AccessibilityLabel() string { return widgets.NamedValue(c.column, c.label.Text) }

// AccessibilityRole is text.
func (c *bulkCell) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// newBulkCell is one empty cell.
func newBulkCell() fyne.CanvasObject {
	c := &bulkCell{label: widget.NewLabel("")}
	c.label.Truncation = fyne.TextTruncateEllipsis
	c.ExtendBaseWidget(c)
	return c
}

// updateCell shows one value, a duplicate's count in the warning colour.
func (s *Bulk) updateCell(cell widget.TableCellID, o fyne.CanvasObject) {
	c := o.(*bulkCell)
	column := bulk.Column(cell.Col)
	c.column = columnTitle(column)
	row := s.tally.Rows[s.shown[cell.Row]]
	c.label.Importance = widget.MediumImportance
	if column == bulk.Count && row.Count > 1 {
		c.label.Importance = widget.WarningImportance
	}
	c.label.SetText(s.cellText(row, column))
}

// cellText is the text of one cell, as shown and copied.
func (s *Bulk) cellText(row bulk.Row, c bulk.Column) string {
	id := row.ID
	switch c {
	case bulk.Hex:
		return id.Hex()
	case bulk.Line:
		return wording.Number(row.Line)
	case bulk.UTC:
		return wording.DateTime(id.Timestamp())
	case bulk.Local:
		local := id.Timestamp().In(s.window.Local())
		return wording.DateTime(local) + " " + local.Format("MST")
	case bulk.Age:
		return wording.Age(describe.AgeOf(id.Timestamp(), s.window.Now()))
	case bulk.Random:
		return randomText(id.Random())
	case bulk.Counter:
		return wording.Number(id.Counter())
	}
	if row.Count > 1 {
		return lang.L("{{.Count}} (duplicate)", map[string]any{"Count": wording.Number(row.Count)})
	}
	return wording.Number(row.Count)
}

// newBulkHeader is a column title that sorts when tapped.
func newBulkHeader() fyne.CanvasObject {
	b := widgets.NewKeyButton("", nil, nil)
	b.Importance = widget.LowImportance
	b.IconPlacement = widget.ButtonIconTrailingText
	return b
}

// updateHeader titles a column, with an arrow for the order; a tap sorts by it.
func (s *Bulk) updateHeader(cell widget.TableCellID, o fyne.CanvasObject) {
	b := o.(*widgets.KeyButton)
	c := bulk.Column(cell.Col)
	b.OnTapped = func() {
		s.descending = c == s.sortColumn && !s.descending
		s.sortColumn, s.sorted = c, nil
		s.arrange()
	}
	b.Text, b.Icon = columnTitle(c), nil
	if c == s.sortColumn {
		b.Icon = theme.MenuDropUpIcon()
		if s.descending {
			b.Icon = theme.MenuDropDownIcon()
		}
	}
	b.Refresh()
}

// bulkColumnWidths hold each column's widest title and value in every
// language.
var bulkColumnWidths = [bulk.Columns]float32{230, 110, 175, 205, 160, 170, 125, 175}

// cellSelected opens an ID in the decoder when its hex is chosen.
func (s *Bulk) cellSelected(cell widget.TableCellID) {
	s.table.UnselectAll()
	if bulk.Column(cell.Col) == bulk.Hex && cell.Row >= 0 && cell.Row < len(s.shown) {
		s.window.Open(s.tally.Rows[s.shown[cell.Row]].ID.Hex())
	}
}

// CopyIfFocused copies the ID of the row the keyboard is on when focused is
// the table, and reports whether it was.
func (s *Bulk) CopyIfFocused(focused fyne.Focusable) bool {
	if focused != s.table {
		return false
	}
	if s.highlighted >= 0 && s.highlighted < len(s.shown) {
		text := string(chosenFormat(s.copyFormat).AppendID(nil, s.tally.Rows[s.shown[s.highlighted]].ID))
		s.window.Copy(text, text)
	}
	return true
}

// copyColumn copies column c of the rows shown, the Hex column in the chosen format.
func (s *Bulk) copyColumn(c bulk.Column) {
	n := len(s.shown)
	if n == 0 {
		return
	}
	if f := chosenFormat(s.copyFormat); c == bulk.Hex && f != core.FormatHex {
		ids := make([]core.ObjectID, n)
		for i, row := range s.shown {
			ids[i] = s.tally.Rows[row].ID
		}
		s.window.Copy(f.Batch(ids), wording.Count("{{.Count}} IDs as {{.Format}}", "{{.Count}} ID as {{.Format}}", n, map[string]any{"Format": formatLabel(f)}))
		return
	}
	var b strings.Builder
	for _, row := range s.shown {
		b.WriteString(s.cellText(s.tally.Rows[row], c) + "\n")
	}
	s.window.Copy(b.String(), wording.Count("{{.Count}} values of {{.Column}}", "{{.Count}} value of {{.Column}}", n, map[string]any{"Column": columnTitle(c)}))
}

// chooseExportFile saves the rows shown as CSV.
func (s *Bulk) chooseExportFile() {
	if n := len(s.shown); n > 0 {
		s.window.SaveFile(wording.IDs(n), "objectids.csv", s.writeCSV)
	}
}

// writeCSV writes the rows shown, times in RFC 3339 and numbers as plain digits.
func (s *Bulk) writeCSV(w io.Writer) error {
	out := csv.NewWriter(w)
	record := make([]string, bulk.Columns)
	for c := range bulk.Columns {
		record[c] = columnTitle(c)
	}
	out.Write(record)
	for _, i := range s.shown {
		row := s.tally.Rows[i]
		for c := range bulk.Columns {
			record[c] = s.cellText(row, c)
		}
		stamp := row.ID.Timestamp()
		record[bulk.UTC] = stamp.Format(time.RFC3339)
		record[bulk.Local] = stamp.In(s.window.Local()).Format(time.RFC3339)
		record[bulk.Line] = strconv.Itoa(row.Line)
		record[bulk.Counter] = strconv.FormatUint(uint64(row.ID.Counter()), 10)
		record[bulk.Count] = strconv.Itoa(row.Count)
		out.Write(record)
	}
	out.Flush()
	return out.Error()
}
