package screens

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
	"github.com/objectid-generator/objectid/internal/fixtures"
)

// Where a batch's random value and counter come from, in the menu's order.
const (
	valuesRandom = iota
	valuesFixed
	valuesSeed
)

// fixtureSection is the "For test data" section of the Generate tab.
type fixtureSection struct {
	open bool

	toggle         *widgets.KeyButton
	body           *fyne.Container
	content        fyne.CanvasObject
	valuesMenu     *widgets.KeySelect
	random         *widgets.WindowEntry
	counter        *widgets.WindowEntry
	seed           *widgets.WindowEntry
	randomMessage  *widgets.Paragraph
	counterMessage *widgets.Paragraph
	seedMessage    *widgets.Paragraph
	fixedFields    *fyne.Container
	seedFields     *fyne.Container
	spread         *widgets.KeyCheck
	from, to       *widgets.TimeEntry
	spreadChoice   *widgets.ChoiceGroup
	spanMessage    *widgets.Paragraph
	spanFields     *fyne.Container
}

// newFixtureSection builds the section, collapsed; changed runs after every change.
func newFixtureSection(window Window, changed func()) *fixtureSection {
	f := &fixtureSection{}

	valueOptions := []string{lang.L("Random, as real IDs"), lang.L("Fixed random value and counter"), lang.L("From a seed")}
	f.valuesMenu = widgets.NewKeySelect(valueOptions, nil)
	f.valuesMenu.Name = lang.L("Random value and counter")
	f.valuesMenu.SetSelectedIndex(valuesRandom)
	f.valuesMenu.OnChanged = func(string) { changed() }

	var randomForm, counterForm *fyne.Container
	f.random, f.randomMessage, randomForm = newFixtureField(window, lang.L("Random value"), lang.L("10 hex digits, such as 3f2a91c8d4"), changed)
	f.counter, f.counterMessage, counterForm = newFixtureField(window, lang.L("Counter start"), lang.L("{{.Min}} to {{.Max}}, such as 12345", counterBounds()), changed)
	f.seed, f.seedMessage, f.seedFields = newFixtureField(window, lang.L("Seed"), lang.L("Any text, such as users-2024"), changed)
	f.fixedFields = container.NewGridWithColumns(2, randomForm, counterForm)

	f.spread = widgets.NewKeyCheck(lang.L("Spread the timestamps from … to …"), func(on bool) {
		// The span starts as the last 30 days up to now.
		if on && f.from.Date.Text == "" && f.to.Date.Text == "" {
			now := window.Now().Truncate(time.Second)
			f.from.SetTime(now.AddDate(0, 0, -30))
			f.to.SetTime(now)
		}
		changed()
	})
	f.from = newTimeEntry(window, lang.L("From"), changed)
	f.to = newTimeEntry(window, lang.L("To (not included)"), changed)
	modeOptions := []string{lang.L("Evenly"), lang.L("At random")}
	f.spreadChoice = widgets.NewChoiceGroup(modeOptions, func(string) { changed() })
	f.spreadChoice.Name = lang.L("Spread")
	f.spanMessage = newMessageLabel()
	// One row each, so dates and times show whole in every language.
	f.spanFields = container.NewVBox(
		container.New(layout.NewFormLayout(),
			widget.NewLabel(lang.L("From")), f.from.Content,
			widget.NewLabel(lang.L("To (not included)")), f.to.Content,
		),
		f.spanMessage,
	)

	values := container.New(layout.NewFormLayout(), widget.NewLabel(lang.L("Random value and counter")), container.NewHBox(widgets.FitOptions(f.valuesMenu)))
	f.body = container.NewVBox(values, f.fixedFields, f.seedFields, container.NewHBox(f.spread, f.spreadChoice), f.spanFields)
	f.toggle = widgets.NewKeyButton(lang.L("For test data"), nil, func() {
		f.open = !f.open
		changed()
	})
	f.toggle.Alignment = widget.ButtonAlignLeading
	f.toggle.Importance = widget.LowImportance
	f.content = container.NewVBox(f.toggle, f.body)
	return f
}

// newFixtureField makes one empty entry of the section, its message and its labelled form.
func newFixtureField(window Window, name, placeholder string, changed func()) (*widgets.WindowEntry, *widgets.Paragraph, *fyne.Container) {
	e, message := newEntry(window), newMessageLabel()
	e.Name = name
	e.SetPlaceHolder(placeholder)
	e.OnChanged = func(string) { changed() }
	return e, message, container.New(layout.NewFormLayout(), widget.NewLabel(name), container.NewVBox(e, message))
}

