//go:build ci

package gui

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/gui/fynefix"
)

func TestPreferencesProblem_FindsWhatFyneCannotRead(t *testing.T) {
	tests := []struct {
		name, file string
		broken     bool
		want       string
	}{
		{"a list of mixed types", `{"x":[true,"a"]}`, true, "the list “x” mixes values of different kinds"},
		{"numbers and text", `{"batchSize":10,"ids":[1,"a",2]}`, true, "the list “ids” mixes values of different kinds"},
		{"a list of lists", `{"x":[[1],"a"]}`, true, "the list “x” mixes values of different kinds"},
		{"cut short", `{"batchSize":`, true, "it is cut short: the JSON ends at byte 13 before it is complete"},
		{"cut short within a list", `{"a":[true,false,`, true, "it is cut short: the JSON ends at byte 17 before it is complete"},
		{"cut at 4096 bytes", `{"language":"fi","rangeCollection":"` + strings.Repeat("x", 4060), true, "it is cut short: the JSON ends at byte 4096 before it is complete"},
		{"not JSON", `batchSize=10`, true, "it is not valid JSON (byte 1)"},
		{"empty", ``, true, "it is not valid JSON (byte 0)"},
		{"a list, not an object", `[1,2]`, true, "it does not hold one JSON object of settings"},
		{"what the app saves", `{"batchSize":10,"format":"shell","timesInUTC":true,"lastTab":2}`, false, ""},
		{"lists of one type each", `{"a":[true,false],"b":["x","y"],"c":[1,2.5],"d":[]}`, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "preferences.json")
			if err := os.WriteFile(path, []byte(tt.file), 0o600); err != nil {
				t.Fatal(err)
			}
			_, problem, broken := readPreferences(path)
			if broken != tt.broken || (broken && problem.text() != tt.want) {
				t.Errorf("broken %v, %q; want %v, %q", broken, problem.text(), tt.broken, tt.want)
			}
		})
	}
	fifo := filepath.Join(t.TempDir(), "preferences.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, problem, broken := readPreferences(fifo); !broken || problem.text() != "it is not a regular file" {
		t.Errorf("a FIFO: broken %v, %q; want it reported as not a regular file, without waiting for a writer", broken, problem.text())
	}
	if _, _, broken := readPreferences(filepath.Join(t.TempDir(), "none.json")); broken {
		t.Error("a missing file is reported broken; the app starts with the defaults then")
	}
}

// TestPreferences_BrokenFileIsMovedAsideAndTheAppStarts writes a file that
// made Fyne's own store panic at every start where the app reads it, then
// opens the preferences as Run does.
func TestPreferences_BrokenFileIsMovedAsideAndTheAppStarts(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	path := fynefix.PreferencesPath("io.github.objectid-generator.preferences-test")
	broken := []byte(`{"x":[true,"a"],"batchSize":7}`)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, broken, 0o600); err != nil {
		t.Fatal(err)
	}

	now := time.Date(2026, 12, 1, 9, 30, 5, 0, time.UTC)
	prefs, reset := openPreferences(path, now, manualAfterFunc)
	if reset == nil {
		t.Fatal("openPreferences read the broken file; want it moved aside")
	}
	keptAs := path + ".broken-20261201T093005Z"
	if reset.keptAs != keptAs {
		t.Errorf("kept as %s, want %s", reset.keptAs, keptAs)
	}
	if kept, err := os.ReadFile(keptAs); err != nil || string(kept) != string(broken) {
		t.Errorf("the moved file holds %q, %v; want it unchanged", kept, err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("the broken file is still where the app reads it: %v", err)
	}
	if got := prefs.IntWithFallback(prefBatchSize, defaultBatchSize); got != defaultBatchSize {
		t.Errorf("batch size %d, want the default %d", got, defaultBatchSize)
	}
	prefs.SetInt(prefBatchSize, 12)
	if again, reset := openPreferences(path, now, manualAfterFunc); reset != nil || again.Int(prefBatchSize) != 12 {
		t.Errorf("a second start reports %+v and reads batch size %d, want no reset and 12", reset, again.Int(prefBatchSize))
	}
}

// TestPreferences_BrokenFileThatCannotBeMovedIsNotWrittenOver finds a
// folder where the broken file would be kept, so it cannot be moved: the
// settings are kept in memory, and the file stays as it was.
func TestPreferences_BrokenFileThatCannotBeMovedIsNotWrittenOver(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "preferences.json")
	broken := []byte(`{"batchSize":`)
	if err := os.WriteFile(path, broken, 0o600); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 12, 1, 9, 30, 5, 0, time.UTC)
	if err := os.MkdirAll(filepath.Join(path+".broken-20261201T093005Z", "in the way"), 0o700); err != nil {
		t.Fatal(err)
	}
	prefs, reset := openPreferences(path, now, manualAfterFunc)
	if reset == nil || reset.keptAs != path {
		t.Fatalf("reset %+v, want the file named where it stays", reset)
	}
	prefs.SetInt(prefBatchSize, 12)
	prefs.flush()
	if got, _ := os.ReadFile(path); string(got) != string(broken) {
		t.Errorf("the broken file now holds %q, want it as it was", got)
	}
	if prefs.Int(prefBatchSize) != 12 {
		t.Error("the setting was not kept in memory")
	}
}

func TestPreferences_WindowSaysOnceThatTheyWereReset(t *testing.T) {
	env, _ := testEnvironment(t)
	env.preferencesReset = &preferencesReset{keptAs: "/home/u/.config/fyne/x/preferences.json.broken-20261201T093005Z", problem: preferencesProblem{mixedList: "x"}}
	a := newTestApp(t)
	u := openWindowIn(t, a, env)
	want := "The saved settings could not be read: the list “x” mixes values of different kinds. The window starts with the default settings; the file was kept as /home/u/.config/fyne/x/preferences.json.broken-20261201T093005Z."
	if text := overlayText(u.window); !strings.Contains(text, want) {
		t.Errorf("dialog says %q, want %q", text, want)
	}
	if n := len(u.window.Canvas().Overlays().List()); n != 1 {
		t.Errorf("%d overlays, want the one dialog", n)
	}
}

func TestPreferences_NoDialogWhenTheyWereRead(t *testing.T) {
	u := newTestWindow(t)
	if n := len(u.window.Canvas().Overlays().List()); n != 0 {
		t.Errorf("%d overlays on a normal start: %q", n, overlayText(u.window))
	}
}
