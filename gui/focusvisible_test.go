package gui

import (
	"fmt"
	"hash/fnv"
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	apptheme "github.com/objectid-generator/objectid/gui/theme"
)

// minFocusContrast is WCAG 2.2's contrast for a focus indicator (2.4.13, 1.4.11).
const minFocusContrast = 3

// focusScreen is one state of the window whose controls the keyboard walk
// goes through.
type focusScreen struct {
	name string
	show func(t *testing.T, u *ui)
}

var focusScreens = []focusScreen{
	// The Generate tab with everything it can show: the chosen time's
	// fields and the fixtures section.
	{"Generate", func(t *testing.T, u *ui) {
		u.tabs.SelectIndex(0)
		choice := timeChoice(t, u)
		choice.SetSelected(choice.Options[1])
		test.Tap(generateButton(t, u, "For test data"))
	}},
	// Decode showing an ID, and the button that opens several in Bulk.
	{"Decode", func(t *testing.T, u *ui) {
		u.tabs.SelectIndex(1)
		decodeField(t, u).SetText("507f1f77bcf86cd799439011")
		decodeField(t, u).SetText("507f1f77bcf86cd799439011 6553f1003f2a91c8d4003039")
	}},
	{"Range", func(t *testing.T, u *ui) { u.tabs.SelectIndex(2) }},
	{"Bulk", func(t *testing.T, u *ui) {
		u.tabs.SelectIndex(3)
		bulkInput(t, u).SetText("a 507f1f77bcf86cd799439011\nb 6553f1003f2a91c8d4003039\nc 6553f1003f2a91c8d4003039\n")
		waitForBulk(t, u)
	}},
	// About has no control: Tab reaches nothing there.
	{"About", func(t *testing.T, u *ui) { u.tabs.SelectIndex(4) }},
	{"ClipboardOffer", func(t *testing.T, u *ui) {
		u.app.Clipboard().SetContent("507f1f77bcf86cd799439011")
		enterForeground(u)
	}},
	{"Settings", func(t *testing.T, u *ui) { u.showSettings() }},
}

// focusablesInTabOrder focuses each control in Tab order, calling visit with each.
func focusablesInTabOrder(t *testing.T, c fyne.Canvas, visit func(fyne.Focusable)) int {
	t.Helper()
	c.Unfocus()
	var first fyne.Focusable
	n := 0
	for range 500 {
		c.FocusNext()
		f := c.Focused()
		if f == nil || f == first {
			return n
		}
		if first == nil {
			first = f
		}
		n++
		visit(f)
	}
	t.Fatal("Tab never came round to the first control")
	return n
}

// focusRegion is the part of the canvas image img that f and what it draws
// just outside itself cover, in pixels.
func focusRegion(c fyne.Canvas, f fyne.Focusable, img image.Image) image.Rectangle {
	obj := f.(fyne.CanvasObject)
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(obj)
	size := obj.Size()
	scale := float32(img.Bounds().Dx()) / c.Size().Width
	const margin = 2 // what a control draws just outside itself
	return image.Rect(
		int((pos.X-margin)*scale), int((pos.Y-margin)*scale),
		int((pos.X+size.Width+margin)*scale), int((pos.Y+size.Height+margin)*scale),
	).Intersect(img.Bounds())
}

// focusCheck identifies a control, its place and its unfocused look, checked once.
type focusCheck struct {
	control fyne.Focusable
	region  image.Rectangle
	pixels  uint64
}

func newFocusCheck(c fyne.Canvas, f fyne.Focusable, unfocused image.Image) focusCheck {
	region := focusRegion(c, f, unfocused)
	h := fnv.New64a()
	var px [8]byte
	for y := region.Min.Y; y < region.Max.Y; y++ {
		for x := region.Min.X; x < region.Max.X; x++ {
			r, g, b, a := unfocused.At(x, y).RGBA()
			px = [8]byte{byte(r >> 8), byte(r), byte(g >> 8), byte(g), byte(b >> 8), byte(b), byte(a >> 8), byte(a)}
			h.Write(px[:])
		}
	}
	return focusCheck{control: f, region: region, pixels: h.Sum64()}
}

// focusIndicator counts the pixels focusing f changes at minFocusContrast, and a 2-pixel outline's.
func focusIndicator(c fyne.Canvas, f fyne.Focusable, unfocused image.Image) (changed, outline int, where string) {
	obj := f.(fyne.CanvasObject)
	focused := c.Capture()
	region := focusRegion(c, f, focused)
	for y := region.Min.Y; y < region.Max.Y; y++ {
		for x := region.Min.X; x < region.Max.X; x++ {
			if apptheme.ContrastRatio(focused.At(x, y), unfocused.At(x, y)) >= minFocusContrast {
				changed++
			}
		}
	}
	scale := float32(focused.Bounds().Dx()) / c.Size().Width
	size := obj.Size()
	w, h := int(size.Width*scale), int(size.Height*scale)
	outline = 2*(2*w+2*h) - 16
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(obj)
	return changed, outline, fmt.Sprintf("%T at %v size %v", obj, pos, size)
}

