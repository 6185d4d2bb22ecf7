package screens

import (
	"encoding/csv"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/fynefix"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
	"github.com/objectid-generator/objectid/internal/bulk"
	"github.com/objectid-generator/objectid/internal/describe"
	"github.com/objectid-generator/objectid/internal/fixtures"
)

// bulkColumnTitles are the columns' English titles, also the translation
// keys.
var bulkColumnTitles = [bulk.Columns]string{"Hex", "Line", "UTC time", "Local time", "Age", "Random value", "Counter", "Occurrences"}

func columnTitle(c bulk.Column) string { return lang.L(bulkColumnTitles[c]) }

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

// newBulkCell is a label in a row lower than a label's own, so more rows
// fit.
func newBulkCell() fyne.CanvasObject {
	c := &bulkCell{label: widget.NewLabel("")}
	c.label.Truncation = fyne.TextTruncateEllipsis
	c.ExtendBaseWidget(c)
	return container.New(denseRow{}, c)
}

// denseRow lays a label or a button out lower than it by what its inner
// padding has beyond the theme's padding, above and below; its empty
// margins reach into the gap between the rows. A width above 0 keeps the
// object at most that wide.
type denseRow struct{ width float32 }

func denseTrim() float32 { return theme.InnerPadding() - theme.Padding() }

func (denseRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return objects[0].MinSize().SubtractWidthHeight(0, 2*denseTrim())
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
	c := o.(*fyne.Container).Objects[0].(*bulkCell)
	column := bulk.Column(cell.Col)
	if column < 0 || column >= bulk.Columns || cell.Row < 0 || cell.Row >= len(s.shown) {
		c.label.SetText("")
		return
	}
	c.column = columnTitle(column)
	row := s.tally.Rows[s.shown[cell.Row]]
	c.label.Importance = widget.MediumImportance
	if column == bulk.Count && row.Count > 1 {
		c.label.Importance = widget.WarningImportance
	}
	c.label.SetText(s.cellText(row, column))
}

// cellText is the text of one cell as the table shows it and as a copied
// column holds it.
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

// newBulkHeader is a column title that sorts when tapped, as low as the
// cells.
func newBulkHeader() fyne.CanvasObject {
	b := widgets.NewKeyButton("", nil, nil)
	b.RingMargin = fyne.NewSize(0, denseTrim())
	b.Importance = widget.LowImportance
	b.IconPlacement = widget.ButtonIconTrailingText
	return container.New(denseRow{}, b)
}

// updateHeader titles a column; tapping the title sorts by it, again the
// other way, and the arrow shows the column and direction of the order.
func (s *Bulk) updateHeader(cell widget.TableCellID, o fyne.CanvasObject) {
	box := o.(*fyne.Container)
	b := box.Objects[0].(*widgets.KeyButton)
	c := bulk.Column(cell.Col)
	// The last title keeps its own width, not the room added for Fyne's
	// shift, so its focus ring shows whole when scrolled fully right.
	layout := denseRow{}
	if c == bulk.Columns-1 {
		layout.width = s.lastTitleWidth
	}
	if box.Layout != layout {
		box.Layout = layout
		box.Refresh()
	}
	if cell.Row >= 0 || c < 0 || c >= bulk.Columns {
		b.Text, b.Icon, b.OnTapped = "", nil, nil
		b.Refresh()
		return
	}
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

// sizeColumns makes each column as wide as its title with the sort arrow
// and as its widest value, in the chosen language and the local zone. The
// last is wider by the room Fyne's table needs to show it whole when
// scrolled fully right.
func (s *Bulk) sizeColumns() {
	// Digits are all as wide in the theme's font; of the hex letters, d is
	// the widest. Two-digit days and months, so layouts that drop a
	// leading zero write their longest date; both halves of the year for
	// the zone.
	date := wording.DateTime(time.Date(2012, 12, 28, 22, 22, 22, 0, time.UTC))
	count := wording.Number(999_999_999)
	values := [bulk.Columns][]string{
		bulk.Hex:     {strings.Repeat("d", core.HexLength)},
		bulk.Line:    {wording.Number(9_999_999_999)},
		bulk.UTC:     {date},
		bulk.Local:   {date + " " + time.Date(2012, 1, 1, 0, 0, 0, 0, time.UTC).In(s.window.Local()).Format("MST"), date + " " + time.Date(2012, 7, 1, 0, 0, 0, 0, time.UTC).In(s.window.Local()).Format("MST")},
		bulk.Random:  {strings.Repeat("d", 10)},
		bulk.Counter: {wording.Number(fixtures.MaxCounter)},
		bulk.Count:   {count, lang.L("{{.Count}} (duplicate)", map[string]any{"Count": count})},
	}
	values[bulk.Age] = []string{lang.L("just now")}
	for unit, most := range map[describe.AgeUnit]int{describe.AgeSeconds: 59, describe.AgeMinutes: 59, describe.AgeHours: 23, describe.AgeDays: 29, describe.AgeMonths: 12, describe.AgeYears: 136} {
		for _, future := range []bool{false, true} {
			values[bulk.Age] = append(values[bulk.Age], wording.Age(describe.Age{Unit: unit, Count: 1, Future: future}), wording.Age(describe.Age{Unit: unit, Count: most, Future: future}))
		}
	}
	widths := make([]float32, bulk.Columns)
	for c := range bulk.Columns {
		header := newBulkHeader().(*fyne.Container).Objects[0].(*widgets.KeyButton)
		header.Text, header.Icon = columnTitle(c), theme.MenuDropDownIcon()
		widths[c] = header.MinSize().Width
		for _, text := range values[c] {
			widths[c] = max(widths[c], fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width+2*theme.InnerPadding())
		}
		widths[c] = float32(math.Ceil(float64(widths[c])))
	}
	s.lastTitleWidth = widths[bulk.Columns-1]
	widths[bulk.Columns-1] += fynefix.StickyOverhang(widths)
	for c, w := range widths {
		s.table.SetColumnWidth(c, w)
	}
}

// cellSelected opens an ID in the decoder when its hex is chosen.
func (s *Bulk) cellSelected(cell widget.TableCellID) {
	s.table.UnselectAll()
	if bulk.Column(cell.Col) == bulk.Hex && cell.Row >= 0 && cell.Row < len(s.shown) {
		s.window.Open(s.tally.Rows[s.shown[cell.Row]].ID.Hex())
	}
}

// CopyIfFocused copies the ID of the row the keyboard is on, in the
// format chosen beside Copy column, when focused is the table, for the
// window's Ctrl+C, and reports whether it was.
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

// copyColumn puts the values of column c in the rows shown, one a line in
// the table's order, on the clipboard; the Hex column in the format chosen
// beside it.
func (s *Bulk) copyColumn(c bulk.Column) {
	n := len(s.shown)
	if c < 0 || c >= bulk.Columns || n == 0 {
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

// chooseExportFile asks where to save the rows shown as CSV, and saves
// them there.
func (s *Bulk) chooseExportFile() {
	if n := len(s.shown); n > 0 {
		s.window.SaveFile(wording.IDs(n), "objectids.csv", s.writeCSV)
	}
}

// writeCSV writes the rows shown in the table's order under a header of
// column titles. Times are RFC 3339, which spreadsheets and scripts read
// back, and numbers plain digits.
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
