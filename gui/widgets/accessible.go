package widgets

// What each control tells a screen reader: its label, in the chosen
// language, and its role (fyne.Accessible). Of Fyne v2.8.1's own widgets
// only Button, Label and Hyperlink speak; the controls here say it for the
// lists, tables, drop-down lists and check boxes they extend.

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

var (
	_ fyne.Accessible = (*KeyButton)(nil)
	_ fyne.Accessible = (*KeySelect)(nil)
	_ fyne.Accessible = (*KeyCheck)(nil)
	_ fyne.Accessible = (*ChoiceGroup)(nil)
	_ fyne.Accessible = (*ChoiceButton)(nil)
	_ fyne.Accessible = (*KeyList)(nil)
	_ fyne.Accessible = (*KeyTable)(nil)
	_ fyne.Accessible = (*IDRow)(nil)
	_ fyne.Accessible = (*RowCopyButton)(nil)
)

// NamedValue is what a screen reader says of a control that shows a value:
// the control's name, then the value, as every language of the window
// writes a name and its value.
func NamedValue(name, value string) string { return name + ": " + value }

// AccessibilityLabel is the button's name, or else its text. Fyne's button
// falls back to its icon's file name, which tells a listener nothing.
func (b *KeyButton) AccessibilityLabel() string {
	if b.Name != "" {
		return b.Name
	}
	return b.Text
}

// AccessibilityLabel is the list's name and the option chosen.
func (s *KeySelect) AccessibilityLabel() string { return NamedValue(s.Name, s.Selected) }

// AccessibilityRole is a button's: it opens the list.
func (s *KeySelect) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// AccessibilityLabel is the check box's text and whether it is ticked.
func (c *KeyCheck) AccessibilityLabel() string {
	if c.Checked {
		return lang.L("{{.Label}}: ticked", map[string]any{"Label": c.Text})
	}
	return lang.L("{{.Label}}: not ticked", map[string]any{"Label": c.Text})
}

// AccessibilityRole is a button's: Space toggles it.
func (c *KeyCheck) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// AccessibilityLabel is the group's name and the option chosen. Fyne
// v2.8.1 on Windows reads the window's tree only through containers, never
// into a widget, so it finds the group beside "Times in" but not its
// buttons.
func (g *ChoiceGroup) AccessibilityLabel() string { return NamedValue(g.Name, g.Selected) }

// AccessibilityRole is a button's, as its buttons'.
func (g *ChoiceGroup) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// AccessibilityLabel is the group's name, the button's option and whether
// it is the one chosen.
func (i *ChoiceButton) AccessibilityLabel() string {
	data := map[string]any{"Group": i.group.Name, "Option": i.Text}
	if i.chosen() {
		return lang.L("{{.Group}}: {{.Option}}, chosen", data)
	}
	return lang.L("{{.Group}}: {{.Option}}, not chosen", data)
}

// AccessibilityRole is a button's: Space chooses it.
func (i *ChoiceButton) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// AccessibilityLabel is the list's name.
func (l *KeyList) AccessibilityLabel() string { return l.Name }

// AccessibilityRole is a container's: the list holds the rows.
func (l *KeyList) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleContainer }

// AccessibilityLabel is the table's name.
func (t *KeyTable) AccessibilityLabel() string { return t.Name }

// AccessibilityRole is a container's: the table holds the cells.
func (t *KeyTable) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleContainer }

// AccessibilityLabel is the ID as the row shows it.
func (r *IDRow) AccessibilityLabel() string { return r.Text.Text }

// AccessibilityRole is text.
func (r *IDRow) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// AccessibilityLabel says which ID the button copies.
func (b *RowCopyButton) AccessibilityLabel() string { return b.Name }

// AccessibilityRole is a button's.
func (b *RowCopyButton) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }
