package gui

import (
	"bytes"
	"cmp"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
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

// bulkColumnWidths fit each column's widest value in the default theme, in
// every language's date format.
var bulkColumnWidths = [bulkColumns]float32{
	columnHex:         230,
	columnUTC:         190,
	columnLocal:       220,
	columnAge:         140,
	columnRandom:      120,
	columnCounter:     100,
	columnOccurrences: 140,
}

func (c bulkColumn) title() string { return lang.L(bulkColumnTitles[c]) }

// inputOrder is the sort column that means "as first found in the input".
const inputOrder bulkColumn = -1

// inlineScanLimit is the most pasted text scanned on the UI goroutine:
// below it the scan takes well under a millisecond, so every keystroke
// updates the table at once; above it the scan moves to its own goroutine.
const inlineScanLimit = 64 << 10

// progressStep is how many bytes pass between two progress updates, so a
// large file moves the bar smoothly without flooding the UI goroutine.
const progressStep = 256 << 10

// bulkRow is one distinct ID found in the input.
type bulkRow struct {
	id core.ObjectID
	// count is how many times the ID occurs.
	count int
	// first is the byte offset of its first occurrence, which orders the
	// rows before the user picks a column and breaks ties after.
	first int64
}

// bulkGroup is the IDs that share a random value, which means one process
// made them (for IDs from drivers since 2018).
type bulkGroup struct {
	random      [5]byte
	ids         int
	first, last time.Time
}

// bulkResult is what one scan found.
type bulkResult struct {
	// source is where the IDs were found.
	// pasted text.
	source      bulkSource
	rows        []bulkRow
	groups      []bulkGroup
	occurrences int
	duplicated  int
}

// errScanCancelled ends a scan that a newer one replaced.
var errScanCancelled = errors.New("scan cancelled")

// bulkScreen is the Bulk tab: paste text or open a file, and every ObjectID
// in it is listed once in a sortable table, with how often it occurs and
// which IDs one process made.
type bulkScreen struct {
	ui *ui
	// now and local are the clock ages are measured against and the zone
	// of the local-time column; tests fix both.
	now   func() time.Time
	local *time.Location

	input        *pasteEntry
	openButton   *widget.Button
	progress     *widget.ProgressBar
	summary      *widget.Label
	table        *widget.Table
	groupsTitle  *widget.Label
	groups       *widget.List
	exportButton *widget.Button
	columnChoice *widget.Select
	copyButton   *widget.Button

	result     bulkResult
	sortColumn bulkColumn
	descending bool

	// scanning stops the scan in progress when a newer one starts, and
	// scanDone is closed once that scan's results are on screen; only the
	// UI goroutine replaces them.
	scanning *atomic.Bool
	scanDone <-chan struct{}

	content fyne.CanvasObject
}

func newBulkScreen(u *ui) *bulkScreen {
	s := &bulkScreen{ui: u, now: time.Now, local: time.Local, sortColumn: inputOrder}

	s.input = newPasteEntry(u, s.pasteLarge)
	s.input.SetPlaceHolder(lang.L("Paste logs, mongoexport output, mongosh results or CSV here"))
	s.input.OnChanged = func(text string) { s.findInText(text) }

	s.openButton = widget.NewButtonWithIcon(lang.L("Open file…"), theme.FolderOpenIcon(), s.chooseFile)
	s.progress = widget.NewProgressBar()
	s.progress.Hide()
	s.summary = widget.NewLabel("")
	s.summary.Wrapping = fyne.TextWrapWord

	s.table = widget.NewTable(s.tableSize, s.newCell, s.updateCell)
	s.table.ShowHeaderRow = true
	s.table.CreateHeader = s.newHeader
	s.table.UpdateHeader = s.updateHeader
	s.table.OnSelected = s.cellSelected
	for c, width := range bulkColumnWidths {
		s.table.SetColumnWidth(c, width)
	}

	s.groupsTitle = widget.NewLabel("")
	s.groupsTitle.TextStyle.Bold = true
	s.groups = widget.NewList(
		func() int { return len(s.result.groups) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, item fyne.CanvasObject) {
			item.(*widget.Label).SetText(s.groupText(s.result.groups[i]))
		})

	s.exportButton = widget.NewButtonWithIcon(lang.L("Export CSV…"), theme.DocumentSaveIcon(), s.chooseExportFile)
	titles := make([]string, bulkColumns)
	for c := range bulkColumns {
		titles[c] = c.title()
	}
	s.columnChoice = widget.NewSelect(titles, nil)
	s.columnChoice.SetSelectedIndex(int(columnHex))
	s.copyButton = widget.NewButtonWithIcon(lang.L("Copy column"), theme.ContentCopyIcon(), func() {
		s.copyColumn(bulkColumn(s.columnChoice.SelectedIndex()))
	})

	top := container.NewBorder(nil, nil, nil, s.openButton, s.summary)
	actions := container.NewHBox(s.exportButton, s.copyButton, s.columnChoice)
	groupsPanel := container.NewBorder(s.groupsTitle, nil, nil, nil, s.groups)
	results := container.NewVSplit(s.table, groupsPanel)
	results.SetOffset(0.7)
	s.content = container.NewBorder(
		container.NewVBox(s.input, top, s.progress), actions, nil, nil, results)

	u.window.SetOnDropped(func(at fyne.Position, uris []fyne.URI) { s.dropped(at, uris) })
	s.show(bulkResult{})
	return s
}

// findInText scans the pasted text again, at once when it is short, on a
// goroutine of its own when it is long, and returns a channel closed once
// the results are on screen.
func (s *bulkScreen) findInText(text string) <-chan struct{} {
	if len(text) > inlineScanLimit {
		return s.startScan(strings.NewReader(text), bulkSource{}, int64(len(text)))
	}
	s.stopScan()
	result, _ := collectIDs(strings.NewReader(text), bulkSource{}, nil, nil)
	s.show(result)
	return closedChannel()
}

// closedChannel is the answer of a handler that finished before returning.
func closedChannel() <-chan struct{} {
	done := make(chan struct{})
	close(done)
	return done
}

// pasteLarge scans pasted text too long to show: an entry takes minutes
// to lay out a megabyte of text, the scan a few milliseconds. The input
// keeps what it held, and the summary names the pasted text by its size.
func (s *bulkScreen) pasteLarge(text string) {
	s.startScan(strings.NewReader(text), bulkSource{pasted: len(text)}, int64(len(text)))
}

// chooseFile asks which file to scan.
func (s *bulkScreen) chooseFile() {
	showFileDialog(dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) { s.fileChosen(r, err) }, s.ui.window), s.ui.window)
}

