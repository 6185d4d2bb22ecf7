package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// pressShortcut delivers s as the driver does: menu item, focused control, or canvas.
func pressShortcut(t *testing.T, u *ui, s fyne.Shortcut) {
	t.Helper()
	if menu := u.window.MainMenu(); menu != nil {
		for _, m := range menu.Items {
			for _, item := range m.Items {
				if item.Shortcut != nil && item.Shortcut.ShortcutName() == s.ShortcutName() && item.Action != nil {
					item.Action()
					return
				}
			}
		}
	}
	if focused, ok := u.window.Canvas().Focused().(fyne.Shortcutable); ok {
		focused.TypedShortcut(s)
		return
	}
	canvas, ok := u.window.Canvas().(fyne.Shortcutable)
	if !ok {
		t.Fatalf("the window's canvas %T takes no shortcuts: open the window with openWindowIn", u.window.Canvas())
	}
	canvas.TypedShortcut(s)
}

// shortcutWindow's canvas runs the shortcuts added to it when typed, as the driver's does.
type shortcutWindow struct {
	fyne.Window
	canvas *shortcutCanvas
}

func newShortcutWindow(t testing.TB, w fyne.Window) *shortcutWindow {
	t.Helper()
	c, ok := w.Canvas().(software.WindowlessCanvas)
	if !ok {
		t.Fatalf("the test window's canvas %T is not a windowless canvas", w.Canvas())
	}
	return &shortcutWindow{Window: w, canvas: &shortcutCanvas{WindowlessCanvas: c}}
}

func (w *shortcutWindow) Canvas() fyne.Canvas { return w.canvas }

type shortcutCanvas struct {
	software.WindowlessCanvas
	shortcuts fyne.ShortcutHandler
}

func (c *shortcutCanvas) AddShortcut(s fyne.Shortcut, handler func(fyne.Shortcut)) {
	c.WindowlessCanvas.AddShortcut(s, handler)
	c.shortcuts.AddShortcut(s, handler)
}

func (c *shortcutCanvas) RemoveShortcut(s fyne.Shortcut) {
	c.WindowlessCanvas.RemoveShortcut(s)
	c.shortcuts.RemoveShortcut(s)
}

func (c *shortcutCanvas) TypedShortcut(s fyne.Shortcut) { c.shortcuts.TypedShortcut(s) }

// pressShortcutInField delivers s to the focused text field, as the driver
// does on a window without a menu bar, where the field gets it first.
func pressShortcutInField(t *testing.T, u *ui, s fyne.Shortcut) {
	t.Helper()
	focused, ok := u.window.Canvas().Focused().(fyne.Shortcutable)
	if !ok {
		t.Fatalf("the focused %T takes no shortcuts", u.window.Canvas().Focused())
	}
	focused.TypedShortcut(s)
}

// typeKey delivers a key to the focused control, else the canvas, as the driver does.
func typeKey(t *testing.T, u *ui, key fyne.KeyName) {
	t.Helper()
	ev := &fyne.KeyEvent{Name: key}
	if focused := u.window.Canvas().Focused(); focused != nil {
		focused.TypedKey(ev)
		return
	}
	if handler := u.window.Canvas().OnTypedKey(); handler != nil {
		handler(ev)
	}
}

// overlaysShown counts the dialogs and pop-ups on the window.
func overlaysShown(u *ui) int { return len(u.window.Canvas().Overlays().List()) }

// menuItem finds the main menu's item labelled label, with or without the
// shortcut written after it, in the menu titled menu.
func menuItem(t *testing.T, u *ui, menu, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range u.window.MainMenu().Items {
		if m.Label != menu {
			continue
		}
		for _, item := range m.Items {
			if shown, _, _ := strings.Cut(item.Label, menuLabelGap); shown == label {
				return item
			}
		}
	}
	t.Fatalf("no item %q in menu %q", label, menu)
	return nil
}

