package gui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/gui/fynefix"
	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/widgets"
)

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
	if fileDialogOpen(u) {
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
	u.saves.Wait()
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

func TestFileDialog_OverwriteAsksInTheWindowsWordsWithKeys(t *testing.T) {
	u := newTestWindow(t)
	file := filepath.Join(fileDialogIn(t, u), "big.txt")
	os.WriteFile(file, []byte("old"), 0o600)
	u.env.clipboardLimit = 1
	u.offerSave("the batch", "big.txt", "new")
	typeKey(t, u, fyne.KeyReturn) // the offer's Save…
	for _, key := range []fyne.KeyName{fyne.KeyEscape, fyne.KeyReturn} {
		typeKey(t, u, fyne.KeyReturn) // the file dialog's Save
		if text := overlayText(u.window); !strings.Contains(text, "big.txt is there already. Replace it?") {
			t.Errorf("saving over a file asks %q", text)
		}
		if _, ok := u.window.Canvas().Focused().(*widgets.KeyButton); !ok {
			t.Errorf("the question opens with the focus on %T, want its button", u.window.Canvas().Focused())
		}
		typeKey(t, u, key)
		u.saves.Wait()
		if data, _ := os.ReadFile(file); (key == fyne.KeyEscape) != (string(data) == "old") {
			t.Errorf("after %s the file holds %q", key, data)
		}
	}
}

func TestFileDialog_OpensATypedPath(t *testing.T) {
	u := newTestWindow(t)
	dir := fileDialogIn(t, u)
	os.Mkdir(filepath.Join(dir, "logs"), 0o700)
	os.WriteFile(filepath.Join(dir, "logs", "app.log"), []byte(uitest.FirstID), 0o600)
	pressShortcut(t, u, openShortcut)
	name := u.window.Canvas().Focused().(*fileNameEntry)
	for _, typed := range []string{"nothing.log", "logs", "app.log"} { // the folder shown, then logs
		name.SetText(typed)
		u.window.Canvas().Unfocus() // Enter to the dialog: the test driver runs the scan's fyne.Do beside a typing field
		typeKey(t, u, fyne.KeyReturn)
		waitForBulk(t, u)
		if text := overlayText(u.window); (typed == "nothing.log") != strings.Contains(text, "There is no file or folder "+filepath.Join(dir, typed)) {
			t.Errorf("typed %s: the window shows %q", typed, text)
		} else if typed == "nothing.log" {
			typeKey(t, u, fyne.KeyEscape) // closes the error only
		}
	}
	if fileDialogOpen(u) || bulkRows(t, u) != 1 {
		t.Errorf("the dialog is open %v with %d rows in Bulk, want app.log read", fileDialogOpen(u), bulkRows(t, u))
	}
}

func TestFileDialog_OpensTheFolderShownOrATypedOne(t *testing.T) {
	u := newTestWindow(t)
	dir := fileDialogIn(t, u)
	os.Mkdir(filepath.Join(dir, "dump"), 0o700)
	var opened []string
	for _, typed := range []string{"", "dump"} {
		screenWindow{u}.OpenFolder(func(folder fyne.ListableURI, err error) { opened = append(opened, filepath.Base(folder.Path())) })
		test.Type(u.window.Canvas().Focused().(*fileNameEntry), typed)
		typeKey(t, u, fyne.KeyReturn)
	}
	if want := []string{filepath.Base(dir), "dump"}; !slices.Equal(opened, want) {
		t.Errorf("Open folder… opened %q, want %q", opened, want)
	}
}

func TestFileDialog_NewFolderTakesEnterAndEscape(t *testing.T) {
	u := newTestWindow(t)
	dir := fileDialogIn(t, u)
	for _, key := range []fyne.KeyName{fyne.KeyEscape, fyne.KeyReturn} {
		pressShortcut(t, u, saveShortcut)
		parts, _ := fynefix.FindFileDialog(u.window.Canvas())
		test.Tap(parts.NewFolder)
		test.Type(u.window.Canvas().Focused().(*fileNameEntry), "new-"+string(key))
		typeKey(t, u, key)
		if _, err := os.Stat(filepath.Join(dir, "new-"+string(key))); (err == nil) != (key == fyne.KeyReturn) || !fileDialogOpen(u) {
			t.Errorf("after %s the folder is there: %v, the save dialog open %v", key, err == nil, fileDialogOpen(u))
		}
		typeKey(t, u, fyne.KeyEscape)
	}
}

func TestFileDialog_SavesToATypedPath(t *testing.T) {
	u := newTestWindow(t)
	dir, home := fileDialogIn(t, u), t.TempDir()
	t.Setenv("HOME", home)
	os.Mkdir(filepath.Join(dir, "sub"), 0o700)
	for _, path := range [][2]string{
		{filepath.Join("sub", "a.txt"), filepath.Join(dir, "sub", "a.txt")},
		{filepath.Join(home, "b.txt"), filepath.Join(home, "b.txt")},
		{"~/c.txt", filepath.Join(home, "c.txt")},
	} {
		typed, want := path[0], path[1]
		pressShortcut(t, u, saveShortcut)
		u.window.Canvas().Focused().(*fileNameEntry).SetText(typed)
		typeKey(t, u, fyne.KeyReturn)
		u.saves.Wait()
		if _, err := os.Stat(want); err != nil || fileDialogOpen(u) {
			t.Errorf("typed %s: %v, dialog open %v", typed, err, fileDialogOpen(u))
		}
	}
	pressShortcut(t, u, saveShortcut)
	u.window.Canvas().Focused().(*fileNameEntry).SetText("/nowhere/d.txt")
	typeKey(t, u, fyne.KeyReturn)
	if text := overlayText(u.window); !strings.Contains(text, "There is no folder /nowhere") {
		t.Errorf("a path into no folder shows %q", text)
	}
}
