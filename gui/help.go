package gui

import (
	"runtime"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/assets"
)

// showShortcuts lists every shortcut: the commands' of groups, then the keys that
// move around the window.
func (ds *dialogs) showShortcuts(groups []commandGroup) {
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
	add("Escape", lang.L("Close the dialog"))
	add("Alt", lang.L("Open the menu bar"))
	// Two labels of one line a shortcut, side by side, rather than a label
	// a cell: the list then fits an 800×600 window whole. The keys are
	// bold, not monospace, whose lines are less tall and would drift from
	// their descriptions.
	list := container.NewHBox(
		widget.NewLabelWithStyle(strings.Join(keys, "\n"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(strings.Join(what, "\n")),
	)
	scroll := container.NewVScroll(list)
	d := ds.newClose(lang.L("Keyboard shortcuts"), scroll)
	// A scroll box asks for no more height than one line; the dialog asks
	// for the whole list, as much of it as the window has room for.
	room := ds.window.Canvas().Size().Height - 2*theme.Padding()
	whole := d.MinSize().Height - scroll.MinSize().Height + list.MinSize().Height
	d.Resize(fyne.NewSize(d.MinSize().Width, min(whole, room)))
	ds.show(d, nil)
}

// showAboutApp names the app, its version and licence, and the versions of
// Fyne and Go it was built with.
func (ds *dialogs) showAboutApp() {
	text := widget.NewLabel(lang.L("Version {{.Version}}", map[string]any{"Version": assets.Version}) + "\n" +
		lang.L("Licence: {{.Licence}}", map[string]any{"Licence": assets.Licence}) + "\n" +
		lang.L("Built with Fyne {{.Fyne}} and {{.Go}}", map[string]any{"Fyne": assets.FyneVersion, "Go": runtime.Version()}))
	content := container.NewVBox(
		widget.NewLabelWithStyle(assets.AppName, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(lang.L("Make and read MongoDB ObjectIDs offline.")),
		text,
	)
	ds.show(ds.newClose(lang.L("About ObjectID Generator"), content), nil)
}
