package screens

import (
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
	"github.com/objectid-generator/objectid/internal/query"
)

// prefCollection is the collection the Range query tab's commands use.
const prefCollection = "rangeCollection"

// RangeState is what the Range query tab holds, kept when the window is
// built again: the two times as typed.
type RangeState struct {
	from, to widgets.TimeEntryState
	// collection is the collection name the commands use, as typed.
	collection string
	// err is why the times make no range, or nil when they make one.
	err error
	// shown is the range on screen, valid once hasShown is true; times
	// that do not make a range leave it there.
	shown    query.Range
	hasShown bool
}

// NewRangeState starts the range at the day of now in loc, from its first
// second up to the first second of the next day: the IDs made that day, the
// question most often asked of a collection. The collection is the one
// last used, as saved in prefs.
func NewRangeState(now time.Time, loc *time.Location, prefs fyne.Preferences) RangeState {
	now = now.In(loc)
	start := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, loc)
	end := start.AddDate(0, 0, 1)
	return RangeState{
		from: widgets.TimeEntryState{Date: start.Format(widgets.DateLayout), Clock: start.Format(widgets.ClockLayout), ShownIn: loc},
		to:   widgets.TimeEntryState{Date: end.Format(widgets.DateLayout), Clock: end.Format(widgets.ClockLayout), ShownIn: loc, AcceptsEnd: true},

		collection: prefs.StringWithFallback(prefCollection, query.DefaultCollection),
	}
}

// Range is the Range query tab: two times, and the filters on _id that
// match the IDs made from the first up to, not including, the second.
type Range struct {
	window Window
	state  *RangeState

	from    *widgets.TimeEntry
	to      *widgets.TimeEntry
	message *widget.Label
	stale   *widget.Label

	fromID  *copyField
	toID    *copyField
	shell   *copyField
	compass *copyField
	ejson   *copyField

	collection        *widgets.WindowEntry
	collectionMessage *widget.Label
	find              *copyField
	export            *copyField
	commands          *fyne.Container

	results *fyne.Container

	content fyne.CanvasObject
}

// NewRange builds the tab's widgets from state, for window.
func NewRange(window Window, state *RangeState) *Range {
	s := &Range{window: window, state: state}
	s.from = window.newTimeEntry(&state.from, s.update)
	s.to = window.newTimeEntry(&state.to, s.update)
	s.from.SetName(lang.L("From"))
	s.to.SetName(lang.L("To"))

	s.message = widget.NewLabel("")
	s.message.Importance = widget.DangerImportance
	s.message.Wrapping = fyne.TextWrapWord
	s.message.Hide()
	s.stale = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	s.stale.Wrapping = fyne.TextWrapWord
	s.stale.Hide()

	s.fromID = newCopyField(window.Copy, lang.L("Start ID ($gte)"))
	s.toID = newCopyField(window.Copy, lang.L("End ID ($lt)"))
	s.shell = newCopyField(window.Copy, lang.L("mongosh filter"))
	s.compass = newCopyField(window.Copy, lang.L("Compass filter bar"))
	s.ejson = newCopyField(window.Copy, lang.L("Extended JSON (mongoexport --query)"))

	s.collection = window.newEntry()
	s.collection.Name = lang.L("Collection")
	s.collection.TextStyle.Monospace = true
	s.collection.SetPlaceHolder(query.DefaultCollection)
	s.collection.SetText(state.collection)
	s.collection.OnChanged = s.collectionChanged
	s.collectionMessage = widget.NewLabel("")
	s.collectionMessage.Importance = widget.DangerImportance
	s.collectionMessage.Wrapping = fyne.TextWrapWord
	s.collectionMessage.Hide()
	s.find = newCopyField(window.Copy, lang.L("mongosh command"))
	s.export = newCopyField(window.Copy, lang.L("mongoexport command"))

	bold := fyne.TextStyle{Bold: true}
	times := container.New(layout.NewFormLayout(),
		widget.NewLabelWithStyle(lang.L("From"), fyne.TextAlignLeading, bold), s.from.Content,
		widget.NewLabelWithStyle(lang.L("To"), fyne.TextAlignLeading, bold), s.to.Content,
	)
	explain := noteLabel(lang.L("Matches the IDs made from the start of the From second up to, but not including, the To second."))

	fields := container.New(layout.NewFormLayout())
	for _, f := range []*copyField{s.fromID, s.toID, s.shell, s.compass, s.ejson} {
		fields.Objects = append(fields.Objects, f.row()...)
	}
	s.commands = container.New(layout.NewFormLayout(), append(s.find.row(), s.export.row()...)...)
	collectionForm := container.New(layout.NewFormLayout(),
		widget.NewLabelWithStyle(lang.L("Collection"), fyne.TextAlignLeading, bold), container.NewVBox(s.collection, s.collectionMessage))
	s.results = container.NewVBox(s.stale, fields, widget.NewSeparator(), collectionForm, s.commands)
	s.results.Hide()

	s.content = container.NewVScroll(container.NewVBox(times, explain, s.message, widget.NewSeparator(), s.results))
	s.update()
	return s
}

