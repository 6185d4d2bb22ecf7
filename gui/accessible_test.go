//go:build ci

package gui

import (
	"errors"
	"fmt"
	"io"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// spokenControl is what a screen reader says of one control: its label and
// its role, or why it says nothing.
type spokenControl struct {
	what  string
	label string
	role  fyne.AccessibleRole
}

// iconFileName reports whether label is the file name of an icon, such as
// "foreground_content-copy.svg": what Fyne's Button says when it has no
// text, which tells a listener nothing.
func iconFileName(label string) bool {
	return slices.Contains([]string{".svg", ".png"}, path.Ext(label))
}

// fileDialogGap reports whether f is one of the controls of Fyne's own file
// dialog that Fyne v2.8.1 leaves without anything to say and the window
// cannot extend, since Fyne makes them inside the dialog: the list of
// places, the grid of files, and the icon-only buttons for a new folder,
// the view and the dialog's options. TestAccessible_FyneFileDialogGaps
// fails once Fyne fills them in.
func fileDialogGap(f fyne.Focusable) bool {
	switch f := f.(type) {
	case *widget.List, *widget.GridWrap:
		return true
	case *widget.Button:
		return f.Text == "" && iconFileName(f.AccessibilityLabel())
	}
	return false
}

// spokenInTabOrder is what a screen reader says of each control Tab stops
// at on the canvas of u, in that order; it fails the test for a control
// that gives nothing to say: no fyne.Accessible, an empty label or role, or
// the file name of its icon for a label. In Fyne's file dialogs
// (fileDialog set) Fyne's own gaps are logged rather than failed.
func spokenInTabOrder(t *testing.T, u *ui, where string, fileDialog bool) []spokenControl {
	t.Helper()
	var spoken []spokenControl
	focusablesInTabOrder(t, u.window.Canvas(), func(f fyne.Focusable) {
		what := fmt.Sprintf("%s: %T", where, f)
		if fileDialog && fileDialogGap(f) {
			t.Logf("%s: a gap of Fyne's file dialog", what)
			return
		}
		a, ok := f.(fyne.Accessible)
		if !ok {
			t.Errorf("%s takes the focus and gives a screen reader nothing to say: it is no fyne.Accessible", what)
			return
		}
		s := spokenControl{what: what, label: a.AccessibilityLabel(), role: a.AccessibilityRole()}
		switch {
		case s.label == "":
			t.Errorf("%s has no label", what)
		case iconFileName(s.label):
			t.Errorf("%s is labelled %q, the file name of its icon, not what it does", what, s.label)
		}
		if s.role == "" {
			t.Errorf("%s %q has no role", what, s.label)
		}
		spoken = append(spoken, s)
	})
	if len(spoken) == 0 {
		t.Fatalf("%s: Tab focuses nothing a screen reader can read", where)
	}
	return spoken
}

// accessibleDialogs are the dialogs the window opens, each opened on the
// window as the user opens it.
var accessibleDialogs = []struct {
	name string
	show func(t *testing.T, u *ui)
	// fileDialog is set for Fyne's own file dialogs.
	fileDialog bool
}{
	{"Keyboard shortcuts", func(t *testing.T, u *ui) { pressF1(u) }, false},
	{"About", func(t *testing.T, u *ui) { u.dialogs.showAboutApp() }, false},
	{"Error", func(t *testing.T, u *ui) { u.dialogs.showError(errors.New("the file could not be read")) }, false},
	{"Too large for the clipboard", func(t *testing.T, u *ui) {
		u.copier.offerSave("4 values of Hex", "column.txt", func(io.Writer) error { return nil })
	}, false},
	{"Save", func(t *testing.T, u *ui) { fileDialogIn(t, u); pressShortcut(t, u, saveShortcut) }, true},
	{"Open in Bulk", func(t *testing.T, u *ui) { fileDialogIn(t, u); pressShortcut(t, u, openShortcut) }, true},
}

// Every control Tab reaches on every screen and in every dialog tells a
// screen reader what it is and what it is called.
func TestAccessible_EveryFocusableControlHasALabelAndARole(t *testing.T) {
	u := newTestWindow(t)
	for _, sc := range focusScreens {
		t.Run(sc.name, func(t *testing.T) {
			u.window.Resize(focusWindowSize(sc.name))
			sc.show(t, u)
			u.window.Content().Refresh()
			for _, s := range spokenInTabOrder(t, u, sc.name, false) {
				t.Logf("%s: %s %q", s.what, s.role, s.label)
			}
			if sc.name == "Settings" {
				u.dialogs.open[len(u.dialogs.open)-1].dialog.Dismiss()
			}
		})
	}
	for _, d := range accessibleDialogs {
		t.Run(d.name, func(t *testing.T) {
			u.window.Resize(fyne.NewSize(800, 600))
			before := len(u.window.Canvas().Overlays().List())
			d.show(t, u)
			if len(u.window.Canvas().Overlays().List()) == before {
				t.Fatal("no dialog opened")
			}
			for _, s := range spokenInTabOrder(t, u, d.name, d.fileDialog) {
				t.Logf("%s: %s %q", s.what, s.role, s.label)
			}
			if n := len(u.dialogs.open); n > 0 {
				u.dialogs.open[n-1].dialog.Dismiss()
			} else {
				closeTopOverlay(u)
			}
		})
	}
}

// The controls of Fyne's file dialog that spokenInTabOrder lets pass still
// say nothing in this version of Fyne; once one speaks, it is checked as
// every other control is.
func TestAccessible_FyneFileDialogGaps(t *testing.T) {
	for _, gap := range []any{&widget.List{}, &widget.GridWrap{}} {
		if _, ok := gap.(fyne.Accessible); ok {
			t.Errorf("Fyne's %T is a fyne.Accessible now: take it out of fileDialogGap", gap)
		}
	}
	if label := widget.NewButtonWithIcon("", theme.FolderNewIcon(), nil).AccessibilityLabel(); !iconFileName(label) {
		t.Errorf("Fyne's icon-only button says %q now, not its icon's file name: take it out of fileDialogGap", label)
	}
}

// The rows of the list of IDs and their copy buttons, and the Bulk table's
// cells, which a screen reader reads though Tab stops at the list or the
// table as a whole, say what they hold: the ID, which row's ID a button
// copies, and a cell's column with its value.
func TestAccessible_ListRowsAndTableCellsSayWhatTheyHold(t *testing.T) {
	u := newTestWindow(t)
	u.window.Resize(focusWindowSize("Bulk"))
	focusScreens[0].show(t, u)
	u.window.Content().Refresh()
	var rows, buttons []string
	uitest.VisitAll(generatedList(t, u), func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widgets.IDRow:
			if o.Visible() && o.Text.Text != "" {
				rows = append(rows, o.AccessibilityLabel()+" "+string(o.AccessibilityRole()))
			}
		case *widgets.RowCopyButton:
			if o.Visible() && o.AccessibilityRole() == fyne.AccessibleRoleButton {
				buttons = append(buttons, o.AccessibilityLabel())
			}
		}
	})
	if len(rows) == 0 {
		t.Fatal("the list shows no rows")
	}
	first := listedIDs(t, u)[0].Hex()
	if want := first + " " + string(fyne.AccessibleRoleText); !slices.Contains(rows, want) {
		t.Errorf("no row says %q; they say %q", want, rows)
	}
	for _, want := range []string{"Copy ID 1", "Copy ID 2"} {
		if !slices.Contains(buttons, want) {
			t.Errorf("no copy button says %q; they say %q", want, buttons)
		}
	}

	focusScreens[3].show(t, u)
	u.window.Content().Refresh()
	var cells []string
	uitest.VisitAll(bulkTable(t, u), func(o fyne.CanvasObject) {
		if c, ok := o.(fyne.Accessible); ok && o.Visible() && c.AccessibilityRole() == fyne.AccessibleRoleText {
			cells = append(cells, c.AccessibilityLabel())
		}
	})
	for _, want := range []string{"Hex: 507f1f77bcf86cd799439011", "Counter: 12,345", "Occurrences: 2 (duplicate)"} {
		if !slices.Contains(cells, want) {
			t.Errorf("no cell says %q; they say %q", want, cells)
		}
	}
}

