package screens

import (
	"errors"
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
	"github.com/objectid-generator/objectid/internal/describe"
	"github.com/objectid-generator/objectid/internal/query"
	"github.com/objectid-generator/objectid/internal/scan"
)

// partColors are the theme colours of the three parts of an ID, in the hex
// and its legend, indexed by core.Part.
var partColors = [...]fyne.ThemeColorName{theme.ColorNamePrimary, theme.ColorNameSuccess, theme.ColorNameWarning}

// Decode is the Decode tab: one ID typed in any form, and its fields.
type Decode struct {
	window Window
	// shown is the ID on screen, once hasShown; a bad keystroke leaves it.
	shown    core.ObjectID
	hasShown bool

	input      *widgets.WindowEntry
	message    *widgets.Paragraph
	openInBulk *widgets.KeyButton
	stale      *widgets.Paragraph

	hex      *widget.RichText
	legend   *widget.RichText
	hexField *copyField
	fields   []*copyField
	oddTime  *widgets.Paragraph
	bound    *widgets.Paragraph
	details  *fyne.Container

	content fyne.CanvasObject
}

// NewDecode builds the tab, its field empty, for window.
func NewDecode(window Window) *Decode {
	s := &Decode{window: window}

	s.input = newEntry(window)
	s.input.Name = lang.L("IDs to decode")
	s.input.TextStyle.Monospace = true
	s.input.SetPlaceHolder(lang.L(`507f1f77bcf86cd799439011, ObjectId("…") or {"$oid": "…"}`))
	s.input.OnChanged = func(string) { s.refresh() }
	s.input.OnLongPaste = window.Open

	s.message = widgets.NewParagraph("")
	s.openInBulk = widgets.NewKeyButton(lang.L("Open them in Bulk"), theme.ListIcon(), func() {
		window.Open(s.input.Text)
	})
	s.stale = newStaleLabel()

	s.hex = widget.NewRichText()
	// Its value is the coloured hex; its button copies the plain hex.
	s.hexField = newCopyField(window.Copy, lang.L("ObjectID"))
	s.legend = widget.NewRichText(
		legendSegment(partColors[core.TimestampPart], lang.L("timestamp")),
		legendSegment("", " | "),
		legendSegment(partColors[core.RandomPart], lang.L("random value")),
		legendSegment("", " | "),
		legendSegment(partColors[core.CounterPart], lang.L("counter")),
	)

	for _, f := range decodeFields {
		s.fields = append(s.fields, newCopyField(window.Copy, lang.L(f.name)))
	}

	s.oddTime = widgets.NewParagraph(lang.L("This time is in the future or before 2009, when MongoDB came out: the ID was made for a chosen time, by a machine whose clock was wrong, or not by a MongoDB driver."))
	s.oddTime.Importance = widget.WarningImportance
	s.bound = widgets.NewParagraph("")
	s.bound.Importance = widget.WarningImportance
	legacy := noteLabel(lang.L("Machine ID and process ID: drivers before 2018 wrote these where newer ones write the random value; for IDs made since, these two numbers mean nothing."))

	form := container.New(layout.NewFormLayout(), s.hexField.Name, container.NewBorder(nil, s.legend, nil, s.hexField.Button, s.hex))
	form.Objects = append(form.Objects, rows(s.fields...)...)

	s.details = container.NewVBox(s.oddTime, s.bound, form, legacy)

	// The stale note sits outside the scroll, so it stays in view.
	top := container.NewVBox(s.input, container.NewBorder(nil, nil, nil, s.openInBulk, s.message), s.stale)
	// Laid out by hand so Tab reaches the field before the details.
	s.content = container.New(layout.NewBorderLayout(top, nil, nil, nil), top, container.NewVScroll(s.details))
	s.refresh()
	return s
}

