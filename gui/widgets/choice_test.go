package widgets

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// choiceWindow shows a group of three options in a test window and
// records every choice OnChanged is told of.
func choiceWindow(t *testing.T) (*ChoiceGroup, fyne.Canvas, *[]string) {
	t.Helper()
	test.NewTempApp(t)
	var changes []string
	g := NewChoiceGroup([]string{"One", "Two", "Three"}, func(s string) { changes = append(changes, s) })
	w := test.NewTempWindow(t, g)
	return g, w.Canvas(), &changes
}

func TestChoice_ATapChoosesTheButtonAndFocusesIt(t *testing.T) {
	g, c, changes := choiceWindow(t)
	if g.Selected != "One" {
		t.Fatalf("a new group has %q chosen, want the first option", g.Selected)
	}
	test.Tap(g.items[2])
	if g.Selected != "Three" || c.Focused() != g.items[2] {
		t.Errorf("after tapping Three: %q chosen, focus on %v", g.Selected, c.Focused())
	}
	test.Tap(g.items[2]) // one option is always chosen: tapping it again keeps it
	if g.Selected != "Three" || !slices.Equal(*changes, []string{"Three"}) {
		t.Errorf("after tapping Three again: %q chosen, changes %q", g.Selected, *changes)
	}
}

func TestChoice_SpaceAndTheArrowsChooseFromTheKeyboard(t *testing.T) {
	g, c, changes := choiceWindow(t)
	c.FocusNext()
	if c.Focused() != g.items[0] {
		t.Fatalf("Tab focused %v, want the first button", c.Focused())
	}
	key := func(name fyne.KeyName) { c.Focused().TypedKey(&fyne.KeyEvent{Name: name}) }
	key(fyne.KeyRight)
	key(fyne.KeyDown)
	if g.Selected != "Three" || c.Focused() != g.items[2] {
		t.Errorf("Right, Down: %q chosen, focus on %v; want Three, focused", g.Selected, c.Focused())
	}
	if !focusRingOf(t, g.items[2])[0].Visible() || focusRingOf(t, g.items[0])[0].Visible() {
		t.Error("the ring does not follow the focus from the first button to the third")
	}
	key(fyne.KeyRight) // the last stays chosen
	key(fyne.KeyLeft)
	if g.Selected != "Two" || c.Focused() != g.items[1] {
		t.Errorf("Right, Left: %q chosen, want Two, focused", g.Selected)
	}
	key(fyne.KeyUp)
	key(fyne.KeyUp) // the first stays chosen
	c.FocusNext()
	key(fyne.KeySpace)
	if g.Selected != "Two" || !slices.Equal(*changes, []string{"Two", "Three", "Two", "One", "Two"}) {
		t.Errorf("Space on Two: %q chosen, changes %q", g.Selected, *changes)
	}
	// Each button is a stop of Tab, as in Fyne's radio group.
	c.FocusNext()
	if c.Focused() != g.items[2] {
		t.Errorf("Tab from Two focused %v, want Three", c.Focused())
	}
}

func TestChoice_ADisabledGroupTakesNoFocusAndNoChoice(t *testing.T) {
	g, c, changes := choiceWindow(t)
	g.Disable()
	test.Tap(g.items[1])
	g.items[2].TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	c.FocusNext()
	if g.Selected != "One" || len(*changes) != 0 || c.Focused() != nil {
		t.Errorf("disabled: %q chosen, changes %q, focus on %v", g.Selected, *changes, c.Focused())
	}
	g.Enable()
	c.FocusNext()
	if c.Focused() != g.items[0] {
		t.Errorf("enabled again, Tab focused %v, want the first button", c.Focused())
	}
}

func TestChoice_SetSelectedTellsOfChangesOnly(t *testing.T) {
	g, _, changes := choiceWindow(t)
	g.SetSelected("One")
	g.SetSelected("Four")
	g.SetSelected("Two")
	if g.Selected != "Two" || !slices.Equal(*changes, []string{"Two"}) {
		t.Errorf("%q chosen, changes %q; want Two once", g.Selected, *changes)
	}
}
