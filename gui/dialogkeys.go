package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// Fyne's dialogs answer neither Escape nor Enter. The window keeps the
// dialog on show, and the keys reach it through the canvas's key handler:
// Fyne calls it when no control has the focus, and the app's own controls
// (package widgets) pass it the keys they do not use themselves.

// openDialog is a dialog on show with what Enter does in it.
type openDialog struct {
	dialog dialog.Dialog
	// enter presses the default button, such as a ConfirmDialog's Confirm;
	// nil when the dialog has only a dismiss button, which Enter then
	// presses.
	enter func()
	// overlay is what the dialog put on the window's canvas. Keys go to
	// the dialog only while nothing covers it, such as a question Fyne's
	// file dialog asks in a dialog of its own.
	overlay fyne.CanvasObject
}

// showDialog shows d and lets Escape dismiss it and Enter take its default
// button: enter, or the dismiss button when enter is nil.
func (u *ui) showDialog(d dialog.Dialog, enter func()) {
	d.SetOnClosed(func() { u.forgetDialog(d) })
	d.Show()
	u.dialogs = append(u.dialogs, openDialog{dialog: d, enter: enter, overlay: u.window.Canvas().Overlays().Top()})
}

func (u *ui) forgetDialog(d dialog.Dialog) {
	for i := len(u.dialogs) - 1; i >= 0; i-- {
		if u.dialogs[i].dialog == d {
			u.dialogs = append(u.dialogs[:i], u.dialogs[i+1:]...)
			return
		}
	}
}

// typedKey is the window's key handler for keys no control used: Escape
// dismisses the topmost dialog, Enter takes its default button, and F1
// lists the keyboard shortcuts. The desktop driver delivers a key without
// Ctrl, Alt or Super as a typed key, never as a shortcut, so F1 is handled
// here and not by its menu item's shortcut.
func (u *ui) typedKey(ev *fyne.KeyEvent) {
	if ev.Name == shortcutsHelpShortcut.KeyName {
		if len(u.dialogs) == 0 {
			u.showShortcutsHelp()
		}
		return
	}
	if len(u.dialogs) == 0 {
		if ev.Name == fyne.KeyEscape && u.bulk != nil && u.tabs.Selected() == u.bulkTab {
			u.bulk.cancelScan()
		}
		return
	}
	top := u.dialogs[len(u.dialogs)-1]
	if u.window.Canvas().Overlays().Top() != top.overlay {
		return
	}
	switch ev.Name {
	case fyne.KeyEscape:
		top.dialog.Dismiss()
	case fyne.KeyReturn, fyne.KeyEnter:
		if top.enter == nil {
			top.dialog.Dismiss()
			return
		}
		top.enter()
	}
}

// newCloseDialog is a dialog titled title showing content over the window,
// with one Close button: a widgets.KeyButton, which shows its focus as every other
// control of the window does.
func (u *ui) newCloseDialog(title string, content fyne.CanvasObject) *dialog.CustomDialog {
	d := dialog.NewCustomWithoutButtons(title, content, u.window)
	d.SetButtons([]fyne.CanvasObject{widgets.NewKeyButton(lang.L("Close"), nil, d.Hide)})
	return d
}

// showError shows err in a dialog that Escape and Enter close.
func (u *ui) showError(err error) {
	u.showDialog(dialog.NewError(err, u.window), nil)
}
