package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// ChoiceGroup is a row of radio buttons, one of which is always chosen:
// the window's radio buttons. It looks and behaves as Fyne's RadioGroup
// with Horizontal and Required set, and differs where the keyboard needs
// it: the focused button shows the same focus rings as every other control
// of the window, the arrow keys move the choice to the previous or next
// button, and Escape and F1 reach the window.
//
// Fyne's RadioGroup marks its focused button in the theme's focus colour,
// which the window's theme keeps faint for the other controls' sake; the
// only way to give one group another colour, container.ThemeOverride,
// makes Fyne parse the text fonts again for each group, clear its text
// measurements and icon cache, and start over each time the group is
// refreshed (every tab switch).
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

// NewChoiceGroup makes a group of the buttons labelled options, the first
// one chosen until SetSelected chooses another.
func NewChoiceGroup(options []string, changed func(string)) *ChoiceGroup {
	g := &ChoiceGroup{Options: options, OnChanged: changed}
	if len(options) > 0 {
		g.Selected = options[0]
	}
	g.ExtendBaseWidget(g)
	for i, label := range options {
		item := &ChoiceButton{group: g, index: i, Label: label}
		item.ExtendBaseWidget(item)
		g.items = append(g.items, item)
	}
	return g
}

// SetSelected chooses the button labelled option; a label that is not one
// of the Options is ignored.
func (g *ChoiceGroup) SetSelected(option string) {
	for i, o := range g.Options {
		if o == option {
			g.choose(i)
			return
		}
	}
}

// choose makes the button at index i the chosen one and tells OnChanged
// when that changed the choice.
func (g *ChoiceGroup) choose(i int) {
	if g.Options[i] == g.Selected {
		return
	}
	g.Selected = g.Options[i]
	g.Refresh()
	if g.OnChanged != nil {
		g.OnChanged(g.Selected)
	}
}

// Refresh redraws every button: which is chosen and whether the group is
// enabled.
func (g *ChoiceGroup) Refresh() {
	for _, item := range g.items {
		item.Refresh()
	}
	g.BaseWidget.Refresh()
}

// Disable greys the buttons out and takes them out of the Tab order.
func (g *ChoiceGroup) Disable() {
	g.DisableableWidget.Disable()
	g.Refresh()
}

// Enable makes the buttons usable again.
func (g *ChoiceGroup) Enable() {
	g.DisableableWidget.Enable()
	g.Refresh()
}

func (g *ChoiceGroup) CreateRenderer() fyne.WidgetRenderer {
	objects := make([]fyne.CanvasObject, len(g.items))
	for i, item := range g.items {
		objects[i] = item
	}
	return &choiceGroupRenderer{group: g, objects: objects}
}

// choiceGroupRenderer lays the buttons out side by side, each as wide as
// the widest, as Fyne's horizontal RadioGroup does.
type choiceGroupRenderer struct {
	group   *ChoiceGroup
	objects []fyne.CanvasObject
}

func (r *choiceGroupRenderer) itemSize() fyne.Size {
	var size fyne.Size
	for _, item := range r.group.items {
		size = size.Max(item.MinSize())
	}
	return size
}

func (r *choiceGroupRenderer) Layout(fyne.Size) {
	size := r.itemSize()
	for i, item := range r.group.items {
		item.Resize(size)
		item.Move(fyne.NewPos(float32(i)*size.Width, 0))
	}
}

func (r *choiceGroupRenderer) MinSize() fyne.Size {
	size := r.itemSize()
	return fyne.NewSize(size.Width*float32(len(r.group.items)), size.Height)
}

func (r *choiceGroupRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *choiceGroupRenderer) Refresh()                     { r.Layout(r.group.Size()) }
func (r *choiceGroupRenderer) Destroy()                     {}

// ChoiceButton is one radio button of a ChoiceGroup: a stop of its own in
// the Tab order, as in Fyne's RadioGroup.
type ChoiceButton struct {
	widget.BaseWidget
	group   *ChoiceGroup
	index   int
	Label   string
	focused bool
	hovered bool
}

var (
	_ fyne.Focusable      = (*ChoiceButton)(nil)
	_ fyne.Tappable       = (*ChoiceButton)(nil)
	_ fyne.Disableable    = (*ChoiceButton)(nil)
	_ desktop.Hoverable   = (*ChoiceButton)(nil)
	_ fyne.WidgetRenderer = (*choiceItemRenderer)(nil)
)

func (i *ChoiceButton) chosen() bool { return i.group.Selected == i.Label }

// Disabled is the group's: a disabled group's buttons take no focus.
func (i *ChoiceButton) Disabled() bool { return i.group.Disabled() }

// Enable and Disable act on the whole group, the item's Disabled being
// the group's.
func (i *ChoiceButton) Enable()  { i.group.Enable() }
func (i *ChoiceButton) Disable() { i.group.Disable() }

