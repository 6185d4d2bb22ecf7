package gui

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
	apptheme "github.com/objectid-generator/objectid/gui/theme"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// The contrast tests read the rendered canvas, as a user sees it: the
// window's widget tree only says where to look.

// pixelRect is the part of img that obj covers on canvas c.
func pixelRect(c fyne.Canvas, obj fyne.CanvasObject, img image.Image) image.Rectangle {
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(obj)
	size := obj.Size()
	scale := float32(img.Bounds().Dx()) / c.Size().Width
	return image.Rect(int(pos.X*scale), int(pos.Y*scale),
		int((pos.X+size.Width)*scale+0.5), int((pos.Y+size.Height)*scale+0.5)).Intersect(img.Bounds())
}

// commonest is the colour most pixels of r in img have: the surface.
func commonest(img image.Image, r image.Rectangle) color.Color {
	counts := map[color.NRGBA]int{}
	var best color.NRGBA
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			counts[c]++
			if counts[c] > counts[best] {
				best = c
			}
		}
	}
	return best
}

// inkContrast is the contrast of r's pixel that stands out most from surface.
func inkContrast(img image.Image, r image.Rectangle, surface color.Color) float64 {
	best := 1.0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			best = max(best, apptheme.ContrastRatio(img.At(x, y), surface))
		}
	}
	return best
}

// shownMark is a text or a control's ring on the canvas, where it is in
// canvas coordinates, clipped to the scroll boxes around it.
type shownMark struct {
	what     string
	min, max fyne.Position
	// faint is set for a text drawn in a translucent colour, as Fyne
	// draws a menu item's Shortcut.
	faint bool
	// control is, for a ring, the whole control, whose surface the ring
	// must stand out from.
	controlMin, controlMax fyne.Position
	// checkBox is set for the ring of a check box.
	checkBox bool
}

// shownMarks lists every visible text and ring inside o, clipped to clip.
func shownMarks(o fyne.CanvasObject, origin, clipMin, clipMax fyne.Position, marks *[]shownMark) {
	if o == nil || !o.Visible() {
		return
	}
	pos := origin.Add(o.Position())
	end := pos.Add(o.Size())
	switch o := o.(type) {
	case *container.Scroll:
		clipMin = fyne.NewPos(max(clipMin.X, pos.X), max(clipMin.Y, pos.Y))
		clipMax = fyne.NewPos(min(clipMax.X, end.X), min(clipMax.Y, end.Y))
	case *canvas.Text:
		from := fyne.NewPos(max(clipMin.X, pos.X), max(clipMin.Y, pos.Y))
		to := fyne.NewPos(min(clipMax.X, end.X), min(clipMax.Y, end.Y))
		// A text scrolled more than half out of sight is not read; nor is
		// one of marks alone, such as the " | " between the legend's
		// words, whose strokes are a pixel wide: the words are checked.
		if words(o.Text) && from.X < to.X && to.Y-from.Y >= o.Size().Height/2 {
			_, _, _, a := o.Color.RGBA()
			*marks = append(*marks, shownMark{what: "text " + strconv.Quote(o.Text), min: from, max: to, faint: a < 0xffff})
		}
		return
	case *widgets.ChoiceButton, *widgets.KeyCheck, *widget.Check:
		if d, ok := o.(fyne.Disableable); ok && d.Disabled() {
			// WCAG 1.4.11 asks nothing of a control that is off.
			break
		}
		_, isChoice := o.(*widgets.ChoiceButton)
		ring := shownMark{what: fmt.Sprintf("the ring of %T %q", o, controlText(o)), min: end, max: pos,
			controlMin: pos, controlMax: end, checkBox: !isChoice}
		uitest.VisitAll(o, func(c fyne.CanvasObject) {
			if img, ok := c.(*canvas.Image); ok && img.Visible() && img.Resource != nil {
				p := fyne.CurrentApp().Driver().AbsolutePositionForObject(img)
				ring.min = fyne.NewPos(min(ring.min.X, p.X), min(ring.min.Y, p.Y))
				ring.max = fyne.NewPos(max(ring.max.X, p.X+img.Size().Width), max(ring.max.Y, p.Y+img.Size().Height))
			}
		})
		if ring.min.X < ring.max.X && ring.min.Y >= clipMin.Y && ring.max.Y <= clipMax.Y {
			*marks = append(*marks, ring)
		}
	}
	switch o := o.(type) {
	case *fyne.Container:
		for _, child := range o.Objects {
			shownMarks(child, pos, clipMin, clipMax, marks)
		}
	case fyne.Widget:
		for _, child := range test.WidgetRenderer(o).Objects() {
			shownMarks(child, pos, clipMin, clipMax, marks)
		}
	}
}

