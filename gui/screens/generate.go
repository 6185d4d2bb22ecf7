package screens

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	apptheme "github.com/objectid-generator/objectid/gui/theme"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
	"github.com/objectid-generator/objectid/internal/fixtures"
)

// The preferences where the Generate tab keeps its choices.
const (
	prefBatchSize = "batchSize"
	prefFormat    = "format"
)

// The batch sizes the Generate tab offers.
const (
	minBatchSize     = 1
	maxBatchSize     = 100
	defaultBatchSize = 10
)

// saveFileStem is the file name the save dialog suggests, before the
// extension of the chosen format.
const saveFileStem = "objectids"

// Generate is the Generate tab: a batch of new IDs, now or at a chosen
// time, listed in the chosen format with a copy button each, and copied or
// saved as a whole.
type Generate struct {
	window Window
	prefs  fyne.Preferences
	// generator makes real IDs.
	generator *core.Generator
	// ids is the batch on show; a failed or refused generation leaves it.
	ids []core.ObjectID
	// note starts the caption of ids, and banner, if not "", is the line
	// over them: how they were made, which stays with the batch while the
	// settings change.
	note, bannerText string

	size     *widgets.Spinner
	timeMode *widgets.ChoiceGroup
	when     *widgets.TimeEntry
	format   *widgets.KeySelect

	generateButton *widgets.KeyButton
	copyAllButton  *widgets.KeyButton
	saveButton     *widgets.KeyButton
	caption        *widget.Label
	fixtures       *fixtureSection
	banner         *widget.Label
	list           *widgets.KeyList
	top            *fyne.Container
	topScroll      *container.Scroll
	// highlighted is the row the keyboard is on in the list, which Ctrl+C
	// copies.
	highlighted widget.ListItemID

	content fyne.CanvasObject
}

// NewGenerate builds the tab for window, making real IDs with generator,
// starting with the batch size and format the user chose last, as saved
// in prefs.
func NewGenerate(window Window, prefs fyne.Preferences, generator *core.Generator) *Generate {
	s := &Generate{window: window, prefs: prefs, generator: generator}

	s.size = widgets.NewSpinner(minBatchSize, maxBatchSize, defaultBatchSize, wording.Number[int])
	s.size.SetValue(prefs.IntWithFallback(prefBatchSize, defaultBatchSize))
	s.size.OnChanged = s.sizeChanged
	s.size.OnSubmitted = s.Generate
	s.size.Entry.Window = window.Fields()
	s.size.SetName(lang.L("Batch size"))

	s.when = newTimeEntry(window, s.refresh)
	s.when.SetName(lang.L("Time"))
	modes := []string{lang.L("Now"), lang.L("At a chosen time")}
	s.timeMode = widgets.NewChoiceGroup(modes, nil)
	s.timeMode.Name = lang.L("Time")
	s.timeMode.SetSelected(modes[0])
	s.timeMode.OnChanged = s.timeModeChanged

	// A missing or unknown name is hex.
	saved, _ := core.ParseFormat(prefs.String(prefFormat))
	s.format = newFormatSelect(saved, s.formatChanged)
	s.format.Name = lang.L("Format")

	s.generateButton = widgets.NewKeyButton(lang.L("Generate"), theme.ViewRefreshIcon(), s.Generate)
	s.generateButton.Importance = widget.HighImportance
	s.copyAllButton = widgets.NewKeyButton(lang.L("Copy all"), theme.ContentCopyIcon(), s.CopyAll)
	s.saveButton = widgets.NewKeyButton(lang.L("Save…"), theme.DocumentSaveIcon(), s.Save)

	s.caption = widget.NewLabel("")
	s.caption.Truncation = fyne.TextTruncateEllipsis
	s.fixtures = newFixtureSection(window, s.refresh)
	s.banner = widget.NewLabel("")
	// Bold rather than a warning colour: the theme's orange is too faint
	// on a light background to read.
	s.banner.TextStyle = fyne.TextStyle{Bold: true}
	s.banner.Wrapping = fyne.TextWrapWord
	s.list = widgets.NewKeyList(
		func() int { return len(s.ids) },
		func() fyne.CanvasObject { return widgets.NewIDRow() },
		s.updateRow,
	)
	s.list.Name = lang.L("Generated IDs")
	s.list.OnSelected = s.rowSelected
	s.list.OnHighlighted = func(i widget.ListItemID) { s.highlighted = i }
	s.list.OnEnter = s.copyHighlighted
	// Enter in a field of the section generates, as it does in Batch size.
	for _, e := range []*widgets.WindowEntry{s.fixtures.random, s.fixtures.counter, s.fixtures.seed} {
		e.OnSubmitted = func(string) { s.Generate() }
	}

	form := container.New(layout.NewFormLayout(),
		widget.NewLabel(lang.L("Batch size")), s.size,
		widget.NewLabel(lang.L("Time")), container.NewVBox(s.timeMode, s.when.Content),
		widget.NewLabel(lang.L("Format")), container.NewHBox(widgets.FitOptions(s.format)),
	)
	// The hint is quieter than the labels, in the theme's readable hint
	// colour; a low-importance label would be drawn in the disabled
	// colour, at 1.3:1.
	hint := widget.NewRichText(&widget.TextSegment{
		Text:  lang.L("Click an ID to decode it"),
		Style: widget.RichTextStyle{ColorName: apptheme.ColorNameHint, Inline: true},
	})
	actions := container.NewBorder(nil, nil, container.NewHBox(s.generateButton, s.copyAllButton, s.saveButton), hint)
	s.top = container.NewVBox(form, s.fixtures.content, actions, s.caption, s.banner)
	s.topScroll = container.NewVScroll(s.top)
	// The controls come before the list among the children, so Tab reaches
	// them first.
	s.content = container.New(generateLayout{top: s.top}, s.topScroll, s.list)

	s.refresh()
	return s
}