// Tapped chooses the button and gives it the focus.
func (i *ChoiceButton) Tapped(*fyne.PointEvent) {
	if i.Disabled() {
		return
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(i); c != nil && !i.focused {
		c.Focus(i)
	}
	i.group.choose(i.index)
}

func (i *ChoiceButton) FocusGained() {
	i.focused = true
	i.Refresh()
}

func (i *ChoiceButton) FocusLost() {
	i.focused = false
	i.Refresh()
}

// TypedRune chooses the button on Space, as Fyne's radio buttons do.
func (i *ChoiceButton) TypedRune(r rune) {
	if r == ' ' && !i.Disabled() {
		i.group.choose(i.index)
	}
}

// TypedKey moves the choice and the focus to the previous button with Left
// or Up and to the next with Right or Down, stopping at the ends, and hands
// Escape and F1 to the window.
func (i *ChoiceButton) TypedKey(ev *fyne.KeyEvent) {
	step := 0
	switch ev.Name {
	case fyne.KeyLeft, fyne.KeyUp:
		step = -1
	case fyne.KeyRight, fyne.KeyDown:
		step = 1
	default:
		if forWindow(ev) {
			passKeyToCanvas(i, ev)
		}
		return
	}
	next := i.index + step
	if i.Disabled() || next < 0 || next >= len(i.group.items) {
		return
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(i); c != nil {
		c.Focus(i.group.items[next])
	}
	i.group.choose(next)
}

func (i *ChoiceButton) MouseIn(*desktop.MouseEvent) {
	i.hovered = true
	i.Refresh()
}

func (i *ChoiceButton) MouseMoved(*desktop.MouseEvent) {}

func (i *ChoiceButton) MouseOut() {
	i.hovered = false
	i.Refresh()
}

func (i *ChoiceButton) CreateRenderer() fyne.WidgetRenderer {
	r := &choiceItemRenderer{item: i, label: canvas.NewText(i.Label, color.Black)}
	r.hover = canvas.NewCircle(color.Transparent)
	r.fill, r.outline = canvas.NewImageFromResource(nil), canvas.NewImageFromResource(nil)
	r.update()
	return newRingRenderer(i, r, func() bool { return i.focused && !i.Disabled() })
}

// choiceItemRenderer draws a radio button as Fyne's does, the hover disc
// behind its round button and the label to its right; the focus rings come
// from the RingRenderer around it.
type choiceItemRenderer struct {
	item          *ChoiceButton
	hover         *canvas.Circle
	fill, outline *canvas.Image
	label         *canvas.Text
}

func (r *choiceItemRenderer) Layout(size fyne.Size) {
	th := r.item.Theme()
	innerPadding := th.Size(theme.SizeNameInnerPadding)
	border := th.Size(theme.SizeNameInputBorder)
	iconSize := th.Size(theme.SizeNameInlineIcon)

	disc := fyne.NewSquareSize(iconSize + innerPadding)
	r.hover.Resize(disc)
	r.hover.Move(fyne.NewPos(border, (size.Height-disc.Height)/2))
	r.label.Resize(size)
	r.label.Move(fyne.NewPos(disc.Width+th.Size(theme.SizeNamePadding), 0))
	iconPos := fyne.NewPos(innerPadding/2+border, (size.Height-iconSize)/2)
	for _, icon := range []*canvas.Image{r.fill, r.outline} {
		icon.Resize(fyne.NewSquareSize(iconSize))
		icon.Move(iconPos)
	}
}

func (r *choiceItemRenderer) MinSize() fyne.Size {
	th := r.item.Theme()
	pad := th.Size(theme.SizeNameInnerPadding) * 2
	return r.label.MinSize().AddWidthHeight(pad+th.Size(theme.SizeNameInlineIcon)+th.Size(theme.SizeNamePadding), pad)
}

func (r *choiceItemRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.hover, r.fill, r.outline, r.label}
}

func (r *choiceItemRenderer) Refresh() {
	r.update()
	canvas.Refresh(r.item)
}

func (r *choiceItemRenderer) Destroy() {}

// update colours the button for its state, in Fyne's radio button
// colours but for the ring of an unticked one.
func (r *choiceItemRenderer) update() {
	th := r.item.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	disabled, chosen := r.item.Disabled(), r.item.chosen()

	r.label.Text = r.item.Label
	r.label.TextSize = th.Size(theme.SizeNameText)
	r.label.Color = th.Color(theme.ColorNameForeground, v)
	outline := theme.NewThemedResource(th.Icon(theme.IconNameRadioButton))
	fill := theme.NewThemedResource(th.Icon(theme.IconNameRadioButtonFill))
	switch {
	case disabled && chosen:
		r.label.Color = th.Color(theme.ColorNameDisabled, v)
		fill.ColorName, outline.ColorName = theme.ColorNameDisabled, theme.ColorNameDisabled
	case disabled:
		r.label.Color = th.Color(theme.ColorNameDisabled, v)
		fill.ColorName, outline.ColorName = theme.ColorNameBackground, theme.ColorNameDisabled
	case chosen:
		fill.ColorName, outline.ColorName = theme.ColorNamePrimary, theme.ColorNameForeground
	default:
		// Fyne rings an unticked button in the input border's faint grey;
		// the foreground shows where the button is at 3:1 or more (WCAG
		// 1.4.11), and the primary fill which one is chosen.
		fill.ColorName, outline.ColorName = theme.ColorNameInputBackground, theme.ColorNameForeground
	}
	r.fill.Resource, r.outline.Resource = fill, outline
	r.fill.Refresh()
	r.outline.Refresh()

	r.hover.FillColor = color.Transparent
	if r.item.hovered && !disabled {
		r.hover.FillColor = th.Color(theme.ColorNameHover, v)
	}
	r.hover.Refresh()
}
