package screens

// The Generate tab's batch formats, and what copies and saves a batch in
// the chosen one.

import (
	"io"

	"fyne.io/fyne/v2"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/wording"
)

// formatID writes one ID as it reads on its own in the chosen format.
func (s *Generate) formatID(id core.ObjectID) string {
	return string(chosenFormat(s.format).AppendID(make([]byte, 0, core.HexLength+12), id))
}

// copyID puts id, in the chosen format, on the clipboard.
func (s *Generate) copyID(id core.ObjectID) {
	text := s.formatID(id)
	s.window.Copy(text, text)
}

// copyHighlighted copies the ID of the row the keyboard is on.
func (s *Generate) copyHighlighted() {
	if s.highlighted >= 0 && s.highlighted < len(s.ids) {
		s.copyID(s.ids[s.highlighted])
	}
}

// CopyIfFocused copies the ID of the row the keyboard is on when focused
// is the list, and reports whether it was.
func (s *Generate) CopyIfFocused(focused fyne.Focusable) bool {
	if focused != s.list {
		return false
	}
	s.copyHighlighted()
	return true
}

// CopyNew makes n IDs now and copies them in the chosen format, without
// touching the batch on show: the tray's copies.
func (s *Generate) CopyNew(n int) {
	ids, err := s.generator.Batch(n)
	if err != nil {
		s.window.ShowError(generateError(err))
		return
	}
	if n == 1 {
		s.copyID(ids[0])
		return
	}
	s.window.Copy(chosenFormat(s.format).Batch(ids), wording.IDs(n))
}

// CopyAll puts the batch, in the chosen format, on the clipboard.
func (s *Generate) CopyAll() {
	if len(s.ids) == 0 {
		return
	}
	s.window.Copy(chosenFormat(s.format).Batch(s.ids), wording.IDs(len(s.ids)))
}

// Save asks where to write the batch on show, in the chosen format, and
// writes it there. What is saved is fixed when the dialog opens.
func (s *Generate) Save() {
	if len(s.ids) == 0 {
		return
	}
	format := chosenFormat(s.format)
	batch := format.Batch(s.ids)
	s.window.SaveFile(wording.IDs(len(s.ids)), saveFileStem+format.Extension(), func(w io.Writer) error {
		_, err := io.WriteString(w, batch)
		return err
	})
}
