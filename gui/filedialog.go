package gui

import (
	"io"
	"log"
	"reflect"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// fileDialogPlaces are the names Fyne's file dialog gives the places in its
// sidebar. Fyne v2.8.1 writes them as they are, in English, where it passes
// its other strings (the buttons, the title) through lang; showFileDialog
// passes these through lang too, so they follow the chosen language.
var fileDialogPlaces = []string{
	"App Files", "Computer", "Desktop", "Documents", "Downloads", "Home", "Movies", "Music", "Pictures", "Videos",
}

// showFileDialog shows d, an open or save dialog made for the window, with
// the places in its sidebar named in the chosen language. Escape cancels
// it and Enter takes its Save or Open button, as in the window's own
// dialogs.
func (u *ui) showFileDialog(d *dialog.FileDialog) {
	var confirm *widget.Button
	logTo := log.Writer()
	log.SetOutput(&favoritesReportFilter{out: logTo})
	u.showDialog(d, func() {
		if confirm != nil && !confirm.Disabled() {
			confirm.OnTapped()
		}
	})
	log.SetOutput(logTo)
	popUp, ok := overlayContent(u.window.Canvas().Overlays().Top()).(*widget.PopUp)
	if !ok {
		return
	}
	confirm = confirmButton(popUp.Content)
	if name := newFileNameEntry(popUp.Content, u); name != nil {
		u.window.Canvas().Focus(name)
	}
	places := placesList(popUp.Content)
	if places == nil {
		return
	}
	update := places.UpdateItem
	places.UpdateItem = func(id widget.ListItemID, item fyne.CanvasObject) {
		update(id, item)
		translatePlace(item)
	}
	places.Refresh()
}

// confirmButton finds the dialog's Save or Open button, the one button of
// high importance.
func confirmButton(root fyne.CanvasObject) *widget.Button {
	var found *widget.Button
	walkDialog(root, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Importance == widget.HighImportance {
			found = b
		}
	})
	return found
}

// fileNameEntry is the file name field of a save dialog. Fyne's own field
// keeps Escape to itself, and it has the focus while the dialog is open, so
// Escape could not cancel the dialog: this one takes its place on screen,
// passes Escape and Enter to the window, and keeps Fyne's field, which the
// dialog reads when it saves, holding the same text. It is one of the
// window's text fields: it refuses text past maxFieldText and passes the
// window's shortcuts (Ctrl+Q, Ctrl+W) on.
type fileNameEntry struct {
	windowEntry
	typedKey func(*fyne.KeyEvent)
}

// newFileNameEntry puts a fileNameEntry of u's window in the place of the
// save dialog's name field in root and returns it; nil for an open dialog,
// which has no such field. The window's typedKey gets Escape and Enter.
func newFileNameEntry(root fyne.CanvasObject, u *ui) *fileNameEntry {
	var scroll *container.Scroll
	var fyneName *widget.Entry
	walkDialog(root, func(o fyne.CanvasObject) {
		if s, ok := o.(*container.Scroll); ok {
			if e, ok := s.Content.(*widget.Entry); ok {
				scroll, fyneName = s, e
			}
		}
	})
	if fyneName == nil {
		return nil
	}
	e := &fileNameEntry{typedKey: u.typedKey}
	e.ofWindow(u)
	e.onLongText = u.sayTooLong
	e.ExtendBaseWidget(e)
	e.SetPlaceHolder(fyneName.PlaceHolder)
	e.SetText(fyneName.Text)
	e.CursorColumn = len([]rune(e.Text))
	e.OnChanged = func(text string) {
		if fyneName.Text != text {
			fyneName.SetText(text)
		}
	}
	fyneChanged := fyneName.OnChanged
	fyneName.OnChanged = func(text string) {
		if fyneChanged != nil {
			fyneChanged(text)
		}
		if e.Text != text {
			e.SetText(text)
		}
	}
	scroll.Content = e
	scroll.Refresh()
	return e
}

// TypedKey hands Escape, Enter and Return to the window and every other
// key to the field, which passes F1 on too.
func (e *fileNameEntry) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter:
		e.typedKey(ev)
	default:
		e.windowEntry.TypedKey(ev)
	}
}

// walkDialog calls visit for o and everything inside it: containers,
// scrolls, split panes and the pop-up, not the insides of widgets.
func walkDialog(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	visit(o)
	switch v := o.(type) {
	case *fyne.Container:
		for _, child := range v.Objects {
			walkDialog(child, visit)
		}
	case *container.Scroll:
		if v.Content != nil {
			walkDialog(v.Content, visit)
		}
	case *container.Split:
		walkDialog(v.Leading, visit)
		walkDialog(v.Trailing, visit)
	}
}

// overlayContent is what the overlay o shows. Fyne puts a pop-up on the
// canvas inside an overlay container of an internal type, which cannot be
// named here but keeps what it shows in an exported field, Content.
func overlayContent(o fyne.CanvasObject) fyne.CanvasObject {
	v := reflect.ValueOf(o)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return o
	}
	content := v.Elem().FieldByName("Content")
	if !content.IsValid() || !content.CanInterface() {
		return o
	}
	if c, ok := content.Interface().(fyne.CanvasObject); ok {
		return c
	}
	return o
}

// placesList finds the dialog's sidebar: the one list among its containers
// and split panes, the files being in a scroll it does not look into.
func placesList(o fyne.CanvasObject) *widget.List {
	switch v := o.(type) {
	case *widget.List:
		return v
	case *container.Split:
		if l := placesList(v.Leading); l != nil {
			return l
		}
		return placesList(v.Trailing)
	case *fyne.Container:
		for _, child := range v.Objects {
			if l := placesList(child); l != nil {
				return l
			}
		}
	}
	return nil
}

// translatePlace gives the label of a sidebar row, an icon and a label, the
// place's name in the chosen language.
func translatePlace(item fyne.CanvasObject) {
	row, ok := item.(*fyne.Container)
	if !ok {
		return
	}
	for _, o := range row.Objects {
		label, ok := o.(*widget.Label)
		if !ok {
			continue
		}
		for i := range fileDialogPlaces {
			if label.Text == fileDialogPlaces[i] {
				label.SetText(lang.L(fileDialogPlaces[i]))
				return
			}
		}
	}
}

// favoritesReportFilter passes the log on, less Fyne's report that it could
// not find a user folder for its sidebar. Fyne v2.8.1 asks for Desktop,
// Documents, Downloads, Music, Pictures and Videos as the dialog opens and
// logs an error when any one is missing, though a home without them, as a
// new account has, is ordinary: the sidebar simply lists the ones there.
// The report is three log lines: the reason, its cause and where.
type favoritesReportFilter struct {
	out      io.Writer
	dropping bool
}

func (f *favoritesReportFilter) Write(p []byte) (int, error) {
	line := string(p)
	switch {
	case strings.Contains(line, "Fyne error:  Getting favorite locations"):
		f.dropping = true
		return len(p), nil
	case f.dropping && (strings.Contains(line, "  Cause: ") || strings.Contains(line, "  At: ")):
		return len(p), nil
	}
	f.dropping = false
	return f.out.Write(p)
}
