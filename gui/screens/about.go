package screens

import (
	"bytes"
	"math"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	fynelayout "fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
	"github.com/objectid-generator/objectid/internal/fixtures"
)

// NewAbout builds the About ObjectID tab, its examples computed by core.
func NewAbout() fyne.CanvasObject {
	// Neither fails: the entropy is long enough and the second is new.
	g, _ := core.NewGenerator(func() time.Time { return time.Unix(1700000000, 0) },
		bytes.NewReader([]byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4, 0x00, 0x30, 0x39}))
	ids, _ := g.Batch(2)
	first, second := ids[0], ids[1]
	hex, segments := first.HexParts(), partSegments(first, false)
	readBack := core.FromParts(0x507f1f77, [5]byte{0xbc, 0xf8, 0x6c, 0xd7, 0x99}, 0x439011)
	last := time.Unix(math.MaxUint32, 0).UTC()
	box := container.NewVBox(
		heading(lang.L("The structure of an ObjectID")),
		widgets.NewParagraph(lang.L("An ObjectID is 12 bytes, written as 24 lowercase hex digits. MongoDB gives one to every document that arrives without an _id. It has three parts, in this order:")),
		container.New(fynelayout.NewFormLayout(),
			widget.NewRichText(segments[core.TimestampPart]),
			partExplanation(lang.L("Timestamp"), lang.L("4 bytes: the seconds since the start of 1970 (UTC) when the ID was made. They run out at {{.Last}} and start again from 0.",
				map[string]any{"Last": wording.DateTime(last) + " UTC"})),
			widget.NewRichText(segments[core.RandomPart]),
			partExplanation(lang.L("Random value"), lang.L("5 bytes: picked once when the program starts. Every ID the program makes carries it, so different computers never need to coordinate.")),
			widget.NewRichText(segments[core.CounterPart]),
			partExplanation(lang.L("Counter"), lang.L("3 bytes: starts at a random number and goes up by one with each ID; after {{.Max}} it wraps to 0.",
				map[string]any{"Max": wording.Number(fixtures.MaxCounter)})),
		),
		widgets.NewParagraph(lang.L("Drivers from before 2018 filled the five middle bytes with a machine ID and a process ID instead; the Decode tab shows both for such IDs.")),

		heading(lang.L("A worked example")),
		widgets.NewParagraph(lang.L("A program starts at Unix time {{.Seconds}} ({{.Time}}), picks the random value {{.Random}} and starts its counter at {{.Counter}}. In hex the three parts are {{.TimestampHex}}, {{.Random}} and {{.CounterHex}}; side by side they make the first ID:",
			map[string]any{
				"Seconds":      wording.Number(first.Seconds()),
				"Time":         wording.DateTime(first.Timestamp()) + " UTC",
				"Random":       hex[core.RandomPart],
				"Counter":      wording.Number(first.Counter()),
				"TimestampHex": hex[core.TimestampPart],
				"CounterHex":   hex[core.CounterPart],
			})),
		widget.NewRichText(partSegments(first, false)...),
		widgets.NewParagraph(lang.L("A second ID in the same second keeps the timestamp and the random value; only the counter goes up by one, to {{.Counter}} ({{.CounterHex}}):",
			map[string]any{"Counter": wording.Number(second.Counter()), "CounterHex": second.HexParts()[core.CounterPart]})),
		widget.NewRichText(partSegments(second, false)...),

		heading(lang.L("Reading the time back")),
		widgets.NewParagraph(lang.L("The first 8 hex digits are the timestamp. In {{.ID}} they are {{.Hex}}: {{.Seconds}} seconds after the start of 1970, which is {{.Time}}. Paste any ID into the Decode tab to read all of its parts.",
			map[string]any{
				"ID":      readBack.Hex(),
				"Hex":     readBack.HexParts()[core.TimestampPart],
				"Seconds": wording.Number(readBack.Seconds()),
				"Time":    wording.DateTime(readBack.Timestamp()) + " UTC",
			})),

		heading(lang.L("What ObjectIDs are for")),
		bullets(
			lang.L("Primary keys: MongoDB puts an ObjectID in the _id field of a document unless it is given one."),
			lang.L("Creation time: the timestamp inside tells roughly when a document was made, without a separate date field."),
			lang.L("Sorting: sorting by _id sorts roughly by creation time, because the timestamp comes first."),
			lang.L("Queries by time: the Range query tab turns two times into the smallest and largest IDs between them."),
			lang.L("Test data: ready-made IDs for sample documents and automated tests, without running a database."),
		),

		heading(lang.L("ObjectID or UUID?")),
		widgets.NewParagraph(lang.L("A UUID is 16 bytes, four more than an ObjectID. The common random UUID reveals nothing about when it was made and does not sort by creation time. An ObjectID is shorter and sorts roughly by time, one reason MongoDB uses it by default; in exchange it lacks the formal uniqueness guarantee of a properly generated UUID.")),

		heading(lang.L("Questions")),
	)
	faq := []struct{ question, answer string }{
		{lang.L("Is every ObjectID unique?"), lang.L("Not in a strict mathematical sense, but a clash is extremely unlikely: two IDs would need the same random value and the same counter in the same second. This app never repeats an ID, not even for IDs made at a chosen time.")},
		{lang.L("Can I read when an ObjectID was made?"), lang.L("Yes: the first 8 hex digits hold the seconds since 1970. The Decode tab shows that moment in UTC and in local time, and how long ago it was.")},
		{lang.L("How many IDs can I make at once?"), lang.L("From 1 to 100 per batch. All IDs of a batch share one random value, and each counter is one more than the one before.")},
		{lang.L("Can I use ObjectIDs outside MongoDB?"), lang.L("Yes. They are 12-byte values written as hex, so they work as unique IDs in other systems too, although a database's own ID scheme may suit it better.")},
		{lang.L("Does this app connect to a database?"), lang.L("No. It works offline and reads or writes no database; you copy the IDs and filters to wherever you need them.")},
	}
	for _, qa := range faq {
		box.Add(wrappedRichText(
			&widget.TextSegment{Text: qa.question, Style: widget.RichTextStyle{TextStyle: fyne.TextStyle{Bold: true}}},
			&widget.TextSegment{Text: qa.answer, Style: widget.RichTextStyleParagraph},
		))
	}
	return container.NewVScroll(box)
}

// partExplanation names a part in bold and says what it holds.
func partExplanation(name, text string) fyne.CanvasObject {
	return container.NewVBox(widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), widgets.NewParagraph(text))
}

func heading(text string) fyne.CanvasObject {
	return wrappedRichText(&widget.TextSegment{Text: text, Style: widget.RichTextStyleSubHeading})
}

func bullets(items ...string) fyne.CanvasObject {
	list := &widget.ListSegment{}
	for _, item := range items {
		list.Items = append(list.Items, &widget.TextSegment{Text: item, Style: widget.RichTextStyleParagraph})
	}
	return wrappedRichText(list)
}

// wrappedRichText is a rich text of segments wrapped at word boundaries.
func wrappedRichText(segments ...widget.RichTextSegment) *widget.RichText {
	r := widget.NewRichText(segments...)
	r.Wrapping = fyne.TextWrapWord
	return r
}