// inFinnish is what label, a screen-reader label of the English window,
// reads in Finnish by the translation files: a key's Finnish text; a
// template's without a count (the longest whose fixed text label
// matches) with each value
// read the same way; a name and a value, "Name: value", each read so;
// anything else, such as an ID, as it is.
func inFinnish(t *testing.T, label string) string {
	t.Helper()
	en, fi := readTranslations(t, "en"), readTranslations(t, "fi")
	type template struct {
		key     string
		pattern *regexp.Regexp
		names   []string
		fixed   int
	}
	var templates []template
	for key := range en {
		names := placeholder.FindAllStringSubmatch(key, -1)
		// No label counts anything: a template with plural forms would
		// only match a label by chance.
		if len(names) == 0 || en[key]["one"] != "" {
			continue
		}
		parts := placeholder.Split(key, -1)
		var pattern strings.Builder
		fixed := 0
		for i, part := range parts {
			pattern.WriteString(regexp.QuoteMeta(part))
			fixed += len(part)
			if i < len(names) {
				pattern.WriteString("(.+?)")
			}
		}
		tm := template{key: key, pattern: regexp.MustCompile("^" + pattern.String() + "$"), fixed: fixed}
		for _, n := range names {
			tm.names = append(tm.names, n[1])
		}
		templates = append(templates, tm)
	}
	slices.SortFunc(templates, func(a, b template) int { return b.fixed - a.fixed })
	var read func(string) string
	read = func(text string) string {
		if entry, ok := en[text]; ok && !placeholder.MatchString(text) {
			if f := fi[text]["other"]; f != "" && entry["other"] != "" {
				return f
			}
		}
		for _, tm := range templates {
			m := tm.pattern.FindStringSubmatch(text)
			if m == nil {
				continue
			}
			out := fi[tm.key]["other"]
			for i, name := range tm.names {
				out = regexp.MustCompile(`{{\s*\.`+name+`\s*}}`).ReplaceAllLiteralString(out, read(m[i+1]))
			}
			return out
		}
		if name, value, ok := strings.Cut(text, ": "); ok {
			return read(name) + ": " + read(value)
		}
		return text
	}
	return read(label)
}