// decodeFields are the values Decode shows, by translation key.
var decodeFields = []struct {
	name  string
	value func(d describe.Description) (shown, copied string)
}{
	{"Unix seconds", func(d describe.Description) (string, string) { return number(uint64(d.Seconds)) }},
	{"UTC", func(d describe.Description) (string, string) { return asShown(wording.DateTime(d.UTC) + " UTC") }},
	{"Local time", func(d describe.Description) (string, string) {
		return asShown(wording.DateTime(d.Local) + d.Local.Format(" MST (UTC-07:00)"))
	}},
	{"ISO 8601", func(d describe.Description) (string, string) { return asShown(query.ISO8601(d.ID)) }},
	{"mongosh date", func(d describe.Description) (string, string) { return asShown(query.ISODate(d.ID)) }},
	{"mongosh filter", func(d describe.Description) (string, string) { return asShown(query.ShellFilter(d.ID)) }},
	{"Age", func(d describe.Description) (string, string) { return asShown(wording.Age(d.Age)) }},
	{"Random value", func(d describe.Description) (string, string) { return asShown(randomText(d.Random)) }},
	{"Counter", func(d describe.Description) (string, string) { return number(uint64(d.Counter)) }},
	{"Counter (hex)", func(d describe.Description) (string, string) { return asShown(fmt.Sprintf("0x%06x", d.Counter)) }},
	{"Machine ID (pre-2018)", func(d describe.Description) (string, string) { return asShown(fmt.Sprintf("0x%06x", d.LegacyMachine)) }},
	{"Process ID (pre-2018)", func(d describe.Description) (string, string) { return number(uint64(d.LegacyProcess)) }},
}

// asShown is a value copied as shown.
func asShown(s string) (shown, copied string) { return s, s }

// number is n as the language writes it, copied as its plain digits.
func number(n uint64) (shown, copied string) {
	return wording.Number(n), strconv.FormatUint(n, 10)
}

// legendSegment is one piece of the legend, in color.
func legendSegment(color fyne.ThemeColorName, text string) widget.RichTextSegment {
	return &widget.TextSegment{
		Text:  text,
		Style: widget.RichTextStyle{ColorName: color, Inline: true, SizeName: theme.SizeNameCaptionText},
	}
}

// Content is what the tab shows.
func (s *Decode) Content() fyne.CanvasObject { return s.content }

// Focus puts the cursor in the field, on the window's canvas c.
func (s *Decode) Focus(c fyne.Canvas) {
	c.Focus(s.input)
}

// Show puts id in the field and decodes it, again if already there.
func (s *Decode) Show(id core.ObjectID) {
	if s.input.Text == id.Hex() {
		s.refresh()
		return
	}
	s.input.SetText(id.Hex())
}

// Paste puts the text of clipboard in place of the field's.
func (s *Decode) Paste(clipboard fyne.Clipboard) {
	s.input.ReplaceWithPasted(clipboard.Content())
}

// Tick shows the ID on show again, its age moved on.
func (s *Decode) Tick() {
	if s.hasShown {
		s.refresh()
	}
}

