package fynefix

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/test"
)

// TestFynePreferences_KeptOffTheAppsFile checks what
// NewAppBesideItsPreferences relies on in Fyne 2.8.1, on the desktop
// driver, not started.
func TestFynePreferences_KeptOffTheAppsFile(t *testing.T) {
	// A fresh test app is current after the test, as app.NewWithID's is.
	test.NewTempApp(t)
	t.Cleanup(func() { app.SetMetadata(fyne.AppMetadata{Version: "0.0.1", Build: 1}) })
	// The apps go on watching their folders: removed without minding them.
	dir, err := os.MkdirTemp("", "fynefix-prefs")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	t.Setenv("XDG_CONFIG_HOME", dir)
	const id = "io.github.objectid-generator.fynefix-test"
	fynePath := PreferencesPath(id)
	if runtime.GOOS == "linux" && fynePath != filepath.Join(dir, "fyne", id, "preferences.json") {
		t.Fatalf("PreferencesPath = %q, not under XDG_CONFIG_HOME", fynePath)
	}
	if err := os.MkdirAll(filepath.Dir(fynePath), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(fynePath, []byte(`{"x":[1,"a"],"batchSize":7}`), 0o600); err != nil {
		t.Fatal(err)
	}

	saves := 0
	a := NewAppBesideItsPreferences(fyne.AppMetadata{ID: id, Name: "fynefix test"}, func(prefs fyne.Preferences) {
		if prefs.Int("batchSize") == 9 {
			saves++
		}
	})
	if a.UniqueID() != id || a.Metadata().ID != id {
		t.Errorf("the app's ID is %q, its metadata's %q; want %q for both (the Wayland app_id)", a.UniqueID(), a.Metadata().ID, id)
	}
	if got := a.Preferences().Int("batchSize"); got != 0 {
		t.Errorf("Fyne's own store read batch size %d from the app's file", got)
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(filepath.Dir(fynePath)), id+defaultsSuffix)); err != nil {
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

	a.Preferences().SetInt("batchSize", 9)
	if saves != 1 {
		t.Errorf("a change was saved %d times, not once, by the app's saver", saves)
	}
	if saved, err := os.ReadFile(fynePath); err != nil || string(saved) != `{"x":[1,"a"],"batchSize":7}` {
		t.Errorf("Fyne's own saver wrote the app's file: %q, %v", saved, err)
	}
}

// TestPreferencesPath_IsFynesOwn reads Fyne's source of the path, which
// its test driver keeps elsewhere.
func TestPreferencesPath_IsFynesOwn(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", fyneModule).Output()
	if err != nil {
		t.Fatalf("go list finds no source of %s: %v", fyneModule, err)
	}
	fyneDir := strings.TrimSpace(string(out))
	for file, lines := range map[string][]string{
		"internal/app/config_xdg.go": {
			`desktopConfig, _ := os.UserConfigDir()`,
			`return filepath.Join(desktopConfig, "fyne")`,
		},
		"internal/app/config_windows.go": {
			`homeDir, _ := os.UserHomeDir()`,
			`desktopConfig := filepath.Join(filepath.Join(homeDir, "AppData"), "Roaming")`,
			`return filepath.Join(desktopConfig, "fyne")`,
		},
		"internal/app/config_desktop_darwin.go": {
			`homeDir, _ := os.UserHomeDir()`,
			`desktopConfig := filepath.Join(filepath.Join(homeDir, "Library"), "Preferences")`,
			`return filepath.Join(desktopConfig, "fyne")`,
		},
		"app/preferences_other.go": {
			`return filepath.Join(app.RootConfigDir(), a.UniqueID())`,
			`return filepath.Join(p.app.storageRoot(), "preferences.json")`,
		},
	} {
		source, err := os.ReadFile(filepath.Join(fyneDir, file))
		if err != nil {
			t.Errorf("Fyne has no %s, where PreferencesPath's folder came from: %v", file, err)
			continue
		}
		for _, line := range lines {
			if !strings.Contains(string(source), line) {
				t.Errorf("Fyne's %s no longer reads %q: check PreferencesPath (gui/fynefix/preferences.go) against it", file, line)
			}
		}
	}
}
