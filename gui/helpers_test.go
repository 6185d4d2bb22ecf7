package gui

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/assets"
	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// testNow is the clock of the test window: 2023-11-14 22:13:20 UTC, the
// worked example's second.
var testNow = time.Unix(uitest.ExampleUnix, 0)

// testZone is the local zone of the test window, three hours east of UTC,
// so local-time behaviour does not depend on the machine.
var testZone = time.FixedZone("XST", 3*60*60)

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

// testEnvironment is the worked example at testNow in testZone, timers the test fires.
func testEnvironment(t testing.TB) (environment, *manualTimers) {
	t.Helper()
	timers := &manualTimers{}
	return environment{
		source:         uitest.FixedSource(t, uitest.ExampleCounter),
		now:            func() time.Time { return testNow },
		local:          testZone,
		clipboardLimit: maxClipboardBytes,
		afterFunc:      timers.afterFunc,
		trayHost:       func() bool { return true },
	}, timers
}

// openWindowIn builds the main window on a in env, as Run does, for the test.
func openWindowIn(t testing.TB, a fyne.App, env environment) *ui {
	t.Helper()
	w := newShortcutWindow(t, a.NewWindow(""))
	u := buildUI(a, w, env)
	// A test that quits has closed the window already; Fyne's test driver
	// must not be asked to close it twice.
	t.Cleanup(func() {
		if slices.Contains(a.Driver().AllWindows(), w.Window) {
			w.Close()
		}
	})
	// Fyne's test driver runs fyne.Do on a scan's goroutine, so a scan
	// left running would go on shaping text and drawing beside the next
	// test: the test waits for it before its windows close.
	t.Cleanup(func() { waitForBulk(t, u) })
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
	a := newTestApp(t)
	a.Preferences().SetBool(prefUTC, true)
	return openWindow(t, a, uitest.FixedSource(t, uitest.ExampleCounter))
}

// findIn returns the first object of type T inside root that keep, if not
// nil, takes; what names it in the failure when there is none.
func findIn[T fyne.CanvasObject](t testing.TB, root fyne.CanvasObject, what string, keep func(T) bool) T {
	t.Helper()
	var found T
	ok := false
	uitest.VisitAll(root, func(o fyne.CanvasObject) {
		if v, is := o.(T); is && !ok && (keep == nil || keep(v)) {
			found, ok = v, true
		}
	})
	if !ok {
		t.Fatalf("no %s", what)
	}
	return found
}

// entryNamed returns the text field inside root that a screen reader
// announces as name.
func entryNamed(t testing.TB, root fyne.CanvasObject, name string) *widgets.WindowEntry {
	t.Helper()
	return findIn(t, root, fmt.Sprintf("field named %q", name), func(e *widgets.WindowEntry) bool { return e.Name == name })
}

// visitShown calls visit for o and everything inside it on show.
func visitShown(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	visit(o)
	var children []fyne.CanvasObject
	switch o := o.(type) {
	case *fyne.Container:
		children = o.Objects
	case fyne.Widget:
		children = test.WidgetRenderer(o).Objects()
	}
	for _, child := range children {
		if child.Visible() {
			visitShown(child, visit)
		}
	}
}

// decodeField returns the Decode tab's field, found by the name a screen
// reader announces in the current language.
func decodeField(t testing.TB, u *ui) *widgets.WindowEntry {
	t.Helper()
	return entryNamed(t, u.decodeTab.Content, lang.L("IDs to decode"))
}

// decodedID is the ID the Decode tab describes, as its ObjectID row
// shows it in hex, or "" while it describes none.
func decodedID(u *ui) string {
	id := ""
	visitShown(u.decodeTab.Content, func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RichText); ok {
			if _, err := core.FromHex(r.String()); err == nil {
				id = r.String()
			}
		}
	})
	return id
}

// rangeField is a Range field by its spoken name: part ("date") of field ("From"), or field.
func rangeField(t testing.TB, u *ui, field, part string) *widgets.WindowEntry {
	t.Helper()
	name := lang.L(field)
	if part != "" {
		name = lang.L("{{.Field}}: "+part, map[string]any{"Field": name})
	}
	return entryNamed(t, u.tabs.Items[2].Content, name)
}

// translation is one entry of a translation file: its plural forms, or
// "other" alone for a plain string.
type translation map[string]string

// readTranslations reads the translation file of the language with code.
func readTranslations(t *testing.T, code string) map[string]translation {
	t.Helper()
	data, err := assets.Translations.ReadFile(assets.TranslationsDir + "/" + code + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatalf("%s.json: %v", code, err)
	}
	entries := map[string]translation{}
	for key, value := range raw {
		var text string
		if err := json.Unmarshal(value, &text); err == nil {
			entries[key] = translation{"other": text}
			continue
		}
		var forms translation
		if err := json.Unmarshal(value, &forms); err != nil {
			t.Fatalf("%s.json: %q is neither a string nor plural forms: %v", code, key, err)
		}
		entries[key] = forms
	}
	return entries
}

