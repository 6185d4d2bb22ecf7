package screens

import (
	"cmp"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/internal/fixtures"
)

// copyField is one value on screen with a button that copies it.
type copyField struct {
	Name   *widget.Label
	Value  *widgets.Paragraph
	Button *widgets.KeyButton
	// copied is what the button copies, when not what is shown.
	copied string
}

// newCopyField makes a field called name whose button copies with copy.
func newCopyField(copy func(text, what string), name string) *copyField {
	f := &copyField{Name: widget.NewLabel(name), Value: widgets.NewParagraph("")}
	f.Name.TextStyle.Bold = true
	f.Value.TextStyle.Monospace = true
	f.Button = widgets.NewKeyButton("", theme.ContentCopyIcon(), func() { copy(cmp.Or(f.copied, f.Value.Text), name) })
	f.Button.Importance = widget.LowImportance
	f.Button.Name = lang.L("Copy {{.Field}}", map[string]any{"Field": name})
	return f
}

// rows lays fields out for a two-column form layout, one row each.
func rows(fields ...*copyField) []fyne.CanvasObject {
	var objects []fyne.CanvasObject
	for _, f := range fields {
		objects = append(objects, f.Name, container.NewBorder(nil, nil, nil, f.Button, f.Value))
	}
	return objects
}

func setEnabled(w fyne.Disableable, enabled bool) {
	if enabled {
		w.Enable()
	} else {
		w.Disable()
	}
}

func setVisible(o fyne.CanvasObject, visible bool) {
	if visible {
		o.Show()
	} else {
		o.Hide()
	}
}

// newMessageLabel makes the label under a field that says what is wrong.
func newMessageLabel() *widgets.Paragraph {
	l := widgets.NewParagraph("")
	l.Importance = widget.DangerImportance
	return l
}

// showMessage shows text in l, and hides l when text is "".
func showMessage(l *widgets.Paragraph, text string) {
	l.SetText(text)
	setVisible(l, text != "")
}

// newStaleLabel makes the note that the results are the last usable input's.
func newStaleLabel() *widgets.Paragraph {
	l := widgets.NewParagraph("")
	l.TextStyle.Italic = true
	return l
}

// noteLabel is a wrapped line of explanation in caption size.
func noteLabel(text string) *widgets.Paragraph {
	l := widgets.NewParagraph(text)
	l.SizeName = theme.SizeNameCaptionText
	return l
}

// randomText is a random value as 10 hex digits, as core writes it.
func randomText(random [5]byte) string {
	var buf [10]byte
	return string(fixtures.AppendRandomHex(buf[:0], random))
}

// formatLabel names f in a menu of formats, with a short example.
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
	core.FormatGo:          `Go driver v2: mustOID("…")`,
	core.FormatJava:        `Java: new ObjectId("…")`,
	core.FormatCSharp:      `C#: ObjectId.Parse("…")`,
	core.FormatRust:        `Rust: ObjectId::parse_str("…")`,
}

// chosenFormat is the format chosen in sel, a menu of newFormatSelect.
func chosenFormat(sel *widgets.KeySelect) core.Format {
	return core.Formats[max(sel.SelectedIndex(), 0)]
}

// newFormatSelect is a menu of every format, showing chosen.
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
