package screens

import (
	"fyne.io/fyne/v2/lang"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// formatLabel names f in a menu of formats, with a short example of its
// text. The examples are code, the same in every language, so only the
// names of three are translated.
func formatLabel(f core.Format) string {
	switch f {
	case core.FormatHex:
		return lang.L("Hex") + ": 507f1f77bcf86cd799439011"
	case core.FormatJSON:
		return lang.L("JSON array") + `: ["…", …]`
	case core.FormatCSV:
		return lang.L("CSV") + ": _id, …"
	}
	return formatExamples[f]
}

// formatExamples label the formats whose names are not translated.
var formatExamples = map[core.Format]string{
	core.FormatShell:       `mongosh: ObjectId("…")`,
	core.FormatEJSON:       `Extended JSON: {"$oid":"…"}`,
	core.FormatShellArray:  `mongosh $in: [ObjectId("…"), …]`,
	core.FormatEJSONArray:  `Extended JSON $in: [{"$oid": "…"}, …]`,
	core.FormatMongoimport: `mongoimport: {"_id": {"$oid": "…"}}`,
	core.FormatNode:        `Node.js: new ObjectId("…")`,
	core.FormatPython:      `Python: ObjectId("…")`,
	core.FormatGo:          `Go: bson.ObjectID{0x65, …}`,
	core.FormatJava:        `Java: new ObjectId("…")`,
	core.FormatCSharp:      `C#: ObjectId.Parse("…")`,
	core.FormatRust:        `Rust: ObjectId::parse_str("…")`,
}

// chosenFormat is the format chosen in sel, a menu of newFormatSelect.
func chosenFormat(sel *widgets.KeySelect) core.Format {
	return core.Formats[max(sel.SelectedIndex(), 0)]
}

// newFormatSelect is a menu of every format, showing chosen, that tells
// changed of each choice.
func newFormatSelect(chosen core.Format, changed func(core.Format)) *widgets.KeySelect {
	labels := make([]string, len(core.Formats))
	for i, f := range core.Formats {
		labels[i] = formatLabel(f)
	}
	sel := widgets.NewKeySelect(labels, nil)
	sel.Name = lang.L("Copy format")
	sel.SetSelectedIndex(int(chosen))
	sel.OnChanged = func(string) { changed(chosenFormat(sel)) }
	return sel
}