// fileChosen is the end of the open dialog: it scans the chosen file and
// returns a channel closed once the results are on screen. A nil r means
// the user cancelled.
func (s *bulkScreen) fileChosen(r fyne.URIReadCloser, err error) <-chan struct{} {
	if err != nil {
		dialog.ShowError(errors.New(lang.L("The file could not be opened: {{.Error}}", map[string]any{"Error": err})), s.ui.window)
	}
	if err != nil || r == nil {
		return closedChannel()
	}
	return s.startScan(r, bulkSource{file: r.URI().Name()}, fileSize(r.URI()))
}

// dropped scans the first file dropped on the window and shows this tab.
// It returns a channel closed once the results are on screen.
func (s *bulkScreen) dropped(_ fyne.Position, uris []fyne.URI) <-chan struct{} {
	if len(uris) == 0 {
		return closedChannel()
	}
	if len(uris) > 1 {
		s.ui.showStatus(lang.L("Only the first dropped file is read"))
	}
	s.showTab()
	r, err := storage.Reader(uris[0])
	return s.fileChosen(r, err)
}

// showTab brings the Bulk tab to the front.
func (s *bulkScreen) showTab() {
	if s.ui.tabs == nil {
		return
	}
	for _, item := range s.ui.tabs.Items {
		if item.Content == s.content {
			s.ui.tabs.Select(item)
		}
	}
}

// fileSize is the size of the file at uri, or 0 when it cannot be known.
func fileSize(uri fyne.URI) int64 {
	if uri.Scheme() != "file" {
		return 0
	}
	info, err := os.Stat(uri.Path())
	if err != nil {
		return 0
	}
	return info.Size()
}

