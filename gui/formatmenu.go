package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
)

// formatMenu is the Format menu: a Select whose list shows the database
// tools' formats first and, under a separator and a heading of their own,
// the code formats.
type formatMenu struct {
	widget.Select
	formats []core.Format
	popUp   *widget.PopUpMenu
	focused bool
}

// newFormatMenu lists formats, each named by formatLabel.
func newFormatMenu(formats []core.Format) *formatMenu {
	m := &formatMenu{formats: formats}
	for _, f := range formats {
		m.Options = append(m.Options, formatLabel(f))
	}
	// The placeholder never shows, since a format is always chosen, but
	// the width of the menu is measured against Fyne's own.
	m.PlaceHolder = widget.NewSelect(nil, nil).PlaceHolder
	m.ExtendBaseWidget(m)
	return m
}

// menu is the list the menu opens: every format, checked when chosen, the
// code formats after a separator under their heading.
func (m *formatMenu) menu() *fyne.Menu {
	var items []*fyne.MenuItem
	for i, f := range m.formats {
		if f.IsCode() && (i == 0 || !m.formats[i-1].IsCode()) {
			heading := fyne.NewMenuItem(lang.L("Code for tests"), nil)
			heading.Disabled = true
			items = append(items, fyne.NewMenuItemSeparator(), heading)
		}
		label := m.Options[i]
		item := fyne.NewMenuItem(label, func() {
			m.popUp = nil
			m.SetSelected(label)
		})
		item.Checked = label == m.Selected
		items = append(items, item)
	}
	return fyne.NewMenu("", items...)
}

// CreateRenderer draws the menu with its focus ring.
func (m *formatMenu) CreateRenderer() fyne.WidgetRenderer {
	return newRingRenderer(m, m.Select.CreateRenderer(), func() bool { return m.focused })
}

// FocusGained shows the ring.
func (m *formatMenu) FocusGained() {
	m.focused = true
	m.Select.FocusGained()
}

// FocusLost hides the ring.
func (m *formatMenu) FocusLost() {
	m.focused = false
	m.Select.FocusLost()
}

// Tapped opens the list.
func (m *formatMenu) Tapped(*fyne.PointEvent) {
	if m.Disabled() {
		return
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(m); c != nil {
		c.Focus(m)
	}
	m.showPopUp()
}

// TypedKey opens the list with Space, Enter or an arrow up or down, as a
// Select does; left and right choose the previous or next format at once.
func (m *formatMenu) TypedKey(event *fyne.KeyEvent) {
	switch event.Name {
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter, fyne.KeyUp, fyne.KeyDown:
		m.showPopUp()
	case shortcutsHelpShortcut.KeyName:
		passKeyToCanvas(m, event)
	default:
		m.Select.TypedKey(event)
	}
}

func (m *formatMenu) showPopUp() {
	c := fyne.CurrentApp().Driver().CanvasForObject(m)
	if c == nil {
		return
	}
	pop := widget.NewPopUpMenu(m.menu(), c)
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(m)
	pop.ShowAtPosition(pos.Add(fyne.NewPos(0, m.Size().Height-m.Theme().Size(theme.SizeNameInputBorder))))
	pop.Resize(fyne.NewSize(max(m.Size().Width, pop.MinSize().Width), pop.MinSize().Height))
	pop.OnDismiss = func() {
		pop.Hide()
		if m.popUp == pop {
			m.popUp = nil
		}
	}
	m.popUp = pop
}
