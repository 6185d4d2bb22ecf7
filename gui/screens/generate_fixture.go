package screens

import (
	"errors"
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

// fixtureValues says where a batch's random value and counter start come
// from.
type fixtureValues int

const (
	// valuesRandom: from crypto/rand, as real IDs.
	valuesRandom fixtureValues = iota
	// valuesFixed: the random value and counter start typed in.
	valuesFixed
	// valuesSeed: derived from a seed text, as fixtures.SeedFixture does.
	valuesSeed
)

// fixtureState is what the Generate tab's "For test data" section holds,
// kept when the window is built again.
type fixtureState struct {
	// open is whether the section is expanded; it starts collapsed.
	open   bool
	values fixtureValues
	// random, counter and seed are the fields' text, as typed.
	random, counter, seed string
	// spread is whether the batch's timestamps are spread over from … to.
	spread     bool
	spreadMode fixtures.SpreadMode
	from, to   widgets.TimeEntryState
	// spanSet records whether from and to have been given starting values.
	spanSet bool
}

// batchOrigin is how the batch on show was made, which the caption and the
// list's banner describe: it stays with the batch while the settings change.
type batchOrigin struct {
	// fixed is whether the random value and counter start were fixed.
	fixed bool
	// reproducible is whether the same settings make the same batch again:
	// fixed values and fixed times (a chosen time, an even spread, or a
	// random spread drawn from the seed).
	reproducible bool
	// spread, from and to give the span the timestamps were spread over.
	spread   bool
	from, to time.Time
}

// fixtureSection is the "For test data" section of the Generate tab: fixed
// values or a seed in place of random ones, and a span to spread the
// timestamps over.
type fixtureSection struct {
	window    Window
	state     *fixtureState
	onChanged func()

	toggle         *widgets.KeyButton
	body           *fyne.Container
	content        fyne.CanvasObject
	values         *widgets.KeySelect
	random         *widgets.WindowEntry
	counter        *widgets.WindowEntry
	seed           *widgets.WindowEntry
	randomMessage  *widget.Label
	counterMessage *widget.Label
	seedMessage    *widget.Label
	fixedFields    *fyne.Container
	seedFields     *fyne.Container
	spread         *widgets.KeyCheck
	from, to       *widgets.TimeEntry
	spreadMode     *widgets.ChoiceGroup
	spanMessage    *widget.Label
	spanFields     *fyne.Container
}

// newFixtureSection builds the section from state; onChanged runs after
// every change of what it holds.
func newFixtureSection(window Window, state *fixtureState, onChanged func()) *fixtureSection {
	f := &fixtureSection{window: window, state: state}

	valueOptions := []string{lang.L("Random, as real IDs"), lang.L("Fixed random value and counter"), lang.L("From a seed")}
	f.values = widgets.NewKeySelect(valueOptions, nil)
	f.values.Name = lang.L("Random value and counter")
	f.values.SetSelectedIndex(int(state.values))
	f.values.OnChanged = func(string) {
		f.state.values = fixtureValues(max(0, f.values.SelectedIndex()))
		f.changed()
	}

	f.random = f.newField(lang.L("10 hex digits, such as 3f2a91c8d4"), state.random, func(text string) { f.state.random = text })
	f.counter = f.newField(lang.L("{{.Min}} to {{.Max}}, such as 12345", counterBounds()), state.counter, func(text string) { f.state.counter = text })
	f.seed = f.newField(lang.L("Any text, such as users-2024"), state.seed, func(text string) { f.state.seed = text })
	f.random.Name, f.counter.Name, f.seed.Name = lang.L("Random value"), lang.L("Counter start"), lang.L("Seed")
	f.randomMessage, f.counterMessage, f.seedMessage = newMessageLabel(), newMessageLabel(), newMessageLabel()
	f.fixedFields = container.NewGridWithColumns(2,
		container.New(layout.NewFormLayout(), widget.NewLabel(lang.L("Random value")), container.NewVBox(f.random, f.randomMessage)),
		container.New(layout.NewFormLayout(), widget.NewLabel(lang.L("Counter start")), container.NewVBox(f.counter, f.counterMessage)),
	)
	f.seedFields = container.New(layout.NewFormLayout(),
		widget.NewLabel(lang.L("Seed")), container.NewVBox(f.seed, f.seedMessage),
	)

	f.spread = widgets.NewKeyCheck(lang.L("Spread the timestamps from … to …"), nil)
	f.spread.SetChecked(state.spread)
	f.spread.OnChanged = f.spreadChanged
	f.from = window.newTimeEntry(&state.from, f.changed)
	f.to = window.newTimeEntry(&state.to, f.changed)
	f.from.SetName(lang.L("From"))
	f.to.SetName(lang.L("To (not included)"))
	modeOptions := []string{lang.L("Evenly"), lang.L("At random")}
	f.spreadMode = widgets.NewChoiceGroup(modeOptions, nil)
	f.spreadMode.Name = lang.L("Spread")
	f.spreadMode.SetSelected(modeOptions[boolIndex(state.spreadMode == fixtures.SpreadRandom)])
	f.spreadMode.OnChanged = func(string) {
		f.state.spreadMode = fixtures.SpreadModes[boolIndex(f.spreadMode.Selected == modeOptions[1])]
		f.changed()
	}
	f.spanMessage = newMessageLabel()
	// One row each, so both dates and times have the tab's width and show
	// whole in every language.
	f.spanFields = container.NewVBox(
		container.New(layout.NewFormLayout(),
			widget.NewLabel(lang.L("From")), f.from.Content,
			widget.NewLabel(lang.L("To (not included)")), f.to.Content,
		),
		f.spanMessage,
	)

	values := container.New(layout.NewFormLayout(), widget.NewLabel(lang.L("Random value and counter")), container.NewHBox(widgets.FitOptions(f.values)))
	f.body = container.NewVBox(values, f.fixedFields, f.seedFields, container.NewHBox(f.spread, f.spreadMode), f.spanFields)
	f.toggle = widgets.NewKeyButton(lang.L("For test data"), nil, func() {
		f.state.open = !f.state.open
		f.changed()
	})
	f.toggle.Alignment = widget.ButtonAlignLeading
	f.toggle.Importance = widget.LowImportance
	f.content = container.NewVBox(f.toggle, f.body)

	f.refresh()
	f.onChanged = onChanged
	return f
}

// newField makes one entry of the section showing text; keep stores each
// edit in the state.
func (f *fixtureSection) newField(placeholder, text string, keep func(string)) *widgets.WindowEntry {
	e := f.window.newEntry()
	e.SetPlaceHolder(placeholder)
	e.SetText(text)
	e.OnChanged = func(text string) {
		keep(text)
		f.changed()
	}
	return e
}

// counterBounds are the smallest and largest counter, as the language
// writes numbers.
func counterBounds() map[string]any {
	return map[string]any{"Min": wording.Number(0), "Max": wording.Number(fixtures.MaxCounter)}
}

func newMessageLabel() *widget.Label {
	l := widget.NewLabel("")
	l.Importance = widget.DangerImportance
	l.Wrapping = fyne.TextWrapWord
	return l
}

// spreadChanged turns the span on or off; the first time it starts at the
// last 30 days up to now.
func (f *fixtureSection) spreadChanged(on bool) {
	f.state.spread = on
	if on && !f.state.spanSet {
		f.state.spanSet = true
		now := f.window.Now().Truncate(time.Second)
		f.from.SetTime(now.AddDate(0, 0, -30))
		f.to.SetTime(now)
	}
	f.changed()
}

func (f *fixtureSection) changed() {
	f.refresh()
	if f.onChanged != nil {
		f.onChanged()
	}
}

// refresh shows the fields the chosen values need, with a message under
// each that holds something unusable.
func (f *fixtureSection) refresh() {
	f.toggle.SetIcon(theme.MenuExpandIcon())
	if f.state.open {
		f.toggle.SetIcon(theme.MenuDropDownIcon())
	}
	setVisible(f.body, f.state.open)
	setVisible(f.fixedFields, f.state.values == valuesFixed)
	setVisible(f.seedFields, f.state.values == valuesSeed)
	setVisible(f.spanFields, f.state.spread)
	setVisible(f.spreadMode, f.state.spread)
	_, randomErr := f.randomValue()
	_, counterErr := f.counterStart()
	_, seedErr := fixtures.SeedFixture(f.state.seed)
	showMessage(f.randomMessage, randomErr, lang.L("Type 10 hex digits (0–9, a–f), such as 3f2a91c8d4"))
	showMessage(f.counterMessage, counterErr, lang.L("Type a whole number from {{.Min}} to {{.Max}} (or 0x000000 to 0xffffff)", counterBounds()))
	showMessage(f.seedMessage, seedErr, lang.L("Type a text to derive the random value and counter from"))
	showMessage(f.spanMessage, f.spanError(), f.spanProblem())
}

func showMessage(l *widget.Label, err error, text string) {
	if err == nil {
		l.SetText("")
		l.Hide()
		return
	}
	l.SetText(text)
	l.Show()
}

// randomValue is the typed random value; only the fixed values use it.
func (f *fixtureSection) randomValue() ([5]byte, error) {
	if f.state.values != valuesFixed {
		return [5]byte{}, nil
	}
	return fixtures.ParseRandom(f.state.random)
}

// counterStart is the typed counter start; only the fixed values use it.
func (f *fixtureSection) counterStart() (uint32, error) {
	if f.state.values != valuesFixed {
		return 0, nil
	}
	return fixtures.ParseCounter(f.state.counter)
}

// errBadSpan reports a span whose end is not after its start.
var errBadSpan = errors.New("the end of the span is not after its start")

// spanError says why the span cannot be used, or nil; unusable times have
// the time entries' own messages.
func (f *fixtureSection) spanError() error {
	if !f.state.spread {
		return nil
	}
	from, fromErr := f.from.Time()
	to, toErr := f.to.Time()
	if err := errors.Join(fromErr, toErr); err != nil {
		return err
	}
	if !to.After(from) {
		return errBadSpan
	}
	return nil
}

// spanProblem is the message under the span: only an end not after the
// start needs one of its own.
func (f *fixtureSection) spanProblem() string {
	if errors.Is(f.spanError(), errBadSpan) {
		return lang.L("The end must be after the start")
	}
	return ""
}

// usable reports whether everything the section holds can be used.
func (f *fixtureSection) usable() bool {
	_, randomErr := f.randomValue()
	_, counterErr := f.counterStart()
	if randomErr != nil || counterErr != nil || f.spanError() != nil {
		return false
	}
	if f.state.values == valuesSeed {
		if _, err := fixtures.SeedFixture(f.state.seed); err != nil {
			return false
		}
	}
	return true
}

// fixture returns the random value and counter start a batch takes: fresh
// random ones unless fixed or seeded. The section must be usable.
func (f *fixtureSection) fixture() fixtures.Fixture {
	switch f.state.values {
	case valuesFixed:
		random, _ := f.randomValue()
		counter, _ := f.counterStart()
		return fixtures.Fixture{Random: random, CounterStart: counter}
	case valuesSeed:
		fixture, _ := fixtures.SeedFixture(f.state.seed)
		return fixture
	}
	return fixtures.RandomFixture()
}

// spreadIDs makes n IDs whose timestamps are spread over the span; with a
// seed, random timestamps come from it too.
func (f *fixtureSection) spreadIDs(n int) ([]core.ObjectID, batchOrigin, error) {
	from, _ := f.from.Time()
	to, _ := f.to.Time()
	key := fixtures.RandomSpreadKey()
	if f.state.values == valuesSeed {
		key, _ = fixtures.SeedSpreadKey(f.state.seed)
	}
	spread, err := fixtures.NewSpread(n, from, to, f.state.spreadMode, key)
	if err != nil {
		return nil, batchOrigin{}, err
	}
	fixed := f.state.values != valuesRandom
	origin := batchOrigin{
		fixed:        fixed,
		reproducible: fixed && (f.state.spreadMode == fixtures.SpreadEven || f.state.values == valuesSeed),
		spread:       true, from: from, to: to,
	}
	return spread.IDs(f.fixture()), origin, nil
}

// describeOrigin starts the caption of a batch of count IDs made as origin
// says: nothing for real IDs.
func describeOrigin(origin batchOrigin, count int) string {
	if count == 0 {
		return ""
	}
	var text string
	switch {
	case origin.reproducible:
		text = lang.L("Reproducible, not random")
	case origin.fixed:
		text = lang.L("Fixed random value and counter, not random")
	}
	if origin.spread {
		spread := lang.L("spread from {{.From}} to {{.To}}", map[string]any{
			"From": wording.DateTime(origin.from), "To": wording.DateTime(origin.to),
		})
		if text == "" {
			text = spread
		} else {
			text += ", " + spread
		}
	}
	if text == "" {
		return ""
	}
	return text + " · "
}

// originBanner is the line over a list of IDs made with fixed values.
func originBanner(origin batchOrigin) string {
	if origin.reproducible {
		return lang.L("These IDs are reproducible, not random: the same settings make them again on any computer. Use them in test data only.")
	}
	return lang.L("These IDs have a fixed random value and counter, so they are not random. Use them in test data only.")
}