// startScan reads r, of size bytes (0 when unknown), on its own goroutine,
// moving the progress bar as it goes, and shows what it found. It closes
// r when it ends. A newer scan stops this one and its results are dropped.
func (s *bulkScreen) startScan(r io.Reader, source bulkSource, size int64) <-chan struct{} {
	s.stopScan()
	stop := new(atomic.Bool)
	done := make(chan struct{})
	s.scanning, s.scanDone = stop, done

	s.progress.Min, s.progress.Max = 0, float64(max(size, 1))
	s.progress.SetValue(0)
	s.progress.Show()
	s.summary.SetText(lang.L("Reading {{.Source}}…", map[string]any{"Source": source.name()}))

	go func() {
		defer close(done)
		if c, ok := r.(io.Closer); ok {
			defer c.Close()
		}
		result, err := collectIDs(r, source, func(read int64) {
			if stop.Load() {
				return
			}
			fyne.Do(func() {
				if s.scanning == stop {
					s.progress.SetValue(float64(read))
				}
			})
		}, stop)
		fyne.Do(func() {
			if s.scanning != stop {
				return
			}
			s.scanning = nil
			s.progress.Hide()
			if errors.Is(err, errScanCancelled) {
				return
			}
			s.show(result)
			if err != nil {
				dialog.ShowError(errors.New(lang.L("{{.Source}} could not be read to the end: {{.Error}}",
					map[string]any{"Source": source.name(), "Error": err})), s.ui.window)
			}
		})
	}()
	return done
}

// stopScan stops the scan in progress, if any. The flag is set last, so a
// scan that sees it also sees that it is no longer the current one.
func (s *bulkScreen) stopScan() {
	if s.scanning == nil {
		return
	}
	stop := s.scanning
	s.scanning = nil
	s.progress.Hide()
	stop.Store(true)
}

// bulkSource is an input of the Bulk tab: the text in the input, a file,
// or a paste too long to show.
type bulkSource struct {
	// file is the name of a file read, or "".
	file string
	// pasted is the size in bytes of a paste scanned without being put in
	// the input, or 0.
	pasted int
}

// name is how the summary names the input, in the current language.
func (b bulkSource) name() string {
	switch {
	case b.file != "":
		return b.file
	case b.pasted > 0:
		size := fmt.Sprintf("%.1f MB", float64(b.pasted)/1e6)
		return lang.L("{{.Size}} of pasted text", map[string]any{"Size": size})
	}
	return lang.L("the pasted text")
}

// progressReader counts the bytes read through it, reports them every
// progressStep bytes, and ends the read once stop is set.
type progressReader struct {
	r        io.Reader
	read     int64
	reported int64
	report   func(read int64)
	stop     *atomic.Bool
}

func (p *progressReader) Read(buf []byte) (int, error) {
	if p.stop != nil && p.stop.Load() {
		return 0, errScanCancelled
	}
	n, err := p.r.Read(buf)
	p.read += int64(n)
	if p.report != nil && p.read-p.reported >= progressStep {
		p.reported = p.read
		p.report(p.read)
	}
	return n, err
}

// collectIDs finds every ID in r and counts each distinct one. It returns
// what it found before any read error along with the error. report, when
// not nil, hears how many bytes were read; stop, when not nil, ends the
// scan with errScanCancelled once it is set.
func collectIDs(r io.Reader, source bulkSource, report func(read int64), stop *atomic.Bool) (bulkResult, error) {
	scanner := core.NewScanner(&progressReader{r: r, report: report, stop: stop})
	result := bulkResult{source: source}
	index := make(map[core.ObjectID]int)
	for scanner.Scan() {
		m := scanner.Match()
		result.occurrences++
		if i, seen := index[m.ID]; seen {
			result.rows[i].count++
			if result.rows[i].count == 2 {
				result.duplicated++
			}
			continue
		}
		index[m.ID] = len(result.rows)
		result.rows = append(result.rows, bulkRow{id: m.ID, count: 1, first: m.Offset})
	}
	result.groups = groupByRandom(result.rows)
	return result, scanner.Err()
}

