package gui

import (
	"errors"
	"fmt"
	"strconv"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
)

// The colours of the three parts of an ID, shared by the hex and its
// legend. Theme colour names, so they follow the light and dark variants.
const (
	timestampColor = theme.ColorNamePrimary
	randomColor    = theme.ColorNameSuccess
	counterColor   = theme.ColorNameWarning
)

// decodeScreen is the Decode tab: one field that takes an ID in any form
// core.Parse reads, and every field of the last valid ID typed there.
type decodeScreen struct {
	ui *ui

	input   *windowEntry
	message *widget.Label
	stale   *widget.Label

	hex        *widget.RichText
	legend     *widget.RichText
	copyHex    *widget.Button
	seconds    *copyField
	utc        *copyField
	localTime  *copyField
	age        *copyField
	random     *copyField
	counter    *copyField
	counterHex *copyField
	machine    *copyField
	process    *copyField
	future     *widget.Label
	bound      *widget.Label
	details    *fyne.Container

	// shown is the ID the fields describe, valid once hasShown is true; a
	// bad keystroke leaves it on screen.
	shown    core.ObjectID
	hasShown bool

	content fyne.CanvasObject
}

// copyField is one value on screen with a button that copies exactly it,
// or, for a number, its plain digits.
type copyField struct {
	name  *widget.Label
	value *widget.Label
	copy  *widget.Button
	// digits is what copying a number gives, or "" to copy what is shown.
	digits string
}

// setNumber shows n as the language writes it; copying gives its digits.
func (f *copyField) setNumber(n uint64) {
	f.digits = strconv.FormatUint(n, 10)
	f.value.SetText(formatNumber(n))
}

// copied is what the copy button puts on the clipboard.
func (f *copyField) copied() string {
	if f.digits != "" {
		return f.digits
	}
	return f.value.Text
}

// newCopyField makes a field called name; copying says "Copied <name>".
func newCopyField(u *ui, name string) *copyField {
	f := &copyField{name: widget.NewLabel(name), value: widget.NewLabel("")}
	f.name.TextStyle.Bold = true
	f.value.TextStyle.Monospace = true
	f.value.Selectable = true
	f.value.Wrapping = fyne.TextWrapWord
	f.copy = widget.NewButtonWithIcon("", theme.ContentCopyIcon(), func() { u.copyText(f.copied(), name) })
	f.copy.Importance = widget.LowImportance
	return f
}

// row lays the field out for a two-column form layout.
func (f *copyField) row() []fyne.CanvasObject {
	return []fyne.CanvasObject{f.name, container.NewBorder(nil, nil, nil, f.copy, f.value)}
}

