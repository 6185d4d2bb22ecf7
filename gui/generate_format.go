package gui

// The Generate tab's batch formats, and what copies and saves a batch in
// the chosen one.

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/screens"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
)

// newFormatMenu is the Format menu: the database tools' formats first and,
// under a separator and a heading of their own, the code formats.
func newFormatMenu(formats []core.Format) *widgets.SectionedSelect {
	labels := make([]string, len(formats))
	headings := map[int]string{}
	for i, f := range formats {
		labels[i] = screens.FormatLabel(f)
		if f.IsCode() && (i == 0 || !formats[i-1].IsCode()) {
			headings[i] = lang.L("Code for tests")
		}
	}
	m := widgets.NewSectionedSelect(labels, headings)
	m.Name = lang.L("Format")
	return m
}

// savedFormat reads the format preference; a missing or unknown name means
// hex.
func savedFormat(name string) core.Format {
	f, err := core.ParseFormat(name)
	if err != nil {
		return core.FormatHex
	}
	return f
}

// formatID writes one ID as it reads on its own in the chosen format.
func (s *generateScreen) formatID(id core.ObjectID) string {
	return string(s.state.format.AppendID(make([]byte, 0, core.HexLength+12), id))
}

// copyID puts id, in the chosen format, on the clipboard.
func (s *generateScreen) copyID(id core.ObjectID) {
	text := s.formatID(id)
	s.ui.copier.copyText(text, text)
}

// copyHighlighted copies the ID of the row the keyboard is on.
func (s *generateScreen) copyHighlighted() {
	if s.highlighted >= 0 && s.highlighted < len(s.state.ids) {
		s.copyID(s.state.ids[s.highlighted])
	}
}

// copyIfFocused copies the ID of the row the keyboard is on when focused
// is the list, and reports whether it was.
func (s *generateScreen) copyIfFocused(focused fyne.Focusable) bool {
	if focused != s.list {
		return false
	}
	s.copyHighlighted()
	return true
}

// copyNew makes n IDs now and copies them in the chosen format, without
// touching the batch on the Generate tab.
func (s *generateScreen) copyNew(n int) {
	u := s.ui
	ids, err := u.env.source().Batch(n)
	if err != nil {
		u.tray.showWindow()
		u.dialogs.showError(generateError(err))
		return
	}
	format := s.state.format
	if n == 1 {
		text := string(format.AppendID(nil, ids[0]))
		u.copier.copyText(text, text)
		return
	}
	u.copier.copyText(format.Batch(ids), wording.IDs(n))
}

// copyAll puts the batch, in the chosen format, on the clipboard.
func (s *generateScreen) copyAll() {
	if len(s.state.ids) == 0 {
		return
	}
	s.ui.copier.copyText(s.state.format.Batch(s.state.ids), wording.IDs(len(s.state.ids)))
}

// save asks where to write the batch on show, in the chosen format, and
// writes it there. What is saved is fixed when the dialog opens.
func (s *generateScreen) save() {
	if len(s.state.ids) == 0 {
		return
	}
	ids, format := s.state.ids, s.state.format
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) { s.writeBatch(w, err, ids, format) }, s.ui.window)
	d.SetFileName(saveFileStem + format.Extension())
	s.ui.dialogs.showFile(d)
}

// writeBatch is the end of the save dialog: it writes ids in format to w,
// closes it, and reports the outcome. A nil w means the user cancelled.
func (s *generateScreen) writeBatch(w fyne.URIWriteCloser, err error, ids []core.ObjectID, format core.Format) {
	if err != nil {
		dialog.ShowError(errors.New(lang.L("The file could not be opened: {{.Error}}", map[string]any{"Error": err})), s.ui.window)
		return
	}
	if w == nil {
		return
	}
	_, writeErr := w.Write([]byte(format.Batch(ids)))
	if err := finishSave(w, writeErr); err != nil {
		dialog.ShowError(errors.New(lang.L("Could not save {{.File}}: {{.Error}}", map[string]any{"File": w.URI().Name(), "Error": err})), s.ui.window)
		return
	}
	s.ui.status.show(lang.L("Saved {{.What}} to {{.File}}", map[string]any{"What": wording.IDs(len(ids)), "File": w.URI().Name()}))
}
