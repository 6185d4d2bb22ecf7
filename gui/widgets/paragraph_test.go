package widgets

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// drawnLines is the text o draws, line by line.
func drawnLines(o fyne.CanvasObject) (lines []string) {
	if text, ok := o.(*canvas.Text); ok {
		return []string{text.Text}
	}
	if w, ok := o.(fyne.Widget); ok {
		for _, child := range test.WidgetRenderer(w).Objects() {
			lines = append(lines, drawnLines(child)...)
		}
	}
	return lines
}

func TestParagraph_BreaksBetweenWordsNotInsideAFinnishNumber(t *testing.T) {
	test.NewTempApp(t)
	text := "507f1f77 ovat 1\u00a0350\u00a0508\u00a0407 sekuntia vuoden 1970 alun jälkeen, eli 17.10.2012 klo 21.13.27 UTC."
	p := NewParagraph(text)
	for width := float32(140); width < 700; width += 5 {
		p.Resize(fyne.NewSize(width, p.MinSize().Height))
		lines := drawnLines(p)
		whole := slices.ContainsFunc(lines, func(line string) bool { return strings.Contains(line, "1\u00a0350\u00a0508\u00a0407") })
		if !whole || strings.Join(lines, " ") != text {
			t.Fatalf("%v wide, the lines are %q", width, lines)
		}
	}
}