// inLanguage localizes key as lang.L should in the language with code,
// reading the translation file itself.
func inLanguage(t *testing.T, code, key string) string {
	t.Helper()
	entry, ok := readTranslations(t, code)[key]
	if !ok {
		t.Fatalf("%s.json lacks %q", code, key)
	}
	return entry["other"]
}

// withSystemLocale builds a fresh app on the system locale with language chosen.
func withSystemLocale(t *testing.T, locale, choice string) fyne.App {
	t.Helper()
	// Registered before the environment changes, so it runs after the
	// environment is restored.
	t.Cleanup(func() { applyLanguage("") })
	for _, name := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES"} {
		t.Setenv(name, "")
	}
	t.Setenv("LANG", locale)
	a := newTestApp(t)
	a.Preferences().SetString(prefLanguage, choice)
	setupLanguage(a)
	return a
}

// stagedWindow opens the main window on a in a state every run draws alike.
func stagedWindow(t *testing.T, a fyne.App) *ui {
	t.Helper()
	a.Preferences().SetBool(prefUTC, true)
	env, _ := testEnvironment(t)
	env.now = func() time.Time { return time.Unix(1700006400, 0) }
	u := openWindowIn(t, a, env)
	readBack, err := core.FromHex("507f1f77bcf86cd799439011")
	if err != nil {
		t.Fatal(err)
	}
	u.decode.Show(readBack)

	for _, f := range []struct{ field, part, text string }{
		{"From", "date", "2023-11-14"}, {"From", "time of day", "00:00:00"},
		{"To", "date", "2023-11-15"}, {"To", "time of day", "00:00:00"},
	} {
		rangeField(t, u, f.field, f.part).SetText(f.text)
	}

	bulkInput(t, u).SetText("2023-11-14T22:13:20Z insert 6553f1003f2a91c8d4003039\n" +
		"2023-11-14T22:13:20Z insert 6553f1003f2a91c8d400303a\n" +
		"2023-11-14T22:13:21Z update 6553f1003f2a91c8d4003039\n" +
		"2012-10-17T21:13:27Z legacy 507f1f77bcf86cd799439011\n")
	return u
}

// overlayText returns every text shown in the window's top overlay, such
// as a dialog, joined by newlines; "" when there is none.
func overlayText(w fyne.Window) string {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	var texts []string
	uitest.VisitAll(top, func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Label:
			texts = append(texts, o.Text)
		case *widget.Entry:
			texts = append(texts, o.Text)
		case *fileNameEntry:
			texts = append(texts, o.Text)
		}
	})
	return strings.Join(texts, "\n")
}

// waitForBulk blocks until every scan the Bulk tab of u started has its
// results on screen; go test's -timeout ends a scan that never does.
func waitForBulk(t testing.TB, u *ui) {
	t.Helper()
	u.bulk.Wait()
}

// bulkFind returns the one object of type T on the Bulk tab, of the ones
// keep accepts.
func bulkFind[T fyne.CanvasObject](t testing.TB, u *ui, what string, keep func(T) bool) T {
	t.Helper()
	var found []T
	uitest.VisitAll(u.bulkTab.Content, func(o fyne.CanvasObject) {
		if o, ok := o.(T); ok && keep(o) {
			found = append(found, o)
		}
	})
	if len(found) != 1 {
		t.Fatalf("the Bulk tab shows %d %s, want one", len(found), what)
	}
	return found[0]
}

// anyOne keeps every object it is given.
func anyOne[T any](T) bool { return true }

// bulkTable is the Bulk tab's table of IDs.
func bulkTable(t testing.TB, u *ui) *widgets.KeyTable {
	return bulkFind(t, u, "tables", anyOne[*widgets.KeyTable])
}

// bulkInput is the box text is pasted in, found by the name a screen
// reader announces.
func bulkInput(t testing.TB, u *ui) *widgets.WindowEntry {
	return bulkFind(t, u, "text boxes", func(e *widgets.WindowEntry) bool { return e.Name == lang.L("Text with IDs") })
}

// bulkFilter is the filter box.
func bulkFilter(t testing.TB, u *ui) *widgets.WindowEntry {
	return entryNamed(t, u.bulkTab.Content, lang.L("Filter"))
}

// bulkSummary is what the summary under the table says: the one label of
// the tab that wraps its words.
func bulkSummary(t testing.TB, u *ui) string {
	return bulkFind(t, u, "summaries", func(l *widget.Label) bool { return l.Wrapping == fyne.TextWrapWord }).Text
}

// bulkRows is how many rows the table lists.
func bulkRows(t testing.TB, u *ui) int {
	rows, _ := bulkTable(t, u).Length()
	return rows
}

// buildUI makes the main window as Run has it once the window is up.
func buildUI(a fyne.App, w fyne.Window, env environment) *ui {
	u := newUI(a, w, env)
	u.buildTabs()
	return u
}
