package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"github.com/objectid-generator/objectid/assets"
)

// prefTray holds whether closing the window keeps the app in the tray.
const prefTray = "systemTray"

// trayBatchSize is how many IDs the tray's second item copies.
const trayBatchSize = 10

// trayEnabled reports whether the tray is on in a.
func trayEnabled(a fyne.App) bool {
	return a.Preferences().BoolWithFallback(prefTray, false)
}

// installTray puts the app's icon and menu in the tray, when on.
func (u *ui) installTray() {
	desk, ok := u.app.(desktop.App)
	if !ok || !trayEnabled(u.app) {
		return
	}
	desk.SetSystemTrayIcon(assets.Icon)
	desk.SetSystemTrayMenu(u.trayMenu())
	desk.SetSystemTrayWindow(u.window)
	// Fyne's tray hides the window at every close, even with no tray host.
	u.window.SetCloseIntercept(u.closeWindow)
}

// trayMenu is the tray icon's menu, copying in Generate's format.
func (u *ui) trayMenu() *fyne.Menu {
	copyOne := fyne.NewMenuItem(lang.L("Copy a new ObjectID"), func() { u.generate.CopyNew(1) })
	copyBatch := fyne.NewMenuItem(lang.L("Copy {{.Count}} new ObjectIDs", map[string]any{"Count": trayBatchSize}), func() { u.generate.CopyNew(trayBatchSize) })
	decode := fyne.NewMenuItem(lang.L("Decode the clipboard"), func() {
		u.showWindow()
		u.pasteAndDecode()
	})
	show := fyne.NewMenuItem(lang.L("Show window"), u.showWindow)
	quit := fyne.NewMenuItem(lang.L("Quit"), u.quit)
	quit.IsQuit = true
	return fyne.NewMenu(lang.L("ObjectID Generator"), copyOne, copyBatch, fyne.NewMenuItemSeparator(), decode, show, fyne.NewMenuItemSeparator(), quit)
}

// showWindow brings the window back from the tray, or to the front.
func (u *ui) showWindow() {
	u.window.Show()
	u.window.RequestFocus()
}
