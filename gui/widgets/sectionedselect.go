package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// SectionedSelect is a drop-down list whose options fall into sections,
// each after the first under a separator and a heading of its own, such as
// the Format menu's code formats. Fyne's Select lists its options flat,
// with no separator or heading, and shows its focus only as a tint
// (RingRenderer).
type SectionedSelect struct {
	widget.Select
	// Name is what a screen reader calls the list.
	Name string
	// headings are the headings of the sections by the index of the
	// option each section starts with.
	headings map[int]string
	popUp    *widget.PopUpMenu
	focused  bool
}

// NewSectionedSelect lists options, with headings[i] over a new section
// from option i on.
func NewSectionedSelect(options []string, headings map[int]string) *SectionedSelect {
	m := &SectionedSelect{headings: headings}
	m.Options = options
	// The placeholder never shows where an option is always chosen, but
	// the width of the list is measured against Fyne's own.
	m.PlaceHolder = widget.NewSelect(nil, nil).PlaceHolder
	m.ExtendBaseWidget(m)
	return m
}

// menu is the list the select opens: every option, checked when chosen,
// each section after a separator under its heading.
func (m *SectionedSelect) menu() *fyne.Menu {
	var items []*fyne.MenuItem
	for i, label := range m.Options {
		if title, ok := m.headings[i]; ok {
			heading := fyne.NewMenuItem(title, nil)
			heading.Disabled = true
			items = append(items, fyne.NewMenuItemSeparator(), heading)
		}
		item := fyne.NewMenuItem(label, func() {
			m.popUp = nil
			m.SetSelected(label)
		})
		item.Checked = label == m.Selected
		items = append(items, item)
	}
	return fyne.NewMenu("", items...)
}

// CreateRenderer draws the list with its focus ring.
func (m *SectionedSelect) CreateRenderer() fyne.WidgetRenderer {
	return NewRingRenderer(m, m.Select.CreateRenderer(), func() bool { return m.focused })
}

// FocusGained shows the ring.
func (m *SectionedSelect) FocusGained() {
	m.focused = true
	m.Select.FocusGained()
}

// FocusLost hides the ring.
func (m *SectionedSelect) FocusLost() {
	m.focused = false
	m.Select.FocusLost()
}

// Tapped opens the list.
func (m *SectionedSelect) Tapped(*fyne.PointEvent) {
	if m.Disabled() {
		return
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(m); c != nil {
		c.Focus(m)
	}
	m.showPopUp()
}

// TypedKey opens the list with Space, Enter or an arrow up or down, as a
// Select does; left and right choose the previous or next option at once.
func (m *SectionedSelect) TypedKey(event *fyne.KeyEvent) {
	switch event.Name {
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter, fyne.KeyUp, fyne.KeyDown:
		m.showPopUp()
	case HelpKey:
		PassKeyToCanvas(m, event)
	default:
		m.Select.TypedKey(event)
	}
}

func (m *SectionedSelect) showPopUp() {
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
