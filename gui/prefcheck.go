package gui

import (
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"syscall"
	"time"

	"fyne.io/fyne/v2/lang"
)

// preferencesReset says that the preferences file could not be read and
// was moved aside, so the window starts with the defaults.
type preferencesReset struct {
	// keptAs is where the unreadable file is now.
	keptAs  string
	problem preferencesProblem
}

// preferencesProblem is what is wrong with a preferences file.
type preferencesProblem struct {
	// notJSON is set when the file is not JSON at all, offset bytes in;
	// cutShort when the JSON stops before it is complete, at offset.
	notJSON  bool
	cutShort bool
	offset   int64
	// notRegular is set when the path is not a regular file (a FIFO, a
	// folder, a device), which Fyne would open and wait on or read forever.
	notRegular bool
	// notObject is set when it is JSON but not one object.
	notObject bool
	// mixedList names a list holding values of different kinds.
	mixedList string
}

// text says what is wrong in the current language.
func (p preferencesProblem) text() string {
	switch {
	case p.notRegular:
		return lang.L("it is not a regular file")
	case p.cutShort:
		return lang.L("it is cut short: the JSON ends at byte {{.Offset}} before it is complete", map[string]any{"Offset": p.offset})
	case p.notJSON:
		return lang.L("it is not valid JSON (byte {{.Offset}})", map[string]any{"Offset": p.offset})
	case p.notObject:
		return lang.L("it does not hold one JSON object of settings")
	}
	return lang.L("the list “{{.Key}}” mixes values of different kinds", map[string]any{"Key": p.mixedList})
}

// maxPreferencesBytes bounds the preferences file read at start; the app's
// own file is a few hundred bytes.
const maxPreferencesBytes = 1 << 20

// preferencesPath is where Fyne keeps the preferences of the app with id:
// preferences.json in the app's storage root, under the config directory
// Fyne uses on this system.
func preferencesPath(id string) string {
	var root string
	home, _ := os.UserHomeDir()
	switch {
	case testDriver:
		root = filepath.Join(os.TempDir(), "fyne-test")
	case runtime.GOOS == "darwin":
		root = filepath.Join(home, "Library", "Preferences", "fyne")
	case runtime.GOOS == "windows":
		root = filepath.Join(home, "AppData", "Roaming", "fyne")
	default:
		config, _ := os.UserConfigDir()
		root = filepath.Join(config, "fyne")
	}
	return filepath.Join(root, id, "preferences.json")
}

// readPreferencesProblem reports why Fyne could not read the preferences
// at path, if it could not; a missing or unopenable file is no problem, as
// Fyne then starts with the defaults by itself. Fyne reads the file as one
// JSON object and turns each list into a list of the type of its first
// element, which panics when another element is of another type.
func readPreferencesProblem(path string) (preferencesProblem, bool) {
	// Opened without blocking, so a FIFO in the file's place is reported
	// rather than waited on for a writer that never comes.
	file, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return preferencesProblem{}, false
	}
	defer file.Close()
	if info, err := file.Stat(); err != nil || !info.Mode().IsRegular() {
		return preferencesProblem{notRegular: true}, true
	}
	data, err := io.ReadAll(io.LimitReader(file, maxPreferencesBytes+1))
	if err != nil || len(data) > maxPreferencesBytes {
		return preferencesProblem{notObject: true}, true
	}
	var values map[string]any
	if err := json.Unmarshal(data, &values); err != nil {
		var syntax *json.SyntaxError
		switch {
		case errors.As(err, &syntax) && len(data) > 0 && syntax.Error() == "unexpected end of JSON input":
			return preferencesProblem{cutShort: true, offset: syntax.Offset}, true
		case errors.As(err, &syntax):
			return preferencesProblem{notJSON: true, offset: syntax.Offset}, true
		}
		return preferencesProblem{notObject: true}, true
	}
	for key, value := range values {
		list, ok := value.([]any)
		if !ok || len(list) == 0 {
			continue
		}
		for _, item := range list[1:] {
			if reflect.TypeOf(item) != reflect.TypeOf(list[0]) {
				return preferencesProblem{mixedList: key}, true
			}
		}
	}
	return preferencesProblem{}, false
}

// checkPreferences moves the preferences file at path aside when Fyne could
// not read it, so the app starts with the defaults instead of failing at
// every start, and says where the file went; it returns nil when the file
// is fine or absent. loadable is false when a broken file could not be
// moved: then the app must not load it.
func checkPreferences(path string, now time.Time) (reset *preferencesReset, loadable bool) {
	problem, broken := readPreferencesProblem(path)
	if !broken {
		return nil, true
	}
	keptAs := path + ".broken-" + now.UTC().Format("20060102T150405Z")
	if err := os.Rename(path, keptAs); err != nil {
		return &preferencesReset{keptAs: path, problem: problem}, false
	}
	return &preferencesReset{keptAs: keptAs, problem: problem}, true
}

// message is what the window says about the reset, once.
func (r *preferencesReset) message() string {
	return lang.L("The saved settings could not be read: {{.Problem}}. The window starts with the default settings; the file was kept as {{.Path}}.",
		map[string]any{"Problem": r.problem.text(), "Path": r.keptAs})
}