// words reports whether text has a letter or a digit.
func words(text string) bool {
	return strings.IndexFunc(text, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

func controlText(o fyne.CanvasObject) string {
	switch o := o.(type) {
	case *widgets.ChoiceButton:
		return o.Text
	case *widgets.KeyCheck:
		return o.Text
	case *widget.Check:
		return o.Text
	}
	return ""
}

// rectOf is the part of img between canvas positions a and b.
func rectOf(c fyne.Canvas, img image.Image, a, b fyne.Position) image.Rectangle {
	scale := float32(img.Bounds().Dx()) / c.Size().Width
	return image.Rect(int(a.X*scale+0.5), int(a.Y*scale+0.5), int(b.X*scale+0.5), int(b.Y*scale+0.5)).Intersect(img.Bounds())
}

// assertShownReads checks text at 4.5:1 and rings at 3:1 in the top pop-up or the window.
func assertShownReads(t *testing.T, u *ui, where string) {
	t.Helper()
	c := u.window.Canvas()
	root, origin := c.Content(), fyne.Position{}
	if top := c.Overlays().Top(); top != nil {
		root = top
	}
	var marks []shownMark
	shownMarks(root, origin, fyne.Position{}, fyne.NewPos(c.Size().Width, c.Size().Height), &marks)
	if len(marks) == 0 {
		t.Fatalf("%s: no text on show", where)
	}
	img := c.Capture()
	for _, m := range marks {
		r := rectOf(c, img, m.min, m.max)
		if r.Dx() < 2 || r.Dy() < 2 {
			continue
		}
		want, surfaceRect := apptheme.MinTextContrast, r
		if !m.controlMin.IsZero() || !m.controlMax.IsZero() {
			want, surfaceRect = minFocusContrast, rectOf(c, img, m.controlMin, m.controlMax)
		}
		if got := inkContrast(img, r, commonest(img, surfaceRect)); got < want {
			t.Errorf("%s: %s at %v is %.2f:1, under %.1f:1", where, m.what, r, got, want)
		}
	}
}

// freshStart opens the window on an app whose saved theme is choice.
func freshStart(t *testing.T, choice themeChoice) *ui {
	t.Helper()
	a := newTestApp(t)
	a.Settings().SetTheme(theme.DefaultTheme())
	a.Preferences().SetBool(prefUTC, true)
	a.Preferences().SetString(prefTheme, string(choice))
	return openWindow(t, a, uitest.FixedSource(t, uitest.ExampleCounter))
}

// selectsShown are the drop-down lists of the window or dialog on show.
func selectsShown(root fyne.CanvasObject) []fyne.Tappable {
	var found []fyne.Tappable
	uitest.VisitAll(root, func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widgets.KeySelect:
			found = append(found, o)
		}
	})
	return found
}

// closeTopOverlay takes the topmost pop-up off the canvas, as a click beside it does.
func closeTopOverlay(u *ui) {
	c := u.window.Canvas()
	c.Overlays().Remove(c.Overlays().Top())
}

// Every screen, drop-down list, menu and dialog, in each theme, from a fresh start.
func TestContrast_EverythingShownReadsAfterAFreshStartInTheLightTheme(t *testing.T) {
	assertEverythingShownReads(t, themeLight)
}

func TestContrast_EverythingShownReadsAfterAFreshStartInTheDarkTheme(t *testing.T) {
	assertEverythingShownReads(t, themeDark)
}

func assertEverythingShownReads(t *testing.T, choice themeChoice) {
	u := freshStart(t, choice)
	for _, sc := range focusScreens {
		t.Run(sc.name, func(t *testing.T) {
			u.window.Resize(focusWindowSize(sc.name))
			sc.show(t, u)
			u.window.Content().Refresh()
			assertShownReads(t, u, sc.name)
			root := u.window.Content()
			if top := u.window.Canvas().Overlays().Top(); top != nil {
				root = top
			}
			for _, s := range selectsShown(root) {
				test.Tap(s)
				assertShownReads(t, u, fmt.Sprintf("%s, the list of %T", sc.name, s))
				closeTopOverlay(u)
			}
			if sc.name == "Settings" {
				u.openDialogs[len(u.openDialogs)-1].dismiss()
			}
		})
	}
	t.Run("Menus", func(t *testing.T) {
		u.window.Resize(fyne.NewSize(800, 600))
		for _, m := range u.window.MainMenu().Items {
			widget.ShowPopUpMenuAtPosition(m, u.window.Canvas(), fyne.NewPos(10, 10))
			assertShownReads(t, u, "the "+m.Label+" menu")
			closeTopOverlay(u)
		}
	})
	t.Run("Dialogs", func(t *testing.T) {
		for name, show := range map[string]func(){
			"Keyboard shortcuts": func() { pressF1(u) },
			"About":              u.showAboutApp,
			"Error":              func() { u.showError(errors.New("the file could not be read")) },
		} {
			show()
			assertShownReads(t, u, name)
			u.openDialogs[len(u.openDialogs)-1].dismiss()
		}
	})
}