// refresh shows the batch and its caption, the "For test data" section,
// the chosen time's fields when a chosen time is used, and the buttons
// that can act now.
func (s *Generate) refresh() {
	s.fixtures.refresh()
	s.caption.SetText(s.note + describeBatch(s.ids))
	s.banner.SetText(s.bannerText)
	setVisible(s.banner, s.bannerText != "")
	s.list.Refresh()
	spread := s.fixtures.spread.Checked
	setVisible(s.when.Content, s.atChosenTime() && !spread)
	setEnabled(s.timeMode, !spread)
	setEnabled(s.generateButton, s.canGenerate())
	setEnabled(s.copyAllButton, len(s.ids) > 0)
	setEnabled(s.saveButton, len(s.ids) > 0)
	s.fitLayout()
}

// Content is what the tab shows.
func (s *Generate) Content() fyne.CanvasObject { return s.content }

// Generate replaces the list with a new batch. When the batch size or the
// chosen time is not usable, their inline messages already say why, and the
// list stays as it is; so it does when the generator fails, with the reason
// in a dialog.
func (s *Generate) Generate() {
	if !s.canGenerate() {
		return
	}
	n, _ := s.size.Value()
	if err := s.newBatch(n); err != nil {
		s.window.ShowError(generateError(err))
		return
	}
	s.list.UnselectAll()
	s.list.ScrollToTop()
	s.refresh()
}

// newBatch puts n new IDs on show, with their note and banner: made now,
// at the chosen time or spread over a span, by the process-wide generator
// or, with fixed values, one of their own made anew for each batch, so
// that the same settings make the same IDs.
func (s *Generate) newBatch(n int) error {
	r := s.fixtures.read()
	fixed := r.fixture != nil
	var ids []core.ObjectID
	var reproducible bool
	var err error
	switch g := s.generator; {
	case s.fixtures.spread.Checked:
		ids, reproducible, err = s.fixtures.spreadIDs(n, r)
	case s.atChosenTime():
		if fixed {
			g = r.fixture.Generator(s.window.Now)
		}
		t, _ := s.when.Time()
		ids, err = g.BatchAt(t, n)
		reproducible = fixed
	default:
		if fixed {
			g = r.fixture.Generator(s.window.Now)
		}
		ids, err = g.Batch(n)
	}
	if err != nil {
		return err
	}
	s.ids, s.note, s.bannerText = ids, batchNote(fixed, reproducible, r.from, r.to), ""
	if fixed {
		s.bannerText = batchBanner(reproducible)
	}
	return nil
}

// generateError turns a generator failure into a sentence for the user.
func generateError(err error) error {
	switch {
	case errors.Is(err, fixtures.ErrSecondExhausted):
		return errors.New(lang.L("No IDs were made: all 16,777,216 IDs for the chosen second have been made already. Choose another time."))
	case errors.Is(err, fixtures.ErrSpanTooShort):
		return errors.New(lang.L("No IDs were made: the span is too short for the batch. One second holds at most {{.PerSecond}} IDs with one random value; choose a longer span.",
			map[string]any{"PerSecond": wording.Number(core.CounterCycle)}))
	}
	return errors.New(lang.L("No IDs were made: {{.Error}}", map[string]any{"Error": err}))
}

// canGenerate reports whether the batch size, and the chosen time if one is
// used, are usable.
func (s *Generate) canGenerate() bool {
	if _, err := s.size.Value(); err != nil || !s.fixtures.read().usable {
		return false
	}
	if s.atChosenTime() && !s.fixtures.spread.Checked {
		if _, err := s.when.Time(); err != nil {
			return false
		}
	}
	return true
}