// groupByRandom groups rows by random value, largest group first, then by
// the time of each group's first ID.
func groupByRandom(rows []bulkRow) []bulkGroup {
	index := make(map[[5]byte]int)
	var groups []bulkGroup
	for _, row := range rows {
		random, stamp := row.id.Random(), row.id.Timestamp()
		i, seen := index[random]
		if !seen {
			index[random] = len(groups)
			groups = append(groups, bulkGroup{random: random, ids: 1, first: stamp, last: stamp})
			continue
		}
		g := &groups[i]
		g.ids++
		if stamp.Before(g.first) {
			g.first = stamp
		}
		if stamp.After(g.last) {
			g.last = stamp
		}
	}
	slices.SortStableFunc(groups, func(a, b bulkGroup) int {
		if c := cmp.Compare(b.ids, a.ids); c != 0 {
			return c
		}
		if c := a.first.Compare(b.first); c != 0 {
			return c
		}
		return bytes.Compare(a.random[:], b.random[:])
	})
	return groups
}

// show puts result on screen, sorted by the chosen column.
func (s *bulkScreen) show(result bulkResult) {
	s.result = result
	s.sortRows()
	s.summary.SetText(s.summaryText())
	s.groupsTitle.SetText("")
	if len(result.groups) > 0 {
		s.groupsTitle.SetText(countText("{{.Count}} processes made these", "{{.Count}} process made these", len(result.groups)))
	}
	s.groups.Refresh()
	s.table.Refresh()
	if len(result.rows) == 0 {
		s.exportButton.Disable()
		s.copyButton.Disable()
	} else {
		s.exportButton.Enable()
		s.copyButton.Enable()
	}
}

// summaryText says how many IDs were found where.
func (s *bulkScreen) summaryText() string {
	r := s.result
	if r.occurrences == 0 {
		if r.source == (bulkSource{}) && s.input.Text == "" {
			return lang.L("Paste text or open a file, or drop one here: every ObjectID in it is listed below.")
		}
		return lang.L("No ObjectIDs in {{.Source}}.", map[string]any{"Source": r.source.name()})
	}
	found := lang.XN("{{.Count}} IDs found in {{.Source}}", pick(r.occurrences, "{{.Count}} ID found in {{.Source}}", "{{.Count}} IDs found in {{.Source}}"),
		r.occurrences, map[string]any{"Count": r.occurrences, "Source": r.source.name()})
	distinct := countText("{{.Count}} distinct", "{{.Count}} distinct", len(r.rows))
	duplicated := countText("{{.Count}} duplicated", "{{.Count}} duplicated", r.duplicated)
	return found + ": " + distinct + ", " + duplicated
}

// pick returns one for a count of 1 and many otherwise: the English
// fallback lang.XN shows when no translation has the key.
func pick(count int, one, many string) string {
	if count == 1 {
		return one
	}
	return many
}

// groupText describes one group: its random value, how many IDs it holds
// and the times they span, in the zone the user chose.
func (s *bulkScreen) groupText(g bulkGroup) string {
	loc := s.ui.location()
	span := formatDateTime(g.first.In(loc))
	if !g.last.Equal(g.first) {
		span += " – " + formatDateTime(g.last.In(loc))
	}
	span += " " + g.first.In(loc).Format("MST")
	data := map[string]any{"Count": g.ids, "Random": fmt.Sprintf("%x", g.random[:]), "Span": span}
	return lang.XN("{{.Random}}: {{.Count}} IDs, {{.Span}}", pick(g.ids, "{{.Random}}: {{.Count}} ID, {{.Span}}", "{{.Random}}: {{.Count}} IDs, {{.Span}}"), g.ids, data)
}

func (s *bulkScreen) tableSize() (rows, columns int) { return len(s.result.rows), int(bulkColumns) }

