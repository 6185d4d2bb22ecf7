package gui

// desktopState is what the window keeps for its menu, dialogs, clipboard
// bar and tray, beside the screens.
type desktopState struct {
	// dialogs are the dialogs on show, the topmost last, for Escape and
	// Enter.
	dialogs []openDialog
	// settings is the Settings dialog last opened.
	settings *settingsScreen
	// clipboard remembers what the clipboard bar offered last.
	clipboard clipboardWatch
	// clipboardBar offers what the clipboard holds.
	clipboardBar *clipboardBar
	// clipboardReads counts the readings of the clipboard begun, so that
	// only the newest one is offered.
	clipboardReads int
	// stopAgeTick cancels the next writing of the Decode tab's Age; nil
	// while none is due.
	stopAgeTick func() bool
}
