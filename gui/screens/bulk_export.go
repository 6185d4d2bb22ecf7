package screens

import (
	"bufio"
	"encoding/csv"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/wording"
)

// copyColumn puts the values of column c in the rows shown, one per line
// in the table's order, on the clipboard; the Hex column in the format
// chosen beside it. Rows the filter hides are not copied.
func (s *Bulk) copyColumn(c bulkColumn) {
	n := s.state.shownRows()
	if c < 0 || c >= bulkColumns || n == 0 {
		return
	}
	if c == columnHex && s.state.copyFormat != core.FormatHex {
		ids := make([]core.ObjectID, n)
		for i := range n {
			ids[i] = s.state.shownRow(i).ID
		}
		what := wording.Count("{{.Count}} IDs as {{.Format}}", "{{.Count}} ID as {{.Format}}", n, map[string]any{"Format": formatLabel(s.state.copyFormat)})
		s.window.Copy(s.state.copyFormat.Batch(ids), what)
		return
	}
	what := wording.Count("{{.Count}} values of {{.Column}}", "{{.Count}} value of {{.Column}}", n, map[string]any{"Column": c.title()})
	// Built only up to the clipboard's limit: a column past it is offered
	// for saving instead, written straight to the file.
	var b strings.Builder
	for i := range n {
		b.WriteString(s.cellText(s.state.shownRow(i), c))
		b.WriteByte('\n')
		if b.Len() > s.hooks.ClipboardLimit {
			s.hooks.OfferSave(what, "objectids.txt", func(w io.Writer) error { return s.writeColumn(w, c) })
			return
		}
	}
	s.window.Copy(b.String(), what)
}

// writeColumn writes the values of column c in the rows shown to w, one
// per line in the table's order.
func (s *Bulk) writeColumn(w io.Writer, c bulkColumn) error {
	out := bufio.NewWriter(w)
	for i := range s.state.shownRows() {
		out.WriteString(s.cellText(s.state.shownRow(i), c))
		out.WriteByte('\n')
	}
	return out.Flush()
}

// chooseExportFile asks where to save the table as CSV, and saves it
// there.
func (s *Bulk) chooseExportFile() {
	if n := s.state.shownRows(); n > 0 {
		s.hooks.Save(wording.IDs(n), "objectids.csv", s.writeCSV)
	}
}

// writeCSV writes the rows shown in the table's order: a header of column
// titles, then one line per ID; rows the filter hides are left out. Times are RFC 3339, which spreadsheets and
// scripts read back, and numbers plain digits.
func (s *Bulk) writeCSV(w io.Writer) error {
	out := csv.NewWriter(w)
	header := make([]string, bulkColumns)
	for c := range bulkColumns {
		header[c] = c.title()
	}
	if err := out.Write(header); err != nil {
		return err
	}
	for i := range s.state.shownRows() {
		row := s.state.shownRow(i)
		record := make([]string, bulkColumns)
		for c := range bulkColumns {
			record[c] = s.cellText(row, c)
		}
		stamp := row.ID.Timestamp()
		record[columnUTC] = stamp.Format(time.RFC3339)
		record[columnLocal] = stamp.In(s.window.Local()).Format(time.RFC3339)
		record[columnLine] = strconv.Itoa(row.Line)
		record[columnCounter] = strconv.FormatUint(uint64(row.ID.Counter()), 10)
		record[columnOccurrences] = strconv.Itoa(row.Count)
		if err := out.Write(record); err != nil {
			return err
		}
	}
	out.Flush()
	return out.Error()
}
