package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// What each control of the window tells a screen reader: its label, in the
// chosen language, and its role (fyne.Accessible). Fyne v2.8.1 builds the
// screen-reader tree of a window only with the accessibility build tag, on
// Windows (UI Automation) and macOS (NSAccessibility), and of its own
// widgets only Button, Label and Hyperlink speak; its entries, lists,
// tables, drop-down lists and check boxes do not. The window's extended
// widgets say it for them. A field's label is the name beside it, never
// what it holds; an icon-only button's is what it does.

var (
	_ fyne.Accessible = (*windowEntry)(nil)
	_ fyne.Accessible = (*fileNameEntry)(nil)
	_ fyne.Accessible = (*keyButton)(nil)
	_ fyne.Accessible = (*keySelect)(nil)
	_ fyne.Accessible = (*formatMenu)(nil)
	_ fyne.Accessible = (*keyCheck)(nil)
	_ fyne.Accessible = (*choiceGroup)(nil)
	_ fyne.Accessible = (*choiceItem)(nil)
	_ fyne.Accessible = (*keyList)(nil)
	_ fyne.Accessible = (*keyTable)(nil)
	_ fyne.Accessible = (*bulkCell)(nil)
	_ fyne.Accessible = (*idRow)(nil)
	_ fyne.Accessible = (*rowCopyButton)(nil)
	_ fyne.Accessible = (*splitDivider)(nil)
)

// namedValue is what a screen reader says of a control that shows a value:
// the control's name, then the value, as every language of the window
// writes a name and its value.
func namedValue(name, value string) string { return name + ": " + value }

// AccessibilityLabel is the field's name (pasteEntry and spinnerEntry
// share it).
func (e *windowEntry) AccessibilityLabel() string { return e.name }

// AccessibilityRole is text, a field's.
func (e *windowEntry) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// AccessibilityLabel names the save dialog's file name field.
func (e *fileNameEntry) AccessibilityLabel() string { return lang.L("File name") }

// AccessibilityRole is text, a field's.
func (e *fileNameEntry) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// AccessibilityLabel is the button's name, or else its text. Fyne's button
// falls back to its icon's file name, which tells a listener nothing.
func (b *keyButton) AccessibilityLabel() string {
	if b.name != "" {
		return b.name
	}
	return b.Text
}

// AccessibilityLabel is the list's name and the option chosen.
func (s *keySelect) AccessibilityLabel() string { return namedValue(s.name, s.Selected) }

// AccessibilityRole is a button's: it opens the list.
func (s *keySelect) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// AccessibilityLabel is the Format menu's name, as beside it, and the
// format chosen.
func (m *formatMenu) AccessibilityLabel() string { return namedValue(lang.L("Format"), m.Selected) }

// AccessibilityRole is a button's: it opens the menu.
func (m *formatMenu) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// AccessibilityLabel is the check box's text and whether it is ticked.
func (c *keyCheck) AccessibilityLabel() string {
	if c.Checked {
		return lang.L("{{.Label}}: ticked", map[string]any{"Label": c.Text})
	}
	return lang.L("{{.Label}}: not ticked", map[string]any{"Label": c.Text})
}

// AccessibilityRole is a button's: Space toggles it.
func (c *keyCheck) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// AccessibilityLabel is the group's name and the option chosen. Fyne
// v2.8.1 on Windows reads the window's tree only through containers, never
// into a widget, so it finds the group beside "Times in" but not its
// buttons.
func (g *choiceGroup) AccessibilityLabel() string { return namedValue(g.name, g.Selected) }

// AccessibilityRole is a button's, as its buttons'.
func (g *choiceGroup) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// AccessibilityLabel is the group's name, the button's option and whether
// it is the one chosen.
func (i *choiceItem) AccessibilityLabel() string {
	data := map[string]any{"Group": i.group.name, "Option": i.label}
	if i.chosen() {
		return lang.L("{{.Group}}: {{.Option}}, chosen", data)
	}
	return lang.L("{{.Group}}: {{.Option}}, not chosen", data)
}

// AccessibilityRole is a button's: Space chooses it.
func (i *choiceItem) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// AccessibilityLabel is the list's name.
func (l *keyList) AccessibilityLabel() string { return l.name }

// AccessibilityRole is a container's: the list holds the rows.
func (l *keyList) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleContainer }

// AccessibilityLabel is the table's name.
func (t *keyTable) AccessibilityLabel() string { return t.name }

// AccessibilityRole is a container's: the table holds the cells.
func (t *keyTable) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleContainer }

// AccessibilityLabel is the cell's column and value, as a reader of the
// table reads the header above it.
func (c *bulkCell) AccessibilityLabel() string { return namedValue(c.column, c.label.Text) }

// AccessibilityRole is text.
func (c *bulkCell) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// AccessibilityLabel is the ID as the row shows it.
func (r *idRow) AccessibilityLabel() string { return r.text.Text }

// AccessibilityRole is text.
func (r *idRow) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// AccessibilityLabel says which ID the button copies.
func (b *rowCopyButton) AccessibilityLabel() string { return b.name }

// AccessibilityRole is a button's.
func (b *rowCopyButton) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// AccessibilityLabel says what the divider divides and how it moves.
func (d *splitDivider) AccessibilityLabel() string {
	return lang.L("Divider between the table and the summary: Up and Down move it")
}

// AccessibilityRole is a button's: it takes the keys that move it.
func (d *splitDivider) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }
