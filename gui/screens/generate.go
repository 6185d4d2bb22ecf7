package screens

import (
	"errors"
	"fmt"
	"io"

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

// The Generate tab's preferences, its batch size before any is chosen.
const (
	prefBatchSize    = "batchSize"
	prefFormat       = "format"
	defaultBatchSize = 10
)

// Generate is the Generate tab: a batch of new IDs in the chosen format.
type Generate struct {
	window    Window
	generator *core.Generator
	ids       []core.ObjectID
	// note and bannerText say how ids were made, whatever the settings now.
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
	banner         *widgets.Paragraph
	list           *widgets.KeyList
	// highlighted is the row the keyboard is on, which Ctrl+C copies.
	highlighted widget.ListItemID

	content fyne.CanvasObject
}

// NewGenerate builds the tab for window, with the choices saved in prefs.
func NewGenerate(window Window, prefs fyne.Preferences, generator *core.Generator) *Generate {
	s := &Generate{window: window, generator: generator}

	s.size = widgets.NewSpinner(1, 100, prefs.IntWithFallback(prefBatchSize, defaultBatchSize))
	s.size.OnChanged = func() {
		if n, err := s.size.Value(); err == nil {
			prefs.SetInt(prefBatchSize, n)
		}
		s.refresh()
	}
	s.size.Entry.OnSubmitted = func(string) { s.Generate() }
	s.size.Entry.Window = window.Fields()
	s.size.Entry.Name = lang.L("Batch size")

	s.when = newTimeEntry(window, lang.L("Time"), s.refresh)
	modes := []string{lang.L("Now"), lang.L("At a chosen time")}
	s.timeMode = widgets.NewChoiceGroup(modes, func(string) {
		// Empty fields start at now.
		if s.atChosenTime() && s.when.Date.Text == "" && s.when.Clock.Text == "" {
			s.when.SetTime(window.Now())
		}
		s.refresh()
	})
	s.timeMode.Name = lang.L("Time")

	// A missing or unknown name is hex.
	saved, _ := core.ParseFormat(prefs.String(prefFormat))
	s.format = newFormatSelect(saved, func(f core.Format) {
		prefs.SetString(prefFormat, f.String())
		s.refresh()
	})
	s.format.Name = lang.L("Format")

	s.generateButton = widgets.NewKeyButton(lang.L("Generate"), theme.ViewRefreshIcon(), s.Generate)
	s.generateButton.Importance = widget.HighImportance
	s.copyAllButton = widgets.NewKeyButton(lang.L("Copy all"), theme.ContentCopyIcon(), s.CopyAll)
	s.saveButton = widgets.NewKeyButton(lang.L("Save…"), theme.DocumentSaveIcon(), s.Save)

	s.caption = widget.NewLabel("")
	s.caption.Truncation = fyne.TextTruncateEllipsis
	s.fixtures = newFixtureSection(window, s.refresh)
	s.banner = widgets.NewParagraph("")
	// Bold: the theme's orange is too faint on a light background.
	s.banner.TextStyle = fyne.TextStyle{Bold: true}
	s.list = widgets.NewKeyList(
		func() int { return len(s.ids) },
		func() fyne.CanvasObject { return widgets.NewIDRow() },
		s.updateRow,
	)
	s.list.Name = lang.L("Generated IDs")
	// A click selects a row as in any list: Enter or Ctrl+C copies it.
	s.list.OnSelected = func(i widget.ListItemID) { s.highlighted = i }
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
	// A low-importance label would be drawn too faint to read.
	hint := widget.NewRichText(&widget.TextSegment{
		Text:  lang.L("The magnifier on a row decodes its ID"),
		Style: widget.RichTextStyle{ColorName: apptheme.ColorNameHint, Inline: true},
	})
	actions := container.NewBorder(nil, nil, container.NewHBox(s.generateButton, s.copyAllButton, s.saveButton), hint)
	top := container.NewVBox(form, s.fixtures.content, actions, s.caption, s.banner)
	// Laid out by hand so Tab reaches the controls before the list.
	s.content = container.New(layout.NewBorderLayout(top, nil, nil, nil), top, s.list)

	s.refresh()
	return s
}

// refresh shows the batch, its caption, the fields in use and the buttons that can act.
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
	// Fyne lays a container out again when it is refreshed, not when
	// something inside it is shown or hidden.
	s.content.Refresh()
}

// Content is what the tab shows.
func (s *Generate) Content() fyne.CanvasObject { return s.content }

// Generate replaces the list with a new batch, if it can.
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

