package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// ChoiceGroup is a row of radio buttons, one always chosen, that the arrow
// keys move: Fyne's RadioGroup takes no arrows, tints its focus and rings
// an unchosen button in faint grey.
type ChoiceGroup struct {
	widget.DisableableWidget
	// Name is what a screen reader calls the group.
	Name string
	// Options are the buttons' labels, in order.
	Options []string
	// Selected is the label of the chosen button.
	Selected string
	// OnChanged runs with the label of the newly chosen button whenever
	// the choice changes, by the user or by SetSelected.
	OnChanged func(string)

	items []*ChoiceButton
}

// NewChoiceGroup makes a group of options, at least one, the first one chosen.
func NewChoiceGroup(options []string, changed func(string)) *ChoiceGroup {
	g := &ChoiceGroup{Options: options, Selected: options[0], OnChanged: changed}
	g.ExtendBaseWidget(g)
	for i, label := range options {
		item := &ChoiceButton{group: g, index: i}
		item.Text, item.Importance, item.Alignment = label, widget.LowImportance, widget.ButtonAlignLeading
		item.OnTapped = func() { g.choose(i) }
		item.ExtendBaseWidget(item)
		g.items = append(g.items, item)
	}
	g.Refresh()
	return g
}

// SetSelected chooses option, if it is one of the Options.
func (g *ChoiceGroup) SetSelected(option string) {
	for i, o := range g.Options {
		if o == option {
			g.choose(i)
		}
	}
}

// choose chooses the button at index i and tells OnChanged of a change.
func (g *ChoiceGroup) choose(i int) {
	if g.Disabled() || g.Options[i] == g.Selected {
		return
	}
	g.Selected = g.Options[i]
	g.Refresh()
	if g.OnChanged != nil {
		g.OnChanged(g.Selected)
	}
}

// Refresh draws the group's choice and state on its buttons: the chosen
// one filled in the primary colour, the others ringed in the foreground (3:1).
func (g *ChoiceGroup) Refresh() {
	for _, item := range g.items {
		item.Icon = theme.RadioButtonIcon()
		if item.chosen() {
			item.Icon = theme.NewPrimaryThemedResource(theme.RadioButtonCheckedIcon())
		}
		if g.Disabled() {
			item.Disable()
		} else {
			item.Enable()
		}
	}
	g.BaseWidget.Refresh() // and so each button's
}

// CreateRenderer lays the buttons out side by side, each as wide as the widest.
func (g *ChoiceGroup) CreateRenderer() fyne.WidgetRenderer {
	objects := make([]fyne.CanvasObject, len(g.items))
	for i, item := range g.items {
		objects[i] = item
	}
	return widget.NewSimpleRenderer(container.NewGridWithColumns(len(objects), objects...))
}

// ChoiceButton is one radio button of a ChoiceGroup: a stop of its own in
// the Tab order, as in Fyne's RadioGroup.
type ChoiceButton struct {
	KeyButton
	group *ChoiceGroup
	index int
}

func (i *ChoiceButton) chosen() bool { return i.group.Selected == i.Text }

// Tapped chooses the button and gives it the focus.
func (i *ChoiceButton) Tapped(*fyne.PointEvent) { focusAndRun(&i.KeyButton, i, i.OnTapped) }

// FocusGained shows the ring and scrolls the button into view.
func (i *ChoiceButton) FocusGained() { i.mark(i, true, i.Button.FocusGained) }

// TypedKey moves the choice and focus with the arrows, stopping at the ends.
func (i *ChoiceButton) TypedKey(ev *fyne.KeyEvent) {
	steps := map[fyne.KeyName]int{fyne.KeyLeft: -1, fyne.KeyUp: -1, fyne.KeyRight: 1, fyne.KeyDown: 1}
	step, ok := steps[ev.Name]
	if !ok {
		i.KeyButton.TypedKey(ev)
		return
	}
	if next := i.index + step; next >= 0 && next < len(i.group.items) {
		i.group.items[next].Tapped(nil)
	}
}
