package fynefix

import (
	"reflect"
	"unsafe"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// FileDialog is what the window changes in a Fyne file dialog on screen:
// Fyne 2.8.1 offers no access to its Save or Open button or its name field,
// found by type in its tree. TestFindFileDialog_FindsTheParts fails when
// Fyne builds the dialog otherwise.
type FileDialog struct {
	// Confirm is the Save or Open button, the one button of high
	// importance.
	Confirm *widget.Button
	// Name is a save dialog's file name field, which the dialog reads as
	// it saves; nil in an open dialog.
	Name *widget.Entry
	// NewFolder is the button that asks for a new folder's name.
	NewFolder *widget.Button

	nameScroll *container.Scroll
}

// FindFileDialog finds the parts of the file dialog at the top of c's
// overlays, nil where missing; ok is false when no pop-up is there.
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
			} else if o.Icon != nil && o.Icon.Name() == theme.FolderNewIcon().Name() {
				d.NewFolder = o
			}
		case *container.Scroll:
			if e, ok := o.Content.(*widget.Entry); ok {
				d.nameScroll, d.Name = o, e
			} else if _, ok := o.Content.(*widget.Label); ok {
				d.nameScroll = o
			}
		}
	})
	return d, true
}

// ReplaceName shows field in the place of a dialog's name field, which a
// save dialog still reads: the caller keeps the two in step.
func (d FileDialog) ReplaceName(field fyne.CanvasObject) {
	d.nameScroll.Content = field
	d.nameScroll.Refresh()
}

// fileDialogField is the unexported field name of the dialog inside d, a
// Fyne 2.8.1 file dialog on show; invalid where it is no more.
func fileDialogField(d *dialog.FileDialog, name string) reflect.Value {
	inner := reflect.ValueOf(d).Elem().FieldByName("dialog")
	if !inner.IsValid() || inner.Kind() != reflect.Pointer || inner.IsNil() {
		return reflect.Value{}
	}
	f := inner.Elem().FieldByName(name)
	if !f.IsValid() {
		return f
	}
	return reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem()
}

// Folder is the folder d, a file dialog on show, is in; nil if unknown.
// gui.TestFileDialog_OpensATypedPath fails when Fyne keeps it otherwise.
func Folder(d *dialog.FileDialog) fyne.ListableURI {
	if f := fileDialogField(d, "dir"); f.IsValid() {
		folder, _ := f.Interface().(fyne.ListableURI)
		return folder
	}
	return nil
}

// SetNameField has d, an open dialog on show, write the name of the file
// or folder chosen into field, in place of its label; false if it cannot.
// gui.TestFileDialog_OpensATypedPath fails when Fyne keeps it otherwise.
func SetNameField(d *dialog.FileDialog, field interface {
	fyne.Widget
	SetText(string)
}) bool {
	f := fileDialogField(d, "fileName")
	if !f.IsValid() || !reflect.TypeOf(field).AssignableTo(f.Type()) {
		return false
	}
	f.Set(reflect.ValueOf(field))
	return true
}

// TopPopUp is the pop-up at the top of c's overlays, such as an open
// dialog; ok is false when the top overlay is none. Fyne 2.8.1 wraps it in
// an internal type whose field Content this reads by reflection.
// TestTopPopUp_UnwrapsADialog fails when Fyne wraps it otherwise.
func TopPopUp(c fyne.Canvas) (*widget.PopUp, bool) {
	v := reflect.ValueOf(c.Overlays().Top())
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return nil, false
	}
	content := v.Elem().FieldByName("Content")
	if !content.IsValid() || !content.CanInterface() {
		return nil, false
	}
	popUp, ok := content.Interface().(*widget.PopUp)
	return popUp, ok
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
