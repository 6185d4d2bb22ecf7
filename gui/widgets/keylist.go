package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// KeyList is a list with the focus ring that runs OnEnter on Enter: Fyne's
// List shows its focus only by a faint shade of one row, and takes no Enter.
type KeyList struct {
	widget.List
	// Name is what a screen reader calls the list.
	Name string
	// OnEnter, when set, runs on Enter or Return.
	OnEnter func()
	focusMark
}

// NewKeyList makes a list as widget.NewList does.
func NewKeyList(length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject)) *KeyList {
	l := &KeyList{}
	l.Length, l.CreateItem, l.UpdateItem = length, create, update
	l.ExtendBaseWidget(l)
	return l
}

// CreateRenderer draws the list with its focus ring.
func (l *KeyList) CreateRenderer() fyne.WidgetRenderer {
	return newRingRenderer(l.List.CreateRenderer(), &l.focusMark)
}

// FocusGained shows the ring.
func (l *KeyList) FocusGained() { l.mark(l, true, l.List.FocusGained) }

// FocusLost hides the ring.
func (l *KeyList) FocusLost() { l.mark(l, false, l.List.FocusLost) }

// TypedKey passes F1 on to the window, Enter and Return to OnEnter, and
// leaves the arrows to the list.
func (l *KeyList) TypedKey(ev *fyne.KeyEvent) {
	switch {
	case ev.Name == HelpKey:
		passKeyToCanvas(l, ev)
	case (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && l.OnEnter != nil:
		l.OnEnter()
	default:
		l.List.TypedKey(ev)
	}
}

// KeyTable is a table with the focus ring: Fyne's Table marks only one
// cell, which may be scrolled out of sight.
type KeyTable struct {
	widget.Table
	// Name is what a screen reader calls the table.
	Name string
	focusMark
}

// NewKeyTable makes a table as widget.NewTable does.
func NewKeyTable(length func() (rows, cols int), create func() fyne.CanvasObject, update func(widget.TableCellID, fyne.CanvasObject)) *KeyTable {
	t := &KeyTable{}
	t.Length, t.CreateCell, t.UpdateCell = length, create, update
	t.ExtendBaseWidget(t)
	return t
}

// CreateRenderer draws the table with its focus ring.
func (t *KeyTable) CreateRenderer() fyne.WidgetRenderer {
	return newRingRenderer(t.Table.CreateRenderer(), &t.focusMark)
}

// FocusGained shows the ring.
func (t *KeyTable) FocusGained() { t.mark(t, true, t.Table.FocusGained) }

// FocusLost hides the ring.
func (t *KeyTable) FocusLost() { t.mark(t, false, t.Table.FocusLost) }

// TypedKey passes F1 on to the window and leaves the arrows to the table.
func (t *KeyTable) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == HelpKey {
		passKeyToCanvas(t, ev)
		return
	}
	t.Table.TypedKey(ev)
}