// refresh decodes the field, or says why not, beside the last valid ID
// while the text is almost one.
func (s *Decode) refresh() {
	decoded, err := scan.Decode(s.input.Text)
	if err == nil {
		s.shown, s.hasShown = decoded.ID, true
	}
	several := errors.Is(err, scan.ErrSeveralIDs)
	nearMiss := err != nil && scan.NearMiss(s.input.Text)
	stale := nearMiss && s.hasShown
	setVisible(s.message, err != nil || decoded.Found)
	setVisible(s.openInBulk, several)
	s.message.Importance = widget.DangerImportance
	switch {
	case decoded.Found:
		s.message.Importance = widget.MediumImportance
		s.message.SetText(lang.L("Found in the pasted text: line {{.Line}}, column {{.Column}}", map[string]any{
			"Line": wording.Number(decoded.Line), "Column": wording.Number(decoded.Column)}))
	case err == nil:
		s.message.SetText("")
	case errors.Is(err, core.ErrEmpty):
		s.message.Importance = widget.MediumImportance
		s.message.SetText(lang.L(`Paste or type an ObjectID: 24 hex digits, ObjectId("…") or {"$oid": "…"}.`))
	case several:
		s.message.Importance = widget.MediumImportance
		s.message.SetText(parseErrorText(err))
	case nearMiss:
		s.message.SetText(parseErrorText(err))
	default:
		s.message.SetText(lang.L("No ObjectID in this text"))
	}
	setVisible(s.stale, stale)
	setVisible(s.details, err == nil || stale)
	defer s.content.Refresh()
	if err != nil && !stale {
		return
	}
	s.stale.SetText(lang.L("Showing the last valid ID, {{.ID}}", map[string]any{"ID": s.shown.Hex()}))

	// A stale ID is drawn in the disabled colour, still readable.
	d := describe.Describe(s.shown, s.window.Now(), s.window.Local())
	importance := widget.MediumImportance
	if stale {
		importance = widget.LowImportance
	}
	s.hex.Segments = partSegments(s.shown, stale)
	s.hex.Refresh()
	s.hexField.copied = s.shown.Hex()
	for i, f := range s.fields {
		f.Value.Importance = importance
		shown, copied := decodeFields[i].value(d)
		f.Value.SetText(shown)
		f.copied = copied
	}

	setVisible(s.oddTime, d.Future || d.UTC.Year() < 2009)
	setVisible(s.bound, d.Bound != core.NotBound)
	switch d.Bound {
	case core.LowerBound:
		s.bound.SetText(lang.L("The random value and counter are all zeros: this is a range-query bound, for $gte and $lt filters, not an ID to insert."))
	case core.UpperBound:
		s.bound.SetText(lang.L("The random value and counter are all ff: this is a range-query bound, for $lte filters, not an ID to insert."))
	}
}

// partSegments are the three parts of id's hex, each in its colour or, when
// stale, all in the disabled one.
func partSegments(id core.ObjectID, stale bool) []widget.RichTextSegment {
	hex, segments := id.HexParts(), make([]widget.RichTextSegment, len(partColors))
	for p, color := range partColors {
		if stale {
			color = theme.ColorNameDisabled
		}
		style := widget.RichTextStyle{ColorName: color, Inline: true, SizeName: theme.SizeNameSubHeadingText, TextStyle: fyne.TextStyle{Monospace: true}}
		segments[p] = &widget.TextSegment{Text: hex[p], Style: style}
	}
	return segments
}

// parseErrorText words an error of scan.Decode, always a *core.ParseError, in the chosen language.
func parseErrorText(err error) string {
	pe := err.(*core.ParseError)
	data := map[string]any{
		"Char": wording.Char(pe.Char), "Position": wording.Number(pe.Position),
		"Opener": pe.Opener, "Closer": pe.Closer,
	}
	switch pe.Err {
	case core.ErrInvalidLength:
		return wording.Count("{{.Count}} characters — an ObjectID has 24", "{{.Count}} character — an ObjectID has 24", pe.Length, nil)
	case core.ErrInvalidCharacter:
		return lang.L("{{.Char}} at position {{.Position}} is not a hex digit (0–9, a–f)", data)
	case core.ErrWhitespaceInside:
		return lang.L("There is a {{.Char}} at position {{.Position}}; an ObjectID has no white space inside", data)
	case core.ErrWrapperNotClosed:
		if pe.Opener == pe.Closer {
			return lang.L("The opening quote is not closed")
		}
		return lang.L("{{.Opener}} is not closed with {{.Closer}}", data)
	case core.ErrWrapperUnquoted:
		return lang.L("The digits inside ObjectId(…) must be in matching quotes")
	case core.ErrWrapperNotOID:
		return lang.L(`Braces must hold {"$oid": "<24 hex digits>"} and nothing else`)
	case core.ErrWrapperTrailing:
		return lang.L("Unexpected {{.Char}} after the closing {{.Closer}}", data)
	case scan.ErrSeveralIDs:
		return wording.Count("The text holds {{.Count}} ObjectIDs: open them in Bulk, where choosing one decodes it", "The text holds {{.Count}} ObjectID", pe.Count, nil)
	}
	return err.Error()
}