func newDecodeScreen(u *ui) *decodeScreen {
	s := &decodeScreen{ui: u}

	s.input = newWindowEntry(u)
	s.input.TextStyle.Monospace = true
	s.input.SetPlaceHolder(lang.L(`507f1f77bcf86cd799439011, ObjectId("…") or {"$oid": "…"}`))
	s.input.OnChanged = s.decode

	s.message = widget.NewLabel("")
	s.message.Wrapping = fyne.TextWrapWord
	s.stale = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	s.stale.Wrapping = fyne.TextWrapWord
	s.stale.Hide()

	s.hex = widget.NewRichText()
	s.copyHex = widget.NewButtonWithIcon("", theme.ContentCopyIcon(), func() {
		u.copyText(s.shown.Hex(), lang.L("ObjectID"))
	})
	s.copyHex.Importance = widget.LowImportance
	hexName := widget.NewLabelWithStyle(lang.L("ObjectID"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.legend = widget.NewRichText(
		legendSegment(timestampColor, lang.L("timestamp")),
		legendSegment("", " | "),
		legendSegment(randomColor, lang.L("random value")),
		legendSegment("", " | "),
		legendSegment(counterColor, lang.L("counter")),
	)

	s.seconds = newCopyField(u, lang.L("Unix seconds"))
	s.utc = newCopyField(u, lang.L("UTC"))
	s.localTime = newCopyField(u, lang.L("Local time"))
	s.age = newCopyField(u, lang.L("Age"))
	s.random = newCopyField(u, lang.L("Random value"))
	s.counter = newCopyField(u, lang.L("Counter"))
	s.counterHex = newCopyField(u, lang.L("Counter (hex)"))
	s.machine = newCopyField(u, lang.L("Machine id (pre-2018)"))
	s.process = newCopyField(u, lang.L("Process id (pre-2018)"))

	s.future = widget.NewLabel(lang.L("This time is in the future: the ID was made for a chosen time, or by a machine whose clock was wrong."))
	s.future.Importance = widget.WarningImportance
	s.future.Wrapping = fyne.TextWrapWord
	s.bound = widget.NewLabel("")
	s.bound.Importance = widget.WarningImportance
	s.bound.Wrapping = fyne.TextWrapWord
	legacy := noteLabel(lang.L("Machine id and process id: drivers before 2018 wrote these where newer ones write the random value; for IDs made since, these two numbers mean nothing."))

	form := container.New(layout.NewFormLayout(), hexName, container.NewBorder(nil, s.legend, nil, s.copyHex, s.hex))
	for _, f := range []*copyField{s.seconds, s.utc, s.localTime, s.age, s.random, s.counter, s.counterHex, s.machine, s.process} {
		form.Objects = append(form.Objects, f.row()...)
	}

	s.details = container.NewVBox(s.stale, s.future, s.bound, form, legacy)
	s.details.Hide()

	top := container.NewVBox(s.input, s.message)
	s.content = container.NewBorder(top, nil, nil, nil, container.NewVScroll(s.details))
	s.decode("")
	return s
}

// noteLabel is a wrapped line of explanation in caption size.
func noteLabel(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.SizeName = theme.SizeNameCaptionText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// legendSegment is one piece of the legend: what a colour marks, written in
// that colour, or a separator in the text colour.
func legendSegment(color fyne.ThemeColorName, text string) widget.RichTextSegment {
	return &widget.TextSegment{
		Text:  text,
		Style: widget.RichTextStyle{ColorName: color, Inline: true, SizeName: theme.SizeNameCaptionText},
	}
}

// show puts id in the field and decodes it; the Generate tab opens IDs here.
// It displays id even when the field already held that text, so the age is
// measured from now.
func (s *decodeScreen) show(id core.ObjectID) {
	s.input.SetText(id.Hex())
	s.display(id)
}

// decode reads what is in the field as the user types or pastes. Valid
// input replaces the fields; anything else explains itself and leaves the
// last valid ID on screen, marked as such.
func (s *decodeScreen) decode(text string) {
	id, err := core.Parse(text)
	if err == nil {
		s.display(id)
		return
	}
	s.message.Show()
	if errors.Is(err, core.ErrEmpty) {
		s.message.Importance = widget.MediumImportance
		s.message.SetText(lang.L(`Paste or type an ObjectID: 24 hex digits, ObjectId("…") or {"$oid": "…"}.`))
	} else {
		s.message.Importance = widget.DangerImportance
		s.message.SetText(parseErrorText(err))
	}
	if s.hasShown {
		s.stale.SetText(lang.L("Showing the last valid ID, {{.ID}}", map[string]any{"ID": s.shown.Hex()}))
		s.stale.Show()
	}
	s.content.Refresh()
}

// display fills every field from id.
func (s *decodeScreen) display(id core.ObjectID) {
	s.shown, s.hasShown = id, true
	s.message.SetText("")
	s.message.Hide()
	s.stale.Hide()

	hex := id.Hex()
	s.hex.Segments = []widget.RichTextSegment{
		hexSegment(hex[0:8], timestampColor),
		hexSegment(hex[8:18], randomColor),
		hexSegment(hex[18:24], counterColor),
	}
	s.hex.Refresh()

	stamp := id.Timestamp()
	random := id.Random()
	s.seconds.setNumber(uint64(id.Seconds()))
	local := stamp.In(s.ui.env.local)
	s.utc.value.SetText(formatDateTime(stamp) + " UTC")
	s.localTime.value.SetText(formatDateTime(local) + local.Format(" MST (UTC-07:00)"))
	age := core.AgeOf(stamp, s.ui.env.now())
	s.age.value.SetText(ageText(age))
	s.random.value.SetText(fmt.Sprintf("%x", random[:]))
	s.counter.setNumber(uint64(id.Counter()))
	s.counterHex.value.SetText(fmt.Sprintf("0x%06x", id.Counter()))
	s.machine.value.SetText(fmt.Sprintf("0x%06x", id.LegacyMachine()))
	s.process.setNumber(uint64(id.LegacyProcess()))

	s.future.Hidden = !age.Future || isJustNow(age)
	s.bound.Hidden = !id.IsRangeBound()
	switch {
	case !id.IsRangeBound():
	case id.Counter() == 0:
		s.bound.SetText(lang.L("The random value and counter are all zeros: this is a range-query bound, for $gte and $lt filters, not an ID to insert."))
	default:
		s.bound.SetText(lang.L("The random value and counter are all ff: this is a range-query bound, for $lte filters, not an ID to insert."))
	}
	s.details.Show()
	s.content.Refresh()
}

// hexSegment is one part of the hex in its colour.
func hexSegment(text string, color fyne.ThemeColorName) widget.RichTextSegment {
	return &widget.TextSegment{
		Text: text,
		Style: widget.RichTextStyle{
			ColorName: color,
			Inline:    true,
			SizeName:  theme.SizeNameSubHeadingText,
			TextStyle: fyne.TextStyle{Monospace: true},
		},
	}
}

// parseErrorText turns an error from core.Parse into a sentence that says
// what is wrong and where, in the chosen language: it words each of core's
// kinds of parse error itself, from the error's fields.
func parseErrorText(err error) string {
	var pe *core.ParseError
	if !errors.As(err, &pe) {
		return err.Error()
	}
	data := map[string]any{
		"Char": charName(pe.Char), "Position": formatNumber(pe.Position),
		"Opener": pe.Opener, "Closer": pe.Closer(),
	}
	switch pe.Kind() {
	case core.KindLength:
		return countText("{{.Count}} characters — an ObjectID has 24", "{{.Count}} character — an ObjectID has 24", pe.Length)
	case core.KindCharacter:
		return lang.L("{{.Char}} at position {{.Position}} is not a hex digit (0–9, a–f)", data)
	case core.KindWhitespace:
		return lang.L("There is a {{.Char}} at position {{.Position}}; an ObjectID has no white space inside", data)
	case core.KindWrapperNotClosed:
		if pe.Opener == pe.Closer() {
			return lang.L("The opening quote is not closed")
		}
		return lang.L("{{.Opener}} is not closed with {{.Closer}}", data)
	case core.KindWrapperUnquoted:
		return lang.L("The digits inside ObjectId(…) must be in matching quotes")
	case core.KindWrapperNotOID:
		return lang.L(`Braces must hold {"$oid": "<24 hex digits>"} and nothing else`)
	case core.KindWrapperTrailing:
		return lang.L("Unexpected {{.Char}} after the closing {{.Closer}}", data)
	}
	return err.Error()
}

// charName names a character for a message in the chosen language: white
// space and invalid UTF-8 by name, others that would not show
// by their code point, the rest in the language's quotes. core.QuoteChar
// does this for English messages; the window never shows its words.
func charName(r rune) string {
	switch r {
	case ' ':
		return lang.L("space")
	case '\t':
		return lang.L("tab")
	case '\n', '\r':
		return lang.L("line break")
	case '\u00a0':
		return lang.L("no-break space")
	case utf8.RuneError:
		return lang.L("invalid UTF-8")
	}
	if !unicode.IsPrint(r) || unicode.IsSpace(r) {
		return fmt.Sprintf("U+%04X", r)
	}
	return lang.L("'{{.Char}}'", map[string]any{"Char": string(r)})
}

// ageText says how old a time is: "13 years ago", "in 2 days", "just now".
func ageText(age core.Age) string {
	if isJustNow(age) {
		return lang.L("just now")
	}
	forms := pastAgeForms
	if age.Future {
		forms = futureAgeForms
	}
	f := forms[age.Unit]
	return countText(f[1], f[0], age.Count)
}

// isJustNow reports whether age is under a second, too little to call past
// or future: timestamps have whole seconds and clocks differ by that much.
func isJustNow(age core.Age) bool { return age.Unit == core.AgeSeconds && age.Count < 1 }

// The English singular and plural of each age; the plural is the key
// translations use.
var (
	pastAgeForms = [...][2]string{
		core.AgeSeconds: {"{{.Count}} second ago", "{{.Count}} seconds ago"},
		core.AgeMinutes: {"{{.Count}} minute ago", "{{.Count}} minutes ago"},
		core.AgeHours:   {"{{.Count}} hour ago", "{{.Count}} hours ago"},
		core.AgeDays:    {"{{.Count}} day ago", "{{.Count}} days ago"},
		core.AgeMonths:  {"{{.Count}} month ago", "{{.Count}} months ago"},
		core.AgeYears:   {"{{.Count}} year ago", "{{.Count}} years ago"},
	}
	futureAgeForms = [...][2]string{
		core.AgeSeconds: {"in {{.Count}} second", "in {{.Count}} seconds"},
		core.AgeMinutes: {"in {{.Count}} minute", "in {{.Count}} minutes"},
		core.AgeHours:   {"in {{.Count}} hour", "in {{.Count}} hours"},
		core.AgeDays:    {"in {{.Count}} day", "in {{.Count}} days"},
		core.AgeMonths:  {"in {{.Count}} month", "in {{.Count}} months"},
		core.AgeYears:   {"in {{.Count}} year", "in {{.Count}} years"},
	}
)

// countText localizes a count through lang.N with key as its key. A
// translation file gives each language its own plural forms; without one,
// one is the English text for a count of 1, so English reads right either way.
func countText(key, one string, count int) string {
	fallback := key
	if count == 1 {
		fallback = one
	}
	return lang.XN(key, fallback, count, map[string]any{"Count": formatNumber(count)})
}
