package gui

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

// pressF1 delivers F1 as the desktop driver does: a key without Ctrl, Alt
// or Super is a typed key for the focused control, never a shortcut.
func pressF1(u *ui) { typeKeyTo(u, fyne.KeyF1) }

func typeKeyTo(u *ui, key fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: key}
	if focused := u.window.Canvas().Focused(); focused != nil {
		focused.TypedKey(ev)
		return
	}
	u.window.Canvas().OnTypedKey()(ev)
}

// Every control of the window, its radio buttons included, hands F1 to
// the window.
func TestF1_ListsTheShortcutsWhateverHasTheFocus(t *testing.T) {
	for _, sc := range focusScreens {
		if sc.name == "Settings" {
			continue
		}
		t.Run(sc.name, func(t *testing.T) {
			u := newTestWindow(t)
			u.window.Resize(fyne.NewSize(1200, 900))
			sc.show(t, u)
			c := u.window.Canvas()
			c.Unfocus()
			pressF1(u)
			if overlaysShown(u) != 1 {
				t.Fatalf("F1 with nothing focused opened %d dialogs, want the shortcuts", overlaysShown(u))
			}
			u.window.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
			if overlaysShown(u) != 0 {
				t.Fatal("Escape left the shortcuts open")
			}
			focusablesInTabOrder(t, c, func(f fyne.Focusable) {
				where := fmt.Sprintf("%T", f)
				pressF1(u)
				if overlaysShown(u) != 1 {
					t.Errorf("F1 on the focused %s opened %d dialogs, want the shortcuts", where, overlaysShown(u))
				}
				if len(u.openDialogs) > 0 {
					u.openDialogs[len(u.openDialogs)-1].dismiss()
				}
				if overlaysShown(u) != 0 {
					t.Fatalf("the shortcuts stayed open after F1 on %s", where)
				}
				c.Focus(f)
			})
		})
	}
}

// shortcutRows opens F1 on a window in the language with code and returns
// its rows as the user reads them, "keys | what they do", and the dialog.
func shortcutRows(t *testing.T, code string) ([]string, fyne.CanvasObject) {
	t.Helper()
	u := openWindowIn(t, withSystemLocale(t, "en_US.UTF-8", code), func() environment { env, _ := testEnvironment(t); return env }())
	u.window.Resize(fyne.NewSize(800, 600))
	pressF1(u)
	dialog := u.window.Canvas().Overlays().Top()
	if dialog == nil {
		t.Fatal("F1 opened no dialog")
	}
	var keys, what *widget.Label
	uitest.VisitAll(dialog, func(o fyne.CanvasObject) {
		switch l, _ := o.(*widget.Label); {
		case l == nil || !strings.Contains(l.Text, "\n"):
		case l.TextStyle.Bold:
			keys = l
		default:
			what = l
		}
	})
	if keys == nil || what == nil {
		t.Fatalf("F1 shows no column of keys beside one of descriptions: %q", overlayText(u.window))
	}
	keyLines, whatLines := strings.Split(keys.Text, "\n"), strings.Split(what.Text, "\n")
	if len(keyLines) != len(whatLines) {
		t.Fatalf("F1 shows %d keys beside %d descriptions", len(keyLines), len(whatLines))
	}
	rows := make([]string, len(keyLines))
	for i := range keyLines {
		rows[i] = keyLines[i] + " | " + whatLines[i]
	}
	return rows, dialog
}

// readmeKeyboardRows returns the rows of README's Keyboard table, "keys | does".
func readmeKeyboardRows(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n## Keyboard\n")
	if !ok {
		t.Fatal("README.md has no Keyboard section")
	}
	section, _, _ = strings.Cut(section, "\n## ")
	var rows []string
	for line := range strings.Lines(section) {
		cells := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|")
		if !strings.HasPrefix(line, "|") || len(cells) != 2 || strings.TrimSpace(cells[0]) == "keys" || strings.HasPrefix(strings.TrimSpace(cells[0]), "---") {
			continue
		}
		rows = append(rows, strings.TrimSpace(cells[0])+" | "+strings.TrimSpace(cells[1]))
	}
	if len(rows) == 0 {
		t.Fatal("README.md's Keyboard section has no table rows")
	}
	return rows
}

// README's Keyboard table is what F1 shows in English, row for row.
func TestF1_ShowsTheReadmeKeyboardTable(t *testing.T) {
	shown, _ := shortcutRows(t, "en")
	readme := readmeKeyboardRows(t)
	for i := range max(len(shown), len(readme)) {
		var f1, md string
		if i < len(shown) {
			f1 = shown[i]
		}
		if i < len(readme) {
			md = readme[i]
		}
		if f1 != md {
			t.Errorf("row %d: F1 shows %q, README lists %q", i+1, f1, md)
		}
	}
}

// Every command with a shortcut has its row in F1, and the list fits the
// window's first size in every language.
func TestF1_ListsEveryCommandAndFitsTheWindow(t *testing.T) {
	for _, l := range languages {
		t.Run(l.code, func(t *testing.T) {
			shown, dialog := shortcutRows(t, l.code)
			for _, group := range newTestWindow(t).commands() {
				for _, c := range group.commands {
					if c != nil && c.shortcut != nil && !slices.ContainsFunc(shown, func(row string) bool { return rowNames(row, shortcutText(c.shortcut)) }) {
						t.Errorf("F1 does not list %s (%s)", shortcutText(c.shortcut), c.label)
					}
				}
			}
			if size := dialog.MinSize(); size.Width > 800 {
				t.Errorf("F1 is %v wide, wider than the 800 of the window", size.Width)
			}
		})
	}
}

// rowNames reports whether the keys of an F1 row, "Ctrl+Tab, Ctrl+Shift+Tab"
// or a span such as "Ctrl+1 … Ctrl+5", include the shortcut written as key.
func rowNames(row, key string) bool {
	keys, _, _ := strings.Cut(row, " | ")
	for _, listed := range strings.Split(keys, ", ") {
		first, last, span := strings.Cut(listed, " … ")
		prefix := first[:strings.LastIndex(first, "+")+1]
		if key == listed || span && strings.HasPrefix(last, prefix) && strings.HasPrefix(key, prefix) && first <= key && key <= last && len(key) == len(first) {
			return true
		}
	}
	return false
}
