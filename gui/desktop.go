package gui

import (
	"fyne.io/fyne/v2"
)

// setUpDesktop gives the window, once, what it has beyond its tabs: the
// keys dialogs answer, closing to the tray, the look at
// the clipboard when it comes to the foreground, and the tray icon.
func (u *ui) setUpDesktop() {
	restoreWindowSize(u.window, u.app.Preferences())
	u.window.Canvas().SetOnTypedKey(u.typedKey)
	u.window.SetCloseIntercept(u.closeWindow)
	u.app.Lifecycle().SetOnEnteredForeground(u.enteredForeground)
	u.installTray()
}

// buildDesktop makes, in the current language, the menu bar, the
// shortcuts of its commands and the clipboard bar. It runs with every build
// of the content.
func (u *ui) buildDesktop() {
	u.window.SetMainMenu(u.mainMenu())
	u.addCommandShortcuts()
	// Ctrl+C goes to the window only when the focused control does not
	// take it itself, as a text field does, so it is not one of the
	// shortcuts passed on by text fields.
	u.window.Canvas().AddShortcut(&fyne.ShortcutCopy{}, func(fyne.Shortcut) { u.copyFocused() })
	u.clipboardBar = newClipboardBar(u.acceptClipboardOffer)
	if trayEnabled(u.app) {
		u.installTray()
	}
}

// enteredForeground offers what the clipboard holds when it is an
// ObjectID, or text with several, not offered before. It changes no field:
// the bar waits for a click or Enter, and gets the focus only when no
// control has it, so typing goes on where it was. An offer for what the
// clipboard no longer holds goes. Where the environment can, the clipboard
// is read off the UI goroutine and only as far as clipboardScanLimit; a
// reading that ends after the window came to the foreground again is
// dropped, as is one that failed (an owner that did not answer).
func (u *ui) enteredForeground() {
	if !u.app.Preferences().BoolWithFallback(prefClipboardDetection, true) || u.clipboardBar == nil {
		return
	}
	u.clipboardReads++
	read := u.clipboardReads
	got := func(text string, ok bool) {
		if ok && read == u.clipboardReads && u.app.Preferences().BoolWithFallback(prefClipboardDetection, true) {
			u.offerClipboard(text)
		}
	}
	if u.env.readClipboard != nil && u.env.readClipboard(u.window, clipboardScanLimit, 0, got) {
		return
	}
	u.offerClipboard(u.app.Clipboard().Content())
}

// offerClipboard shows the offer for text, the clipboard's, when it has a
// new one, and takes away an offer text no longer holds.
func (u *ui) offerClipboard(text string) {
	offer, found, isNew := u.clipboard.check(text)
	if !isNew {
		if !found || offer.key() != u.clipboardBar.offer.key() {
			u.clipboardBar.hide()
		}
		return
	}
	u.clipboardBar.show(offer)
	if u.window.Canvas().Focused() == nil {
		u.window.Canvas().Focus(u.clipboardBar.act)
	}
}

// acceptClipboardOffer decodes the offered ID or opens the offered text in
// Bulk.
func (u *ui) acceptClipboardOffer(o clipboardOffer) {
	if o.several() {
		u.openTextInBulk(o.text)
		return
	}
	u.openInDecoder(o.ids[0])
}

// openTextInBulk shows the Bulk tab reading text, as if it had been pasted
// into its empty box.
func (u *ui) openTextInBulk(text string) {
	if u.bulk == nil {
		return
	}
	u.tabs.Select(u.bulkTab)
	u.bulk.open(text)
}

// copyFocused copies the ID of the focused row: on the Generate tab's
// list, the highlighted ID in the chosen format; on the Bulk tab's table,
// the ID of the row the keyboard is on in the format chosen there.
func (u *ui) copyFocused() {
	focused := u.window.Canvas().Focused()
	if !u.generate.copyIfFocused(focused) && u.bulk != nil {
		u.bulk.copyIfFocused(focused)
	}
}
