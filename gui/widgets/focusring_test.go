package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	apptheme "github.com/objectid-generator/objectid/gui/theme"
)

// focusRingOf is the outer ring a RingRenderer draws in w.
func focusRingOf(t *testing.T, w fyne.Widget) focusRing {
	t.Helper()
	r, ok := test.WidgetRenderer(w).(*RingRenderer)
	if !ok {
		t.Fatalf("%T draws no focus ring", w)
	}
	return r.ring
}

func TestKeyButton_RingShowsOnlyWhileFocused(t *testing.T) {
	test.NewTempApp(t)
	primary := NewKeyButton("Generate", theme.ViewRefreshIcon(), func() {})
	primary.Importance = widget.HighImportance
	other := NewKeyButton("Copy all", nil, func() {})
	w := test.NewTempWindow(t, container.NewHBox(primary, other))

	w.Canvas().FocusNext()
	if w.Canvas().Focused() != primary {
		t.Fatalf("Tab focused %v, want the primary button", w.Canvas().Focused())
	}
	ring := focusRingOf(t, primary)
	if !ring[0].Visible() {
		t.Fatal("the focused primary button shows no ring")
	}
	th, v := primary.Theme(), fyne.CurrentApp().Settings().ThemeVariant()
	if got, want := ring[0].FillColor, th.Color(apptheme.ColorNameFocusRing, v); got != want {
		t.Errorf("ring colour %v, want %v", got, want)
	}
	inner := test.WidgetRenderer(primary).(*RingRenderer).inner
	if !inner[0].Visible() || inner[0].FillColor != th.Color(theme.ColorNameBackground, v) {
		t.Errorf("inner ring shown %v in %v, want the background colour, which stands out on the blue button", inner[0].Visible(), inner[0].FillColor)
	}

	keys := keysToWindow(w.Canvas())
	primary.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	primary.TypedKey(&fyne.KeyEvent{Name: HelpKey})
	if len(*keys) != 2 {
		t.Errorf("the window heard %v, want Escape and F1", *keys)
	}
	primary.Name = "Generate a batch"
	if got := fyne.Accessible(primary).AccessibilityLabel(); got != "Generate a batch" {
		t.Errorf("a named button reads %q", got)
	}
	if got := fyne.Accessible(other).AccessibilityLabel(); got != "Copy all" {
		t.Errorf("a button with no name reads %q, want its text", got)
	}
	w.Canvas().FocusNext()
	if focusRingOf(t, primary)[0].Visible() {
		t.Error("the ring stays after the focus moved on")
	}
	if !focusRingOf(t, other)[0].Visible() {
		t.Error("the newly focused button shows no ring")
	}
}

func TestKeyButton_EnterReturnAndSpacePressIt(t *testing.T) {
	for _, key := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace} {
		t.Run(string(key), func(t *testing.T) {
			test.NewTempApp(t)
			presses := 0
			b := NewKeyButton("Go", nil, func() { presses++ })
			w := test.NewTempWindow(t, b)
			w.Canvas().FocusNext()
			w.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: key})
			if presses != 1 {
				t.Errorf("%s pressed the button %d times, want 1", key, presses)
			}
			if w.Canvas().Focused() != b {
				t.Errorf("after %s the focus is on %v, want it kept on the button", key, w.Canvas().Focused())
			}
			b.Disable()
			b.TypedKey(&fyne.KeyEvent{Name: key})
			if presses != 1 {
				t.Errorf("%s pressed a disabled button", key)
			}
		})
	}
}