func (s *bulkScreen) newCell() fyne.CanvasObject {
	l := widget.NewLabel("")
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

// updateCell shows one value; the occurrences of an ID found more than
// once are marked as a duplicate in the warning colour.
func (s *bulkScreen) updateCell(cell widget.TableCellID, o fyne.CanvasObject) {
	l := o.(*widget.Label)
	if cell.Row < 0 || cell.Row >= len(s.result.rows) {
		l.SetText("")
		return
	}
	row := s.result.rows[cell.Row]
	l.Importance = widget.MediumImportance
	if bulkColumn(cell.Col) == columnOccurrences && row.count > 1 {
		l.Importance = widget.WarningImportance
	}
	l.SetText(s.cellText(row, bulkColumn(cell.Col)))
}

// cellText is the text of one cell as the table shows it and as a copied
// column holds it.
func (s *bulkScreen) cellText(row bulkRow, c bulkColumn) string {
	id := row.id
	switch c {
	case columnHex:
		return id.Hex()
	case columnUTC:
		return formatDateTime(id.Timestamp())
	case columnLocal:
		local := id.Timestamp().In(s.local)
		return formatDateTime(local) + " " + local.Format("MST")
	case columnAge:
		return ageText(core.AgeOf(id.Timestamp(), s.now()))
	case columnRandom:
		random := id.Random()
		return fmt.Sprintf("%x", random[:])
	case columnCounter:
		return strconv.FormatUint(uint64(id.Counter()), 10)
	case columnOccurrences:
		if row.count > 1 {
			return lang.L("{{.Count}} (duplicate)", map[string]any{"Count": row.count})
		}
		return strconv.Itoa(row.count)
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
	if c == s.sortColumn {
		icon = theme.MenuDropUpIcon()
		if s.descending {
			icon = theme.MenuDropDownIcon()
		}
	}
	b.Text, b.Icon = c.title(), icon
	b.Refresh()
}

// sortBy orders the table by column c, ascending; choosing the same column
// again reverses the order.
func (s *bulkScreen) sortBy(c bulkColumn) {
	if c == s.sortColumn {
		s.descending = !s.descending
	} else {
		s.sortColumn, s.descending = c, false
	}
	s.sortRows()
	s.table.Refresh()
}

// sortRows orders the rows by the chosen column. Equal values keep the
// order of first occurrence in either direction.
func (s *bulkScreen) sortRows() {
	compare := rowComparator(s.sortColumn)
	slices.SortStableFunc(s.result.rows, func(a, b bulkRow) int {
		c := compare(a, b)
		if s.descending {
			c = -c
		}
		if c != 0 {
			return c
		}
		return cmp.Compare(a.first, b.first)
	})
}

// rowComparator compares two rows by the values of column c. Ages sort
// youngest first, the reverse of their times.
func rowComparator(c bulkColumn) func(a, b bulkRow) int {
	switch c {
	case columnHex:
		return func(a, b bulkRow) int { return a.id.Compare(b.id) }
	case columnUTC, columnLocal:
		return func(a, b bulkRow) int { return cmp.Compare(a.id.Seconds(), b.id.Seconds()) }
	case columnAge:
		return func(a, b bulkRow) int { return cmp.Compare(b.id.Seconds(), a.id.Seconds()) }
	case columnRandom:
		return func(a, b bulkRow) int {
			ra, rb := a.id.Random(), b.id.Random()
			return bytes.Compare(ra[:], rb[:])
		}
	case columnCounter:
		return func(a, b bulkRow) int { return cmp.Compare(a.id.Counter(), b.id.Counter()) }
	case columnOccurrences:
		return func(a, b bulkRow) int { return cmp.Compare(a.count, b.count) }
	}
	return func(a, b bulkRow) int { return 0 }
}

// cellSelected opens an ID in the decoder when its hex is chosen.
func (s *bulkScreen) cellSelected(cell widget.TableCellID) {
	s.table.UnselectAll()
	if bulkColumn(cell.Col) == columnHex && cell.Row >= 0 && cell.Row < len(s.result.rows) {
		s.ui.openInDecoder(s.result.rows[cell.Row].id)
	}
}

// copyColumn puts the values of column c, one per line in the table's
// order, on the clipboard.
func (s *bulkScreen) copyColumn(c bulkColumn) {
	if c < 0 || c >= bulkColumns || len(s.result.rows) == 0 {
		return
	}
	var b strings.Builder
	for _, row := range s.result.rows {
		b.WriteString(s.cellText(row, c))
		b.WriteByte('\n')
	}
	n := len(s.result.rows)
	what := lang.XN("{{.Count}} values of {{.Column}}", pick(n, "{{.Count}} value of {{.Column}}", "{{.Count}} values of {{.Column}}"),
		n, map[string]any{"Count": n, "Column": c.title()})
	s.ui.copyText(b.String(), what)
}

// chooseExportFile asks where to save the table as CSV.
func (s *bulkScreen) chooseExportFile() {
	if len(s.result.rows) == 0 {
		return
	}
	d := dialog.NewFileSave(s.exportTo, s.ui.window)
	d.SetFileName("objectids.csv")
	showFileDialog(d, s.ui.window)
}

// exportTo is the end of the save dialog: it writes the table as CSV to w
// and closes it. A nil w means the user cancelled.
func (s *bulkScreen) exportTo(w fyne.URIWriteCloser, err error) {
	if err != nil {
		dialog.ShowError(errors.New(lang.L("The file could not be opened: {{.Error}}", map[string]any{"Error": err})), s.ui.window)
		return
	}
	if w == nil {
		return
	}
	writeErr := s.writeCSV(w)
	if err := errors.Join(writeErr, w.Close()); err != nil {
		dialog.ShowError(errors.New(lang.L("{{.File}} was not saved: {{.Error}}", map[string]any{"File": w.URI().Name(), "Error": err})), s.ui.window)
		return
	}
	n := len(s.result.rows)
	what := lang.XN("{{.Count}} IDs", pick(n, "{{.Count}} ID", "{{.Count}} IDs"), n, map[string]any{"Count": n})
	s.ui.showStatus(lang.L("Saved {{.What}} to {{.File}}", map[string]any{"What": what, "File": w.URI().Name()}))
}

// writeCSV writes the table in its current order: a header of column
// titles, then one line per ID. Times are RFC 3339, which spreadsheets and
// scripts read back, and occurrences a bare number.
func (s *bulkScreen) writeCSV(w io.Writer) error {
	out := csv.NewWriter(w)
	header := make([]string, bulkColumns)
	for c := range bulkColumns {
		header[c] = c.title()
	}
	if err := out.Write(header); err != nil {
		return err
	}
	for _, row := range s.result.rows {
		record := make([]string, bulkColumns)
		for c := range bulkColumns {
			record[c] = s.cellText(row, c)
		}
		stamp := row.id.Timestamp()
		record[columnUTC] = stamp.Format(time.RFC3339)
		record[columnLocal] = stamp.In(s.local).Format(time.RFC3339)
		record[columnOccurrences] = strconv.Itoa(row.count)
		if err := out.Write(record); err != nil {
			return err
		}
	}
	out.Flush()
	return out.Error()
}

// pasteEntry is the multi-line input of the Bulk tab. A paste longer than
// inlineScanLimit goes to onLargePaste instead of into the entry, and the
// window's shortcuts work while it has the focus.
type pasteEntry struct {
	windowEntry
	onLargePaste func(text string)
}

func newPasteEntry(u *ui, onLargePaste func(text string)) *pasteEntry {
	e := &pasteEntry{windowEntry: windowEntry{ui: u}, onLargePaste: onLargePaste}
	e.MultiLine = true
	e.Wrapping = fyne.TextWrapOff
	e.ExtendBaseWidget(e)
	e.SetMinRowsVisible(5)
	return e
}

// TypedShortcut hands long pastes to onLargePaste and the rest to the
// window entry, which passes the window's own shortcuts on. The entry's
// context menu pastes through here too.
func (e *pasteEntry) TypedShortcut(shortcut fyne.Shortcut) {
	if paste, ok := shortcut.(*fyne.ShortcutPaste); ok && paste.Clipboard != nil {
		if text := paste.Clipboard.Content(); len(text) > inlineScanLimit {
			e.onLargePaste(text)
			return
		}
	}
	e.windowEntry.TypedShortcut(shortcut)
}
