package screens

import (
	"io"
	"strings"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
)

// bulkResult is what one scan found.
type bulkResult struct {
	// source is where the IDs were found.
	source bulkSource
	core.Tally
}

// BulkState is what the Bulk tab holds, kept when the window is built
// again: the text in the input, what the last scan found, which of its
// rows are shown in which order, and the scan in progress.
type BulkState struct {
	// text is what the input holds.
	text string
	// setAside is the text the input held when a file's results replaced
	// it, which Restore puts back; "" when there is none.
	setAside   string
	result     bulkResult
	sortColumn bulkColumn
	descending bool
	// filter is what the filter box asks for.
	filter rowFilter
	bulkView
	// copyFormat is how Copy column and Ctrl+C write IDs.
	copyFormat core.Format
	// highlighted is the row of the table the keyboard is on, which
	// Ctrl+C copies; -1 for none.
	highlighted int

	// scanning stops the scan in progress when a newer one starts, and
	// scanDone is closed once that scan's results are on screen; only the
	// UI goroutine replaces them. reading is the input being scanned, and
	// read and size how far the scan is through it.
	scanning   *atomic.Bool
	scanDone   <-chan struct{}
	reading    bulkSource
	read, size int64
	// cancelled is the source whose scan the user cancelled, until the
	// next scan or results; nil when none was.
	cancelled *bulkSource
	// sortDone and filterDone are closed once the rows of the last sort
	// or filter asked for are on screen.
	sortDone, filterDone <-chan struct{}
	// screen is the tab last built from the state: a scan, sort or filter
	// that ends after a language switch built the tab again shows its
	// results on the new one.
	screen *Bulk
}

// NewBulkState is the tab before anything is pasted or opened.
func NewBulkState() BulkState { return BulkState{sortColumn: inputOrder, highlighted: -1} }

// BulkHooks are what the Bulk tab asks of the window beyond Window.
type BulkHooks struct {
	// ChooseFile asks which file to read and hands it to opened: r is nil
	// when the user cancelled.
	ChooseFile func(opened func(r fyne.URIReadCloser, err error))
	// Save asks where to save what, offering fileName, writes it there
	// with write and says what was saved.
	Save func(what, fileName string, write func(io.Writer) error)
	// OfferSave says that what is too large for the clipboard and offers
	// to save it as Save does.
	OfferSave func(what, fileName string, write func(io.Writer) error)
	// ClipboardLimit is the most bytes a copy puts on the clipboard.
	ClipboardLimit int
	// ShowError shows err in a dialog over the window.
	ShowError func(err error)
	// Say shows a message in the status line.
	Say func(message string)
	// ShowTab brings the Bulk tab to the front.
	ShowTab func()
	// OpenInDecoder shows id on the Decode tab.
	OpenInDecoder func(id core.ObjectID)
	// Background runs a scan, or a sort or filter of many rows, off the UI
	// goroutine: on a goroutine of its own in the app.
	Background func(job func())
}

// Bulk is the Bulk tab: paste text or open a file, and every ObjectID
// in it is listed once in a sortable, filterable table, with how often it
// occurs and which IDs one process made.
type Bulk struct {
	window Window
	prefs  fyne.Preferences
	hooks  BulkHooks
	state  *BulkState
	// lastTitleWidth is the last column's own width, before the room
	// sizeColumns adds for Fyne's table.
	lastTitleWidth float32
	// sortInlineLimit is the most rows sorted or filtered on the UI
	// goroutine; arrangeInlineRows, lowered by tests.
	sortInlineLimit int

	input         *widgets.PasteEntry
	filter        *widgets.WindowEntry
	openButton    *widgets.KeyButton
	restoreButton *widgets.KeyButton
	progress      *widget.ProgressBar
	progressBox   *fyne.Container
	cancelButton  *widgets.KeyButton
	// scanBox holds the progress bar and Cancel, beside the summary.
	scanBox      *fyne.Container
	summary      *widget.Label
	table        *widgets.KeyTable
	split        *widgets.VSplit
	groupsTitle  *widget.Label
	groups       *widgets.KeyList
	exportButton *widgets.KeyButton
	columnChoice *widgets.KeySelect
	copyFormat   *widgets.KeySelect
	copyButton   *widgets.KeyButton

	content fyne.CanvasObject
}

