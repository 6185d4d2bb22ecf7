package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"github.com/objectid-generator/objectid/assets"
)

// prefTray holds whether the app keeps running in the system tray when its
// window is closed. It is off unless turned on in Settings: a desktop
// without a tray host would otherwise leave the app running out of reach.
const prefTray = "systemTray"

// trayBatchSize is how many IDs the tray's second item copies.
const trayBatchSize = 10

// hasTray reports whether a can show a system tray icon at all.
func hasTray(a fyne.App) bool {
	_, ok := a.(desktop.App)
	return ok
}

// trayEnabled reports whether the tray is on in a.
func trayEnabled(a fyne.App) bool {
	return hasTray(a) && a.Preferences().BoolWithFallback(prefTray, false)
}

// tray is the app's icon and menu in the system tray.
type tray struct {
	app    fyne.App
	window fyne.Window
	// copyNew copies n new IDs in the format chosen on the Generate tab;
	// decodeClipboard pastes the clipboard into Decode; quit ends the app.
	copyNew         func(n int)
	decodeClipboard func()
	quit            func()
}

// setEnabled saves the choice and, when on, puts the icon in the tray.
// Fyne cannot take a tray icon away again while the app runs; once off,
// closing the window ends the app, and the icon is gone at the next start.
func (t *tray) setEnabled(on bool) {
	t.app.Preferences().SetBool(prefTray, on)
	if on {
		t.install()
	}
}

// install puts the app's icon and menu in the system tray, when the tray
// is on.
func (t *tray) install() {
	desk, ok := t.app.(desktop.App)
	if !ok || !trayEnabled(t.app) {
		return
	}
	desk.SetSystemTrayIcon(assets.Icon)
	desk.SetSystemTrayMenu(t.menu())
	desk.SetSystemTrayWindow(t.window)
}

// menu is the tray icon's menu. Copies are in the format chosen on the
// Generate tab.
func (t *tray) menu() *fyne.Menu {
	copyOne := fyne.NewMenuItem(lang.L("Copy a new ObjectID"), func() { t.copyNew(1) })
	copyBatch := fyne.NewMenuItem(lang.L("Copy {{.Count}} new ObjectIDs", map[string]any{"Count": trayBatchSize}), func() { t.copyNew(trayBatchSize) })
	decode := fyne.NewMenuItem(lang.L("Decode the clipboard"), func() {
		t.showWindow()
		t.decodeClipboard()
	})
	show := fyne.NewMenuItem(lang.L("Show window"), t.showWindow)
	quit := fyne.NewMenuItem(lang.L("Quit"), t.quit)
	quit.IsQuit = true
	return fyne.NewMenu(assets.AppName, copyOne, copyBatch, fyne.NewMenuItemSeparator(), decode, show, fyne.NewMenuItemSeparator(), quit)
}

// showWindow brings the window back from the tray, or to the front.
func (t *tray) showWindow() {
	t.window.Show()
	t.window.RequestFocus()
}
