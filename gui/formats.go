package gui

import "github.com/objectid-generator/objectid/gui/screens"

// The Bulk tab's format menu and its labels are the Generate tab's, which
// package screens makes.
var (
	formatLabel     = screens.FormatLabel
	newFormatSelect = screens.NewFormatSelect
)