func TestMenu_EveryMenuAndItemWithItsShortcut(t *testing.T) {
	u := newTestWindow(t)
	menu := u.window.MainMenu()
	if menu == nil {
		t.Fatal("the window has no main menu")
	}
	var titles []string
	for _, m := range menu.Items {
		titles = append(titles, m.Label)
	}
	if got := strings.Join(titles, " "); got != "File Edit View Help" {
		t.Errorf("menus %q, want File Edit View Help", got)
	}
	for _, c := range []struct{ menu, item, shortcut string }{
		{"File", "Save batch…", "Ctrl+S"},
		{"File", "Open in Bulk…", "Ctrl+O"},
		{"File", "Settings…", "Ctrl+,"},
		{"File", "Close window", "Ctrl+W"},
		{"File", "Quit", "Ctrl+Q"},
		{"Edit", "Generate", "Ctrl+G"},
		{"Edit", "Copy all", "Ctrl+Shift+C"},
		{"Edit", "Paste and decode", "Ctrl+Shift+V"},
		{"View", "Show Range query", "Ctrl+3"},
		{"View", "Next tab", "Ctrl+Tab"},
		{"View", "Previous tab", "Ctrl+Shift+Tab"},
		{"Help", "Keyboard shortcuts", "F1"},
		{"Help", "About ObjectID Generator", ""},
	} {
		item := menuItem(t, u, c.menu, c.item)
		_, shown, _ := strings.Cut(item.Label, menuLabelGap)
		if got := strings.TrimLeft(shown, " "); got != c.shortcut {
			t.Errorf("%s › %s shows shortcut %q, want %q", c.menu, c.item, got, c.shortcut)
		}
		// Fyne would draw the item's Shortcut a second time, faintly.
		if item.Shortcut != nil {
			t.Errorf("%s › %s has the Shortcut %q set as well", c.menu, c.item, item.Shortcut.ShortcutName())
		}
	}
	if !menuItem(t, u, "File", "Quit").IsQuit {
		t.Error("the Quit item is not marked as the app's quit item")
	}
}

func TestKeyboard_TabShortcutsSwitchTabs(t *testing.T) {
	u := newTestWindow(t)
	pressShortcut(t, u, tabShortcut(3))
	if got := u.tabs.SelectedIndex(); got != 3 {
		t.Fatalf("Ctrl+4 shows tab %d, want 3 (Bulk)", got)
	}
	pressShortcut(t, u, nextTabShortcut)
	if got := u.tabs.SelectedIndex(); got != 4 {
		t.Errorf("Ctrl+Tab from Bulk shows tab %d, want 4 (About)", got)
	}
	pressShortcut(t, u, nextTabShortcut)
	if got := u.tabs.SelectedIndex(); got != 0 {
		t.Errorf("Ctrl+Tab from the last tab shows tab %d, want the first", got)
	}
	pressShortcut(t, u, previousTabShortcut)
	if got := u.tabs.SelectedIndex(); got != 4 {
		t.Errorf("Ctrl+Shift+Tab from the first tab shows tab %d, want the last", got)
	}
	pressShortcut(t, u, tabShortcut(1))
	if u.window.Canvas().Focused() != decodeField(t, u) {
		t.Fatalf("Ctrl+2 left the focus on %v, want the Decode field", u.window.Canvas().Focused())
	}
	// The Decode field has the focus: the shortcut still reaches the window.
	pressShortcutInField(t, u, nextTabShortcut)
	if got := u.tabs.SelectedIndex(); got != 2 {
		t.Errorf("Ctrl+Tab in the Decode field shows tab %d, want 2 (Range query)", got)
	}
}

func TestKeyboard_CtrlCCopiesTheFocusedRowInTheChosenFormat(t *testing.T) {
	u := newTestWindow(t)
	formatMenu(t, u).SetSelectedIndex(1) // ObjectId("…")
	u.window.Canvas().Focus(generatedList(t, u))
	typeKey(t, u, fyne.KeyDown)
	pressShortcut(t, u, &fyne.ShortcutCopy{})
	want := `ObjectId("6553f1003f2a91c8d400303a")`
	if got := u.app.Clipboard().Content(); got != want {
		t.Errorf("clipboard %q, want the second row %s", got, want)
	}
}

