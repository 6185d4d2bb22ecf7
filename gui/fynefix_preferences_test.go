//go:build ci

package gui

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
)

// TestFynePreferences_KeptOffTheAppsFile checks what
// newAppBesideItsPreferences relies on in Fyne 2.8.1: an app made by it
// keeps its ID, and Fyne's own store neither reads nor watches the file
// under that ID, which app.NewWithID reads, panicking on a list of mixed
// kinds. It fails when Fyne changes either.
func TestFynePreferences_KeptOffTheAppsFile(t *testing.T) {
	// app.NewWithID makes each app it starts the current one; after the
	// test a fresh test app is current again, with the usual metadata.
	newTestApp(t)
	t.Cleanup(func() { app.SetMetadata(fyne.AppMetadata{Version: "0.0.1", Build: 1}) })
	// Fyne's test driver keeps its files under TMPDIR/fyne-test. The apps
	// made here go on watching there after the test, so the folder is
	// removed without minding what is left.
	dir, err := os.MkdirTemp("", "fynefix-prefs")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	t.Setenv("TMPDIR", dir)
	const id = "io.github.objectid-generator.fynefix-test"
	fynePath := filepath.Join(dir, "fyne-test", id, "preferences.json")
	mixed := []byte(`{"x":[1,"a"],"batchSize":7}`)
	if err := os.MkdirAll(filepath.Dir(fynePath), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(fynePath, mixed, 0o600); err != nil {
		t.Fatal(err)
	}

	a := newAppBesideItsPreferences(fyne.AppMetadata{ID: id, Name: "fynefix test"})
	if a.UniqueID() != id || a.Metadata().ID != id {
		t.Errorf("the app's ID is %q, its metadata's %q; want %q for both (the Wayland app_id)", a.UniqueID(), a.Metadata().ID, id)
	}
	if got := a.Preferences().Int(prefBatchSize); got != 0 {
		t.Errorf("Fyne's own store read batch size %d from the app's file", got)
	}
	// Were the folder watched, Fyne would read the file again on the UI
	// goroutine, which the test driver runs here, and panic.
	if err := os.WriteFile(fynePath, append(mixed, ' '), 0o600); err != nil {
		t.Fatal(err)
	}
	time.Sleep(300 * time.Millisecond)
	if _, err := os.Stat(filepath.Join(dir, "fyne-test", id+fyneDefaultsSuffix)); err != nil {
		t.Errorf("Fyne's own store watches no folder of its own: %v", err)
	}

	t.Run("Fyne's own store panics on the file", func(t *testing.T) {
		defer func() {
			if recover() == nil {
				t.Error("app.NewWithID read the file without panicking; Fyne's store may be safe to use")
			}
		}()
		app.NewWithID(id)
	})
}
