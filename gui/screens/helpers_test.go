package screens

import (
	"io"
	"os"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// testApp is the one test app: every test.NewApp parses the fonts again.
var testApp fyne.App

func TestMain(m *testing.M) {
	testApp = test.NewApp()
	os.Exit(m.Run())
}

// testNow is the clock of the tests: 2023-11-14 22:13:20 UTC.
var testNow = time.Unix(uitest.ExampleUnix, 0)

// testZone is the local zone of the tests, three hours east of UTC.
var testZone = time.FixedZone("XST", 3*60*60)

// testWindow is the window a screen is shown in by a test.
type testWindow struct {
	prefs              fyne.Preferences
	now                time.Time
	utc                bool
	zone               *time.Location
	copied, copiedWhat string
	errors             []error
	opened             []string
	said               string
	openFile           func(opened func(fyne.URIReadCloser, error))
	openFolder         func(opened func(fyne.ListableURI, error))
	rangeQuery         func(from, to time.Time)
	saveWhat, saveName string
	saveWrite          func(io.Writer) error
}

func (w *testWindow) Now() time.Time { return w.now }

func (w *testWindow) Zone() *time.Location {
	if w.utc {
		return time.UTC
	}
	return w.zone
}

func (w *testWindow) Local() *time.Location  { return testZone }
func (w *testWindow) Fields() widgets.Window { return nil }

func (w *testWindow) Copy(text, what string) {
	testApp.Clipboard().SetContent(text)
	w.copied, w.copiedWhat = text, what
}

func (w *testWindow) ShowError(err error) { w.errors = append(w.errors, err) }
func (w *testWindow) Say(message string)  { w.said = message }
func (w *testWindow) Open(text string)    { w.opened = append(w.opened, text) }
func (w *testWindow) OpenFile(opened func(fyne.URIReadCloser, error)) {
	w.openFile(opened)
}
func (w *testWindow) OpenFolder(opened func(fyne.ListableURI, error)) {
	w.openFolder(opened)
}
func (w *testWindow) RangeQuery(from, to time.Time) { w.rangeQuery(from, to) }
func (w *testWindow) SaveFile(what, fileName string, _ int, write func(io.Writer) error) {
	w.saveWhat, w.saveName, w.saveWrite = what, fileName, write
}

// newTestWindow is a test's window in UTC, with no screen's preferences.
func newTestWindow(t testing.TB) *testWindow {
	t.Helper()
	prefs := testApp.Preferences()
	forget := func() {
		for _, key := range []string{prefDatabase, prefCollection, prefBatchSize, prefFormat} {
			prefs.RemoveValue(key)
		}
	}
	forget()
	t.Cleanup(forget)
	return &testWindow{prefs: prefs, now: testNow, utc: true, zone: testZone}
}

// copyButtonCase is a copy button, the name it copies under, and the text.
type copyButtonCase struct {
	name   string
	button *widgets.KeyButton
	want   string
}

// assertCopyButtons taps each button and checks what it copied.
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
