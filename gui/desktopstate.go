package gui

// desktopState is the window's parts beside the screens: its dialogs, the
// copies to the clipboard, the clipboard bar's offers, the tray and the
// Decode tab's live age. Each is made once, with the window, and holds
// only what it works with.
type desktopState struct {
	dialogs  *dialogs
	copier   *copier
	offers   *clipboardOffers
	tray     *tray
	ageTicks *ageTicks
	// settings is the Settings dialog last opened.
	settings *settingsScreen
}

// newDesktopState makes the parts of u's window. What they call in the
// screens goes through u at the time, so that a screen made again in
// another language is the one they reach.
func newDesktopState(u *ui) desktopState {
	a, w := u.app, u.window
	ds := &dialogs{window: w, fields: fieldWindow{u}}
	offers := &clipboardOffers{
		prefs: a.Preferences(), window: w, clipboard: a.Clipboard(), read: u.env.readClipboard,
		decode: u.openInDecoder, openText: u.openTextInBulk,
	}
	return desktopState{
		dialogs: ds,
		copier: &copier{
			clipboard: a.Clipboard(), window: w, dialogs: ds, limit: u.env.clipboardLimit,
			copied: offers.watch.remember,
			say:    func(message string) { u.status.show(message) },
		},
		offers: offers,
		tray: &tray{
			app: a, window: w,
			copyNew:         func(n int) { u.generate.CopyNew(n) },
			decodeClipboard: u.pasteAndDecode,
			quit:            u.quit,
		},
		ageTicks: &ageTicks{afterFunc: u.env.afterFunc, tick: func() bool {
			if u.decode == nil || u.tabs.Selected() != u.decodeTab {
				return false
			}
			u.decode.Tick()
			return true
		}},
	}
}
