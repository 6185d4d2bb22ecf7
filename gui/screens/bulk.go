package screens

import (
	"encoding/csv"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/fynefix"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
	"github.com/objectid-generator/objectid/internal/bulk"
	"github.com/objectid-generator/objectid/internal/describe"
	"github.com/objectid-generator/objectid/internal/dump"
)

// Bulk is the Bulk tab: every ObjectID of a text, file or dump in a table.
type Bulk struct {
	window Window
	// sorted is every row in the chosen order, shown what the filters keep.
	tally     *bulk.Tally
	processes []bulk.Process
	damage    *dump.DamageError
	// doubtful counts the IDs dated in the future or before 2009.
	doubtful int
	// from and to are the span chosen on the timeline; zero for none.
	from, to time.Time
	// columns is how many columns are shown: a dump's namespace and field too.
	columns       int
	source        bulkSource
	sorted, shown []int
	sortColumn    bulk.Column
	descending    bool
	highlighted   int
	scan          *bulkScan
	cancelled     *bulkSource
	scans         sync.WaitGroup

	input                *widgets.WindowEntry
	filter               *widgets.WindowEntry
	openButton           *widgets.KeyButton
	progress             *widget.ProgressBar
	progressBox, scanBox *fyne.Container
	cancelButton         *widgets.KeyButton
	summary              *widgets.Paragraph
	table                *widgets.KeyTable
	groupsTitle          *widget.Label
	groups               *widgets.KeyList
	timeline             *widgets.Timeline
	rangeButton          *widgets.KeyButton
	exportButton         *widgets.KeyButton
	columnChoice         *widgets.KeySelect
	copyFormat           *widgets.KeySelect
	copyButton           *widgets.KeyButton
	content              fyne.CanvasObject
}

// bulkScan is one scan running off the UI goroutine.
type bulkScan struct {
	stop       atomic.Bool
	source     bulkSource
	read, size int64
}

// progressInterval is the least time between two moves of the progress bar.
const progressInterval = 40 * time.Millisecond

