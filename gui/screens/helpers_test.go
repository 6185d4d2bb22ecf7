//go:build ci

package screens

import (
	"os"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// testApp is the one test app of the package's tests: every test.NewApp
// makes Fyne parse its fonts again.
var testApp fyne.App

func TestMain(m *testing.M) {
	testApp = test.NewApp()
	os.Exit(m.Run())
}

// testNow is the clock of the tests: 2023-11-14 22:13:20 UTC.
var testNow = time.Unix(uitest.ExampleUnix, 0)

// testZone is the local zone of the tests, three hours east of UTC.
var testZone = time.FixedZone("XST", 3*60*60)

// testWindow is the window a screen is shown in by a test: the test app's
// preferences, the tests' clock, UTC or testZone, and a copy that keeps
// what it was given.
type testWindow struct {
	Window
	// utc is whether times are shown in UTC, as the user chose; else in
	// testZone.
	utc bool
	// copied and copiedWhat are the text and the name of the last copy.
	copied, copiedWhat string
}

// newTestWindow is a test's window in UTC, with none of the preferences a
// screen keeps.
func newTestWindow(t testing.TB) *testWindow {
	t.Helper()
	prefs := testApp.Preferences()
	forget := func() {
		for _, key := range []string{prefCollection, prefBatchSize, prefFormat} {
			prefs.RemoveValue(key)
		}
	}
	forget()
	t.Cleanup(forget)
	w := &testWindow{utc: true}
	w.Window = Window{
		Prefs: prefs,
		Now:   func() time.Time { return testNow },
		Zone: func() *time.Location {
			if w.utc {
				return time.UTC
			}
			return testZone
		},
		Local:      testZone,
		Focus:      func(fyne.Focusable) {},
		SayTooLong: func(string, bool) {},
		EntryHooks: func() widgets.WindowHooks { return widgets.WindowHooks{} },
		Copy:       func(text, what string) { w.copied, w.copiedWhat = text, what },
	}
	return w
}

// copyButtonCase is a copy button, the name the window says it copied,
// and the text it must copy.
type copyButtonCase struct {
	name   string
	button *widgets.KeyButton
	want   string
}

// assertCopyButtons taps each button and checks what it copied and under
// which name.
func assertCopyButtons(t *testing.T, w *testWindow, cases []copyButtonCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			w.copied, w.copiedWhat = "", ""
			test.Tap(tt.button)
			if w.copied != tt.want || w.copiedWhat != tt.name {
				t.Errorf("copied %q as %q, want %q as %q", w.copied, w.copiedWhat, tt.want, tt.name)
			}
		})
	}
}
