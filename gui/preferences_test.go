package gui

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

func TestPreferences_ReadFindsWhatFyneCannotRead(t *testing.T) {
	tests := []struct{ name, file, want string }{
		{"cut short", `{"batchSize":`, "it is not valid JSON (byte 13)"},
		{"not JSON", `batchSize=10`, "it is not valid JSON (byte 1)"},
		{"empty", ``, "it is not valid JSON (byte 0)"},
		{"a list, not an object", `[1,2]`, "it does not hold one JSON object of settings"},
		{"a FIFO", "", "it is not a regular file"},
		{"over the size limit", `{"a":"` + strings.Repeat("x", 64<<10) + `"}`, "it is over 64 KiB"},
		{"what the app saves", `{"batchSize":10,"format":"shell","timesInUTC":true,"lastTab":2}`, ""},
		{"lists of mixed kinds, which Fyne's reader refuses", `{"a":[true,"x"],"b":[[1],"y"]}`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "preferences.json")
			if tt.name != "a FIFO" {
				if err := os.WriteFile(path, []byte(tt.file), 0o600); err != nil {
					t.Fatal(err)
				}
			} else if err := exec.Command("mkfifo", path).Run(); err != nil {
				// Read without waiting for a writer that never comes.
				t.Skipf("no mkfifo here: %v", err)
			}
			got := ""
			if _, problem := readPreferences(path); problem != nil {
				got = problem()
			}
			if got != tt.want {
				t.Errorf("problem %q, want %q", got, tt.want)
			}
		})
	}
	if _, problem := readPreferences(filepath.Join(t.TempDir(), "none.json")); problem != nil {
		t.Error("a missing file is reported broken; the app starts with the defaults then")
	}
}

func TestPreferences_BrokenFileIsKeptAsideWithAMessage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "preferences.json")
	broken := []byte(`{"batchSize":7`)
	if err := os.WriteFile(path, broken, 0o600); err != nil {
		t.Fatal(err)
	}
	values, problem := readPreferences(path)
	message := keepAside(path, problem, time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	if values != nil || message == nil {
		t.Fatalf("values %v, a message %t; want none and a message", values, message != nil)
	}
	keptAs := path + ".broken-20260102T030405Z"
	if kept, err := os.ReadFile(keptAs); err != nil || string(kept) != string(broken) {
		t.Errorf("the broken file was not kept byte for byte at %s: %q, %v", keptAs, kept, err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("the broken file is still in place: %v", err)
	}
	if got := message(); !strings.Contains(got, "not valid JSON") || !strings.Contains(got, keptAs) {
		t.Errorf("the message %q does not say what is wrong and where the file went", got)
	}
	if keepAside(path, nil, time.Now()) != nil {
		t.Error("a file without a problem has a message")
	}
}

func TestPreferences_ValuesReadAreTheWindowsSettings(t *testing.T) {
	path := filepath.Join(t.TempDir(), "preferences.json")
	file := `{"timesInUTC":false,"lastTab":3,"language":"fi","windowWidth":900.5,"ids":[true,"b"]}`
	if err := os.WriteFile(path, []byte(file), 0o600); err != nil {
		t.Fatal(err)
	}
	values, problem := readPreferences(path)
	if problem != nil {
		t.Fatal(problem())
	}
	prefs := newTestApp(t).Preferences()
	loadPreferences(prefs, values)
	if prefs.BoolWithFallback(prefUTC, true) || prefs.Int(prefLastTab) != 3 || prefs.String(prefLanguage) != "fi" ||
		prefs.Float(prefWindowWidth) != 900.5 || len(prefs.StringList("ids")) != 0 {
		t.Errorf("the settings read back differ from the file %s", file)
	}
}

func TestPreferences_SavedWholeReadBack(t *testing.T) {
	a := newTestApp(t)
	a.Preferences().SetInt(prefWindowX, 217)
	a.Preferences().SetString(prefLanguage, "fi")
	path := filepath.Join(t.TempDir(), "preferences.json")
	savePreferences(a.Preferences(), path)
	values, problem := readPreferences(path)
	if problem != nil || values[prefWindowX] != float64(217) || values[prefLanguage] != "fi" {
		t.Errorf("read back %v (a problem: %v), want the window's x 217 and language fi", values, problem != nil)
	}
}

func TestPreferences_SaveFailureIsSaidInTheWindowAndSavedAtTheNextChange(t *testing.T) {
	u := newTestWindow(t)
	// A file where the settings' folder should be: saves fail until it goes.
	blocked := filepath.Join(t.TempDir(), "fyne")
	os.WriteFile(blocked, nil, 0o600)
	path := filepath.Join(blocked, "preferences.json")
	settings := u.showSettings()
	test.Tap(settings.clipboard) // each change saves, as fynefix.NewAppBesideItsPreferences wires it
	u.saveSettings(u.app.Preferences(), path)
	if said := u.status.Text; !strings.HasPrefix(said, "The settings could not be saved: ") || !strings.HasSuffix(said, "at the next change.") {
		t.Errorf("the status line says %q, want why the settings could not be saved", said)
	}
	os.Remove(blocked)
	test.Tap(settings.clipboard)
	u.saveSettings(u.app.Preferences(), path)
	if saved, _ := readPreferences(path); saved[prefClipboardDetection] != true {
		t.Errorf("the next change saved %v, want the clipboard offers on", saved)
	}
}