// NewBulk builds the Bulk tab for window.
func NewBulk(window Window) *Bulk {
	s := &Bulk{window: window, tally: &bulk.Tally{}, sortColumn: bulk.InputOrder, highlighted: -1}
	s.input = newEntry(window)
	s.input.Name = lang.L("Text with IDs")
	s.input.SetPlaceHolder(lang.L("Paste logs, mongoexport output, mongosh results or CSV here"))
	s.input.MultiLine, s.input.Wrapping = true, fyne.TextWrapOff
	s.input.SetMinRowsVisible(3)
	s.input.OnLongPaste = s.pasteLarge
	s.input.OnChanged = func(text string) {
		s.stopScan()
		t, _ := bulk.Scan(strings.NewReader(text), "", nil)
		s.show(t, bulkSource{})
	}
	s.filter = newEntry(window)
	s.filter.Name = lang.L("Filter")
	s.filter.SetPlaceHolder(lang.L("Filter by hex digits of the IDs"))
	s.filter.OnChanged = func(string) { s.arrange() }
	s.openButton = widgets.NewKeyButton(lang.L("Open file…"), theme.FolderOpenIcon(), s.ChooseFile)
	folderButton := widgets.NewKeyButton(lang.L("Open folder…"), theme.FolderIcon(), func() {
		window.OpenFolder(func(dir fyne.ListableURI, err error) { s.readFolder(dir, err) })
	})
	s.progress = widget.NewProgressBar()
	s.cancelButton = widgets.NewKeyButton(lang.L("Cancel"), theme.CancelIcon(), s.CancelScan)
	s.summary = widgets.NewParagraph("")

	s.table = widgets.NewKeyTable(func() (int, int) { return len(s.shown), s.columns }, newBulkCell, s.updateCell)
	s.table.Name = lang.L("IDs found")
	s.table.ShowHeaderRow = true
	// The ID stays in view while the other columns scroll sideways.
	s.table.StickyColumnCount = 1
	s.table.CreateHeader = newBulkHeader
	s.table.UpdateHeader = s.updateHeader
	// Choosing an ID's hex opens it in the decoder.
	s.table.OnSelected = func(cell widget.TableCellID) {
		s.table.UnselectAll()
		if bulk.Column(cell.Col) == bulk.Hex && cell.Row >= 0 && cell.Row < len(s.shown) {
			window.Open(s.tally.Rows[s.shown[cell.Row]].ID.Hex())
		}
	}
	s.table.OnHighlighted = func(cell widget.TableCellID) { s.highlighted = cell.Row }

	s.groupsTitle = widget.NewLabel("")
	s.groupsTitle.TextStyle.Bold = true
	s.groups = widgets.NewKeyList(func() int { return len(s.processes) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, item fyne.CanvasObject) {
			item.(*widget.Label).SetText(s.processText(s.processes[i]))
		})
	s.groups.Name = lang.L("Processes that made the IDs")
	s.groups.OnSelected = func(i widget.ListItemID) { s.filter.SetText(randomText(s.processes[i].Random)) }
	s.timeline = widgets.NewTimeline()
	s.timeline.OnSpan = func(from, to time.Time) {
		s.from, s.to = from, to
		s.arrange()
	}
	s.rangeButton = widgets.NewKeyButton(lang.L("Range query for this span"), theme.SearchIcon(), func() { window.RangeQuery(s.from, s.to) })

	// Export and Copy column are disabled while no row is shown.
	s.exportButton = widgets.NewKeyButton(lang.L("Export CSV…"), theme.DocumentSaveIcon(), func() {
		size, write := s.csvWriter()
		window.SaveFile(wording.IDs(len(s.shown)), "objectids.csv", size, write)
	})
	// Every title, for FitOptions; setColumns keeps those of the columns shown.
	titles := make([]string, bulk.Columns)
	for c := range bulk.Columns {
		titles[c] = s.columnTitle(c)
	}
	s.columnChoice = widgets.NewKeySelect(titles, nil)
	s.columnChoice.Name = lang.L("Column to copy")
	s.copyFormat = newFormatSelect(core.FormatHex, func(core.Format) {})
	s.copyButton = widgets.NewKeyButton(lang.L("Copy column"), theme.ContentCopyIcon(), func() {
		s.copyColumn(bulk.Column(s.columnChoice.SelectedIndex()))
	})

	s.progressBox = container.New(widgets.MinWidthLayout{Width: 240}, s.progress)
	s.scanBox = container.NewHBox(s.progressBox, s.cancelButton)
	// Beside the timeline: the summary scrolls what does not fit above the processes.
	summaryPane := container.NewVSplit(container.NewVScroll(container.NewVBox(s.summary, s.scanBox, s.rangeButton)),
		container.NewBorder(s.groupsTitle, nil, nil, nil, s.groups))
	split := container.NewVSplit(s.table, container.NewHSplit(summaryPane, s.timeline))
	split.Offset = 0.7
	// Export sits with the file buttons, leaving the copy row room to name its choices at 800 px.
	side := container.NewVBox(container.NewHBox(layout.NewSpacer(), s.openButton, folderButton, s.exportButton), s.filter)
	filterWidth := fyne.MeasureText(s.filter.PlaceHolder, theme.TextSize(), fyne.TextStyle{}).Width + 4*theme.InnerPadding()
	top := container.NewBorder(nil, nil, nil, container.New(widgets.MinWidthLayout{Width: min(max(filterWidth, 240), 360)}, side), s.input)
	actions := container.NewHBox(s.copyButton, widget.NewLabel(lang.L("Column")), widgets.FitOptions(s.columnChoice),
		widget.NewLabel(lang.L("Format")), widgets.FitOptions(s.copyFormat))
	// Laid out by hand so Tab reaches the table after the input.
	s.content = container.New(layout.NewBorderLayout(top, actions, nil, nil), top, split, actions)
	s.columnChoice.OnChanged = func(string) { s.refresh() }
	s.setColumns()
	s.arrange()
	return s
}

// Content is what the tab shows.
func (s *Bulk) Content() fyne.CanvasObject { return s.content }

// refresh shows the summary or the scan's progress, the table and the processes.
func (s *Bulk) refresh() {
	measured := s.scan != nil && s.scan.size > 0
	setVisible(s.progressBox, measured)
	setVisible(s.scanBox, s.scan != nil)
	setVisible(s.rangeButton, !s.from.IsZero())
	switch {
	case measured:
		s.progress.Max = float64(s.scan.size)
		s.progress.SetValue(float64(s.scan.read))
		s.summary.SetText(lang.L("Reading {{.Source}}…", map[string]any{"Source": s.scan.source.name()}))
	case s.scan != nil:
		s.summary.SetText(lang.L("Reading {{.Source}}… {{.Read}} so far",
			map[string]any{"Source": s.scan.source.name(), "Read": wording.ByteSize(s.scan.read)}))
	case s.cancelled != nil:
		s.summary.SetText(lang.L("Reading {{.Source}} was cancelled", map[string]any{"Source": s.cancelled.name()}) + ". " + s.summaryText())
	default:
		s.summary.SetText(s.summaryText())
	}
	s.groupsTitle.SetText("")
	if n := len(s.processes); n > 0 {
		s.groupsTitle.SetText(wording.Count("Made by {{.Count}} processes", "Made by {{.Count}} process", n, nil))
	}
	s.groups.Refresh()
	s.table.Refresh()
	setEnabled(s.exportButton, len(s.shown) > 0)
	setEnabled(s.copyButton, len(s.shown) > 0)
	setEnabled(s.copyFormat, s.columnChoice.SelectedIndex() == int(bulk.Hex))
}

