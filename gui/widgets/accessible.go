package widgets

// What each control tells a screen reader (fyne.Accessible): its label and role.

import (
	"cmp"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// NamedValue is what a screen reader says of a control that shows a value:
// the control's name, then the value.
func NamedValue(name, value string) string { return name + ": " + value }

// AccessibilityLabel is the button's name, or else its text; Fyne's button
// falls back to its icon's file name.
func (b *KeyButton) AccessibilityLabel() string { return cmp.Or(b.Name, b.Text) }

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

// AccessibilityLabel is the group's name and the option chosen: Fyne on
// Windows finds the group, not its buttons.
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

// AccessibilityLabel says what the button does to which ID.
func (b *RowButton) AccessibilityLabel() string { return b.Name }

// AccessibilityRole is a button's.
func (b *RowButton) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// AccessibilityLabel is the field's name.
func (e *WindowEntry) AccessibilityLabel() string { return e.Name }

// AccessibilityRole is text, a field's.
func (e *WindowEntry) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }
