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

// dialogs are the window's dialogs on show, the topmost last, and the
// keys they answer.
type dialogs struct {
	window fyne.Window
	open   []openDialog
	// fields is the window as a text field takes it, for the save
	// dialog's file name field.
	fields widgets.Window
}

// show shows d and lets Escape dismiss it and Enter take its default
// button: enter, or the dismiss button when enter is nil.
func (ds *dialogs) show(d dialog.Dialog, enter func()) {
	d.SetOnClosed(func() { ds.forget(d) })
	d.Show()
	ds.open = append(ds.open, openDialog{dialog: d, enter: enter, overlay: ds.window.Canvas().Overlays().Top()})
}

func (ds *dialogs) forget(d dialog.Dialog) {
	for i := len(ds.open) - 1; i >= 0; i-- {
		if ds.open[i].dialog == d {
			ds.open = append(ds.open[:i], ds.open[i+1:]...)
			return
		}
	}
}

// typedKey takes a key no control used while a dialog is on show, and
// reports whether one was: Escape dismisses the topmost dialog and Enter
// takes its default button.
func (ds *dialogs) typedKey(ev *fyne.KeyEvent) bool {
	if len(ds.open) == 0 {
		return false
	}
	top := ds.open[len(ds.open)-1]
	if ds.window.Canvas().Overlays().Top() != top.overlay {
		return true
	}
	switch ev.Name {
	case fyne.KeyEscape:
		top.dialog.Dismiss()
	case fyne.KeyReturn, fyne.KeyEnter:
		if top.enter == nil {
			top.dialog.Dismiss()
			break
		}
		top.enter()
	}
	return true
}

// newClose is a dialog titled title showing content over the window, with
// one Close button: a widgets.KeyButton, which shows its focus as every
// other control of the window does.
func (ds *dialogs) newClose(title string, content fyne.CanvasObject) *dialog.CustomDialog {
	d := dialog.NewCustomWithoutButtons(title, content, ds.window)
	d.SetButtons([]fyne.CanvasObject{widgets.NewKeyButton(lang.L("Close"), nil, d.Hide)})
	return d
}

// showError shows err in a dialog that Escape and Enter close.
func (ds *dialogs) showError(err error) {
	ds.show(dialog.NewError(err, ds.window), nil)
}
