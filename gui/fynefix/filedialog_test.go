package fynefix

import (
	"bytes"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

// userFolders are the folders Fyne 2.8.1's file dialog offers in its
// sidebar when the home has them.
var userFolders = []string{"Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos"}

// xdgUserDir stands in for the xdg-user-dir program of the xdg-user-dirs
// package: it prints the folder user-dirs.dirs names, or the home.
const xdgUserDir = `#!/bin/sh
test -f "$XDG_CONFIG_HOME/user-dirs.dirs" && . "$XDG_CONFIG_HOME/user-dirs.dirs"
eval echo "\${XDG_${1}_DIR:-$HOME}"
`

// newHome makes a home for the file dialog, with the user folders named
// or none, and makes it the process's. PATH holds xdg-user-dir when
// withUserDir is true and nothing otherwise: Fyne 2.8.1
// (dialog/file_xdg.go) asks that program for the user folders only when
// it finds it on PATH, and a machine may or may not have it.
func newHome(t *testing.T, withUserDir bool, folders ...string) {
	t.Helper()
	bin := t.TempDir()
	t.Setenv("PATH", bin)
	if withUserDir {
		if err := os.WriteFile(filepath.Join(bin, "xdg-user-dir"), []byte(xdgUserDir), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	home := t.TempDir()
	config := filepath.Join(home, ".config")
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", config)
	var dirs strings.Builder
	for _, name := range folders {
		if err := os.Mkdir(filepath.Join(home, name), 0o700); err != nil {
			t.Fatal(err)
		}
		dirs.WriteString("XDG_" + strings.ToUpper(name) + `_DIR="$HOME/` + name + "\"\n")
	}
	if err := os.MkdirAll(config, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(config, "user-dirs.dirs"), []byte(dirs.String()), 0o600); err != nil {
		t.Fatal(err)
	}
}

// showFileDialog shows a save dialog, or an open one, on a new window and
// returns the window's canvas. Fyne's report of missing user folders is
// left out of the log.
func showFileDialog(t *testing.T, save bool) (c fyne.Canvas) {
	t.Helper()
	WithoutFavoritesReport(func() { c = showFileDialogLogged(t, save) })
	return c
}

// showFileDialogLogged is showFileDialog with all Fyne logs.
func showFileDialogLogged(t *testing.T, save bool) fyne.Canvas {
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

// placeNames are the names the sidebar's rows show, each drawn by the
// list's own callbacks.
func placeNames(t *testing.T, places *widget.List) []string {
	t.Helper()
	var names []string
	for id := range places.Length() {
		row := places.CreateItem()
		places.UpdateItem(id, row)
		WalkDialog(row, func(o fyne.CanvasObject) {
			if l, ok := o.(*widget.Label); ok {
				names = append(names, l.Text)
			}
		})
	}
	return names
}

func TestFindFileDialog_FindsTheParts(t *testing.T) {
	for _, c := range []struct {
		name    string
		save    bool
		confirm string
	}{{"Save", true, "Save"}, {"Open", false, "Open"}} {
		t.Run(c.name, func(t *testing.T) {
			newHome(t, true)
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
			if d.Places == nil {
				t.Fatal("FindFileDialog found no sidebar: Fyne builds the dialog otherwise now")
			}
			if names := placeNames(t, d.Places); !slices.Contains(names, "Home") {
				t.Errorf("the list FindFileDialog found shows %q, no Home: it is not the sidebar", names)
			}
		})
	}
}

func TestFindFileDialog_NoDialogNoParts(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	if _, ok := FindFileDialog(w.Canvas()); ok {
		t.Error("FindFileDialog finds a dialog on a canvas without one")
	}
}

// TestFileDialog_SidebarListsItsPlacesInEnglish fails when Fyne's dialog
// names a place FileDialogPlaces lacks, which would stay in English.
func TestFileDialog_SidebarListsItsPlacesInEnglish(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the user folders are found as on Linux")
	}
	for _, withUserDir := range []bool{true, false} {
		newHome(t, withUserDir, userFolders...)
		d, _ := FindFileDialog(showFileDialog(t, true))
		names := placeNames(t, d.Places)
		for _, name := range names {
			if !slices.Contains(FileDialogPlaces, name) {
				t.Errorf("Fyne's sidebar names a place %q, which FileDialogPlaces (gui/fynefix/filedialog.go) and the translations lack", name)
			}
		}
		if want := append([]string{"Home", "Computer"}, userFolders...); !slices.Equal(names, want) {
			t.Errorf("with xdg-user-dir %v, the sidebar lists %q, want %q", withUserDir, names, want)
		}
	}
}

func TestFileDialog_TranslatePlacesRenamesEveryRow(t *testing.T) {
	for _, withUserDir := range []bool{true, false} {
		// Desktop, the first user folder Fyne asks for: it lists none
		// after the first it misses.
		newHome(t, withUserDir, "Desktop")
		c := showFileDialog(t, false)
		d, _ := FindFileDialog(c)
		d.TranslatePlaces(strings.ToUpper)
		if names := placeNames(t, d.Places); !slices.Equal(names, []string{"HOME", "COMPUTER", "DESKTOP"}) {
			t.Errorf("with xdg-user-dir %v, translated, the sidebar's rows read %q", withUserDir, names)
		}
		popUp, _ := TopPopUp(c)
		var shown []string
		uitest.VisitAll(popUp, func(o fyne.CanvasObject) {
			if l, ok := o.(*widget.Label); ok && l.Visible() {
				shown = append(shown, l.Text)
			}
		})
		if !slices.Contains(shown, "HOME") || slices.Contains(shown, "Home") {
			t.Errorf("the dialog on screen shows %q, want HOME and no Home", shown)
		}
	}
}

func TestFileDialog_ReplaceNameShowsTheFieldGiven(t *testing.T) {
	newHome(t, true)
	c := showFileDialog(t, true)
	d, _ := FindFileDialog(c)
	mine := widget.NewEntry()
	d.ReplaceName(mine)
	popUp, _ := TopPopUp(c)
	var shows, showsFynes bool
	uitest.VisitAll(popUp, func(o fyne.CanvasObject) {
		shows = shows || o == fyne.CanvasObject(mine)
		showsFynes = showsFynes || o == fyne.CanvasObject(d.Name)
	})
	if !shows || showsFynes {
		t.Errorf("after ReplaceName the dialog shows the field given: %v, Fyne's: %v", shows, showsFynes)
	}
}

// TestOverlayContent_UnwrapsADialog fails when Fyne no longer wraps a
// pop-up in an overlay container with a Content field.
func TestOverlayContent_UnwrapsADialog(t *testing.T) {
	newHome(t, true)
	c := showFileDialog(t, false)
	top := c.Overlays().Top()
	if _, bare := top.(*widget.PopUp); bare {
		t.Errorf("Fyne puts the dialog's pop-up on the canvas as it is: OverlayContent's reflection (gui/fynefix/filedialog.go) can go")
	}
	if _, ok := OverlayContent(top).(*widget.PopUp); !ok {
		t.Errorf("OverlayContent of the dialog's overlay %T is %T, not its pop-up: Fyne wraps it otherwise now", top, OverlayContent(top))
	}
	label := widget.NewLabel("")
	if OverlayContent(label) != fyne.CanvasObject(label) {
		t.Error("OverlayContent of a plain widget is not the widget")
	}
}

// TestFyneFileDialog_ReportsAHomeWithoutUserFolders shows the Fyne 2.8.1
// report WithoutFavoritesReport leaves out, and that it leaves it out. It
// fails once Fyne no longer logs a missing user folder, or logs it in
// other words.
//
// With xdg-user-dir on PATH, Fyne reports a home with no user folder, as
// a new account has; without it, Fyne takes the folders from the home
// and reports only one missing after one it found.
func TestFyneFileDialog_ReportsAHomeWithoutUserFolders(t *testing.T) {
	for _, machine := range []struct {
		withUserDir bool
		folders     []string
	}{{true, nil}, {false, []string{"Desktop"}}} {
		for _, quiet := range []bool{false, true} {
			newHome(t, machine.withUserDir, machine.folders...)
			var logged bytes.Buffer
			before := log.Writer()
			log.SetOutput(&logged)
			show := func() { showFileDialogLogged(t, false) }
			if quiet {
				WithoutFavoritesReport(show)
				if log.Writer() != &logged {
					t.Error("after WithoutFavoritesReport the log writes elsewhere than before")
				}
			} else {
				show()
			}
			log.SetOutput(before)
			switch {
			case !quiet && !strings.Contains(logged.String(), favoritesReport):
				t.Errorf("with xdg-user-dir %v, Fyne's dialog in a home with the user folders %q logged %q, not %q: WithoutFavoritesReport (gui/fynefix/filedialog.go) can go, or must learn the new words", machine.withUserDir, machine.folders, logged.String(), favoritesReport)
			case quiet && logged.Len() != 0:
				t.Errorf("through WithoutFavoritesReport the dialog logged:\n%s", logged.String())
			}
		}
	}
}

// Only Fyne's report of missing user folders is left out: any other
// message logged while a dialog opens still reaches the log.
func TestFileDialog_OtherMessagesStillReachTheLog(t *testing.T) {
	var out bytes.Buffer
	l := log.New(&favoritesReportFilter{out: &out}, "", 0)
	l.Println("Fyne error:  Getting favorite locations")
	l.Println("  Cause: this computer does not define a VIDEOS folder")
	l.Println("  At: dialog/file.go:400")
	l.Println("Fyne error:  Unable to read ListableURI file:///x")
	l.Println("  Cause: permission denied")
	want := "Fyne error:  Unable to read ListableURI file:///x\n  Cause: permission denied\n"
	if out.String() != want {
		t.Errorf("the log got %q, want %q", out.String(), want)
	}
}
