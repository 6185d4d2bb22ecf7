//go:build ci

package gui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/fynefix"
	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

func TestLanguage_FileDialogNamesItsPlacesInTheChosenLanguage(t *testing.T) {
	for _, l := range languages {
		for _, c := range []struct {
			name string
			open func(u *ui)
		}{
			{"BulkOpen", func(u *ui) { u.openInBulkDialog() }},
			{"GenerateSave", func(u *ui) { u.generateFromAnywhere(); u.saveBatch() }},
		} {
			t.Run(l.code+"/"+c.name, func(t *testing.T) {
				a := withSystemLocale(t, "en_US.UTF-8", l.code)
				u := openWindow(t, a, uitest.FixedSource(t, uitest.ExampleCounter))

				c.open(u)

				popUp, ok := fynefix.TopPopUp(u.window.Canvas())
				if !ok {
					t.Fatal("no file dialog is open")
				}
				labels := uitest.LabelTexts(popUp)
				for _, place := range []string{"Home", "Computer"} {
					want := inLanguage(t, l.code, place)
					if !slices.Contains(labels, want) {
						t.Errorf("the sidebar has no %q for %s; its labels are %q", want, place, labels)
					}
					if l.code != "en" && slices.Contains(labels, place) {
						t.Errorf("the sidebar still reads %q in English", place)
					}
				}
			})
		}
	}
}

// fileDialogIn opens file dialogs of u in dir, as if the user had last
// used it, so nothing a test saves lands outside its temporary folder.
func fileDialogIn(t *testing.T, u *ui) string {
	t.Helper()
	dir := t.TempDir()
	u.app.Preferences().SetString("fyne:fileDialogLastFolder", storage.NewFileURI(dir).String())
	return dir
}

// fileDialogOpen reports whether a file dialog is on the window.
func fileDialogOpen(u *ui) bool {
	_, ok := fynefix.TopPopUp(u.window.Canvas())
	return ok
}

func TestFileDialog_EscapeCancelsSaveFromTheNameField(t *testing.T) {
	u := newTestWindow(t)
	dir := fileDialogIn(t, u)
	pressShortcut(t, u, saveShortcut)
	name, ok := u.window.Canvas().Focused().(*fileNameEntry)
	if !ok {
		t.Fatalf("Save batch… put the focus on %T, want the file name field", u.window.Canvas().Focused())
	}
	if name.Text != "objectids.txt" {
		t.Errorf("the name field reads %q, want objectids.txt", name.Text)
	}
	typeKey(t, u, fyne.KeyEscape)
	if fileDialogOpen(u) || len(u.dialogs.open) != 0 {
		t.Fatal("Escape in the name field left the save dialog open")
	}
	if files, _ := os.ReadDir(dir); len(files) != 0 {
		t.Errorf("cancelling saved %v", files)
	}
}

func TestFileDialog_EnterSavesUnderTheTypedName(t *testing.T) {
	u := newTestWindow(t)
	dir := fileDialogIn(t, u)
	pressShortcut(t, u, saveShortcut)
	name := u.window.Canvas().Focused().(*fileNameEntry)
	name.SetText("")
	typeKey(t, u, fyne.KeyReturn)
	if !fileDialogOpen(u) {
		t.Fatal("Enter with no file name closed the dialog")
	}
	test.Type(name, "batch.txt")
	typeKey(t, u, fyne.KeyReturn)
	if fileDialogOpen(u) {
		t.Fatal("Enter did not press Save")
	}
	data, err := os.ReadFile(filepath.Join(dir, "batch.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if want := chosenFormat(t, u).Batch(listedIDs(t, u)); string(data) != want {
		t.Errorf("saved %q, want the batch %q", data, want)
	}
}

func TestFileDialog_OpenInBulkTakesEscapeAndEnter(t *testing.T) {
	u := newTestWindow(t)
	dir := fileDialogIn(t, u)
	if err := os.WriteFile(filepath.Join(dir, "log.txt"), []byte("a 507f1f77bcf86cd799439011\nb 6553f1003f2a91c8d4003039\n"), 0o600); err != nil {
		t.Fatal(err)
	}

	pressShortcut(t, u, openShortcut)
	if !fileDialogOpen(u) {
		t.Fatal("Open in Bulk… opened no dialog")
	}
	typeKey(t, u, fyne.KeyEscape)
	if fileDialogOpen(u) {
		t.Fatal("Escape left the open dialog open")
	}

	pressShortcut(t, u, openShortcut)
	typeKey(t, u, fyne.KeyReturn)
	if !fileDialogOpen(u) {
		t.Fatal("Enter with no file chosen closed the dialog")
	}
	popUp, _ := fynefix.TopPopUp(u.window.Canvas())
	chooseFileNamed(t, popUp, "log.txt")
	typeKey(t, u, fyne.KeyReturn)
	// Open starts the scan of the file, which the screen is read after.
	waitForBulk(t)
	if !strings.Contains(bulkSummary(t, u), "log.txt") {
		t.Fatalf("Enter did not press Open: no file is read, Bulk says %q", bulkSummary(t, u))
	}
	if fileDialogOpen(u) {
		t.Fatal("Enter did not press Open")
	}
	if got := bulkRows(t, u); got != 2 {
		t.Errorf("Bulk read %d IDs from the file, want 2", got)
	}
}

// chooseFileNamed selects the file called name in the dialog's list of
// files, as a click on it does: the one whose choice makes the dialog name
// it under the list.
func chooseFileNamed(t *testing.T, popUp *widget.PopUp, name string) {
	t.Helper()
	var files *widget.GridWrap
	var chosen *widget.Label
	fynefix.WalkDialog(popUp.Content, func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.GridWrap:
			files = o
		case *container.Scroll:
			if l, ok := o.Content.(*widget.Label); ok {
				chosen = l
			}
		}
	})
	if files == nil || chosen == nil {
		t.Fatal("the dialog shows no files or no name of the chosen one")
	}
	// From the end: the first item is the parent folder, and choosing a
	// folder opens it.
	for i := files.Length() - 1; i >= 0; i-- {
		files.Select(i)
		if chosen.Text == name {
			return
		}
	}
	t.Fatalf("the dialog lists no %s", name)
}
