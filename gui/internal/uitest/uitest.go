// Package uitest holds what the window's and the screens' tests share:
// finding what a user sees, typing as a user does, the worked example.
package uitest

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/internal/fixtures"
)

// ExampleUnix and ExampleCounter are the worked example's time and first
// counter; its first ID is FirstID.
const (
	ExampleUnix    = 1700000000
	ExampleCounter = 12345
)

// FirstID and SecondID are the first IDs of the worked example's
// generator.
const (
	FirstID  = "6553f1003f2a91c8d4003039"
	SecondID = "6553f1003f2a91c8d400303a"
)

// FixedSource returns a generator of the worked example whose clock stands
// still, counting from counterStart.
func FixedSource(t testing.TB, counterStart uint32) func() *core.Generator {
	t.Helper()
	f := fixtures.Fixture{Random: [5]byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4}, CounterStart: counterStart}
	g := f.Generator(func() time.Time { return time.Unix(ExampleUnix, 0) })
	return func() *core.Generator { return g }
}

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

// ListedIDs reads the batch back from the Generate tab's list, row by row,
// through the list's own item callbacks, as the list shows it.
func ListedIDs(t testing.TB, list *widgets.KeyList) []core.ObjectID {
	t.Helper()
	ids := make([]core.ObjectID, list.Length())
	for i := range ids {
		row := list.CreateItem()
		list.UpdateItem(i, row)
		id, err := core.Parse(row.(*widgets.IDRow).Text.Text)
		if err != nil {
			t.Fatalf("row %d shows %q: %v", i, row.(*widgets.IDRow).Text.Text, err)
		}
		ids[i] = id
	}
	return ids
}

// TypeInto replaces the text of field as a person would: select all,
// delete, then type.
func TypeInto(field interface {
	fyne.Focusable
	fyne.Shortcutable
}, text string) {
	field.TypedShortcut(&fyne.ShortcutSelectAll{})
	field.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	test.Type(field, text)
}