// summaryText says how many IDs were found where, and how many are shown.
func (s *Bulk) summaryText() string {
	t := s.tally
	if t.Occurrences == 0 {
		if s.source == (bulkSource{}) && s.input.Text == "" {
			return lang.L("Paste text or open a file, or drop one here: every ObjectID in it is listed in the table above.")
		}
		return lang.L("No ObjectIDs in {{.Source}}.", map[string]any{"Source": s.source.name()})
	}
	text := wording.Count("{{.Count}} IDs found in {{.Source}}", "{{.Count}} ID found in {{.Source}}", t.Occurrences, map[string]any{"Source": s.source.name()}) +
		": " + wording.Count("{{.Count}} distinct", "{{.Count}} distinct", len(t.Rows), nil) +
		", " + wording.Count("{{.Count}} duplicated", "{{.Count}} duplicated", t.Duplicated, nil)
	if t.NotListed > 0 {
		text += ". " + wording.Count("{{.Count}} more IDs, found after the first {{.Kept}} distinct ones, are counted but not listed",
			"{{.Count}} more ID, found after the first {{.Kept}} distinct ones, is counted but not listed", t.NotListed,
			map[string]any{"Kept": wording.Number(len(t.Rows))}) +
			"; " + lang.L("objectid decode -scan reads text of any size")
	}
	if hex, problem := readFilter(s.filter.Text); hex != "" || problem != "" || !s.from.IsZero() {
		text += ". " + wording.Count("{{.Shown}} of {{.Count}} rows shown", "{{.Shown}} of {{.Count}} row shown", len(t.Rows),
			map[string]any{"Shown": wording.Number(len(s.shown))})
		if problem != "" {
			text += ": " + problem
		}
	}
	if t.Dump {
		var list []string
		for _, ns := range t.Namespaces {
			list = append(list, ns.NS+" ("+wording.Number(ns.IDs)+")")
		}
		if len(list) > 5 {
			list = append(list[:5], "…")
		}
		text += "\n" + lang.L("Namespaces: {{.List}}", map[string]any{"List": strings.Join(list, ", ")})
	}
	if s.doubtful > 0 {
		text += "\n" + wording.Count("{{.Count}} IDs dated in the future or before 2009: not made by a MongoDB driver?",
			"{{.Count}} ID dated in the future or before 2009: not made by a MongoDB driver?", s.doubtful, nil)
	}
	if d := s.damage; d != nil {
		text += "\n" + lang.L("The dump is damaged from byte {{.Offset}} of {{.File}} ({{.Reason}}); the IDs before it are listed",
			map[string]any{"Offset": wording.Number(d.Offset), "File": d.File, "Reason": d.Reason})
	}
	return text
}

// zoned is t in loc, named.
func zoned(t time.Time, loc *time.Location) string {
	t = t.In(loc)
	return wording.DateTime(t) + " " + t.Format("MST")
}

// processText describes one process: its random value, IDs and time span.
func (s *Bulk) processText(p bulk.Process) string {
	loc := s.window.Zone()
	span := zoned(p.First, loc)
	if !p.Last.Equal(p.First) {
		span = wording.DateTime(p.First.In(loc)) + " – " + zoned(p.Last, loc)
	}
	text := wording.Count("{{.Random}}: {{.Count}} IDs, {{.Span}}", "{{.Random}}: {{.Count}} ID, {{.Span}}", p.IDs,
		map[string]any{"Random": randomText(p.Random), "Span": span})
	if p.ClockBack > 0 {
		text += "; " + lang.L("clock went back {{.Seconds}} s at {{.Time}}",
			map[string]any{"Seconds": wording.Number(int64(p.ClockBack / time.Second)), "Time": zoned(p.ClockBackAt, loc)})
	}
	return text
}