func TestKeyboard_PasteAndDecode(t *testing.T) {
	u := newTestWindow(t)
	u.app.Clipboard().SetContent(`{"$oid": "507f1f77bcf86cd799439011"}`)
	pressShortcut(t, u, pasteDecodeShortcut)
	if u.tabs.Selected() != u.decodeTab || decodedID(u) == "" || decodedID(u) != "507f1f77bcf86cd799439011" {
		t.Errorf("tab %q, decoded %v %s", u.tabs.Selected().Text, decodedID(u) != "", decodedID(u))
	}

	// Again with Decode on show and the focus elsewhere: it comes back to
	// the field, and Tab goes on to Open them in Bulk.
	u.app.Clipboard().SetContent("a 507f1f77bcf86cd799439011 b 6553f1003f2a91c8d4003039")
	u.window.Canvas().Unfocus()
	pressShortcut(t, u, pasteDecodeShortcut)
	if u.window.Canvas().Focused() != decodeField(t, u) {
		t.Fatalf("after Paste and decode the focus is on %v, want the Decode field", u.window.Canvas().Focused())
	}
	u.window.Canvas().FocusNext()
	if b, ok := u.window.Canvas().Focused().(*widgets.KeyButton); !ok || b.Text != "Open them in Bulk" {
		t.Errorf("Tab from the field went to %v, want Open them in Bulk", u.window.Canvas().Focused())
	}
}

func TestDialogs_EscapeClosesAndEnterTakesTheDefault(t *testing.T) {
	u := newTestWindow(t)
	pressShortcut(t, u, shortcutsHelpShortcut)
	if overlaysShown(u) != 1 {
		t.Fatalf("F1 opened %d dialogs, want 1", overlaysShown(u))
	}
	typeKey(t, u, fyne.KeyEscape)
	if overlaysShown(u) != 0 {
		t.Error("Escape left the shortcuts dialog open")
	}

	pressShortcut(t, u, settingsShortcut)
	if overlaysShown(u) != 1 || u.window.Canvas().Focused() == nil {
		t.Fatalf("Settings: %d dialogs, focus on %v", overlaysShown(u), u.window.Canvas().Focused())
	}
	// The language list has the focus and passes Escape on.
	typeKey(t, u, fyne.KeyEscape)
	if overlaysShown(u) != 0 {
		t.Error("Escape in the language list left Settings open")
	}

	menuItem(t, u, "Help", "About ObjectID Generator").Action()
	typeKey(t, u, fyne.KeyReturn)
	if overlaysShown(u) != 0 {
		t.Error("Enter left the About dialog open")
	}
}

func TestSettings_ThemeChoiceIsSavedAndApplied(t *testing.T) {
	u := newTestWindow(t)
	settings := u.showSettings()
	settings.look.SetSelectedIndex(2)
	if got := u.app.Preferences().String(prefTheme); got != "dark" {
		t.Errorf("theme preference %q, want dark", got)
	}
	th, ok := u.app.Settings().Theme().(*appTheme)
	if !ok || th.choice != themeDark {
		t.Errorf("app theme %T %+v, want the dark app theme", u.app.Settings().Theme(), th)
	}
}

func TestSettings_LanguageChoiceIsSavedForTheNextStart(t *testing.T) {
	u := newTestWindow(t)
	t.Cleanup(func() { applyLanguage("") })
	settings := u.showSettings()
	if !strings.Contains(overlayText(u.window), "The language changes when the app starts again.") {
		t.Errorf("Settings does not say when a language takes effect: %q", overlayText(u.window))
	}
	settings.language.SetSelected("Suomi")
	if got := u.app.Preferences().String(prefLanguage); got != "fi" {
		t.Fatalf("language preference %q, want fi", got)
	}
	next := openWindowIn(t, u.app, func() environment { env, _ := testEnvironment(t); return env }())
	if got := next.window.MainMenu().Items[0].Label; got != "Tiedosto" {
		t.Errorf("the next start's File menu is %q, want Tiedosto", got)
	}
}

func TestSettings_ClipboardSwitchStopsTheOffer(t *testing.T) {
	u := newTestWindow(t)
	settings := u.showSettings()
	settings.clipboard.SetChecked(false)
	u.app.Clipboard().SetContent("507f1f77bcf86cd799439011")
	enterForeground(u)
	if u.offers.content.Visible() {
		t.Error("the bar offered the clipboard with detection off")
	}
}

// enterForeground runs what the app does when its window comes to the
// foreground, as the driver does.
func enterForeground(u *ui) {
	if f := u.app.Lifecycle().(*testLifecycle).enteredForeground; f != nil {
		f()
	}
}

