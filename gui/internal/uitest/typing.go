package uitest

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TypingField is a text field a user selects all of and types into: a
// WindowEntry, a Spinner's entry.
type TypingField interface {
	fyne.Focusable
	fyne.Shortcutable
}

// TypeInto replaces the text of field as a person would: select all,
// delete, then type.
func TypeInto(field TypingField, text string) {
	field.TypedShortcut(&fyne.ShortcutSelectAll{})
	field.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	test.Type(field, text)
}
