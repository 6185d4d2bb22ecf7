package gui

import (
	"reflect"

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

// showFileDialog shows d, an open or save dialog made for w, with the places
// in its sidebar named in the chosen language.
func showFileDialog(d *dialog.FileDialog, w fyne.Window) {
	d.Show()
	popUp, ok := overlayContent(w.Canvas().Overlays().Top()).(*widget.PopUp)
	if !ok {
		return
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
