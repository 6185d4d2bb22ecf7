package fynefix

import (
	"io"
	"log"
	"reflect"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// FileDialogPlaces are the names Fyne's file dialog gives the places in
// its sidebar, in English.
//
// Fyne 2.8.1 (dialog/file.go, loadFavorites; file_unix.go, getPlaces)
// writes them as they are, where it passes its other strings (the
// buttons, the title) through lang, so FileDialog.TranslatePlaces names
// them in the chosen language and the translations give each of them.
// TestFileDialog_SidebarListsItsPlacesInEnglish fails when Fyne names a
// place this list lacks.
var FileDialogPlaces = []string{
	"App Files", "Computer", "Desktop", "Documents", "Downloads", "Home", "Movies", "Music", "Pictures", "Videos",
}

// FileDialog is what the window changes in a Fyne file dialog on screen,
// found in the dialog's widget tree.
//
// Fyne 2.8.1's dialog.FileDialog offers no access to its widgets, while
// the window needs its Save or Open button (for Enter), its file name
// field (to pass Escape on) and its sidebar (to translate the places):
// FindFileDialog finds them by their types and places in the tree that
// dialog/file.go makes. TestFindFileDialog_FindsTheParts fails when Fyne
// builds the dialog otherwise.
type FileDialog struct {
	// Confirm is the Save or Open button, the one button of high
	// importance.
	Confirm *widget.Button
	// Name is a save dialog's file name field, which the dialog reads as
	// it saves; nil in an open dialog.
	Name *widget.Entry
	// Places is the sidebar's list of places.
	Places *widget.List

	nameScroll *container.Scroll
}

// FindFileDialog finds the parts of the file dialog at the top of c's
// overlays; ok is false when no pop-up is there. A part the dialog does
// not have, or that Fyne no longer builds where it did, is nil.
func FindFileDialog(c fyne.Canvas) (d FileDialog, ok bool) {
	popUp, ok := TopPopUp(c)
	if !ok {
		return FileDialog{}, false
	}
	WalkDialog(popUp.Content, func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Button:
			if o.Importance == widget.HighImportance {
				d.Confirm = o
			}
		case *container.Scroll:
			if e, ok := o.Content.(*widget.Entry); ok {
				d.nameScroll, d.Name = o, e
			}
		}
	})
	d.Places = placesList(popUp.Content)
	return d, true
}

// ReplaceName shows field in the place of the save dialog's file name
// field, which stays the one the dialog reads: the caller keeps the two
// holding the same text. It does nothing in an open dialog.
func (d FileDialog) ReplaceName(field fyne.CanvasObject) {
	if d.nameScroll == nil {
		return
	}
	d.nameScroll.Content = field
	d.nameScroll.Refresh()
}

// TranslatePlaces names the places in the sidebar, each one of
// FileDialogPlaces, by what translate makes of its English name, now and
// whenever the list draws a row again.
func (d FileDialog) TranslatePlaces(translate func(place string) string) {
	if d.Places == nil {
		return
	}
	update := d.Places.UpdateItem
	d.Places.UpdateItem = func(id widget.ListItemID, item fyne.CanvasObject) {
		update(id, item)
		translatePlace(item, translate)
	}
	d.Places.Refresh()
}

// TopPopUp is the pop-up at the top of c's overlays, such as an open
// dialog; ok is false when the top overlay is none.
func TopPopUp(c fyne.Canvas) (*widget.PopUp, bool) {
	popUp, ok := OverlayContent(c.Overlays().Top()).(*widget.PopUp)
	return popUp, ok
}

// OverlayContent is what the overlay o shows, o itself when it is no
// wrapper.
//
// Fyne 2.8.1 puts a pop-up on the canvas inside an overlay container of
// an internal type (internal/widget.OverlayContainer), which cannot be
// named outside Fyne but keeps what it shows in an exported field,
// Content, which this reads by reflection.
// TestOverlayContent_UnwrapsADialog fails when Fyne wraps it otherwise.
func OverlayContent(o fyne.CanvasObject) fyne.CanvasObject {
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

// WalkDialog calls visit for o and everything inside it: containers,
// scrolls, split panes and the pop-up, not the insides of widgets.
func WalkDialog(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	visit(o)
	switch v := o.(type) {
	case *fyne.Container:
		for _, child := range v.Objects {
			WalkDialog(child, visit)
		}
	case *container.Scroll:
		if v.Content != nil {
			WalkDialog(v.Content, visit)
		}
	case *container.Split:
		WalkDialog(v.Leading, visit)
		WalkDialog(v.Trailing, visit)
	}
}

// placesList finds the dialog's sidebar: the one list among its
// containers and split panes, the files being in a scroll it does not
// look into.
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

// translatePlace gives the label of a sidebar row, an icon and a label,
// the place's name as translate makes it.
func translatePlace(item fyne.CanvasObject, translate func(string) string) {
	row, ok := item.(*fyne.Container)
	if !ok {
		return
	}
	for _, o := range row.Objects {
		label, ok := o.(*widget.Label)
		if !ok {
			continue
		}
		for _, place := range FileDialogPlaces {
			if label.Text == place {
				label.SetText(translate(place))
				return
			}
		}
	}
}

// WithoutFavoritesReport runs show, which opens a file dialog, with the
// standard log passing on everything but Fyne's report that it could not
// find a user folder for the dialog's sidebar.
//
// Fyne 2.8.1 (dialog/file.go, loadFavorites) asks for Desktop, Documents,
// Downloads, Music, Pictures and Videos as the dialog opens and logs an
// error when any one is missing, though a home without them, as a new
// account has, is ordinary: the sidebar simply lists the ones there.
// TestFyneFileDialog_ReportsAHomeWithoutUserFolders fails once Fyne stops
// logging it, or logs it in other words.
func WithoutFavoritesReport(show func()) {
	logTo := log.Writer()
	log.SetOutput(&favoritesReportFilter{out: logTo})
	defer log.SetOutput(logTo)
	show()
}

// favoritesReportFilter passes the log on, less Fyne's report of missing
// user folders: three log lines, the reason, its cause and where.
type favoritesReportFilter struct {
	out      io.Writer
	dropping bool
}

func (f *favoritesReportFilter) Write(p []byte) (int, error) {
	line := string(p)
	switch {
	case strings.Contains(line, favoritesReport):
		f.dropping = true
		return len(p), nil
	case f.dropping && (strings.Contains(line, "  Cause: ") || strings.Contains(line, "  At: ")):
		return len(p), nil
	}
	f.dropping = false
	return f.out.Write(p)
}

// favoritesReport begins the line Fyne logs when a user folder is missing.
const favoritesReport = "Fyne error:  Getting favorite locations"