// arrange sorts the rows if needed, filters them and shows them.
func (s *Bulk) arrange() {
	if s.sorted == nil {
		s.sorted = bulk.Sorted(s.tally.Rows, s.sortColumn, s.descending)
	}
	s.shown = s.sorted
	if hex, problem := readFilter(s.filter.Text); problem != "" {
		s.shown = nil
	} else if hex != "" {
		s.shown = bulk.Filter(s.tally.Rows, s.sorted, hex, false)
	}
	if from, to := s.from.Unix(), s.to.Unix(); !s.from.IsZero() {
		s.shown = slices.DeleteFunc(slices.Clone(s.shown), func(i int) bool {
			at := int64(s.tally.Rows[i].ID.Seconds())
			return at < from || at >= to
		})
	}
	s.refresh()
}

// readFilter reads the filter box: the hex digits kept IDs hold, or a problem.
func readFilter(text string) (hex, problem string) {
	trimmed := strings.TrimSpace(text)
	for i, r := range []rune(trimmed) {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f' || r >= 'A' && r <= 'F') {
			return "", lang.L("{{.Char}} at position {{.Position}} is not a hex digit (0–9, a–f)",
				map[string]any{"Char": wording.Char(r), "Position": wording.Number(i + 1)})
		}
	}
	if n := len(trimmed); n > core.HexLength {
		return "", wording.Count("{{.Count}} characters — an ObjectID has 24", "{{.Count}} character — an ObjectID has 24", n, nil)
	}
	return strings.ToLower(trimmed), ""
}

// show puts what a scan of source found on screen.
func (s *Bulk) show(t *bulk.Tally, source bulkSource) {
	s.tally, s.source, s.processes, s.sorted, s.cancelled = t, source, bulk.Processes(t.Rows), nil, nil
	s.damage, s.doubtful = nil, 0
	for _, row := range t.Rows {
		if d := describe.Describe(row.ID, s.window.Now(), nil); d.Future || d.Early {
			s.doubtful++
		}
	}
	s.plot()
	if source.file != "" {
		// The box no longer shows text the table does not come from.
		s.setInput("")
	}
	if source != (bulkSource{}) {
		// A filter left from before would hide the rows of what was loaded.
		s.filter.SetText("")
	}
	s.arrange()
	s.setColumns()
}

// setInput puts text in the input without scanning it again.
func (s *Bulk) setInput(text string) {
	onChanged := s.input.OnChanged
	s.input.OnChanged = nil
	s.input.SetText(text)
	s.input.OnChanged = onChanged
}

// startScan runs read, a scan of source, on a goroutine; call it last (tests run fyne.Do at once).
func (s *Bulk) startScan(source bulkSource, size int64, read func(progress func(int64) bool) (*bulk.Tally, error)) {
	s.stopScan()
	scan := &bulkScan{source: source, size: size}
	// The rows shown stay until the new ones replace them, or after a Cancel.
	s.scan, s.cancelled = scan, nil
	s.refresh()
	s.scans.Go(func() {
		var shownAt time.Time
		t, err := read(func(read int64) bool {
			if time.Since(shownAt) >= progressInterval {
				shownAt = time.Now()
				fyne.Do(func() {
					if s.scan == scan {
						scan.read = read
						s.refresh()
					}
				})
			}
			return !scan.stop.Load()
		})
		fyne.Do(func() {
			if s.scan != scan {
				return
			}
			s.scan = nil
			if errors.Is(err, bulk.ErrStopped) {
				s.refresh()
				return
			}
			s.show(t, source)
			if errors.As(err, &s.damage) {
				s.refresh()
			} else if err != nil {
				s.window.ShowError(errors.New(lang.L("{{.Source}} could not be read to the end: {{.Error}}",
					map[string]any{"Source": source.name(), "Error": err})))
			}
		})
	})
}

// Wait blocks until every scan the tab started has ended and been shown.
func (s *Bulk) Wait() { s.scans.Wait() }

// stopScan stops the scan in progress, if any, and returns it.
func (s *Bulk) stopScan() *bulkScan {
	scan := s.scan
	if scan != nil {
		scan.stop.Store(true)
		s.scan = nil
	}
	return scan
}

// CancelScan stops the scan in progress, for Cancel and Escape.
func (s *Bulk) CancelScan() {
	if scan := s.stopScan(); scan != nil {
		s.cancelled = &scan.source
		s.refresh()
	}
}