// counterBounds are the smallest and largest counter, as the language writes them.
func counterBounds() map[string]any {
	return map[string]any{"Min": wording.Number(0), "Max": wording.Number(fixtures.MaxCounter)}
}

// refresh shows the fields in use, each with its message.
func (f *fixtureSection) refresh() {
	f.toggle.SetIcon(theme.MenuExpandIcon())
	if f.open {
		f.toggle.SetIcon(theme.MenuDropDownIcon())
	}
	setVisible(f.body, f.open)
	setVisible(f.fixedFields, f.valuesMenu.SelectedIndex() == valuesFixed)
	setVisible(f.seedFields, f.valuesMenu.SelectedIndex() == valuesSeed)
	setVisible(f.spanFields, f.spread.Checked)
	setVisible(f.spreadChoice, f.spread.Checked)
	r := f.read()
	showMessage(f.randomMessage, r.random)
	showMessage(f.counterMessage, r.counter)
	showMessage(f.seedMessage, r.seed)
	showMessage(f.spanMessage, r.span)
}

// fixtureRead is what the section holds, read, with each field's message.
type fixtureRead struct {
	fixture                     *fixtures.Fixture
	from, to                    time.Time
	random, counter, seed, span string
	usable                      bool
}

func (f *fixtureSection) read() fixtureRead {
	var r fixtureRead
	switch f.valuesMenu.SelectedIndex() {
	case valuesFixed:
		random, randomErr := fixtures.ParseRandom(f.random.Text)
		counter, counterErr := fixtures.ParseCounter(f.counter.Text)
		if randomErr != nil {
			r.random = lang.L("Type 10 hex digits (0–9, a–f), such as 3f2a91c8d4")
		}
		if counterErr != nil {
			r.counter = lang.L("Type a whole number from {{.Min}} to {{.Max}} (or 0x000000 to 0xffffff)", counterBounds())
		}
		r.fixture = &fixtures.Fixture{Random: random, CounterStart: counter}
	case valuesSeed:
		fixture, err := fixtures.SeedFixture(f.seed.Text)
		if err != nil {
			r.seed = lang.L("Type a text to derive the random value and counter from")
		}
		r.fixture = &fixture
	}
	r.usable = r.random == "" && r.counter == "" && r.seed == ""
	if f.spread.Checked {
		var fromErr, toErr error
		r.from, fromErr = f.from.Time()
		r.to, toErr = f.to.Time()
		if fromErr == nil && toErr == nil && !r.to.After(r.from) {
			r.span = lang.L("The end must be after the start")
		}
		r.usable = r.usable && fromErr == nil && toErr == nil && r.span == ""
	}
	return r
}

// spreadIDs makes n IDs over r's span, and says whether they are reproducible.
func (f *fixtureSection) spreadIDs(n int, r fixtureRead) ([]core.ObjectID, bool, error) {
	mode, key := fixtures.SpreadEven, fixtures.RandomSpreadKey()
	if f.spreadChoice.Selected == f.spreadChoice.Options[1] {
		mode = fixtures.SpreadRandom
	}
	if f.valuesMenu.SelectedIndex() == valuesSeed {
		key, _ = fixtures.SeedSpreadKey(f.seed.Text)
	}
	spread, err := fixtures.NewSpread(n, r.from, r.to, mode, key)
	if err != nil {
		return nil, false, err
	}
	fixture := fixtures.RandomFixture()
	if r.fixture != nil {
		fixture = *r.fixture
	}
	return spread.IDs(fixture), r.fixture != nil && (mode == fixtures.SpreadEven || f.valuesMenu.SelectedIndex() == valuesSeed), nil
}

// batchNote starts the caption of a batch made with fixed values or spread.
func batchNote(fixed, reproducible bool, from, to time.Time) string {
	var notes []string
	switch {
	case reproducible:
		notes = append(notes, lang.L("Reproducible, not random"))
	case fixed:
		notes = append(notes, lang.L("Fixed random value and counter, not random"))
	}
	if !from.IsZero() {
		notes = append(notes, lang.L("spread from {{.From}} to {{.To}}", map[string]any{
			"From": wording.DateTime(from), "To": wording.DateTime(to),
		}))
	}
	if len(notes) == 0 {
		return ""
	}
	return strings.Join(notes, ", ") + " · "
}
