package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// splitWindow shows a split of two panes 100 high at least in a window
// 400 high and records where the user left the divider.
func splitWindow(t *testing.T) (*VSplit, fyne.Window, *[]float64) {
	t.Helper()
	test.NewTempApp(t)
	pane := func() fyne.CanvasObject {
		r := canvas.NewRectangle(nil)
		r.SetMinSize(fyne.NewSize(100, 100))
		return r
	}
	var moves []float64
	s := NewVSplit(pane(), pane(), 0.5, func(offset float64) { moves = append(moves, offset) })
	s.DividerName = "Divider"
	w := test.NewTempWindow(t, s)
	w.Resize(fyne.NewSize(400, 400))
	return s, w, &moves
}

func TestVSplit_KeysMoveTheDividerWithinThePanesMinimums(t *testing.T) {
	s, w, moves := splitWindow(t)
	w.Canvas().FocusNext()
	if w.Canvas().Focused() != s.divider {
		t.Fatalf("Tab focused %v, want the divider", w.Canvas().Focused())
	}
	if !test.WidgetRenderer(s.divider).(*RingRenderer).Shown() {
		t.Error("the focused divider shows no ring")
	}
	key := func(name fyne.KeyName) { w.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: name}) }
	key(fyne.KeyDown)
	if got := s.Offset(); got < 0.54 || got > 0.56 {
		t.Errorf("Down moved the divider to %v, want 0.55", got)
	}
	key(fyne.KeyUp)
	key(fyne.KeyUp)
	if got := s.Offset(); got < 0.44 || got > 0.46 {
		t.Errorf("Up twice moved the divider to %v, want 0.45", got)
	}
	key(fyne.KeyHome)
	if top := s.top.Size().Height; top < 99 || top > 101 {
		t.Errorf("after Home the top pane is %v high, want its least, 100", top)
	}
	key(fyne.KeyEnd)
	if bottom := s.bottom.Size().Height; bottom < 99 || bottom > 101 {
		t.Errorf("after End the bottom pane is %v high, want its least, 100", bottom)
	}
	if len(*moves) != 5 || (*moves)[4] != s.Offset() {
		t.Errorf("moved heard %v, want each of the 5 moves, the last at %v", *moves, s.Offset())
	}
	if s.divider.AccessibilityLabel() != "Divider" {
		t.Errorf("a screen reader calls the divider %q", s.divider.AccessibilityLabel())
	}
}

func TestVSplit_ADragTellsWhereItEndedOnce(t *testing.T) {
	s, w, moves := splitWindow(t)
	test.Tap(s.divider)
	if w.Canvas().Focused() != s.divider {
		t.Error("a click on the divider does not give it the keys")
	}
	before := s.Offset()
	s.divider.Dragged(&fyne.DragEvent{Dragged: fyne.NewDelta(0, 20)})
	s.divider.Dragged(&fyne.DragEvent{Dragged: fyne.NewDelta(0, 20)})
	if len(*moves) != 0 {
		t.Errorf("moved heard %v during the drag, want nothing until it ends", *moves)
	}
	s.divider.DragEnd()
	if s.Offset() <= before || len(*moves) != 1 || (*moves)[0] != s.Offset() {
		t.Errorf("after a drag down from %v the divider is at %v, moved heard %v", before, s.Offset(), *moves)
	}
}