// bulkSource is where the IDs shown were found: the box, a file, or the
// size of a paste too long to show.
type bulkSource struct {
	file   string
	pasted int
}

// name is how the summary names the source, in the current language.
func (b bulkSource) name() string {
	switch {
	case b.file != "":
		return b.file
	case b.pasted >= 50_000:
		// A smaller paste would read 0.0 MB.
		return lang.L("{{.Size}} of pasted text", map[string]any{"Size": wording.Size(b.pasted)})
	}
	return lang.L("the pasted text")
}

// readFolder reads every dump file in dir, the folder chosen (nil when the user cancelled) or dropped.
func (s *Bulk) readFolder(dir fyne.URI, err error) {
	if err != nil || dir == nil {
		s.fileChosen(nil, err)
		return
	}
	var size int64 // the progress bar's end, the files' total
	filepath.Walk(dir.Path(), func(_ string, info os.FileInfo, err error) error {
		if err == nil && info.Mode().IsRegular() {
			size += info.Size()
		}
		return nil
	})
	s.startScan(bulkSource{file: dir.Name()}, size, func(read func(int64) bool) (*bulk.Tally, error) {
		return bulk.ScanFolder(dir.Path(), read)
	})
}

// ChooseFile asks which file to scan.
func (s *Bulk) ChooseFile() { s.window.OpenFile(s.fileChosen) }

// fileChosen scans the file chosen, r, nil when the user cancelled.
func (s *Bulk) fileChosen(r fyne.URIReadCloser, err error) {
	if err != nil {
		s.window.ShowError(errors.New(lang.L("The file could not be opened: {{.Error}}", map[string]any{"Error": err})))
	}
	if err != nil || r == nil {
		return
	}
	uri, size := r.URI(), int64(0)
	if info, err := os.Stat(uri.Path()); err == nil && uri.Scheme() == "file" {
		size = info.Size()
	}
	s.startScan(bulkSource{file: uri.Name()}, size, func(read func(int64) bool) (*bulk.Tally, error) {
		defer r.Close()
		return bulk.Scan(r, uri.Name(), read)
	})
}

// Dropped scans the first file or folder dropped on the window.
func (s *Bulk) Dropped(_ fyne.Position, uris []fyne.URI) {
	if len(uris) == 0 {
		return
	}
	if folder, _ := storage.CanList(uris[0]); folder {
		s.readFolder(uris[0], nil)
	} else {
		s.fileChosen(storage.Reader(uris[0]))
	}
}

// Open reads text as if pasted into the empty box, for the clipboard bar.
func (s *Bulk) Open(text string) {
	s.setInput("")
	s.input.ReplaceWithPasted(text)
}

// pasteLarge scans pasted text too long to show, unshown.
func (s *Bulk) pasteLarge(text string) {
	s.startScan(bulkSource{pasted: len(text)}, int64(len(text)), func(read func(int64) bool) (*bulk.Tally, error) {
		return bulk.Scan(strings.NewReader(text), "", read)
	})
}

// OpenFromDecode lists the IDs of text from the Decode tab.
func (s *Bulk) OpenFromDecode(text string) {
	if len(text) > widgets.MaxFieldText {
		s.window.Say(lang.L("The text is too long for Decode ({{.Size}}): Bulk lists the IDs in it",
			map[string]any{"Size": wording.ByteSize(int64(len(text)))}))
	}
	s.Open(text)
}

// bulkColumnTitles are the columns' titles, also the translation keys.
var bulkColumnTitles = [bulk.Columns]string{"Hex", "Line", "UTC time", "Local time", "Age", "Random value", "Counter", "Occurrences", "Namespace", "Field"}

// columnTitle is column c's title; in a dump the Line column counts documents.
func (s *Bulk) columnTitle(c bulk.Column) string {
	if c == bulk.Line && s.tally.Dump {
		return lang.L("Document")
	}
	return lang.L(bulkColumnTitles[c])
}

// setColumns sizes the columns shown and offers them to copy, the column chosen kept if shown.
func (s *Bulk) setColumns() {
	widths := bulkColumnWidths
	s.columns = int(bulk.NS)
	if s.tally.Dump {
		s.columns = int(bulk.Columns)
	}
	widths[s.columns-1] += fynefix.StickyOverhang(widths[:s.columns])
	s.columnChoice.Options = nil
	for c := range s.columns {
		s.table.SetColumnWidth(c, widths[c])
		s.columnChoice.Options = append(s.columnChoice.Options, s.columnTitle(bulk.Column(c)))
	}
	if s.columnChoice.SelectedIndex() < 0 {
		s.columnChoice.SetSelectedIndex(int(bulk.Hex))
	}
}

