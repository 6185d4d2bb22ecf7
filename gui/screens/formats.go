package screens

import (
	"fyne.io/fyne/v2/lang"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// formatLabel names f in a menu of formats, with a short example of its
// text. The examples are code, the same in every language, so they are
// not translated.
func formatLabel(f core.Format) string {
	switch f {
	case core.FormatShell:
		return `mongosh: ObjectId("…")`
	case core.FormatEJSON:
		return `Extended JSON: {"$oid":"…"}`
	case core.FormatJSON:
		return lang.L("JSON array") + `: ["…", …]`
	case core.FormatCSV:
		return lang.L("CSV") + ": _id, …"
	case core.FormatShellArray:
		return `mongosh $in: [ObjectId("…"), …]`
	case core.FormatEJSONArray:
		return `Extended JSON $in: [{"$oid": "…"}, …]`
	case core.FormatMongoimport:
		return `mongoimport: {"_id": {"$oid": "…"}}`
	case core.FormatNode:
		return `Node.js: new ObjectId("…")`
	case core.FormatPython:
		return `Python: ObjectId("…")`
	case core.FormatGo:
		return `Go: bson.ObjectID{0x65, …}`
	case core.FormatJava:
		return `Java: new ObjectId("…")`
	case core.FormatCSharp:
		return `C#: ObjectId.Parse("…")`
	case core.FormatRust:
		return `Rust: ObjectId::parse_str("…")`
	}
	return lang.L("Hex") + ": 507f1f77bcf86cd799439011"
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
	sel.OnChanged = func(string) { changed(core.Formats[max(sel.SelectedIndex(), 0)]) }
	return sel
}
