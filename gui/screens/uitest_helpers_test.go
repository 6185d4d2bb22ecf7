package screens

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// exampleRandom is the worked example's random value.
var exampleRandom = [5]byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4}

// cutTexts describes every visible label, button and other widget of fixed
// width under o that is narrower than its text: a label without wrapping
// narrower than its text and padding (truncated with … or clipped), a
// button or a tab narrower than its minimum.
func cutTexts(o fyne.CanvasObject) []string {
	if !o.Visible() {
		return nil
	}
	const slack = 0.5 // sizes are rounded to the pixel
	// The window's keyboard controls are Fyne's button and list with a
	// focus ring: measured as those.
	switch v := o.(type) {
	case *widgets.KeyButton:
		o = &v.Button
	case *widgets.KeySelect:
		o = &v.Select
	}
	switch v := o.(type) {
	case *widget.Label:
		if v.Wrapping != fyne.TextWrapOff || v.Text == "" {
			return nil
		}
		size := theme.TextSize()
		if v.SizeName != "" {
			size = theme.Size(v.SizeName)
		}
		need := fyne.MeasureText(v.Text, size, v.TextStyle).Width + 2*theme.InnerPadding()
		if v.Size().Width+slack < need {
			return []string{fmt.Sprintf("label %q is %.0f px wide, its text needs %.0f", v.Text, v.Size().Width, need)}
		}
		return nil
	case *widget.Button:
		if v.Text != "" && v.Size().Width+slack < v.MinSize().Width {
			return []string{fmt.Sprintf("button %q is %.0f px wide, it needs %.0f", v.Text, v.Size().Width, v.MinSize().Width)}
		}
		return nil
	case *widget.Select:
		size := theme.TextSize()
		chrome := v.MinSize().Width - fyne.MeasureText(v.PlaceHolder, size, fyne.TextStyle{}).Width
		var cut []string
		for _, option := range v.Options {
			if need := fyne.MeasureText(option, size, fyne.TextStyle{}).Width + chrome; v.Size().Width+slack < need {
				cut = append(cut, fmt.Sprintf("choice %q is %.0f px wide, its option %q needs %.0f", v.Selected, v.Size().Width, option, need))
			}
		}
		return cut
	case *widget.Entry:
		return nil // it scrolls its text by design
	case *fyne.Container:
		var cut []string
		for _, child := range v.Objects {
			cut = append(cut, cutTexts(child)...)
		}
		return cut
	case fyne.Widget:
		var cut []string
		children := test.WidgetRenderer(v).Objects()
		// A widget that draws a text itself, as a tab of the tab bar does.
		drawsText := slices.ContainsFunc(children, func(o fyne.CanvasObject) bool {
			switch o.(type) {
			case *widget.RichText, *canvas.Text:
				return true
			}
			return false
		})
		if drawsText && v.Size().Width+slack < v.MinSize().Width {
			cut = append(cut, fmt.Sprintf("%T %q is %.0f px wide, it needs %.0f", v, uitest.LabelTexts(v), v.Size().Width, v.MinSize().Width))
		}
		for _, child := range children {
			cut = append(cut, cutTexts(child)...)
		}
		return cut
	}
	return nil
}

// visibleCells returns the text of the table's cells on screen, row by
// row, as a user reads them.
func visibleCells(t testing.TB, table fyne.Widget) [][]string {
	t.Helper()
	type cell struct {
		pos  fyne.Position
		text string
	}
	driver := fyne.CurrentApp().Driver()
	var cells []cell
	uitest.VisitAll(table, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() {
			cells = append(cells, cell{driver.AbsolutePositionForObject(l), l.Text})
		}
	})
	slices.SortFunc(cells, func(a, b cell) int {
		if c := cmp.Compare(a.pos.Y, b.pos.Y); c != 0 {
			return c
		}
		return cmp.Compare(a.pos.X, b.pos.X)
	})
	var rows [][]string
	for i, c := range cells {
		if i == 0 || c.pos.Y != cells[i-1].pos.Y {
			rows = append(rows, nil)
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], c.text)
	}
	return rows
}

// visibleColumn returns column c of the visible cells; C is int for the
// window's tests and the Bulk tab's column type for the screen's.
func visibleColumn[C ~int](t testing.TB, table fyne.Widget, c C) []string {
	t.Helper()
	var values []string
	for _, row := range visibleCells(t, table) {
		if int(c) >= len(row) {
			t.Fatalf("row %q has no column %d", row, c)
		}
		values = append(values, row[c])
	}
	return values
}

// sortFixture holds four IDs whose order differs column by column of the
// Bulk table. They appear in its Text as a b b c d b c: A once, B three
// times, C twice, D once.
type sortFixture struct{ A, B, C, D core.ObjectID }

// newSortFixture returns the four IDs of a sortFixture.
func newSortFixture() sortFixture {
	return sortFixture{
		A: core.FromParts(1700000300, [5]byte{0, 0, 0, 0, 1}, 5),
		B: core.FromParts(1700000100, [5]byte{0, 0, 0, 0, 3}, 1),
		C: core.FromParts(1700000200, [5]byte{0, 0, 0, 0, 0}, 9),
		D: core.FromParts(1700000100, [5]byte{0, 0, 0, 0, 2}, 7),
	}
}

// Text is the fixture's IDs in hex, one a line, in the order a b b c d b c.
func (f sortFixture) Text() string {
	return strings.Join([]string{f.A.Hex(), f.B.Hex(), f.B.Hex(), f.C.Hex(), f.D.Hex(), f.B.Hex(), f.C.Hex()}, "\n")
}

// Hexes returns the IDs named in order ("a" to "d") in hex.
func (f sortFixture) Hexes(order string) []string {
	byName := map[rune]core.ObjectID{'a': f.A, 'b': f.B, 'c': f.C, 'd': f.D}
	var out []string
	for _, name := range order {
		out = append(out, byName[name].Hex())
	}
	return out
}

// buttonLabelled returns the visible button labelled text inside root,
// Fyne's or a KeyButton's, and fails the test when there is none.
func buttonLabelled(t testing.TB, root fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	var found *widget.Button
	uitest.VisitAll(root, func(o fyne.CanvasObject) {
		b, ok := o.(*widget.Button)
		if kb, isKey := o.(*widgets.KeyButton); isKey {
			b, ok = &kb.Button, true
		}
		if ok && b.Text == text && b.Visible() && found == nil {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("no button %q", text)
	}
	return found
}

// checkBatch fails unless ids are n distinct valid IDs sharing one random
// value, with counters going up by one.
func checkBatch(t testing.TB, ids []core.ObjectID, n int) {
	t.Helper()
	if len(ids) != n {
		t.Fatalf("%d IDs, want %d", len(ids), n)
	}
	seen := map[core.ObjectID]bool{}
	for i, id := range ids {
		if _, err := core.FromHex(id.Hex()); err != nil {
			t.Errorf("ID %d %s: %v", i, id, err)
		}
		if seen[id] {
			t.Errorf("ID %d %s repeats", i, id)
		}
		seen[id] = true
		if id.Random() != ids[0].Random() {
			t.Errorf("ID %d random value %x, first %x", i, id.Random(), ids[0].Random())
		}
		if want := (ids[0].Counter() + uint32(i)) % core.CounterCycle; id.Counter() != want {
			t.Errorf("ID %d counter %d, want %d", i, id.Counter(), want)
		}
	}
}
