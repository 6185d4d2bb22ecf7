//go:build ci

package gui

import (
	"bytes"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
)

// exampleUnix, exampleRandom and exampleCounter are the worked example: at
// Unix 1700000000 with random value 3f2a91c8d4 and counter 12345 the first
// ID is 6553f1003f2a91c8d4003039.
const (
	exampleUnix    = 1700000000
	exampleCounter = 12345
)

var exampleRandom = [5]byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4}

// testNow is the clock of the test window: 2023-11-14 22:13:20 UTC, the
// worked example's second.
var testNow = time.Unix(exampleUnix, 0)

// testZone is the local zone of the test window, three hours east of UTC,
// so local-time behaviour does not depend on the machine.
var testZone = time.FixedZone("XST", 3*60*60)

// fixedSource returns a generator source whose clock stands still at
// exampleUnix and whose IDs carry exampleRandom, counting from counterStart.
func fixedSource(t testing.TB, counterStart uint32) func() *core.Generator {
	t.Helper()
	seed := append(exampleRandom[:], byte(counterStart>>16), byte(counterStart>>8), byte(counterStart))
	g, err := core.NewGenerator(func() time.Time { return time.Unix(exampleUnix, 0) }, bytes.NewReader(seed))
	if err != nil {
		t.Fatal(err)
	}
	return func() *core.Generator { return g }
}

// manualTimers stands in for time.AfterFunc: each function waits until the
// test fires it, so what a timer does is tested without waiting for it.
type manualTimers struct {
	pending []*manualTimer
}

type manualTimer struct {
	after   time.Duration
	f       func()
	stopped bool
}

func (m *manualTimers) afterFunc(d time.Duration, f func()) func() bool {
	timer := &manualTimer{after: d, f: f}
	m.pending = append(m.pending, timer)
	return func() bool {
		wasPending := !timer.stopped
		timer.stopped = true
		return wasPending
	}
}

// fire runs the i-th timer made, stopped or not: a timer can fire just as
// it is stopped, since stopping does not take back a fyne.Do already sent.
func (m *manualTimers) fire(t testing.TB, i int) {
	t.Helper()
	if i >= len(m.pending) {
		t.Fatalf("timer %d fired, but only %d were made", i, len(m.pending))
	}
	m.pending[i].f()
}

// testEnvironment is the environment of a test window: the worked example's
// generator, a clock that stands at testNow, local time in testZone, and
// status timers that wait for the test.
func testEnvironment(t testing.TB) (environment, *manualTimers) {
	t.Helper()
	timers := &manualTimers{}
	return environment{
		source:         fixedSource(t, exampleCounter),
		now:            func() time.Time { return testNow },
		local:          testZone,
		statusDuration: feedbackDuration,
		clipboardLimit: maxClipboardBytes,
		afterFunc:      timers.afterFunc,
		afterShow:      func(f func()) { f() },
	}, timers
}

// openWindowIn builds the main window on a in env, as Run does, and
// closes it when the test ends.
func openWindowIn(t testing.TB, a fyne.App, env environment) *ui {
	t.Helper()
	u := newUI(a, a.NewWindow(""), env)
	t.Cleanup(u.window.Close)
	return u
}

// openWindow builds the main window on a in the test environment with IDs
// from source.
func openWindow(t testing.TB, a fyne.App, source func() *core.Generator) *ui {
	t.Helper()
	env, _ := testEnvironment(t)
	env.source = source
	return openWindowIn(t, a, env)
}

// newTestWindow opens the main window on a fresh app, times in UTC, in the
// test environment.
func newTestWindow(t testing.TB) *ui {
	t.Helper()
	a := test.NewTempApp(t)
	a.Preferences().SetBool(prefUTC, true)
	return openWindow(t, a, fixedSource(t, exampleCounter))
}

// bareUI is the shared ui state without any tabs, in the test environment,
// so one screen can be put in a window of its own; times are read in UTC
// unless a test says otherwise.
func bareUI(t *testing.T) *ui {
	t.Helper()
	a := test.NewTempApp(t)
	a.Preferences().SetBool(prefUTC, true)
	env, _ := testEnvironment(t)
	return &ui{app: a, window: test.NewTempWindow(t, widget.NewLabel("")), env: env,
		status: widget.NewLabel(""), shortcuts: map[string]func(){}}
}

// visitAll calls visit for o and every object inside it, through containers and
// widget renderers, as a user would see them.
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

// buttonLabelled returns the visible button labelled text inside root.
func buttonLabelled(t *testing.T, root fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	var found *widget.Button
	visitAll(root, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text && b.Visible() && found == nil {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("no button %q", text)
	}
	return found
}

// labelShowing returns the label showing text inside root, or nil.
func labelShowing(root fyne.CanvasObject, text string) *widget.Label {
	var found *widget.Label
	visitAll(root, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == text && found == nil {
			found = l
		}
	})
	return found
}
