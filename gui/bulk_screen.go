package gui

import (
	"errors"
	"strings"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
)

// bulkResult is what one scan found.
type bulkResult struct {
	// source is where the IDs were found.
	source bulkSource
	core.Tally
}

// bulkState is what the Bulk tab holds, kept when the window is built
// again: the text in the input, what the last scan found and how the table
// is ordered, and the scan in progress.
type bulkState struct {
	// text is what the input holds.
	text   string
	result bulkResult
	// order is the numbers of result's rows in the order the table
	// shows them, and shown counts the results put on screen, so that a
	// sort finished off the UI goroutine knows whether its rows are
	// still the ones shown.
	order      []uint32
	shown      int
	sortColumn bulkColumn
	descending bool
	// copyFormat is how Copy column writes the Hex column.
	copyFormat core.Format

	// scanning stops the scan in progress when a newer one starts, and
	// scanDone is closed once that scan's results are on screen; only the
	// UI goroutine replaces them. reading is the input being scanned, and
	// read and size how far the scan is through it.
	scanning   *atomic.Bool
	scanDone   <-chan struct{}
	reading    bulkSource
	read, size int64
	// sortsRunning counts the sorts going on off the UI goroutine, and
	// sortDone is closed once the last one started is on screen.
	sortsRunning int
	sortDone     <-chan struct{}
}

// newBulkState is the tab before anything is pasted or opened.
func newBulkState() bulkState { return bulkState{sortColumn: inputOrder} }

// bulkScreen is the Bulk tab: paste text or open a file, and every ObjectID
// in it is listed once in a sortable table, with how often it occurs and
// which IDs one process made.
type bulkScreen struct {
	ui    *ui
	state *bulkState
	// sortInlineLimit is the most rows sorted on the UI goroutine;
	// sortInlineRows, lowered by tests.
	sortInlineLimit int

	input        *pasteEntry
	openButton   *widget.Button
	progress     *widget.ProgressBar
	summary      *widget.Label
	table        *widget.Table
	groupsTitle  *widget.Label
	groups       *widget.List
	exportButton *widget.Button
	columnChoice *widget.Select
	copyFormat   *widget.Select
	copyButton   *widget.Button

	content fyne.CanvasObject
}

// newBulkScreen builds the tab's widgets from state.
func newBulkScreen(u *ui, state *bulkState) *bulkScreen {
	s := &bulkScreen{ui: u, state: state, sortInlineLimit: sortInlineRows}

	s.input = newPasteEntry(u, s.pasteLarge)
	s.input.SetPlaceHolder(lang.L("Paste logs, mongoexport output, mongosh results or CSV here"))
	s.input.SetText(state.text)
	s.input.OnChanged = func(text string) { s.findInText(text) }

	s.openButton = widget.NewButtonWithIcon(lang.L("Open file…"), theme.FolderOpenIcon(), s.chooseFile)
	s.progress = widget.NewProgressBar()
	s.summary = widget.NewLabel("")
	s.summary.Wrapping = fyne.TextWrapWord

	s.table = widget.NewTable(s.tableSize, s.newCell, s.updateCell)
	s.table.ShowHeaderRow = true
	s.table.CreateHeader = s.newHeader
	s.table.UpdateHeader = s.updateHeader
	s.table.OnSelected = s.cellSelected
	s.sizeColumns()

	s.groupsTitle = widget.NewLabel("")
	s.groupsTitle.TextStyle.Bold = true
	s.groups = widget.NewList(
		func() int { return s.state.result.GroupLen() },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, item fyne.CanvasObject) {
			item.(*widget.Label).SetText(s.groupText(s.state.result.Group(i)))
		})

	s.exportButton = widget.NewButtonWithIcon(lang.L("Export CSV…"), theme.DocumentSaveIcon(), s.chooseExportFile)
	titles := make([]string, bulkColumns)
	for c := range bulkColumns {
		titles[c] = c.title()
	}
	s.columnChoice = widget.NewSelect(titles, nil)
	s.columnChoice.SetSelectedIndex(int(columnHex))
	s.columnChoice.OnChanged = func(string) { s.refresh() }
	s.copyFormat = newFormatSelect(state.copyFormat, func(f core.Format) { s.state.copyFormat = f })
	s.copyButton = widget.NewButtonWithIcon(lang.L("Copy column"), theme.ContentCopyIcon(), func() {
		s.copyColumn(bulkColumn(s.columnChoice.SelectedIndex()))
	})

	top := container.NewBorder(nil, nil, nil, s.openButton, s.summary)
	actions := container.NewHBox(s.exportButton, s.copyButton, fitOptions(s.columnChoice), fitOptions(s.copyFormat))
	groupsPanel := container.NewBorder(s.groupsTitle, nil, nil, nil, s.groups)
	results := container.NewVSplit(s.table, groupsPanel)
	results.SetOffset(0.7)
	s.content = container.NewBorder(
		container.NewVBox(s.input, top, s.progress), actions, nil, nil, results)

	s.refresh()
	return s
}

