//go:build ci

package fynefix

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// visitAll calls visit for o and everything drawn inside it, the insides
// of widgets too.
func visitAll(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	visit(o)
	switch o := o.(type) {
	case *fyne.Container:
		for _, child := range o.Objects {
			visitAll(child, visit)
		}
	case fyne.Widget:
		for _, child := range test.WidgetRenderer(o).Objects() {
			visitAll(child, visit)
		}
	}
}
