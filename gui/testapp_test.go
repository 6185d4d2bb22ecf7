//go:build ci

package gui

import (
	"math"
	"strings"
	"testing"
	"time"
	_ "unsafe" // for go:linkname

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
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
// may share its parent's widgets, so their renderers go when the top-level
// test ends.
func releaseTestApp(t testing.TB) {
	releaseShapedFonts()
	if !strings.Contains(t.Name(), "/") {
		destroyExpiredRenderers(time.Unix(math.MaxInt32, 0))
	}
}

// releaseShapedFonts gives Fyne a fresh text shaper, dropping the fonts
// the old one held. The next text shaped parses its fonts again, as it
// does after every test.NewApp anyway.
func releaseShapedFonts() {
	fyneShaper = &shaping.HarfbuzzShaper{}
}
