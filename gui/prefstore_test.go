//go:build ci

package gui

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/objectid-generator/objectid/gui/fynefix"
)

// manualAfterFunc is a timer that never fires: the quiet period after a
// save never ends, so only the first change and flush write the file.
func manualAfterFunc(time.Duration, func()) {}

// openTestPreferences opens the preferences at path with timers the test
// fires.
func openTestPreferences(t *testing.T, path string) (*preferenceStore, *manualTimers) {
	t.Helper()
	timers := &manualTimers{}
	prefs, reset := openPreferences(path, testNow, func(d time.Duration, f func()) { timers.afterFunc(d, f) })
	if reset != nil {
		t.Fatalf("the preferences at %s were reset: %s", path, reset.message())
	}
	return prefs, timers
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestPreferenceStore_SavesFynesFormatAndReadsItBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fyne", "app", "preferences.json")
	prefs, _ := openTestPreferences(t, path)
	prefs.SetBool("b", true)
	prefs.SetInt("i", 42)
	prefs.SetFloat("f", 0.375)
	prefs.SetString("s", "Suomi <ok>")
	prefs.SetBoolList("bl", []bool{true, false})
	prefs.SetIntList("il", []int{1, 2})
	prefs.SetFloatList("fl", []float64{1.5})
	prefs.SetStringList("sl", []string{"a", "b"})
	prefs.SetString("gone", "x")
	prefs.RemoveValue("gone")
	prefs.flush()
	// Fyne's encoding/json Encoder: keys sorted, HTML escaped, one line.
	want := `{"b":true,"bl":[true,false],"f":0.375,"fl":[1.5],"i":42,"il":[1,2],"s":"Suomi \u003cok\u003e","sl":["a","b"]}` + "\n"
	if got := readFile(t, path); got != want {
		t.Errorf("the file holds\n%s\nwant\n%s", got, want)
	}

	again, _ := openTestPreferences(t, path)
	if !again.Bool("b") || again.Int("i") != 42 || again.Float("f") != 0.375 || again.String("s") != "Suomi <ok>" {
		t.Errorf("read back %v %d %v %q", again.Bool("b"), again.Int("i"), again.Float("f"), again.String("s"))
	}
	if !slices.Equal(again.BoolList("bl"), []bool{true, false}) || !slices.Equal(again.IntList("il"), []int{1, 2}) ||
		!slices.Equal(again.FloatList("fl"), []float64{1.5}) || !slices.Equal(again.StringList("sl"), []string{"a", "b"}) {
		t.Errorf("read back lists %v %v %v %v", again.BoolList("bl"), again.IntList("il"), again.FloatList("fl"), again.StringList("sl"))
	}
	if again.StringWithFallback("gone", "fallback") != "fallback" || again.IntWithFallback("s", 7) != 7 ||
		!slices.Equal(again.StringListWithFallback("bl", []string{"z"}), []string{"z"}) {
		t.Error("a missing key or one of another kind did not give the fallback")
	}
	if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("the new file's mode is %v, %v; want 0600", info.Mode().Perm(), err)
	}
}

func TestPreferenceStore_SavesAtOnceThenOnceAfterTheQuietPeriod(t *testing.T) {
	path := filepath.Join(t.TempDir(), "preferences.json")
	prefs, timers := openTestPreferences(t, path)
	changes := 0
	prefs.AddChangeListener(func() { changes++ })

	prefs.SetInt(prefBatchSize, 1)
	if got := readFile(t, path); got != `{"batchSize":1}`+"\n" {
		t.Fatalf("after the first change the file holds %q, want it saved at once", got)
	}
	prefs.SetInt(prefBatchSize, 2)
	prefs.SetInt(prefBatchSize, 3)
	prefs.SetInt(prefBatchSize, 3)
	if got := readFile(t, path); got != `{"batchSize":1}`+"\n" {
		t.Errorf("changes within %v of a save were written at once: %q", saveQuietPeriod, got)
	}
	if changes != 3 || len(prefs.ChangeListeners()) != 1 {
		t.Errorf("%d changes told to %d listeners, want 3 told to 1: setting the same value is no change", changes, len(prefs.ChangeListeners()))
	}
	if len(timers.pending) != 1 || timers.pending[0].after != saveQuietPeriod {
		t.Fatalf("%d timers, want one quiet period after the save", len(timers.pending))
	}
	timers.fire(t, 0)
	if got := readFile(t, path); got != `{"batchSize":3}`+"\n" {
		t.Errorf("after the quiet period the file holds %q, want the last change", got)
	}
	timers.fire(t, 1)
	prefs.SetInt(prefBatchSize, 4)
	if got := readFile(t, path); got != `{"batchSize":4}`+"\n" {
		t.Errorf("a change after a quiet period with none was not saved at once: %q", got)
	}
}

