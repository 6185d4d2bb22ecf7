package fynefix

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// showFileDialog shows a save dialog, or an open one, on a new window and
// returns the window's canvas.
func showFileDialog(t *testing.T, save bool) fyne.Canvas {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(800, 600))
	if save {
		dialog.NewFileSave(func(fyne.URIWriteCloser, error) {}, w).Show()
	} else {
		dialog.NewFileOpen(func(fyne.URIReadCloser, error) {}, w).Show()
	}
	return w.Canvas()
}

func TestFindFileDialog_FindsTheParts(t *testing.T) {
	for _, c := range []struct {
		name    string
		save    bool
		confirm string
	}{{"Save", true, "Save"}, {"Open", false, "Open"}} {
		t.Run(c.name, func(t *testing.T) {
			d, ok := FindFileDialog(showFileDialog(t, c.save))
			if !ok {
				t.Fatal("FindFileDialog finds no dialog on the canvas")
			}
			if d.Confirm == nil || d.Confirm.Text != c.confirm {
				t.Errorf("FindFileDialog found the button %v, want %s: Fyne builds the dialog otherwise now", d.Confirm, c.confirm)
			}
			if (d.Name != nil) != c.save {
				t.Errorf("FindFileDialog found the name field %v in the %s dialog", d.Name, c.name)
			}
		})
	}
}

func TestTopPopUp_UnwrapsADialog(t *testing.T) {
	c := showFileDialog(t, false)
	if _, bare := c.Overlays().Top().(*widget.PopUp); bare {
		t.Errorf("Fyne puts the dialog's pop-up on the canvas as it is: TopPopUp's reflection can go")
	}
	if _, ok := TopPopUp(c); !ok {
		t.Errorf("TopPopUp finds no pop-up in the overlay %T: Fyne wraps it otherwise now", c.Overlays().Top())
	}
}
