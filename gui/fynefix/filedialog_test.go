package fynefix

import (
	"log"
	"os"
	"path/filepath"
	"strings"
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

// TestFyneFileDialog_ReportsAHomeWithoutUserFolders fails once Fyne no
// longer logs a home without user folders as WithoutFavoritesReport expects.
func TestFyneFileDialog_ReportsAHomeWithoutUserFolders(t *testing.T) {
	// Without xdg-user-dir on PATH Fyne reads the folders off the home.
	home := t.TempDir()
	if err := os.Mkdir(filepath.Join(home, "Desktop"), 0o700); err != nil {
		t.Fatal(err)
	}
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("PATH", t.TempDir())
	var logged strings.Builder
	before := log.Writer()
	log.SetOutput(&logged)
	defer log.SetOutput(before)
	showFileDialog(t, true)
	if !strings.Contains(logged.String(), "Fyne error:  Getting favorite locations") {
		t.Errorf("Fyne logged %q for a home without user folders: WithoutFavoritesReport can go", logged.String())
	}
	logged.Reset()
	WithoutFavoritesReport(func() {
		showFileDialog(t, false)
		log.Print("another message")
	})
	if got := logged.String(); !strings.HasSuffix(got, "another message\n") || strings.Contains(got, "favorite") {
		t.Errorf("with the report left out the log reads %q", got)
	}
}
