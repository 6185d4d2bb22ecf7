// Package gui is the desktop window, built with Fyne on top of package core.
package gui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/assets"
	"github.com/objectid-generator/objectid/core"
)

// Preference keys.
const (
	prefBatchSize = "batchSize"
	prefFormat    = "format"
	prefUTC       = "timesInUTC"
	prefLastTab   = "lastTab"
)

// feedbackDuration is how long a status message such as "Copied" stays.
const feedbackDuration = 2 * time.Second

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
	w.SetContent(u.content)
	w.Resize(fyne.NewSize(800, 600))
	return w
}

// ui holds the window, its tabs and the state the screens share.
type ui struct {
	app     fyne.App
	window  fyne.Window
	tabs    *container.AppTabs
	status  *widget.Label
	content fyne.CanvasObject

	statusClear *time.Timer

	generate *generateScreen
	decode   *decodeScreen
	ranges   *rangeScreen
	bulk     *bulkScreen
	about    *aboutScreen

	decodeTab *container.TabItem
}

func newUI(a fyne.App, w fyne.Window) *ui {
	u := &ui{app: a, window: w, status: widget.NewLabel("")}
	u.decode = newDecodeScreen(u)
	u.generate = newGenerateScreen(u)
	u.ranges = newRangeScreen(u)
	u.bulk = newBulkScreen(u)
	u.about = newAboutScreen(u)
	u.decodeTab = container.NewTabItem(lang.L("Decode"), u.decode.content)
	u.tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Generate"), u.generate.content),
		u.decodeTab,
		container.NewTabItem(lang.L("Range query"), u.ranges.content),
		container.NewTabItem(lang.L("Bulk"), u.bulk.content),
		container.NewTabItem(lang.L("About ObjectID"), u.about.content),
	)
	u.content = container.NewBorder(nil, u.status, nil, nil, u.tabs)
	return u
}

// location is where times are shown and read: UTC or the local zone, as the
// user chose.
func (u *ui) location() *time.Location {
	if u.app.Preferences().BoolWithFallback(prefUTC, true) {
		return time.UTC
	}
	return time.Local
}

// copyText puts text on the clipboard and says what was copied in the status
// line for a moment.
func (u *ui) copyText(text, what string) {
	u.app.Clipboard().SetContent(text)
	u.showStatus(lang.L("Copied {{.What}}", map[string]any{"What": what}))
}

// showStatus shows message in the status line under the tabs until
// feedbackDuration passes or another message replaces it.
func (u *ui) showStatus(message string) {
	u.status.SetText(message)
	if u.statusClear != nil {
		u.statusClear.Stop()
	}
	u.statusClear = time.AfterFunc(feedbackDuration, func() {
		fyne.Do(func() {
			if u.status.Text == message {
				u.status.SetText("")
			}
		})
	})
}

// openInDecoder shows id on the Decode tab and switches to it.
func (u *ui) openInDecoder(id core.ObjectID) {
	u.decode.show(id)
	u.tabs.Select(u.decodeTab)
}