// prefBulkSplit is where the divider between the table and the summary
// was left, as the share of the height above it.
const prefBulkSplit = "bulkSplit"

// progressWidth is the width of the progress bar beside the summary.
const progressWidth = 240

// defaultBulkSplit gives the table most of the height.
const defaultBulkSplit = 0.78

// NewBulk builds the tab's widgets from state, for window, keeping its
// divider's place in prefs.
func NewBulk(window Window, prefs fyne.Preferences, state *BulkState, hooks BulkHooks) *Bulk {
	s := &Bulk{window: window, prefs: prefs, hooks: hooks, state: state, sortInlineLimit: arrangeInlineRows}
	state.screen = s

	s.input = widgets.NewPasteEntry(window.Fields(), s.pasteLarge)
	s.input.Name = lang.L("Text with IDs")
	s.input.SetPlaceHolder(s.inputPlaceHolder())
	// Three lines: the text is for pasting, the rows below are for reading.
	s.input.SetMinRowsVisible(3)
	s.input.SetText(state.text)
	s.input.OnChanged = func(text string) { s.findInText(text) }

	s.filter = newEntry(window)
	s.filter.Name = lang.L("Filter")
	s.filter.SetPlaceHolder(lang.L("Filter by hex digits of the IDs"))
	// Read again, so a problem with it is told in the current language.
	state.filter = newRowFilter(state.filter.text)
	s.filter.SetText(state.filter.text)
	s.filter.OnChanged = s.filterChanged

	s.openButton = widgets.NewKeyButton(lang.L("Open file…"), theme.FolderOpenIcon(), s.ChooseFile)
	s.restoreButton = widgets.NewKeyButton(lang.L("Restore pasted text"), theme.ContentUndoIcon(), s.restoreSetAside)
	s.progress = widget.NewProgressBar()
	s.cancelButton = widgets.NewKeyButton(lang.L("Cancel"), theme.CancelIcon(), s.CancelScan)
	s.summary = widget.NewLabel("")
	s.summary.Wrapping = fyne.TextWrapWord

	s.table = widgets.NewKeyTable(s.tableSize, s.newCell, s.updateCell)
	s.table.Name = lang.L("IDs found")
	s.table.ShowHeaderRow = true
	// The ID stays in view while the other columns scroll sideways.
	s.table.StickyColumnCount = 1
	s.table.CreateHeader = s.newHeader
	s.table.UpdateHeader = s.updateHeader
	s.table.OnSelected = s.cellSelected
	s.table.OnHighlighted = func(cell widget.TableCellID) { s.state.highlighted = cell.Row }
	s.sizeColumns()

	s.groupsTitle = widget.NewLabel("")
	s.groupsTitle.TextStyle.Bold = true
	s.groups = widgets.NewKeyList(
		func() int { return s.state.result.GroupLen() },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, item fyne.CanvasObject) {
			item.(*widget.Label).SetText(s.groupText(s.state.result.Group(i)))
		})
	s.groups.Name = lang.L("Processes that made the IDs")
	// Choosing a process group keeps its IDs alone in the table: the filter
	// box takes the group's random value, where it can be read and cleared.
	s.groups.OnSelected = func(i widget.ListItemID) {
		s.filter.SetText(randomText(s.state.result.Group(i).Random))
	}

	s.exportButton = widgets.NewKeyButton(lang.L("Export CSV…"), theme.DocumentSaveIcon(), s.chooseExportFile)
	titles := make([]string, bulkColumns)
	for c := range bulkColumns {
		titles[c] = c.title()
	}
	s.columnChoice = widgets.NewKeySelect(titles, nil)
	s.columnChoice.Name = lang.L("Column to copy")
	s.columnChoice.SetSelectedIndex(int(columnHex))
	s.columnChoice.OnChanged = func(string) { s.refresh() }
	s.copyFormat = newFormatSelect(state.copyFormat, func(f core.Format) { s.state.copyFormat = f })
	s.copyButton = widgets.NewKeyButton(lang.L("Copy column"), theme.ContentCopyIcon(), func() {
		s.copyColumn(bulkColumn(s.columnChoice.SelectedIndex()))
	})

	// The summary and the groups share the pane under the table, which
	// the divider between them resizes.
	groupsPane := container.NewBorder(s.groupsTitle, nil, nil, nil, container.New(anyHeight{}, s.groups))
	// The progress bar shares the summary's line, so the table keeps its
	// height while it shows.
	s.progressBox = container.New(widgets.MinWidthLayout{Width: progressWidth}, s.progress)
	s.scanBox = container.NewHBox(s.progressBox, s.cancelButton)
	summaryLine := container.NewBorder(nil, nil, nil, s.scanBox, s.summary)
	summaryPane := container.New(summaryLayout{}, summaryLine, groupsPane)
	s.split = widgets.NewVSplit(s.table, summaryPane, s.savedSplit(), func(offset float64) {
		prefs.SetFloat(prefBulkSplit, offset)
	})
	s.split.DividerName = lang.L("Divider between the table and the summary: Up and Down move it")
	// Beside the input rather than under it, so the table gets the height.
	side := container.NewVBox(container.NewHBox(layout.NewSpacer(), s.restoreButton, s.openButton), s.filter)
	top := container.NewBorder(nil, nil, nil, container.New(widgets.MinWidthLayout{Width: s.filterWidth()}, side), s.input)
	actions := container.NewHBox(s.exportButton, s.copyButton, widgets.FitOptions(s.columnChoice), widgets.FitOptions(s.copyFormat))
	// Laid out by hand so Tab goes from the input down to the actions; a
	// container.NewBorder would put the table first.
	s.content = container.New(layout.NewBorderLayout(top, actions, nil, nil), top, s.split, actions)

	s.refresh()
	return s
}

