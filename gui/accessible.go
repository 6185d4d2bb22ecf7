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
// widgets say it for them, here, in package widgets and in package screens.
// A field's label is the name beside it, never what it holds; an icon-only
// button's is what it does.

var _ fyne.Accessible = (*fileNameEntry)(nil)

// AccessibilityLabel names the save dialog's file name field.
func (e *fileNameEntry) AccessibilityLabel() string { return lang.L("File name") }

// AccessibilityRole is text, a field's.
func (e *fileNameEntry) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }
