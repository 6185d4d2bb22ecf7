package gui

import (
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
)

// rangeState is what the Range query tab holds, kept when the window is
// built again: the two times as typed.
type rangeState struct {
	from, to timeEntryState
	// hasShown is true once a range is on screen; times that do not make
	// a range leave it there.
	hasShown bool
}

// newRangeState starts the range at the day of now in loc, from its first
// second up to the first second of the next day: the IDs made that day, the
// question most often asked of a collection.
func newRangeState(now time.Time, loc *time.Location) rangeState {
	now = now.In(loc)
	start := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, loc)
	end := start.AddDate(0, 0, 1)
	return rangeState{
		from: timeEntryState{date: start.Format(dateLayout), clock: start.Format(clockLayout), shownIn: loc},
		to:   timeEntryState{date: end.Format(dateLayout), clock: end.Format(clockLayout), shownIn: loc},
	}
}

// rangeScreen is the Range query tab: two times, and the filters on _id
// that match the IDs made from the first up to, not including, the second.
type rangeScreen struct {
	ui    *ui
	state *rangeState

	from    *timeEntry
	to      *timeEntry
	message *widget.Label
	stale   *widget.Label

	fromID  *copyField
	toID    *copyField
	shell   *copyField
	compass *copyField
	results *fyne.Container

	content fyne.CanvasObject
}

// newRangeScreen builds the tab's widgets from state.
func newRangeScreen(u *ui, state *rangeState) *rangeScreen {
	s := &rangeScreen{ui: u, state: state}
	s.from = newTimeEntry(u, &state.from, s.update)
	s.to = newTimeEntry(u, &state.to, s.update)

	s.message = widget.NewLabel("")
	s.message.Importance = widget.DangerImportance
	s.message.Wrapping = fyne.TextWrapWord
	s.message.Hide()
	s.stale = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	s.stale.Wrapping = fyne.TextWrapWord
	s.stale.Hide()

	s.fromID = newCopyField(u, lang.L("First ID ($gte)"))
	s.toID = newCopyField(u, lang.L("End ID ($lt)"))
	s.shell = newCopyField(u, lang.L("mongosh filter"))
	s.compass = newCopyField(u, lang.L("Compass filter (Extended JSON)"))

	bold := fyne.TextStyle{Bold: true}
	times := container.New(layout.NewFormLayout(),
		widget.NewLabelWithStyle(lang.L("From"), fyne.TextAlignLeading, bold), s.from.content,
		widget.NewLabelWithStyle(lang.L("To"), fyne.TextAlignLeading, bold), s.to.content,
	)
	explain := noteLabel(lang.L("Matches the IDs made from the start of the From second up to, but not including, the To second."))

	fields := container.New(layout.NewFormLayout())
	for _, f := range []*copyField{s.fromID, s.toID, s.shell, s.compass} {
		fields.Objects = append(fields.Objects, f.row()...)
	}
	s.results = container.NewVBox(s.stale, fields)
	s.results.Hide()

	s.content = container.NewVScroll(container.NewVBox(times, explain, s.message, widget.NewSeparator(), s.results))
	s.update()
	return s
}

// update builds the range from the two times after every edit. Times that
// do not make a range leave the last good filters on screen, marked so.
func (s *rangeScreen) update() {
	r, err := s.build()
	switch {
	case err == nil:
		s.display(r)
		return
	case errors.Is(err, core.ErrInvalidRange):
		s.message.SetText(lang.L("To must be at least one second after From"))
		s.message.Show()
	default:
		// Each time entry already says what is wrong with it.
		s.message.Hide()
	}
	if s.state.hasShown {
		s.stale.SetText(lang.L("Showing the filters for the last valid range"))
		s.stale.Show()
	}
	s.content.Refresh()
}

// build reads both times and makes the range, or says why it cannot.
func (s *rangeScreen) build() (core.Range, error) {
	from, err := s.from.Time()
	if err != nil {
		return core.Range{}, err
	}
	to, err := s.to.Time()
	if err != nil {
		return core.Range{}, err
	}
	return core.NewRange(from, to)
}

// display fills the fields from r.
func (s *rangeScreen) display(r core.Range) {
	s.state.hasShown = true
	s.message.Hide()
	s.stale.Hide()
	s.fromID.value.SetText(r.From.Hex())
	s.toID.value.SetText(r.To.Hex())
	s.shell.value.SetText(r.Shell())
	s.compass.value.SetText(r.ExtendedJSON())
	s.results.Show()
	s.content.Refresh()
}
