package widgets

import (
	"cmp"
	"image/color"
	"reflect"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	apptheme "github.com/objectid-generator/objectid/gui/theme"
)

// focusRingWidth is the width of each ring, inside the edge where nothing clips it.
const focusRingWidth = 3

// focusRing is four filled bars, drawn to the pixel unlike a stroke.
type focusRing [4]*canvas.Rectangle

func newFocusRing() focusRing {
	var r focusRing
	for i := range r {
		r[i] = canvas.NewRectangle(color.Transparent)
		r[i].Hide()
	}
	return r
}

// place lays the ring along the inside edge of the box at pos of size.
func (r focusRing) place(pos fyne.Position, size fyne.Size) {
	w := float32(focusRingWidth)
	side := fyne.NewSize(w, max(size.Height-2*w, 0))
	r[0].Move(pos)
	r[0].Resize(fyne.NewSize(size.Width, w))
	r[1].Move(pos.AddXY(0, size.Height-w))
	r[1].Resize(fyne.NewSize(size.Width, w))
	r[2].Move(pos.AddXY(0, w))
	r[2].Resize(side)
	r[3].Move(pos.AddXY(size.Width-w, w))
	r[3].Resize(side)
}

// show colours the ring c and shows it, or hides it.
func (r focusRing) show(visible bool, c color.Color) {
	for _, bar := range r {
		bar.FillColor = c
		bar.Hidden = !visible
		bar.Refresh()
	}
}

// focusMark is the one record of a control's focus, which its ring shows.
type focusMark struct{ focused bool }

// mark records the focus, runs Fyne's own hook and redraws w with its ring:
// Fyne's List and Table redraw only one row or cell. A control given the
// focus is scrolled into view.
func (m *focusMark) mark(w fyne.Widget, focused bool, fyneHook func()) {
	m.focused = focused
	fyneHook()
	w.Refresh()
	if focused {
		reveal(w)
	}
}

// reveal scrolls each scroll around w, the innermost first, to show it whole
// and clear of the scroll's edge shadow, in the top pop-up, which holds the
// focus, or else the window.
func reveal(w fyne.CanvasObject) {
	d := fyne.CurrentApp().Driver()
	c := d.CanvasForObject(w)
	if c == nil {
		return
	}
	var scrolls []*container.Scroll
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch o := o.(type) {
		case *fyne.Container:
			for _, child := range o.Objects {
				walk(child)
			}
		case *container.AppTabs:
			walk(o.Selected().Content)
		default:
			if s, ok := o.(*container.Scroll); ok {
				scrolls = append(scrolls, s)
			}
			// A scroll's, a pop-up's or an overlay's Content: Fyne's overlay type is internal.
			if v := reflect.Indirect(reflect.ValueOf(o)); v.Kind() == reflect.Struct {
				if f := v.FieldByName("Content"); f.IsValid() && f.CanInterface() {
					child, _ := f.Interface().(fyne.CanvasObject)
					walk(child)
				}
			}
		}
	}
	walk(cmp.Or(c.Overlays().Top(), c.Content()))
	for _, s := range slices.Backward(scrolls) {
		at := d.AbsolutePositionForObject(w).Subtract(d.AbsolutePositionForObject(s.Content))
		end, inside := at.Add(w.Size()), s.Content.Size()
		if at.X >= 0 && at.Y >= 0 && end.X <= inside.Width+1 && end.Y <= inside.Height+1 {
			m, view := 2*theme.Padding(), s.Size()
			s.ScrollToOffset(fyne.NewPos(min(max(s.Offset.X, end.X+m-view.Width), at.X-m), min(max(s.Offset.Y, end.Y+m-view.Height), at.Y-m)))
		}
	}
}

// RingRenderer, the one focus mark of the window, draws a control and,
// while focused, two rings (focus colour, then background) over its edge:
// no Fyne tint reaches 3:1 on the blue Generate button and keeps its text.
type RingRenderer struct {
	fyne.WidgetRenderer
	mark  *focusMark
	ring  focusRing
	inner focusRing
}

func newRingRenderer(inner fyne.WidgetRenderer, mark *focusMark) *RingRenderer {
	return &RingRenderer{WidgetRenderer: inner, mark: mark, ring: newFocusRing(), inner: newFocusRing()}
}

// Layout lays the control out and puts the rings inside its edge.
func (r *RingRenderer) Layout(size fyne.Size) {
	r.WidgetRenderer.Layout(size)
	r.ring.place(fyne.NewPos(0, 0), size)
	r.inner.place(fyne.NewPos(focusRingWidth, focusRingWidth), size.SubtractWidthHeight(2*focusRingWidth, 2*focusRingWidth))
}

// Objects are the control's own, then the rings, drawn on top.
func (r *RingRenderer) Objects() []fyne.CanvasObject {
	objects := r.WidgetRenderer.Objects()
	for _, bar := range append(r.ring[:], r.inner[:]...) {
		objects = append(objects, bar)
	}
	return objects
}

// Refresh redraws the control and shows the rings while it is focused, in
// the app's theme: no control has a theme of its own.
func (r *RingRenderer) Refresh() {
	r.WidgetRenderer.Refresh()
	th, v := fyne.CurrentApp().Settings().Theme(), fyne.CurrentApp().Settings().ThemeVariant()
	focused := r.mark.focused
	r.ring.show(focused, th.Color(apptheme.ColorNameFocusRing, v))
	r.inner.show(focused, th.Color(theme.ColorNameBackground, v))
}
