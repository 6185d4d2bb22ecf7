//go:build ci

package widgets

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestSectionedSelect_SectionsOpenUnderTheirHeadings(t *testing.T) {
	test.NewTempApp(t)
	m := NewSectionedSelect([]string{"Hex", "CSV", "Go", "Rust"}, map[int]string{2: "Code"})
	m.Name = "Format"
	m.SetSelectedIndex(0)
	test.NewTempWindow(t, m)
	test.Tap(m)
	if m.popUp == nil || !m.popUp.Visible() {
		t.Fatal("a tap opened no list")
	}
	var labels []string
	for _, item := range m.menu().Items {
		switch {
		case item.IsSeparator:
			labels = append(labels, "—")
		case item.Disabled:
			labels = append(labels, "["+item.Label+"]")
		case item.Checked:
			labels = append(labels, item.Label+"✓")
		default:
			labels = append(labels, item.Label)
		}
	}
	if got, want := labels, []string{"Hex✓", "CSV", "—", "[Code]", "Go", "Rust"}; !slices.Equal(got, want) {
		t.Errorf("the list reads %q, want %q", got, want)
	}
	test.Tap(m.popUp.Items[len(m.popUp.Items)-1].(fyne.Tappable))
	if m.Selected != "Rust" || m.popUp != nil {
		t.Errorf("choosing the last row chose %q, the list left open: %v", m.Selected, m.popUp != nil)
	}
	if got := m.AccessibilityLabel(); got != "Format: Rust" {
		t.Errorf("a screen reader hears %q", got)
	}
}

func TestSectionedSelect_KeysOpenItAndLeftRightChoose(t *testing.T) {
	test.NewTempApp(t)
	m := NewSectionedSelect([]string{"Hex", "CSV"}, nil)
	m.SetSelectedIndex(0)
	w := test.NewTempWindow(t, m)
	w.Canvas().FocusNext()
	if !test.WidgetRenderer(m).(*RingRenderer).Shown() {
		t.Error("the focused list shows no ring")
	}
	m.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if m.Selected != "CSV" || m.popUp != nil {
		t.Errorf("Right chose %q and opened the list: %v", m.Selected, m.popUp != nil)
	}
	m.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if m.popUp == nil || !m.popUp.Visible() {
		t.Error("Enter did not open the list")
	}
	m.Disable()
	m.popUp = nil
	test.Tap(m)
	if m.popUp != nil {
		t.Error("a disabled list opened")
	}
}