// TestPreferenceStore_FileWrittenWhileRunningIsNotReadBack writes what made
// Fyne's own store panic or hang into the file while the store is open:
// the store keeps what it holds and saves over it.
func TestPreferenceStore_FileWrittenWhileRunningIsNotReadBack(t *testing.T) {
	for name, junk := range map[string]string{
		"mixed list": `{"x":[1,"a"]}`,
		"not JSON":   "batchSize=10",
		"cut short":  `{"language":"fi","ba`,
		"a number":   "7",
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "preferences.json")
			prefs, timers := openTestPreferences(t, path)
			prefs.SetString(prefLanguage, "fi")
			if err := os.WriteFile(path, []byte(junk), 0o600); err != nil {
				t.Fatal(err)
			}
			timers.fire(t, 0)
			if prefs.String(prefLanguage) != "fi" || prefs.String("x") != "" {
				t.Errorf("the store holds language %q, x %q after the file changed", prefs.String(prefLanguage), prefs.String("x"))
			}
			prefs.SetInt(prefBatchSize, 5)
			if got := readFile(t, path); got != `{"batchSize":5,"language":"fi"}`+"\n" {
				t.Errorf("the next save wrote %q, want the store's settings", got)
			}
		})
	}
	t.Run("FIFO", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "preferences.json")
		prefs, _ := openTestPreferences(t, path)
		if err := syscall.Mkfifo(path, 0o600); err != nil {
			t.Fatal(err)
		}
		saved := make(chan struct{})
		go func() {
			prefs.SetString(prefLanguage, "fi")
			prefs.flush()
			close(saved)
		}()
		select {
		case <-saved:
		case <-time.After(5 * time.Second):
			t.Fatal("saving over a FIFO still waits after 5 s")
		}
		if info, err := os.Lstat(path); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
			t.Errorf("the FIFO was replaced: %v, %v", info.Mode(), err)
		}
	})
}

// TestPreferenceStore_FullDiskKeepsTheOldFile saves at quit on a full
// 16 KiB tmpfs, as Ctrl+Q did when it left the file cut short: the save
// fails and the old file stays byte for byte.
func TestPreferenceStore_FullDiskKeepsTheOldFile(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("SKIP LOUDLY: a small tmpfs needs Linux")
	}
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("SKIP LOUDLY: cannot mount a 16 KiB tmpfs (needs root): %v: %s; scripts/atomic-check.sh runs this as root", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", dir).Run() })
	path := filepath.Join(dir, "preferences.json")
	old := []byte(`{"language":"fi","rangeCollection":"` + strings.Repeat("k", 4000) + `"}` + "\n")
	if err := os.WriteFile(path, old, 0o600); err != nil {
		t.Fatal(err)
	}
	prefs, _ := openTestPreferences(t, path)
	// Leaves one 4 KiB page of the tmpfs free: the new file needs three,
	// more than even writing in place, which frees the old file's page,
	// finds.
	filler, _ := os.Create(filepath.Join(dir, "filler"))
	filler.Write(make([]byte, 8<<10))
	filler.Close()
	prefs.mu.Lock()
	prefs.values["rangeCollection"] = strings.Repeat("m", 9000)
	prefs.mu.Unlock()
	err := prefs.save()
	if err == nil || !strings.Contains(err.Error(), "no space left on device") {
		t.Errorf("save: %v, want no space left on device", err)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, old) {
		t.Errorf("the preferences file is %d bytes, want its %d bytes unchanged", len(got), len(old))
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("the folder holds %d entries, want the preferences and the filler alone", len(entries))
	}
}

// TestPreferences_LanguageAndThemeSurviveARestart chooses Finnish and the
// dark theme in Settings, quits as Run does, then starts a new app on the
// same file: Settings shows both choices and the window is in Finnish.
func TestPreferences_LanguageAndThemeSurviveARestart(t *testing.T) {
	t.Cleanup(func() { applyLanguage("") })
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	path := fynefix.PreferencesPath("io.github.objectid-generator.restart-test")
	start := func() (*ui, *trayApp, *preferenceStore) {
		prefs, _ := openTestPreferences(t, path)
		a := &trayApp{App: newTestApp(t)}
		a.SetCloudProvider(prefs)
		env, _ := testEnvironment(t)
		w := &trackedWindow{Window: newShortcutWindow(t, a.NewWindow(""))}
		t.Cleanup(w.Window.Close)
		return newUI(a, w, env), a, prefs
	}
	u, a, prefs := start()
	if a.Preferences() != fyne.Preferences(prefs) {
		t.Fatal("the app's preferences are not the store")
	}
	u.showSettings()
	u.settings.look.SetSelectedIndex(2)
	u.settings.language.SetSelected("Suomi")
	pressShortcut(t, u, quitShortcut)
	if a.quits != 1 {
		t.Fatalf("Ctrl+Q quit %d times", a.quits)
	}
	prefs.flush()
	applyLanguage("")

	next, _, _ := start()
	next.showSettings()
	if next.settings.language.Selected != "Suomi" || next.settings.look.SelectedIndex() != 2 {
		t.Errorf("after the restart Settings shows %q and theme %d, want Suomi and Dark", next.settings.language.Selected, next.settings.look.SelectedIndex())
	}
	if got := next.window.MainMenu().Items[0].Label; got == "File" {
		t.Error("the restarted window's menu is in English")
	}
	if th, ok := next.app.Settings().Theme().(*appTheme); !ok || th.choice != themeDark {
		t.Errorf("the restarted app's theme is %T, want the dark app theme", next.app.Settings().Theme())
	}
}