// plot shows the listed rows' times on the timeline, by process: the busiest five, then the others.
// The span chosen on the old bars is cleared.
func (s *Bulk) plot() {
	s.from, s.to = time.Time{}, time.Time{}
	names, group := []string{}, map[[5]byte]uint8{}
	for i, p := range s.processes {
		group[p.Random] = uint8(min(i, 5))
		if i < 5 {
			names = append(names, randomText(p.Random))
		}
	}
	names = append(names, lang.L("Other processes"))
	times, groups := make([]int64, len(s.tally.Rows)), make([]uint8, len(s.tally.Rows))
	for i, row := range s.tally.Rows {
		times[i], groups[i] = int64(row.ID.Seconds()), group[row.ID.Random()]
	}
	s.timeline.Set(times, groups, names, s.window.Zone())
}

// ZoneChanged draws the timeline and the processes' times in the zone now chosen.
func (s *Bulk) ZoneChanged() {
	s.plot()
	s.arrange()
}

// bulkCell is one cell, read with its column's title (Fyne v2.8.1's table is mute).
type bulkCell struct {
	widget.BaseWidget
	label  *widget.Label
	column string
}

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
	c.column = s.columnTitle(column)
	row := s.tally.Rows[s.shown[cell.Row]]
	c.label.Importance, c.label.TextStyle.Monospace = widget.MediumImportance, column == bulk.Hex || column == bulk.Random
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
		return zoned(id.Timestamp(), s.window.Local())
	case bulk.Age:
		return wording.Age(describe.AgeOf(id.Timestamp(), s.window.Now()))
	case bulk.Random:
		return randomText(id.Random())
	case bulk.Counter:
		return wording.Number(id.Counter())
	case bulk.NS:
		return row.NS
	case bulk.Path:
		return row.Path
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
	// The table's own scroll brings a title reached by Tab into view.
	b.OnFocus = func() { s.table.ScrollTo(widget.TableCellID{Row: max(s.highlighted, 0), Col: cell.Col}) }
	b.OnTapped = func() {
		s.descending = c == s.sortColumn && !s.descending
		s.sortColumn, s.sorted = c, nil
		s.arrange()
	}
	b.Text, b.Icon = s.columnTitle(c), nil
	if c == s.sortColumn {
		b.Icon = theme.MenuDropUpIcon()
		if s.descending {
			b.Icon = theme.MenuDropDownIcon()
		}
	}
	b.Refresh()
}

// bulkColumnWidths hold each column's widest title and value in every language.
var bulkColumnWidths = [bulk.Columns]float32{230, 110, 175, 205, 160, 170, 125, 175, 200, 200}

// CopyIfFocused copies the table's current ID if focused is the table.
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
	s.window.Copy(b.String(), wording.Count("{{.Count}} values of {{.Column}}", "{{.Count}} value of {{.Column}}", n, map[string]any{"Column": s.columnTitle(c)}))
}

// csvWriter writes the rows shown now, the hex under _id, times in RFC 3339,
// the age in seconds and numbers as plain digits. It runs off the UI
// goroutine, so it keeps what it needs: the rows slices are replaced, never changed.
func (s *Bulk) csvWriter() (size int, write func(io.Writer) error) {
	rows, shown, columns, now, local := s.tally.Rows, s.shown, s.columns, s.window.Now(), s.window.Local()
	titles := append([]string{"_id"}, s.columnChoice.Options[bulk.Hex+1:]...)
	fields := func(i int) []string { // in the columns' order
		row := rows[i]
		stamp := row.ID.Timestamp()
		return []string{
			row.ID.Hex(), strconv.Itoa(row.Line), stamp.Format(time.RFC3339), stamp.In(local).Format(time.RFC3339),
			strconv.FormatInt(int64(now.Sub(stamp)/time.Second), 10), randomText(row.ID.Random()),
			strconv.FormatUint(uint64(row.ID.Counter()), 10), strconv.Itoa(row.Count), row.NS, row.Path,
		}[:columns]
	}
	if len(shown) > 0 { // about, for the progress bar
		size = len(shown) * (len(strings.Join(fields(shown[0]), ",")) + 1)
	}
	return size, func(w io.Writer) error {
		out := csv.NewWriter(w)
		out.Write(titles)
		for _, i := range shown {
			out.Write(fields(i))
		}
		out.Flush()
		return out.Error()
	}
}
