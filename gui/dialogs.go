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
	"github.com/objectid-generator/objectid/gui/fynefix"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// openDialog is a dialog on show: its Escape, its Enter and its overlay.
type openDialog struct {
	dismiss, enter func()
	overlay        fyne.CanvasObject
}

// showDialog shows d; Escape dismisses it and Enter runs enter (nil: dismisses it), unlike Fyne's.
func (u *ui) showDialog(d dialog.Dialog, enter func()) {
	if enter == nil {
		enter = d.Dismiss
	}
	d.Show()
	u.takeKeys(d.Dismiss, enter)
}

// takeKeys gives the dialog now on top Escape (dismiss) and Enter, and the
// focus to its last KeyButton, its default, to show the house focus ring.
func (u *ui) takeKeys(dismiss, enter func()) {
	if popUp, ok := fynefix.TopPopUp(u.window.Canvas()); ok {
		fynefix.WalkDialog(popUp.Content, func(o fyne.CanvasObject) {
			if button, ok := o.(*widgets.KeyButton); ok {
				u.window.Canvas().Focus(button)
			}
		})
	}
	u.openDialogs = append(u.openDialogs, openDialog{dismiss: dismiss, enter: enter, overlay: u.window.Canvas().Overlays().Top()})
}

// dialogKey gives the uncovered top dialog its key; true while one is on show.
func (u *ui) dialogKey(ev *fyne.KeyEvent) bool {
	overlays := u.window.Canvas().Overlays()
	u.openDialogs = slices.DeleteFunc(u.openDialogs, func(o openDialog) bool { return !slices.Contains(overlays.List(), o.overlay) })
	if len(u.openDialogs) == 0 {
		return false
	}
	top := u.openDialogs[len(u.openDialogs)-1]
	if overlays.Top() != top.overlay {
		return true
	}
	switch ev.Name {
	case fyne.KeyEscape:
		top.dismiss()
	case fyne.KeyReturn, fyne.KeyEnter:
		top.enter()
	}
	return true
}

// newCloseDialog is a dialog of content with one Close button, as large as
// content asks within the window, scrolling what does not fit.
func (u *ui) newCloseDialog(title string, content fyne.CanvasObject) *dialog.CustomDialog {
	scroll := container.NewScroll(content)
	d := dialog.NewCustomWithoutButtons(title, scroll, u.window)
	d.SetButtons([]fyne.CanvasObject{widgets.NewKeyButton(lang.L("Close"), nil, d.Hide)})
	room := u.window.Canvas().Size().SubtractWidthHeight(2*theme.Padding(), 2*theme.Padding())
	d.Resize(d.MinSize().Subtract(scroll.MinSize()).Add(content.MinSize()).Min(room))
	return d
}

// showError shows err in a dialog that Escape and Enter close.
func (u *ui) showError(err error) {
	u.showDialog(u.newCloseDialog(lang.L("Error"), widget.NewLabel(err.Error())), nil)
}

// showShortcuts is the F1 list, keys and what they do; README's Keyboard table is the same rows.
func (u *ui) showShortcuts() {
	var keys, what []string
	for _, row := range [][2]string{
		{shortcutText(generateShortcut), lang.L("Generate a new batch (from any tab)")},
		{shortcutText(copyAllShortcut), lang.L("Copy the whole batch in the chosen format")},
		{shortcutText(&fyne.ShortcutCopy{}), lang.L("Copy the focused ID in the chosen format")},
		{shortcutText(pasteDecodeShortcut), lang.L("Paste and decode: the clipboard goes into the Decode tab")},
		{shortcutText(saveShortcut), lang.L("Save the batch to a file")},
		{shortcutText(openShortcut), lang.L("Open a file in the Bulk tab")},
		{shortcutText(tabShortcut(0)) + " … " + shortcutText(tabShortcut(len(u.tabs.Items)-1)), lang.L("Show the Generate, Decode, Range query, Bulk or About ObjectID tab")},
		{shortcutText(nextTabShortcut) + ", " + shortcutText(previousTabShortcut), lang.L("Next and previous tab")},
		{shortcutText(settingsShortcut), lang.L("Settings")},
		{shortcutText(shortcutsHelpShortcut), lang.L("Keyboard shortcuts (from any control)")},
		{shortcutText(closeShortcut), lang.L("Close the window (with System tray on, the app stays in the tray)")},
		{shortcutText(quitShortcut), lang.L("Quit")},
		{"Tab, Shift+Tab", lang.L("Move to the next or previous control")},
		{lang.L("Enter, Space"), lang.L("Press the focused button; open a focused list of choices")},
		{lang.L("Up, Down"), lang.L("Step the batch size by 1; move in a list or table")},
		{"Page Up, Page Down", lang.L("Step the batch size by 10; move in a list or table")},
		{lang.L("Left, Right"), lang.L("Choose the previous or next option of a focused list of choices")},
		{lang.L("Space; arrow keys"), lang.L("Choose the focused radio button; choose the previous or next one")},
		{"Enter", lang.L("In Batch size, Seed, Random value or Counter start: generate")},
		{"Enter", lang.L("In Generated IDs: copy the row the arrow keys are on")},
		{"Escape", lang.L("Close the dialog, dismiss the clipboard offer or stop a Bulk scan")},
		{"Alt", lang.L("Open the menu bar")},
	} {
		keys = append(keys, row[0])
		what = append(what, row[1])
	}
	// Bold keys keep the lines' height, which monospace would not.
	list := container.NewHBox(
		widget.NewLabelWithStyle(strings.Join(keys, "\n"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(strings.Join(what, "\n")),
	)
	u.showDialog(u.newCloseDialog(lang.L("Keyboard shortcuts"), list), nil)
}

// showAboutApp names the app, its version, licence, Fyne and Go.
func (u *ui) showAboutApp() {
	text := widget.NewLabel(lang.L("Version {{.Version}}", map[string]any{"Version": assets.Version}) + "\n" +
		lang.L("Licence: {{.Licence}}", map[string]any{"Licence": assets.Licence}) + "\n" +
		lang.L("Built with Fyne {{.Fyne}} and {{.Go}}", map[string]any{"Fyne": assets.FyneVersion, "Go": runtime.Version()}))
	content := container.NewVBox(
		widget.NewLabelWithStyle(lang.L("ObjectID Generator"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(lang.L("Make and read MongoDB ObjectIDs offline.")),
		text,
	)
	u.showDialog(u.newCloseDialog(lang.L("About ObjectID Generator"), content), nil)
}