// The File menu writes its shortcuts opaque, not as Fyne's faint Shortcut.
func TestContrast_MenuShortcutHintsReadInFull(t *testing.T) {
	u := freshStart(t, themeLight)
	widget.ShowPopUpMenuAtPosition(u.window.MainMenu().Items[0], u.window.Canvas(), fyne.NewPos(10, 10))
	var marks []shownMark
	c := u.window.Canvas()
	shownMarks(c.Overlays().Top(), fyne.Position{}, fyne.Position{}, fyne.NewPos(c.Size().Width, c.Size().Height), &marks)
	hints := 0
	for _, m := range marks {
		if m.faint {
			t.Errorf("the File menu draws %s translucent", m.what)
		}
		if strings.Contains(m.what, shortcutText(saveShortcut)) {
			hints++
		}
	}
	if hints == 0 {
		t.Errorf("the File menu does not show %s", shortcutText(saveShortcut))
	}
	assertShownReads(t, u, "the File menu")
}

// An unticked check box is outlined at 3:1 or more on its control's
// surface in both themes (WCAG 1.4.11), not in Fyne's faint input border.
func TestContrast_UntickedCheckBoxRingsStandOut(t *testing.T) {
	for _, choice := range []themeChoice{themeLight, themeDark} {
		t.Run(string(choice), func(t *testing.T) {
			u := freshStart(t, choice)
			u.window.Resize(focusWindowSize("Generate"))
			focusScreens[0].show(t, u)
			if spreadCheck(t, u).Checked {
				t.Fatal("Spread is ticked at the start")
			}
			u.window.Content().Refresh()
			c := u.window.Canvas()
			var marks []shownMark
			shownMarks(c.Content(), fyne.Position{}, fyne.Position{}, fyne.NewPos(c.Size().Width, c.Size().Height), &marks)
			img := c.Capture()
			rings := 0
			for _, m := range marks {
				if !m.checkBox {
					continue
				}
				rings++
				r := rectOf(c, img, m.min, m.max)
				if got := inkContrast(img, r, commonest(img, rectOf(c, img, m.controlMin, m.controlMax))); got < minFocusContrast {
					t.Errorf("%s is %.2f:1, under %d:1", m.what, got, minFocusContrast)
				}
			}
			if rings == 0 {
				t.Fatal("the Generate tab shows no check box")
			}
		})
	}
}

// A theme switched while the window runs repaints every tab's texts, rings and icons.
func TestContrast_ThemeSwitchWhileRunningRepaintsEveryTab(t *testing.T) {
	u := freshStart(t, themeDark)
	walk := func(t *testing.T, look string) {
		for _, sc := range focusScreens {
			u.window.Resize(focusWindowSize(sc.name))
			sc.show(t, u)
			where := look + ", " + sc.name
			assertShownReads(t, u, where)
			assertIconsStandOut(t, u, where)
			if sc.name == "Settings" {
				u.openDialogs[len(u.openDialogs)-1].dismiss()
			}
		}
	}
	walk(t, "dark at start")
	for _, look := range []struct {
		index int
		name  string
	}{{1, "light"}, {2, "dark"}} {
		settings := u.showSettings()
		settings.look.SetSelectedIndex(look.index)
		u.openDialogs[len(u.openDialogs)-1].dismiss()
		if th := u.app.Settings().Theme().(*appTheme); string(th.choice) != look.name {
			t.Fatalf("Settings chose %q, the theme draws %q", look.name, th.choice)
		}
		walk(t, "switched to "+look.name)
	}
}

// assertIconsStandOut checks every shown button's icon at 3:1 on its surface.
func assertIconsStandOut(t *testing.T, u *ui, where string) {
	t.Helper()
	c := u.window.Canvas()
	img := c.Capture()
	uitest.VisitAll(c.Content(), func(o fyne.CanvasObject) {
		var icon fyne.Resource
		switch b := o.(type) {
		case *widget.Button:
			icon = b.Icon
		case *widgets.KeyButton:
			icon = b.Icon
		}
		if icon == nil || !o.Visible() || o.Size().IsZero() {
			return
		}
		uitest.VisitAll(o, func(i fyne.CanvasObject) {
			if image, ok := i.(*canvas.Image); ok && image.Visible() && image.Resource != nil {
				r := pixelRect(c, image, img)
				if r.Dx() < 2 || r.Dy() < 2 {
					return
				}
				if got := inkContrast(img, r, commonest(img, pixelRect(c, o, img))); got < minFocusContrast {
					t.Errorf("%s: the icon %s of a button at %v is %.2f:1, under %d:1", where, icon.Name(), r, got, minFocusContrast)
				}
			}
		})
	})
}
