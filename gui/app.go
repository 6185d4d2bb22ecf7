// Package gui is the desktop window, built with Fyne on top of package core.
package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"github.com/objectid-generator/objectid/assets"
)

// Run opens the main window and blocks until it is closed.
func Run() {
	app.SetMetadata(fyne.AppMetadata{ID: assets.AppID, Name: assets.AppName, Version: assets.Version})
	a := app.NewWithID(assets.AppID)
	NewWindow(a).ShowAndRun()
}

// NewWindow builds the main window on a; tests pass test.NewTempApp.
func NewWindow(a fyne.App) fyne.Window {
	w := a.NewWindow(lang.L("ObjectID Generator"))
	u := newUI(a, w)
	w.SetContent(u.tabs)
	w.Resize(fyne.NewSize(800, 600))
	return w
}

// ui holds the screens of the main window.
type ui struct {
	app    fyne.App
	window fyne.Window
	tabs   *container.AppTabs

	generate *generateScreen
	decode   *decodeScreen
	ranges   *rangeScreen
}

func newUI(a fyne.App, w fyne.Window) *ui {
	u := &ui{app: a, window: w}
	u.decode = newDecodeScreen(u)
	u.generate = newGenerateScreen(u)
	u.ranges = newRangeScreen(u)
	u.tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Generate"), u.generate.content),
		container.NewTabItem(lang.L("Decode"), u.decode.content),
		container.NewTabItem(lang.L("Range query"), u.ranges.content),
	)
	return u
}
