package gui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
)

// copyField is one value on screen with a button that copies exactly it,
// or, for a number, its plain digits.
type copyField struct {
	name  *widget.Label
	value *widget.Label
	copy  *widgets.KeyButton
	// digits is what copying a number gives, or "" to copy what is shown.
	digits string
}

// setNumber shows n as the language writes it; copying gives its digits.
func (f *copyField) setNumber(n uint64) {
	f.digits = strconv.FormatUint(n, 10)
	f.value.SetText(wording.Number(n))
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
	f.value.Wrapping = fyne.TextWrapWord
	f.copy = widgets.NewKeyButton("", theme.ContentCopyIcon(), func() { u.copier.copyText(f.copied(), name) })
	f.copy.Importance = widget.LowImportance
	f.copy.Name = lang.L("Copy {{.Field}}", map[string]any{"Field": name})
	return f
}

// row lays the field out for a two-column form layout.
func (f *copyField) row() []fyne.CanvasObject {
	return []fyne.CanvasObject{f.name, container.NewBorder(nil, nil, nil, f.copy, f.value)}
}
