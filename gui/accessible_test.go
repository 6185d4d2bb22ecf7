package gui

import (
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

// spokenControl is what a screen reader says of a control, or why nothing.
type spokenControl struct {
	what  string
	label string
	role  fyne.AccessibleRole
}

// iconFileName reports whether label is an icon's file name, as Fyne's bare Button says.
func iconFileName(label string) bool {
	return slices.Contains([]string{".svg", ".png"}, path.Ext(label))
}

// fileDialogGap reports whether f is a control Fyne v2.8.1's file dialog leaves
// unnamed (TestAccessible_FyneFileDialogGaps fails once Fyne names them).
func fileDialogGap(f fyne.Focusable) bool {
	switch f := f.(type) {
	case *widget.List, *widget.GridWrap:
		return true
	case *widget.Button:
		return f.Text == "" && iconFileName(f.AccessibilityLabel())
	}
	return false
}

// spokenInTabOrder is what a screen reader says at each Tab stop; it fails a control
// with nothing to say, but only logs Fyne's own file dialog gaps (fileDialog).
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
	if len(spoken) == 0 && where != "About" {
		t.Fatalf("%s: Tab focuses nothing a screen reader can read", where)
	}
	return spoken
}

// accessibleDialogs are the dialogs the window opens, opened as the user does.
var accessibleDialogs = []struct {
	name string
	show func(t *testing.T, u *ui)
	// fileDialog is set for Fyne's own file dialogs.
	fileDialog bool
}{
	{"Keyboard shortcuts", func(t *testing.T, u *ui) { pressF1(u) }, false},
	{"About", func(t *testing.T, u *ui) { u.showAboutApp() }, false},
	{"Error", func(t *testing.T, u *ui) { u.showError(errors.New("the file could not be read")) }, false},
	{"Too large for the clipboard", func(t *testing.T, u *ui) {
		u.env.clipboardLimit = 0
		u.offerSave("4 values of Hex", "column.txt", "x")
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
				u.openDialogs[len(u.openDialogs)-1].dismiss()
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
			if n := len(u.openDialogs); n > 0 {
				u.openDialogs[n-1].dismiss()
			} else {
				closeTopOverlay(u)
			}
		})
	}
}

// inFinnish is label in Finnish by the translation files; false for templates and data.
func inFinnish(t *testing.T, label string) (string, bool) {
	t.Helper()
	en, fi := readTranslations(t, "en"), readTranslations(t, "fi")
	var read func(string) (string, bool)
	read = func(text string) (string, bool) {
		if en[text]["other"] != "" && fi[text]["other"] != "" {
			return fi[text]["other"], true
		}
		if name, value, ok := strings.Cut(text, ": "); ok {
			n, nameRead := read(name)
			v, valueRead := read(value)
			return n + ": " + v, nameRead && valueRead
		}
		return text, false
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
	read := 0
	for i, e := range english {
		f := finnish[i]
		if want, ok := inFinnish(t, e.label); ok {
			read++
			if f.label != want {
				t.Errorf("%s says %q in Finnish, want %q (%q in English)", f.what, f.label, want, e.label)
			}
		}
	}
	if read == 0 {
		t.Errorf("none of %d labels reads as a translation key", len(english))
	}
}