// findInText scans the pasted text again, at once when it is short, on a
// goroutine of its own when it is long, and returns a channel closed once
// the results are on screen.
func (s *bulkScreen) findInText(text string) <-chan struct{} {
	s.state.text = text
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
	s.ui.showFileDialog(dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) { s.fileChosen(r, err) }, s.ui.window))
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
	case b.pasted >= 50_000:
		// Sizes are written in megabytes with one decimal; a smaller
		// paste would read 0.0 MB.
		return lang.L("{{.Size}} of pasted text", map[string]any{"Size": formatSize(b.pasted)})
	}
	return lang.L("the pasted text")
}

// show puts result on screen, sorted by the chosen column.
func (s *bulkScreen) show(result bulkResult) {
	st := s.state
	st.result, st.shown = result, st.shown+1
	st.order = make([]uint32, result.Len())
	sortTallied(st.order, &st.result.Tally, inputOrder, false)
	if st.sortColumn == inputOrder && !st.descending {
		s.refresh()
		return
	}
	s.applySort()
}

// refresh shows the state: the summary or the progress of the scan, the
// table, the groups, and the buttons that can act now.
func (s *bulkScreen) refresh() {
	st := s.state
	if s.input.Text != st.text {
		onChanged := s.input.OnChanged
		s.input.OnChanged = nil
		s.input.SetText(st.text)
		s.input.OnChanged = onChanged
	}
	scanning := st.scanning != nil
	setVisible(s.progress, scanning)
	if scanning {
		s.progress.Min, s.progress.Max = 0, float64(max(st.size, 1))
		s.progress.SetValue(float64(st.read))
		s.summary.SetText(lang.L("Reading {{.Source}}…", map[string]any{"Source": st.reading.name()}))
	} else if st.sortsRunning > 0 {
		s.summary.SetText(countText("Sorting {{.Count}} rows…", "Sorting {{.Count}} row…", st.result.Len(), nil))
	} else {
		s.summary.SetText(s.summaryText())
	}
	s.groupsTitle.SetText("")
	if n := st.result.GroupLen(); n > 0 {
		s.groupsTitle.SetText(countText("{{.Count}} processes made these", "{{.Count}} process made these", n, nil))
	}
	s.groups.Refresh()
	s.table.Refresh()
	hasRows := len(st.order) > 0
	setEnabled(s.exportButton, hasRows)
	setEnabled(s.copyButton, hasRows)
	setEnabled(s.copyFormat, s.columnChoice.SelectedIndex() == int(columnHex))
}

// summaryText says how many IDs were found where.
func (s *bulkScreen) summaryText() string {
	r := s.state.result
	if r.Occurrences == 0 {
		if r.source == (bulkSource{}) && s.state.text == "" {
			return lang.L("Paste text or open a file, or drop one here: every ObjectID in it is listed below.")
		}
		return lang.L("No ObjectIDs in {{.Source}}.", map[string]any{"Source": r.source.name()})
	}
	found := countText("{{.Count}} IDs found in {{.Source}}", "{{.Count}} ID found in {{.Source}}", r.Occurrences, map[string]any{"Source": r.source.name()})
	distinct := countText("{{.Count}} distinct", "{{.Count}} distinct", r.Len(), nil)
	duplicated := countText("{{.Count}} duplicated", "{{.Count}} duplicated", r.Duplicated, nil)
	text := found + ": " + distinct + ", " + duplicated
	if r.NotKept > 0 {
		text += ". " + countText("{{.Count}} more IDs, first met after the first {{.Kept}} distinct ones, are counted but not listed",
			"{{.Count}} more ID, first met after the first {{.Kept}} distinct ones, is counted but not listed", r.NotKept,
			map[string]any{"Kept": formatNumber(r.Len())})
	}
	return text
}

// groupText describes one group: its random value, how many IDs it holds
// and the times they span, in the zone the user chose.
func (s *bulkScreen) groupText(g core.RandomGroup) string {
	loc := s.ui.location()
	span := formatDateTime(g.First.In(loc))
	if !g.Last.Equal(g.First) {
		span += " – " + formatDateTime(g.Last.In(loc))
	}
	span += " " + g.First.In(loc).Format("MST")
	return countText("{{.Random}}: {{.Count}} IDs, {{.Span}}", "{{.Random}}: {{.Count}} ID, {{.Span}}", g.IDs, map[string]any{"Random": randomText(g.Random), "Span": span})
}
