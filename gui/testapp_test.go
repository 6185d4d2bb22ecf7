//go:build ci

package gui

import (
	"math"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
	_ "unsafe" // for go:linkname
	"weak"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/go-text/typesetting/shaping"
)

// fyneShaper is the text shaper Fyne v2.8.1 measures and draws all text
// with. Its harfbuzz buffer keeps a shaping plan, and through it the whole
// parsed font, for every font face it has ever shaped, and never lets one
// go. A window parses its fonts once, so that costs it nothing; but every
// test.NewApp empties Fyne's font cache, each test app parses the theme's
// fonts again, and without a fresh shaper the faces of every test stay
// alive: about 3 MB a font, 2 GB over the package's tests.
//
//go:linkname fyneShaper fyne.io/fyne/v2/internal/painter.shaper
var fyneShaper *shaping.HarfbuzzShaper

// destroyExpiredRenderers is how Fyne v2.8.1 lets go of the renderers, and
// the canvas objects they made, of widgets not shown for a while; the
// real driver calls it as it paints. Fyne keeps the renderer of every widget
// ever drawn in one package-wide cache, and test windows never paint, so
// without this every widget of every test window would stay alive.
//
//go:linkname destroyExpiredRenderers fyne.io/fyne/v2/internal/cache.destroyExpiredRenderers
func destroyExpiredRenderers(now time.Time)

// fyneOverrides is where Fyne v2.8.1 notes the theme of every object inside
// a container.ThemeOverride (internal/cache.overrides: an async.Map, which
// is a sync.Map under a generic wrapper). Fyne deletes a widget's entry when
// it destroys the widget's renderer, but never the entries of the canvas
// objects inside a widget, and Fyne offers no call that does. Those of
// Fyne's radio button (its circle, icons and text) are fields of its
// renderer, so each entry keeps the renderer, the radio group and
// everything its OnChanged reaches alive: when the window's radio buttons
// were Fyne's under a theme override, the whole window, about 400 KB a
// test.
//
//go:linkname fyneOverrides fyne.io/fyne/v2/internal/cache.overrides
var fyneOverrides struct{ sync.Map }

// newTestApp is test.NewTempApp for the window's tests: a fresh test app,
// made current for the test, and when the test ends everything the app
// shaped text with is let go, so a test keeps nothing of its app alive.
// Every test app of the package comes from here.
func newTestApp(t testing.TB) fyne.App {
	t.Helper()
	// Registered first, so it runs last: after the test's windows are
	// closed and test.NewTempApp's clean-up has made a new current app,
	// when nothing of this test shapes text any more.
	t.Cleanup(func() { releaseTestApp(t) })
	return test.NewTempApp(t)
}

// releaseTestApp lets go of what the test's app made. A subtest's window
// may share its parent's widgets, so their renderers and theme overrides go
// when the top-level test ends, when every window of the test is closed.
func releaseTestApp(t testing.TB) {
	releaseShapedFonts()
	if !strings.Contains(t.Name(), "/") {
		destroyExpiredRenderers(time.Unix(math.MaxInt32, 0))
		fyneOverrides.Clear()
	}
}

// releaseShapedFonts gives Fyne a fresh text shaper, dropping the fonts
// the old one held. The next text shaped parses its fonts again, as it
// does after every test.NewApp anyway.
func releaseShapedFonts() {
	fyneShaper = &shaping.HarfbuzzShaper{}
}

func TestNewTestApp_TheShaperOfATestGoesWhenTheTestEnds(t *testing.T) {
	// Fyne's first shaper is static data, which is never freed; the test
	// starts from one on the heap, as every test after the first has.
	releaseShapedFonts()
	var shaper weak.Pointer[shaping.HarfbuzzShaper]
	t.Run("a test", func(t *testing.T) {
		a := newTestApp(t)
		w := a.NewWindow("")
		t.Cleanup(w.Close)
		w.SetContent(widget.NewLabel("shaped with the test app's fonts"))
		shaper = weak.Make(fyneShaper)
	})
	runtime.GC()
	if shaper.Value() != nil {
		t.Error("the text shaper the test used, and every font it shaped with, is still alive after the test")
	}
}

func TestNewTestApp_TheRenderersOfATestAreDestroyedWhenTheTestEnds(t *testing.T) {
	destroyed := false
	// Registered first, so it runs after newTestApp's clean-up.
	t.Cleanup(func() {
		if !destroyed {
			t.Error("the renderer of the test's widget was not destroyed when the test ended")
		}
	})
	a := newTestApp(t)
	w := a.NewWindow("")
	t.Cleanup(w.Close)
	w.SetContent(newDestroyRecorder(&destroyed))
	if destroyed {
		t.Fatal("the renderer was destroyed while the test was running")
	}
}

func TestNewTestApp_TheThemeOverridesOfATestGoWhenTheTestEnds(t *testing.T) {
	var radios weak.Pointer[widget.RadioGroup]
	// Registered first, so it runs after newTestApp's clean-up.
	t.Cleanup(func() {
		runtime.GC()
		if radios.Value() != nil {
			t.Error("the radio buttons of the test, and what their OnChanged reaches, are still alive after the test")
		}
	})
	a := newTestApp(t)
	w := a.NewWindow("")
	group := widget.NewRadioGroup([]string{"UTC", "Local"}, func(string) {})
	w.SetContent(container.NewThemeOverride(group, theme.DefaultTheme()))
	radios = weak.Make(group)
	if !overridden(group) {
		t.Fatal("the radio buttons are not under a theme override; the test shows nothing")
	}
	// Closed here rather than in a clean-up, which the testing package
	// would go on holding, and the window and its content with it.
	w.Close()
}

// overridden reports whether Fyne has noted a theme override for o.
func overridden(o fyne.CanvasObject) bool {
	_, ok := fyneOverrides.Load(o)
	return ok
}

// destroyRecorder is a widget whose renderer notes when it is destroyed.
type destroyRecorder struct {
	widget.BaseWidget
	destroyed *bool
}

func newDestroyRecorder(destroyed *bool) *destroyRecorder {
	r := &destroyRecorder{destroyed: destroyed}
	r.ExtendBaseWidget(r)
	return r
}

func (r *destroyRecorder) CreateRenderer() fyne.WidgetRenderer {
	return recordingRenderer{widget.NewSimpleRenderer(widget.NewLabel("rendered")), r.destroyed}
}

type recordingRenderer struct {
	fyne.WidgetRenderer
	destroyed *bool
}

func (r recordingRenderer) Destroy() {
	*r.destroyed = true
}
