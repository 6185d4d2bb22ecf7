package widgets

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// KeyCheck is a check box drawn as a KeyButton, its box outlined in the
// foreground colour: Fyne's Check draws it in the faint input border colour.
type KeyCheck struct {
	KeyButton
	// Checked reports whether the box is ticked.
	Checked bool
	// OnChanged runs with the new state whenever it changes.
	OnChanged func(bool)
}

// NewKeyCheck makes a check box as widget.NewCheck does.
func NewKeyCheck(text string, changed func(bool)) *KeyCheck {
	c := &KeyCheck{OnChanged: changed}
	c.Text, c.Importance, c.Alignment = text, widget.LowImportance, widget.ButtonAlignLeading
	c.Icon = checkIcon(false)
	c.OnTapped = func() { c.SetChecked(!c.Checked) }
	c.ExtendBaseWidget(c)
	return c
}

// SetChecked ticks or clears the box and tells OnChanged of a change.
func (c *KeyCheck) SetChecked(checked bool) {
	if checked == c.Checked {
		return
	}
	c.Checked = checked
	c.Icon = checkIcon(checked)
	c.Refresh()
	if c.OnChanged != nil {
		c.OnChanged(checked)
	}
}

// Tapped toggles the box and gives it the focus.
func (c *KeyCheck) Tapped(*fyne.PointEvent) { focusAndRun(&c.KeyButton, c, c.OnTapped) }

// FocusGained shows the ring and scrolls the box into view.
func (c *KeyCheck) FocusGained() { c.mark(c, true, c.Button.FocusGained) }

// checkBoxOutline is Fyne's box with a line thick enough for 3:1.
var checkBoxOutline = fyne.NewStaticResource("check-box-outline.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">`+
	`<path d="M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z"/></svg>`))

// checkIcon is Fyne's ticked box, or an empty one outlined in the foreground.
func checkIcon(checked bool) fyne.Resource {
	if checked {
		return theme.NewPrimaryThemedResource(theme.CheckButtonCheckedIcon())
	}
	box := theme.NewThemedResource(checkBoxOutline)
	box.ColorName = theme.ColorNameForeground
	return outlineIcon{box}
}

// outlineIcon is named after the colour it is drawn in now: Fyne caches
// drawn icons by name, and would keep the old theme's after a switch.
type outlineIcon struct{ *theme.ThemedResource }

func (i outlineIcon) Name() string {
	s := fyne.CurrentApp().Settings()
	return fmt.Sprint(s.Theme().Color(theme.ColorNameForeground, s.ThemeVariant())) + i.ThemedResource.Name()
}
