package gui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
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
					u.openDialogs[len(u.openDialogs)-1].dialog.Dismiss()
				}
				if overlaysShown(u) != 0 {
					t.Fatalf("the shortcuts stayed open after F1 on %s", where)
				}
				c.Focus(f)
			})
		})
	}
}
