package gui

import (
	"runtime"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/assets"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// openDialog is a dialog on show, its Enter (nil: dismiss) and its overlay.
type openDialog struct {
	dialog  dialog.Dialog
	enter   func()
	overlay fyne.CanvasObject
}

// showDialog shows d; Escape dismisses it and Enter runs enter, unlike Fyne's.
func (u *ui) showDialog(d dialog.Dialog, enter func()) {
	d.SetOnClosed(func() {
		u.openDialogs = slices.DeleteFunc(u.openDialogs, func(o openDialog) bool { return o.dialog == d })
	})
	d.Show()
	u.openDialogs = append(u.openDialogs, openDialog{dialog: d, enter: enter, overlay: u.window.Canvas().Overlays().Top()})
}

// dialogKey gives the uncovered top dialog its key; true while one is on show.
func (u *ui) dialogKey(ev *fyne.KeyEvent) bool {
	if len(u.openDialogs) == 0 {
		return false
	}
	top := u.openDialogs[len(u.openDialogs)-1]
	if u.window.Canvas().Overlays().Top() != top.overlay {
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

// newCloseDialog is a dialog of content with one Close button.
func (u *ui) newCloseDialog(title string, content fyne.CanvasObject) *dialog.CustomDialog {
	d := dialog.NewCustomWithoutButtons(title, content, u.window)
	d.SetButtons([]fyne.CanvasObject{widgets.NewKeyButton(lang.L("Close"), nil, d.Hide)})
	return d
}

// showError shows err in a dialog that Escape and Enter close.
func (u *ui) showError(err error) {
	u.showDialog(dialog.NewError(err, u.window), nil)
}

// showShortcuts is the F1 list: the commands' shortcuts and other keys.
func (u *ui) showShortcuts(groups []commandGroup) {
	var keys, what []string
	add := func(k, w string) {
		keys = append(keys, k)
		what = append(what, w)
	}
	for _, group := range groups {
		for _, c := range group.commands {
			if c != nil && c.shortcut != nil {
				add(shortcutText(c.shortcut), c.label)
			}
		}
	}
	add("Tab / Shift+Tab", lang.L("Move to the next or previous control"))
	add(lang.L("Enter / Space"), lang.L("Press the focused button"))
	add(shortcutText(&fyne.ShortcutCopy{}), lang.L("Copy the focused ID in the chosen format"))
	add("Escape", lang.L("Close the dialog, dismiss the clipboard offer or stop a Bulk scan"))
	add("Alt", lang.L("Open the menu bar"))
	// Bold keys keep the lines' height, which monospace would not.
	list := container.NewHBox(
		widget.NewLabelWithStyle(strings.Join(keys, "\n"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(strings.Join(what, "\n")),
	)
	scroll := container.NewVScroll(list)
	d := u.newCloseDialog(lang.L("Keyboard shortcuts"), scroll)
	// A scroll asks for one line's height; the dialog asks for the list's.
	room := u.window.Canvas().Size().Height - 2*theme.Padding()
	whole := d.MinSize().Height - scroll.MinSize().Height + list.MinSize().Height
	d.Resize(fyne.NewSize(d.MinSize().Width, min(whole, room)))
	u.showDialog(d, nil)
}

// showAboutApp names the app, its version, licence, Fyne and Go.
func (u *ui) showAboutApp() {
	text := widget.NewLabel(lang.L("Version {{.Version}}", map[string]any{"Version": assets.Version}) + "\n" +
		lang.L("Licence: {{.Licence}}", map[string]any{"Licence": assets.Licence}) + "\n" +
		lang.L("Built with Fyne {{.Fyne}} and {{.Go}}", map[string]any{"Fyne": assets.FyneVersion, "Go": runtime.Version()}))
	content := container.NewVBox(
		widget.NewLabelWithStyle(assets.AppName, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(lang.L("Make and read MongoDB ObjectIDs offline.")),
		text,
	)
	u.showDialog(u.newCloseDialog(lang.L("About ObjectID Generator"), content), nil)
}