func TestClipboard_OfferDecodesOnlyWhenAccepted(t *testing.T) {
	u := newTestWindow(t)
	u.app.Clipboard().SetContent(`ObjectId("507f1f77bcf86cd799439011")`)
	before := decodeField(t, u).Text
	enterForeground(u)
	if !u.offers.content.Visible() || u.offers.act.Text != "Decode 507f1f77bcf86cd799439011" {
		t.Fatalf("bar visible %v reading %q", u.offers.content.Visible(), u.offers.act.Text)
	}
	// Laid out at once, with nothing else touched.
	if size, tabs := u.offers.act.Size(), u.tabs.Position().Y; size.Height == 0 || tabs < size.Height {
		t.Fatalf("the offer is %v and the tabs start at %v: the bar got no room", size, tabs)
	}
	if decodeField(t, u).Text != before || u.tabs.SelectedIndex() != 0 {
		t.Fatal("the offer changed a field or the tab by itself")
	}
	if u.window.Canvas().Focused() != u.offers.act {
		t.Fatalf("focus on %v, want the offer so Enter takes it", u.window.Canvas().Focused())
	}
	typeKey(t, u, fyne.KeyReturn)
	if u.tabs.Selected() != u.decodeTab || decodedID(u) != "507f1f77bcf86cd799439011" {
		t.Errorf("Enter on the offer: tab %q, decoded %s", u.tabs.Selected().Text, decodedID(u))
	}

	enterForeground(u)
	if u.offers.content.Visible() {
		t.Error("the same ID was offered a second time")
	}
}

func TestClipboard_OfferGoesWhenTheClipboardNoLongerHoldsIt(t *testing.T) {
	for name, next := range map[string]string{
		"text over the scan limit": "507f1f77bcf86cd799439011 " + strings.Repeat("x", clipboardScanLimit),
		"text with no ID":          "meeting at 10",
		"what the app copied":      "",
	} {
		t.Run(name, func(t *testing.T) {
			u := newTestWindow(t)
			u.app.Clipboard().SetContent("507f1f77bcf86cd799439011")
			enterForeground(u)
			if !u.offers.content.Visible() {
				t.Fatal("the ID was not offered")
			}
			if next == "" {
				test.Tap(generateButton(t, u, "Copy all"))
				if u.offers.content.Visible() {
					t.Errorf("the bar still offers %q after the app's own copy", u.offers.act.Text)
				}
			} else {
				u.app.Clipboard().SetContent(next)
			}
			enterForeground(u)
			if u.offers.content.Visible() {
				t.Errorf("the bar still offers %q", u.offers.act.Text)
			}
		})
	}
}

func TestClipboard_SeveralIDsOpenInBulk(t *testing.T) {
	u := newTestWindow(t)
	u.app.Clipboard().SetContent("a 507f1f77bcf86cd799439011\nb 6553f1003f2a91c8d4003039\n")
	enterForeground(u)
	if got := u.offers.act.Text; got != "Open 2 IDs in Bulk" {
		t.Fatalf("bar reads %q", got)
	}
	test.Tap(u.offers.act)
	if u.tabs.Selected() != u.bulkTab || bulkRows(t, u) != 2 {
		t.Errorf("tab %q, Bulk lists %d IDs", u.tabs.Selected().Text, bulkRows(t, u))
	}
}

func TestClipboard_WhatTheAppCopiedIsNotOffered(t *testing.T) {
	u := newTestWindow(t)
	test.Tap(generateButton(t, u, "Copy all"))
	enterForeground(u)
	if u.offers.content.Visible() {
		t.Errorf("the bar offers back the batch the app copied: %q", u.offers.act.Text)
	}
}

func TestClipboard_OfferTakesTabAndEscape(t *testing.T) {
	u := newTestWindow(t)
	u.app.Clipboard().SetContent("507f1f77bcf86cd799439011")
	enterForeground(u)
	u.window.Canvas().FocusNext()
	if got := u.window.Canvas().Focused(); got != u.offers.dismiss {
		t.Fatalf("Tab from the offer went to %v, not to Dismiss the offer", got)
	}
	u.window.Canvas().FocusPrevious()
	typeKey(t, u, fyne.KeyEscape)
	if u.offers.content.Visible() {
		t.Error("Escape left the offer up")
	}
}
