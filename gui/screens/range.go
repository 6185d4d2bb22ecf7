package screens

import (
	"cmp"
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

// The database and collection the Range query tab's commands use.
const (
	prefDatabase   = "rangeDatabase"
	prefCollection = "rangeCollection"
)

// Range is the Range query tab: the filters on _id between two times.
type Range struct {
	// shown is the range on screen, once hasShown.
	shown    query.Range
	hasShown bool

	from    *widgets.TimeEntry
	to      *widgets.TimeEntry
	message *widgets.Paragraph
	stale   *widgets.Paragraph

	// fields are the copy fields, indexed by rangeFromID and the rest.
	fields            []*copyField
	database          *widgets.WindowEntry
	collection        *widgets.WindowEntry
	collectionMessage *widgets.Paragraph
	commands          *fyne.Container

	results *fyne.Container

	content fyne.CanvasObject
}

// The Range tab's copy fields, in the order shown.
const (
	rangeFromID = iota
	rangeToID
	rangeShell
	rangeCompass
	rangeEJSON
	rangeFind
	rangeExport
)

// rangeFieldNames name the copy fields, by translation key.
var rangeFieldNames = []string{"Start ID ($gte)", "End ID ($lt)", "mongosh filter", "Compass filter bar",
	"Extended JSON (mongoexport --query)", "mongosh command", "mongoexport command"}

// NewRange builds the tab for window, for today and the names in prefs.
func NewRange(window Window, prefs fyne.Preferences) *Range {
	s := &Range{}
	s.from = newTimeEntry(window, lang.L("From"), nil)
	s.to = newTimeEntry(window, lang.L("To"), nil)
	s.to.AcceptsEnd = true
	now := window.Now().In(window.Zone())
	start := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())
	s.from.SetTime(start)
	s.to.SetTime(start.AddDate(0, 0, 1))

	s.message = newMessageLabel()
	s.stale = newStaleLabel()

	for _, name := range rangeFieldNames {
		s.fields = append(s.fields, newCopyField(window.Copy, lang.L(name)))
	}

	s.database = newNameEntry(window, prefs, prefDatabase, lang.L("Database"), "<db>", s.refresh)
	s.collection = newNameEntry(window, prefs, prefCollection, lang.L("Collection"), "<collection>", s.refresh)
	s.collectionMessage = newMessageLabel()

	bold := fyne.TextStyle{Bold: true}
	times := container.New(layout.NewFormLayout(),
		widget.NewLabelWithStyle(lang.L("From"), fyne.TextAlignLeading, bold), s.from.Content,
		widget.NewLabelWithStyle(lang.L("To"), fyne.TextAlignLeading, bold), s.to.Content,
	)
	explain := noteLabel(lang.L("Matches the IDs made from the start of the From second up to, but not including, the To second."))

	fields := container.New(layout.NewFormLayout(), rows(s.fields[:rangeFind]...)...)
	s.commands = container.New(layout.NewFormLayout(), rows(s.fields[rangeFind:]...)...)
	collectionForm := container.New(layout.NewFormLayout(),
		widget.NewLabelWithStyle(lang.L("Database"), fyne.TextAlignLeading, bold), s.database,
		widget.NewLabelWithStyle(lang.L("Collection"), fyne.TextAlignLeading, bold), container.NewVBox(s.collection, s.collectionMessage))
	s.results = container.NewVBox(s.stale, fields, widget.NewSeparator(), collectionForm, s.commands)

	s.content = container.NewVScroll(container.NewVBox(times, explain, s.message, widget.NewSeparator(), s.results))
	s.from.OnChanged, s.to.OnChanged = s.refresh, s.refresh
	s.refresh()
	return s
}

// newNameEntry is the field called name for a database's or collection's
// name, kept in prefs under key, showing placeholder while empty.
func newNameEntry(window Window, prefs fyne.Preferences, key, name, placeholder string, changed func()) *widgets.WindowEntry {
	e := newEntry(window)
	e.Name, e.TextStyle.Monospace = name, true
	e.SetPlaceHolder(placeholder)
	e.SetText(prefs.String(key))
	// Only no name or one MongoDB would take is remembered: a database's
	// name may hold none of the characters a collection's may not.
	e.OnChanged = func(text string) {
		if text == "" || query.CheckCollectionName(text) == nil {
			prefs.SetString(key, text)
		}
		changed()
	}
	return e
}

// Content is what the tab shows.
func (s *Range) Content() fyne.CanvasObject { return s.content }

// ZoneChanged keeps both times' instants when the zone changes.
func (s *Range) ZoneChanged() {
	s.from.FollowZone()
	s.to.FollowZone()
}

// refresh shows the filters of the two times, or why they make none.
func (s *Range) refresh() {
	from, fromErr := s.from.Time()
	to, toErr := s.to.Time()
	r, err := query.NewRange(from, to)
	if err = cmp.Or(fromErr, toErr, err); err == nil {
		s.shown, s.hasShown = r, true
	}
	reversed := ""
	if errors.Is(err, query.ErrInvalidRange) {
		reversed = lang.L("To must be at least one second after From")
	}
	showMessage(s.message, reversed)
	setVisible(s.stale, err != nil && s.hasShown)
	if s.hasShown {
		s.stale.SetText(lang.L("Showing the filters for the last valid range"))
		r, f := s.shown, s.fields
		f[rangeFromID].Value.SetText(r.From.Hex())
		f[rangeToID].Value.SetText(lang.L("No end ID: the range runs to the last second an ObjectID holds"))
		if r.HasTo {
			f[rangeToID].Value.SetText(r.To.Hex())
		}
		setEnabled(f[rangeToID].Button, r.HasTo)
		f[rangeShell].Value.SetText(r.Filter(query.RangeShell))
		f[rangeCompass].Value.SetText(r.Filter(query.RangeCompass))
		f[rangeEJSON].Value.SetText(r.Filter(query.RangeEJSON))
	}
	database, collection := s.database.Text, s.collection.Text
	nameErr := query.CheckCollectionName(collection)
	if collection == "" {
		nameErr = nil
	}
	setVisible(s.collectionMessage, nameErr != nil)
	setVisible(s.commands, nameErr == nil)
	if nameErr != nil {
		s.collectionMessage.SetText(collectionErrorText(nameErr))
	} else {
		s.fields[rangeFind].Value.SetText(query.ShellFind(collection, s.shown.Filter(query.RangeShell)))
		s.fields[rangeExport].Value.SetText(query.MongoexportCommand(database, collection, s.shown.Filter(query.RangeEJSON)))
	}
	setVisible(s.results, s.hasShown)
	s.content.Refresh()
}

// collectionErrorText says why MongoDB would refuse a collection name, from
// the *query.CollectionNameError of query.CheckCollectionName.
func collectionErrorText(err error) string {
	ce := err.(*query.CollectionNameError)
	switch ce.Problem {
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

// SetSpan puts from and to in the From and To fields.
func (s *Range) SetSpan(from, to time.Time) {
	s.from.SetTime(from)
	s.to.SetTime(to)
}