// After Finnish is chosen in Settings, every control of the Generate tab
// says at the next start in Finnish what it said in English.
func TestAccessible_LabelsFollowTheLanguageChoice(t *testing.T) {
	a := withSystemLocale(t, "en_US.UTF-8", "")
	spoken := func() []spokenControl {
		u := openWindow(t, a, uitest.FixedSource(t, uitest.ExampleCounter))
		u.window.Resize(focusWindowSize("Generate"))
		focusScreens[0].show(t, u)
		u.window.Content().Refresh()
		return spokenInTabOrder(t, u, "Generate", false)
	}
	english := spoken()
	a.Preferences().SetString(prefLanguage, "fi")
	finnish := spoken()
	if len(finnish) != len(english) {
		t.Fatalf("Tab stops at %d controls in Finnish, %d in English", len(finnish), len(english))
	}
	for i, e := range english {
		f := finnish[i]
		if want := inFinnish(t, e.label); f.label != want {
			t.Errorf("%s says %q in Finnish, want %q (%q in English)", f.what, f.label, want, e.label)
		}
	}
}

// A group of radio buttons says its name and its choice as a whole, as
// well as through each button.
func TestAccessible_RadioGroupSaysItsChoice(t *testing.T) {
	u := newTestWindow(t)
	if got, want := u.zone.AccessibilityLabel(), "Times in: UTC"; got != want {
		t.Errorf("the zone choice says %q, want %q", got, want)
	}
	u.zone.SetSelected("Local")
	if got, want := u.zone.AccessibilityLabel(), "Times in: Local"; got != want {
		t.Errorf("after choosing Local the zone choice says %q, want %q", got, want)
	}
	if role := u.zone.AccessibilityRole(); role != fyne.AccessibleRoleButton {
		t.Errorf("the zone choice's role is %q, want a button's", role)
	}
}