// newBatch puts n new IDs on show; fixed values get a fresh generator each time.
func (s *Generate) newBatch(n int) error {
	r := s.fixtures.read()
	fixed, g := r.fixture != nil, s.generator
	if fixed {
		g = r.fixture.Generator(s.window.Now)
	}
	var ids []core.ObjectID
	var reproducible bool
	var err error
	switch {
	case s.fixtures.spread.Checked:
		ids, reproducible, err = s.fixtures.spreadIDs(n, r)
	case s.atChosenTime():
		t, _ := s.when.Time()
		ids, err = g.BatchAt(t, n)
		reproducible = fixed
	default:
		ids, err = g.Batch(n)
	}
	if err != nil {
		return err
	}
	s.ids, s.note, s.bannerText = ids, batchNote(fixed, reproducible, r.from, r.to), ""
	if reproducible {
		s.bannerText = lang.L("These IDs are reproducible, not random: the same settings make them again on any computer. Use them in test data only.")
	} else if fixed {
		s.bannerText = lang.L("These IDs have a fixed random value and counter, so they are not random. Use them in test data only.")
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

// canGenerate reports whether the fields in use are usable.
func (s *Generate) canGenerate() bool {
	_, sizeErr := s.size.Value()
	_, timeErr := s.when.Time()
	return sizeErr == nil && s.fixtures.read().usable && (timeErr == nil || !s.atChosenTime() || s.fixtures.spread.Checked)
}

// atChosenTime reports whether IDs carry the chosen time rather than now.
func (s *Generate) atChosenTime() bool {
	return s.timeMode.Selected == s.timeMode.Options[1]
}

// ZoneChanged keeps the chosen time's instant when the zone changes.
func (s *Generate) ZoneChanged() { s.when.FollowZone() }

func (s *Generate) updateRow(i widget.ListItemID, item fyne.CanvasObject) {
	row := item.(*widgets.IDRow)
	id := s.ids[i]
	row.Text.SetText(s.formatID(id))
	row.Copy.OnTapped = func() { s.copyID(id) }
	row.Copy.Name = lang.L("Copy ID {{.Number}}", map[string]any{"Number": wording.Number(i + 1)})
	row.Decode.OnTapped = func() { s.window.Open(id.Hex()) }
	row.Decode.Name = lang.L("Decode ID {{.Number}}", map[string]any{"Number": wording.Number(i + 1)})
}

// describeBatch says what the IDs of a batch share and how their counters run.
func describeBatch(ids []core.ObjectID) string {
	if len(ids) == 0 {
		return lang.L("No IDs yet: choose a batch size and press Generate")
	}
	first, last := ids[0].Counter(), ids[len(ids)-1].Counter()
	data := map[string]any{
		"Count":    wording.Number(len(ids)),
		"Random":   randomText(ids[0].Random()),
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

// formatID writes one ID as it reads on its own in the chosen format.
func (s *Generate) formatID(id core.ObjectID) string {
	return string(chosenFormat(s.format).AppendID(make([]byte, 0, core.HexLength+12), id))
}

// copyID puts id, in the chosen format, on the clipboard.
func (s *Generate) copyID(id core.ObjectID) {
	text := s.formatID(id)
	s.window.Copy(text, text)
}

// copyHighlighted copies the ID of the row the keyboard is on.
func (s *Generate) copyHighlighted() {
	if s.highlighted >= 0 && s.highlighted < len(s.ids) {
		s.copyID(s.ids[s.highlighted])
	}
}

// CopyIfFocused copies the list's current ID if focused is the list.
func (s *Generate) CopyIfFocused(focused fyne.Focusable) bool {
	if focused == s.list {
		s.copyHighlighted()
	}
	return focused == s.list
}

// CopyNew copies n new IDs, leaving the batch on show.
func (s *Generate) CopyNew(n int) {
	ids, err := s.generator.Batch(n)
	if err != nil {
		s.window.ShowError(generateError(err))
		return
	}
	if n == 1 {
		s.copyID(ids[0])
		return
	}
	s.window.Copy(chosenFormat(s.format).Batch(ids), wording.IDs(n))
}

// CopyAll puts the batch, in the chosen format, on the clipboard.
func (s *Generate) CopyAll() {
	if len(s.ids) == 0 {
		return
	}
	s.window.Copy(chosenFormat(s.format).Batch(s.ids), wording.IDs(len(s.ids)))
}

// Save writes the batch on show to a file the user chooses.
func (s *Generate) Save() {
	if len(s.ids) == 0 {
		return
	}
	format := chosenFormat(s.format)
	batch := format.Batch(s.ids)
	s.window.SaveFile(wording.IDs(len(s.ids)), "objectids"+format.Extension(), len(batch), func(w io.Writer) error {
		_, err := io.WriteString(w, batch)
		return err
	})
}