// Content is what the tab shows.
func (s *Range) Content() fyne.CanvasObject { return s.content }

// update makes the range from the two times after every edit. Times that
// do not make a range leave the last good range on screen, marked so.
func (s *Range) update() {
	r, err := s.makeRange()
	s.state.err = err
	if err == nil {
		s.state.shown, s.state.hasShown = r, true
	}
	s.refresh()
}

// ZoneChanged keeps both times' instants when the user switches between
// UTC and local time.
func (s *Range) ZoneChanged() {
	s.from.FollowZone()
	s.to.FollowZone()
}

// makeRange reads both times and makes the range, or says why it cannot.
func (s *Range) makeRange() (query.Range, error) {
	from, err := s.from.Time()
	if err != nil {
		return query.Range{}, err
	}
	to, err := s.to.Time()
	if err != nil {
		return query.Range{}, err
	}
	return query.NewRange(from, to)
}

// refresh shows the state: why the times make no range, if they do not,
// and the filters of the range on show.
func (s *Range) refresh() {
	st := s.state
	// Each time entry says itself what is wrong with it; this message is
	// for times that are each fine but make no range together.
	reversed := errors.Is(st.err, query.ErrInvalidRange)
	if reversed {
		s.message.SetText(lang.L("To must be at least one second after From"))
	}
	setVisible(s.message, reversed)
	setVisible(s.stale, st.err != nil && st.hasShown)
	if st.hasShown {
		s.stale.SetText(lang.L("Showing the filters for the last valid range"))
		r := st.shown
		s.fromID.Value.SetText(r.From.Hex())
		if r.HasTo {
			s.toID.Value.SetText(r.To.Hex())
		} else {
			s.toID.Value.SetText(lang.L("No end ID: the range runs to the last second an ObjectID holds"))
		}
		setEnabled(s.toID.Button, r.HasTo)
		s.shell.Value.SetText(r.Shell())
		s.compass.Value.SetText(r.Compass())
		s.ejson.Value.SetText(r.ExtendedJSON())
	}
	// The commands are written for the range on show and the collection
	// typed, or give way to why MongoDB would refuse the name.
	nameErr := query.CheckCollectionName(st.collection)
	setVisible(s.collectionMessage, nameErr != nil)
	setVisible(s.commands, nameErr == nil)
	if nameErr != nil {
		s.collectionMessage.SetText(collectionErrorText(nameErr))
	} else {
		s.find.Value.SetText(query.ShellFind(st.collection, st.shown.Shell()))
		s.export.Value.SetText(query.MongoexportCommand(st.collection, st.shown.ExtendedJSON()))
	}
	setVisible(s.results, st.hasShown)
	s.content.Refresh()
}

// collectionChanged keeps the collection name, remembers it for the next
// start when MongoDB would take it, and shows the commands for it.
func (s *Range) collectionChanged(name string) {
	s.state.collection = name
	if query.CheckCollectionName(name) == nil {
		s.window.Prefs.SetString(prefCollection, name)
	}
	s.refresh()
}

// collectionErrorText says in the chosen language why MongoDB would refuse
// a collection name.
func collectionErrorText(err error) string {
	var ce *query.CollectionNameError
	if !errors.As(err, &ce) {
		return err.Error()
	}
	switch ce.Problem {
	case query.CollectionEmpty:
		return lang.L("Enter the name of the collection")
	case query.CollectionDollar:
		return lang.L("MongoDB does not allow '$' in a collection name")
	case query.CollectionNull:
		return lang.L("MongoDB does not allow the null character in a collection name")
	case query.CollectionLeadingDot:
		return lang.L("A collection name cannot start with '.'")
	case query.CollectionSystem:
		return lang.L("Names starting with system. are reserved for MongoDB's own collections")
	case query.CollectionTooLong:
		return lang.L("The name is {{.Length}} bytes; MongoDB allows at most {{.Max}}", map[string]any{"Length": wording.Number(ce.Length), "Max": wording.Number(query.MaxCollectionBytes)})
	case query.CollectionNotUTF8:
		return lang.L("The name is not valid UTF-8")
	}
	return err.Error()
}