// fitLayout lays the tab out again when the controls above the list need
// another height: Fyne lays containers out when they are resized, not when
// something inside them is shown, hidden or rewrapped. Until the tab is
// first laid out there is nothing to fix: that layout is still to come.
func (s *Generate) fitLayout() {
	if s.content.Size().IsZero() {
		return
	}
	if s.top.MinSize().Height != s.top.Size().Height {
		s.content.Refresh()
		s.topScroll.Refresh()
	}
}

// sizeChanged remembers a usable batch size.
func (s *Generate) sizeChanged() {
	if n, err := s.size.Value(); err == nil {
		s.prefs.SetInt(prefBatchSize, n)
	}
	s.refresh()
}

// timeModeChanged switches between now and a chosen time, which starts at
// the current time while its fields are empty.
func (s *Generate) timeModeChanged(string) {
	if s.atChosenTime() && s.when.Date.Text == "" && s.when.Clock.Text == "" {
		s.when.SetTime(s.window.Now())
	}
	s.refresh()
}

// atChosenTime reports whether IDs carry the chosen time rather than now.
func (s *Generate) atChosenTime() bool {
	return s.timeMode.Selected == s.timeMode.Options[1]
}

// ZoneChanged keeps the chosen time's instant when the user switches
// between UTC and local time.
func (s *Generate) ZoneChanged() { s.when.FollowZone() }

// formatChanged remembers the format and shows the list in it.
func (s *Generate) formatChanged(f core.Format) {
	s.prefs.SetString(prefFormat, f.String())
	s.refresh()
}

// rowSelected opens the chosen ID in the decoder. The row is unselected at
// once so that choosing it again opens it again.
func (s *Generate) rowSelected(i widget.ListItemID) {
	s.list.Unselect(i)
	if i >= 0 && i < len(s.ids) {
		s.window.Open(s.ids[i].Hex())
	}
}

func (s *Generate) updateRow(i widget.ListItemID, item fyne.CanvasObject) {
	row := item.(*widgets.IDRow)
	id := s.ids[i]
	row.Text.SetText(s.formatID(id))
	row.Copy.OnTapped = func() { s.copyID(id) }
	row.Copy.Name = lang.L("Copy ID {{.Number}}", map[string]any{"Number": wording.Number(i + 1)})
}

// describeBatch says what the IDs of a batch share and how they differ: one
// random value, and counters that go up by one, wrapping from 0xffffff to 0.
func describeBatch(ids []core.ObjectID) string {
	if len(ids) == 0 {
		return lang.L("No IDs yet: choose a batch size and press Generate")
	}
	random := ids[0].Random()
	first, last := ids[0].Counter(), ids[len(ids)-1].Counter()
	data := map[string]any{
		"Count":    wording.Number(len(ids)),
		"Random":   randomText(random),
		"First":    wording.Number(first),
		"Last":     wording.Number(last),
		"FirstHex": fmt.Sprintf("0x%06x", first),
		"LastHex":  fmt.Sprintf("0x%06x", last),
	}
	switch {
	case len(ids) == 1:
		return lang.L("1 ID · random value {{.Random}} · counter {{.First}} ({{.FirstHex}})", data)
	case last < first:
		return lang.N("{{.Count}} IDs · random value {{.Random}} · counters {{.First}}–{{.Last}} ({{.FirstHex}}–{{.LastHex}}, wrapping past 0xffffff to 0x000000)", len(ids), data)
	}
	return lang.N("{{.Count}} IDs · random value {{.Random}} · counters {{.First}}–{{.Last}} ({{.FirstHex}}–{{.LastHex}})", len(ids), data)
}

// generateListRows is how many rows the list keeps in view however tall
// the controls above it grow.
const generateListRows = 3

// generateLayout puts the controls at the top and the list under them.
// The controls take the height they need as long as the list keeps
// generateListRows rows; beyond that they scroll, so they never push the
// list out of view nor make the window grow.
type generateLayout struct {
	top *fyne.Container
}

// listMinHeight is the height of generateListRows rows of the list.
func listMinHeight() float32 {
	return generateListRows*widgets.NewIDRow().MinSize().Height + (generateListRows-1)*theme.Padding()
}

func (l generateLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	scroll, list := objects[0], objects[1]
	topHeight := min(l.top.MinSize().Height, max(0, size.Height-theme.Padding()-listMinHeight()))
	scroll.Move(fyne.NewPos(0, 0))
	scroll.Resize(fyne.NewSize(size.Width, topHeight))
	list.Move(fyne.NewPos(0, topHeight+theme.Padding()))
	list.Resize(fyne.NewSize(size.Width, size.Height-topHeight-theme.Padding()))
}

func (l generateLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	scroll, list := objects[0], objects[1]
	width := max(l.top.MinSize().Width, list.MinSize().Width)
	return fyne.NewSize(width, scroll.MinSize().Height+theme.Padding()+listMinHeight())
}
