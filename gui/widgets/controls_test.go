package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// keysToWindow records the keys that reach the window's key handler of c.
func keysToWindow(c fyne.Canvas) *[]fyne.KeyName {
	var keys []fyne.KeyName
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) { keys = append(keys, ev.Name) })
	return &keys
}

func TestKeyCheck_OutlinedInTheForegroundAndPassesEscapeOn(t *testing.T) {
	test.NewTempApp(t)
	changes := 0
	c := NewKeyCheck("Spread", func(bool) { changes++ })
	w := test.NewTempWindow(t, c)
	keys := keysToWindow(w.Canvas())
	outlined := false
	for _, o := range test.WidgetRenderer(c).Objects() {
		if img, ok := o.(*canvas.Image); ok {
			if res, ok := img.Resource.(fyne.ThemedResource); ok && res.ThemeColorName() == theme.ColorNameInputBorder {
				t.Error("the unticked box keeps Fyne's faint input-border outline")
			} else if ok && res.ThemeColorName() == theme.ColorNameForeground {
				outlined = true
			}
		}
	}
	if !outlined {
		t.Error("the unticked box has no outline in the foreground colour")
	}
	w.Canvas().FocusNext()
	if !focusRingOf(t, c)[0].Visible() {
		t.Error("the focused check box shows no ring")
	}
	c.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	c.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if !c.Checked || changes != 1 || len(*keys) != 1 || (*keys)[0] != fyne.KeyEscape {
		t.Errorf("Space, Escape: ticked %v, %d changes, the window heard %v", c.Checked, changes, *keys)
	}
	if got := c.AccessibilityLabel(); got != "Spread: ticked" {
		t.Errorf("a screen reader hears %q", got)
	}
	w.Canvas().Unfocus()
	if focusRingOf(t, c)[0].Visible() {
		t.Error("the ring stays after the focus left")
	}
}

func TestKeyList_EnterRunsOnEnterAndF1ReachesTheWindow(t *testing.T) {
	test.NewTempApp(t)
	entered := 0
	l := NewKeyList(func() int { return 3 }, func() fyne.CanvasObject { return widget.NewLabel("") },
		func(id widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText("row") })
	l.Name = "IDs"
	l.OnEnter = func() { entered++ }
	w := test.NewTempWindow(t, l)
	w.Resize(fyne.NewSize(200, 200))
	keys := keysToWindow(w.Canvas())
	w.Canvas().FocusNext()
	if !focusRingOf(t, l)[0].Visible() {
		t.Error("the focused list shows no ring")
	}
	l.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	l.TypedKey(&fyne.KeyEvent{Name: HelpKey})
	l.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	if entered != 1 || len(*keys) != 1 || (*keys)[0] != HelpKey {
		t.Errorf("Enter ran OnEnter %d times; the window heard %v, want F1 alone", entered, *keys)
	}
	if l.AccessibilityLabel() != "IDs" || l.AccessibilityRole() != fyne.AccessibleRoleContainer {
		t.Errorf("a screen reader hears %q, a %v", l.AccessibilityLabel(), l.AccessibilityRole())
	}
	w.Canvas().Unfocus()
	if focusRingOf(t, l)[0].Visible() {
		t.Error("the ring stays after the focus left")
	}
}

func TestKeyTable_RingWhileFocusedAndF1ReachesTheWindow(t *testing.T) {
	test.NewTempApp(t)
	tb := NewKeyTable(func() (int, int) { return 2, 2 }, func() fyne.CanvasObject { return widget.NewLabel("cell") },
		func(widget.TableCellID, fyne.CanvasObject) {})
	tb.Name = "Found"
	w := test.NewTempWindow(t, tb)
	w.Resize(fyne.NewSize(300, 200))
	keys := keysToWindow(w.Canvas())
	w.Canvas().Focus(tb)
	if !focusRingOf(t, tb)[0].Visible() {
		t.Error("the focused table shows no ring")
	}
	tb.TypedKey(&fyne.KeyEvent{Name: HelpKey})
	tb.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if len(*keys) != 1 || (*keys)[0] != HelpKey {
		t.Errorf("the window heard %v, want F1 alone", *keys)
	}
	if tb.AccessibilityLabel() != "Found" {
		t.Errorf("a screen reader hears %q", tb.AccessibilityLabel())
	}
	w.Canvas().Unfocus()
	tb.Refresh()
	if focusRingOf(t, tb)[0].Visible() {
		t.Error("the ring stays after the focus left")
	}
}

func TestKeySelect_EnterOpensItAndEscapeReachesTheWindow(t *testing.T) {
	test.NewTempApp(t)
	s := NewKeySelect([]string{"Hex", "CSV"}, nil)
	s.Name = "Column"
	s.SetSelected("CSV")
	w := test.NewTempWindow(t, s)
	keys := keysToWindow(w.Canvas())
	w.Canvas().FocusNext()
	if !focusRingOf(t, s)[0].Visible() {
		t.Error("the focused list shows no ring")
	}
	s.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if len(*keys) != 1 || len(w.Canvas().Overlays().List()) != 0 {
		t.Errorf("Escape: the window heard %v, %d lists open", *keys, len(w.Canvas().Overlays().List()))
	}
	if got := fyne.Accessible(s).AccessibilityLabel(); got != "Column: CSV" {
		t.Errorf("a screen reader hears %q", got)
	}
	w.Canvas().Unfocus()
	if focusRingOf(t, s)[0].Visible() {
		t.Error("the ring stays after the focus left")
	}
	s.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(w.Canvas().Overlays().List()) == 0 {
		t.Error("Enter did not open the list's options")
	}
}

func TestFitOptions_WideEnoughForTheWidestOption(t *testing.T) {
	test.NewTempApp(t)
	long := "Bahasa Indonesia, a long option"
	s := NewKeySelect([]string{"Hex", long}, nil)
	fitted := FitOptions(s)
	if text := fyne.MeasureText(long, theme.TextSize(), fyne.TextStyle{}).Width; fitted.MinSize().Width <= text {
		t.Errorf("the list is %v wide, its widest option %v", fitted.MinSize().Width, text)
	}
	if plain := widget.NewSelect([]string{"Hex", long}, nil).MinSize().Width; fitted.MinSize().Width <= plain {
		t.Errorf("fitted to its options the list is %v wide, no wider than Fyne's %v", fitted.MinSize().Width, plain)
	}
}

func TestIDRow_TheButtonsCopyAndDecodeAndTakeNoFocus(t *testing.T) {
	test.NewTempApp(t)
	r := NewIDRow()
	r.Text.SetText("65a1b2c3d4e5f60718293a4b")
	copies, decodes := 0, 0
	r.Copy.OnTapped, r.Decode.OnTapped = func() { copies++ }, func() { decodes++ }
	r.Copy.Name, r.Decode.Name = "Copy ID 1", "Decode ID 1"
	w := test.NewTempWindow(t, container.NewVBox(r))
	test.Tap(r.Copy)
	test.Tap(r.Decode)
	w.Canvas().FocusNext()
	if copies != 1 || decodes != 1 || w.Canvas().Focused() != nil {
		t.Errorf("a tap on each copied %d times and decoded %d; Tab focused %v, want nothing", copies, decodes, w.Canvas().Focused())
	}
	if r.AccessibilityLabel() != r.Text.Text || r.Copy.AccessibilityLabel() != "Copy ID 1" || r.Decode.AccessibilityLabel() != "Decode ID 1" {
		t.Errorf("a screen reader hears %q, %q and %q", r.AccessibilityLabel(), r.Copy.AccessibilityLabel(), r.Decode.AccessibilityLabel())
	}
}