// Content is what the tab shows.
func (s *Bulk) Content() fyne.CanvasObject { return s.content }

// filterWidth is the width of the filter box: its placeholder's, within
// bounds that leave the input most of the width.
func (s *Bulk) filterWidth() float32 {
	text := fyne.MeasureText(s.filter.PlaceHolder, theme.TextSize(), fyne.TextStyle{}).Width
	return min(max(text+4*theme.InnerPadding(), 240), 360)
}

// savedSplit is where the divider was left, or the default when the
// preference is missing or not a share of the height.
func (s *Bulk) savedSplit() float64 {
	offset := s.prefs.FloatWithFallback(prefBulkSplit, defaultBulkSplit)
	if !(offset > 0 && offset < 1) {
		return defaultBulkSplit
	}
	return offset
}

// findInText scans the text in the box again, or text opened in Bulk as
// if pasted there, and returns a channel closed once the results are on
// screen. Text the box holds is scanned at once; text too long for the box
// to lay out in a frame is named by its size, as a long paste is, and
// scanned on a goroutine of its own.
func (s *Bulk) findInText(text string) <-chan struct{} {
	if len(text) > maxShownInput {
		s.state.text = ""
		return s.startScan(strings.NewReader(text), bulkSource{pasted: len(text)}, int64(len(text)))
	}
	s.state.text = text
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

// show puts result on screen, sorted by the chosen column and filtered.
func (s *Bulk) show(result bulkResult) {
	st := s.state
	if result.source.file != "" {
		s.setTextAside()
	}
	st.result, st.cancelled = result, nil
	st.sorted, st.sortStale, st.shown, st.shownFilter = nil, true, nil, ""
	st.sortDone = s.arrange()
}

// refresh shows the state: the summary or the progress of the scan, sort
// or filter, the table, the groups, and the buttons that can act now.
func (s *Bulk) refresh() {
	st := s.state
	if s.input.Text != st.text {
		onChanged := s.input.OnChanged
		s.input.OnChanged = nil
		s.input.SetText(st.text)
		s.input.OnChanged = onChanged
	}
	if placeHolder := s.inputPlaceHolder(); s.input.PlaceHolder != placeHolder {
		s.input.SetPlaceHolder(placeHolder)
	}
	setVisible(s.restoreButton, st.setAside != "" && st.text == "")
	s.showProgress()
	s.groupsTitle.SetText("")
	if n := st.result.GroupLen(); n > 0 {
		s.groupsTitle.SetText(wording.Count("Made by {{.Count}} processes", "Made by {{.Count}} process", n, nil))
	}
	s.groups.Refresh()
	s.table.Refresh()
	hasRows := st.shownRows() > 0
	setEnabled(s.exportButton, hasRows)
	setEnabled(s.copyButton, hasRows)
	setEnabled(s.copyFormat, s.columnChoice.SelectedIndex() == int(columnHex))
}

// showProgress shows how far a scan or an arrangement is: the part of
// refresh a scan's progress changes, so that the scan's hundreds of steps
// do not draw the table and the groups again each time.
func (s *Bulk) showProgress() {
	st := s.state
	scanning, arranging := st.scanning != nil, st.arranging != nil
	// A source of unknown size, such as a device or a pipe, has no
	// percentage to show: the summary says how much was read.
	measured := scanning && st.size > 0
	setVisible(s.progress, measured || arranging)
	setVisible(s.progressBox, measured || arranging)
	setVisible(s.cancelButton, scanning)
	setVisible(s.scanBox, scanning || arranging)
	switch {
	case measured:
		s.progress.Min, s.progress.Max = 0, float64(st.size)
		s.progress.SetValue(float64(st.read))
		s.summary.SetText(lang.L("Reading {{.Source}}…", map[string]any{"Source": st.reading.name()}))
	case scanning:
		s.summary.SetText(lang.L("Reading {{.Source}}… {{.Read}} so far", map[string]any{"Source": st.reading.name(), "Read": wording.ByteSize(st.read)}))
	case st.cancelled != nil:
		s.summary.SetText(lang.L("Reading {{.Source}} was cancelled", map[string]any{"Source": st.cancelled.name()}))
	case arranging:
		s.progress.Min, s.progress.Max = 0, float64(st.arrangeTotal)
		s.progress.SetValue(float64(st.arranged))
		n := st.result.Len()
		if st.arrangeSorts {
			s.summary.SetText(wording.Count("Sorting {{.Count}} rows…", "Sorting {{.Count}} row…", n, nil))
		} else {
			s.summary.SetText(wording.Count("Filtering {{.Count}} rows…", "Filtering {{.Count}} row…", n, nil))
		}
	default:
		s.summary.SetText(s.summaryText())
	}
}

// summaryText says how many IDs were found where, and how many rows the
// filter shows.
func (s *Bulk) summaryText() string {
	r := s.state.result
	if r.Occurrences == 0 {
		if r.source == (bulkSource{}) && s.state.text == "" {
			return lang.L("Paste text or open a file, or drop one here: every ObjectID in it is listed in the table above.")
		}
		return lang.L("No ObjectIDs in {{.Source}}.", map[string]any{"Source": r.source.name()})
	}
	found := wording.Count("{{.Count}} IDs found in {{.Source}}", "{{.Count}} ID found in {{.Source}}", r.Occurrences, map[string]any{"Source": r.source.name()})
	distinct := wording.Count("{{.Count}} distinct", "{{.Count}} distinct", r.Len(), nil)
	duplicated := wording.Count("{{.Count}} duplicated", "{{.Count}} duplicated", r.Duplicated, nil)
	text := found + ": " + distinct + ", " + duplicated
	if r.NotKept > 0 {
		text += ". " + wording.Count("{{.Count}} more IDs, found after the first {{.Kept}} distinct ones, are counted but not listed",
			"{{.Count}} more ID, found after the first {{.Kept}} distinct ones, is counted but not listed", r.NotKept,
			map[string]any{"Kept": wording.Number(r.Len())})
	}
	if f := s.state.filter; f.active() {
		text += ". " + wording.Count("{{.Shown}} of {{.Count}} rows shown", "{{.Shown}} of {{.Count}} row shown", r.Len(),
			map[string]any{"Shown": wording.Number(s.state.shownRows())})
		if f.problem != "" {
			text += ": " + f.problem
		}
	}
	return text
}

// groupText describes one group: its random value, how many IDs it holds
// and the times they span, in the zone the user chose.
func (s *Bulk) groupText(g core.RandomGroup) string {
	loc := s.window.Zone()
	span := wording.DateTime(g.First.In(loc))
	if !g.Last.Equal(g.First) {
		span += " – " + wording.DateTime(g.Last.In(loc))
	}
	span += " " + g.First.In(loc).Format("MST")
	return wording.Count("{{.Random}}: {{.Count}} IDs, {{.Span}}", "{{.Random}}: {{.Count}} ID, {{.Span}}", g.IDs, map[string]any{"Random": randomText(g.Random), "Span": span})
}