// focusWindowSize is a screen's window size with every control in sight.
func focusWindowSize(screen string) fyne.Size {
	if s, ok := map[string]fyne.Size{
		"Generate": {Width: 800, Height: 900},
		"Decode":   {Width: 800, Height: 800},
		"Range":    {Width: 800, Height: 700},
		"Bulk":     {Width: 1200, Height: 900},
	}[screen]; ok {
		return s
	}
	return fyne.NewSize(800, 600)
}

// unblurredTheme is the window's theme without the costly blur behind a dialog.
type unblurredTheme struct{ fyne.Theme }

func (t unblurredTheme) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameModalBlurRadius {
		return 0
	}
	return t.Theme.Size(n)
}

// Each screen in turn in one window per theme; a control checked as it looks is not again.
func TestFocus_EveryControlShowsItsFocusAt3To1InTheLightTheme(t *testing.T) {
	assertEveryFocusShows(t, themeLight)
}

func TestFocus_EveryControlShowsItsFocusAt3To1InTheDarkTheme(t *testing.T) {
	assertEveryFocusShows(t, themeDark)
}

func assertEveryFocusShows(t *testing.T, choice themeChoice) {
	u := newTestWindow(t)
	u.app.Settings().SetTheme(unblurredTheme{&appTheme{Theme: theme.DefaultTheme(), choice: choice, readable: true}})
	checked := map[focusCheck]bool{}
	for _, sc := range focusScreens {
		t.Run(sc.name, func(t *testing.T) {
			u.window.Resize(focusWindowSize(sc.name))
			sc.show(t, u)
			// Lay out what the screen showed, as the next frame would.
			u.window.Content().Refresh()
			c := u.window.Canvas()
			c.Unfocus()
			unfocused := c.Capture()
			fresh := 0
			n := focusablesInTabOrder(t, c, func(f fyne.Focusable) {
				// A control with no area on the canvas, such as the
				// tab bar's overflow button while all tabs fit, shows
				// nothing to anyone, focused or not.
				if o := f.(fyne.CanvasObject); o.Size().Width < 1 || o.Size().Height < 1 {
					return
				}
				check := newFocusCheck(c, f, unfocused)
				if checked[check] {
					return
				}
				checked[check] = true
				fresh++
				changed, outline, where := focusIndicator(c, f, unfocused)
				if changed < outline {
					t.Errorf("%s: focusing it changes %d pixels at %v:1 or more, want at least %d (a 2-pixel outline)",
						where, changed, minFocusContrast, outline)
				}
			})
			if n == 0 && sc.name != "About" {
				t.Fatal("Tab focuses nothing")
			}
			t.Logf("%d controls, %d of them not checked on an earlier screen", n, fresh)
		})
	}
}

// Tab through every screen at 800x600 and in the 576x360 that a scale of 2
// leaves of a 1280x800 screen: each control's two rings show at its
// top-left and bottom-right corners, so the control is in view whole.
func TestFocus_TabScrollsTheFocusedControlIntoView(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 576, Height: 360}} {
		u := newTestWindow(t)
		u.window.Resize(size)
		th, v := u.app.Settings().Theme(), u.app.Settings().ThemeVariant()
		ring, inner := th.Color(apptheme.ColorNameFocusRing, v), th.Color(theme.ColorNameBackground, v)
		for _, sc := range focusScreens {
			sc.show(t, u)
			u.window.Content().Refresh()
			c := u.window.Canvas()
			focusablesInTabOrder(t, c, func(f fyne.Focusable) {
				o := f.(fyne.CanvasObject)
				if o.Size().Width < 1 || o.Size().Height < 1 {
					return
				}
				img := c.Capture()
				scale := float32(img.Bounds().Dx()) / c.Size().Width
				at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
				end := at.Add(o.Size())
				type probe struct {
					at   fyne.Position
					want color.Color
				}
				corners := []probe{{at.AddXY(1, 1), ring}, {at.AddXY(4, 4), inner}}
				// The bottom-left corner and the top edge's end of a control
				// no larger than the tab's view, clear of the scroll bars
				// Fyne draws over the view's edges.
				if view := u.tabs.Selected().Content.Size(); o.Size().Width <= view.Width && o.Size().Height <= view.Height {
					corners = append(corners, probe{fyne.NewPos(at.X+4, end.Y-5), inner}, probe{fyne.NewPos(end.X-9, at.Y+1), ring})
				}
				for _, p := range corners {
					if got := img.At(int(p.at.X*scale), int(p.at.Y*scale)); apptheme.ContrastRatio(got, p.want) > 1.1 {
						t.Errorf("%s at %v: %T at %v size %v, focused, shows %v at %v, not its ring's %v",
							sc.name, size, o, at, o.Size(), got, p.at, p.want)
					}
				}
			})
		}
	}
}
