package uitest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// VisitAll calls visit for o and every object inside it, through
// containers and widget renderers, as a user would see them.
func VisitAll(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	visit(o)
	switch o := o.(type) {
	case *fyne.Container:
		for _, child := range o.Objects {
			VisitAll(child, visit)
		}
	case fyne.Widget:
		for _, child := range test.WidgetRenderer(o).Objects() {
			VisitAll(child, visit)
		}
	}
}

// ButtonLabelled returns the visible button labelled text inside root,
// Fyne's or a KeyButton's, and fails the test when there is none.
func ButtonLabelled(t testing.TB, root fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	var found *widget.Button
	VisitAll(root, func(o fyne.CanvasObject) {
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

// LabelShowing returns the label showing text inside root, or nil.
func LabelShowing(root fyne.CanvasObject, text string) *widget.Label {
	var found *widget.Label
	VisitAll(root, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == text && found == nil {
			found = l
		}
	})
	return found
}

// LabelTexts returns the text of every label in o and what it contains.
func LabelTexts(o fyne.CanvasObject) []string {
	var texts []string
	VisitAll(o, func(o fyne.CanvasObject) {
		if label, ok := o.(*widget.Label); ok {
			texts = append(texts, label.Text)
		}
	})
	return texts
}
