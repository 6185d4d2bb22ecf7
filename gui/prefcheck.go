package gui

import (
	"encoding/json"
	"errors"
	"io"
	"os"
	"reflect"
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
	// folder, a device), which a plain open would wait on or read forever.
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

// readPreferences reads the preferences at path: their values, lists made
// lists of their one kind, or else what is wrong with the file. A missing
// or unopenable file holds no values and is no problem: the app starts
// with the defaults. The file must be one JSON object whose lists each
// hold values of one kind, as Fyne writes it; Fyne's own reader panics
// on a list of mixed kinds.
func readPreferences(path string) (map[string]any, preferencesProblem, bool) {
	// Opened without blocking, so a FIFO in the file's place is reported
	// rather than waited on for a writer that never comes.
	file, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, preferencesProblem{}, false
	}
	defer file.Close()
	if info, err := file.Stat(); err != nil || !info.Mode().IsRegular() {
		return nil, preferencesProblem{notRegular: true}, true
	}
	data, err := io.ReadAll(io.LimitReader(file, maxPreferencesBytes+1))
	if err != nil || len(data) > maxPreferencesBytes {
		return nil, preferencesProblem{notObject: true}, true
	}
	var values map[string]any
	if err := json.Unmarshal(data, &values); err != nil {
		var syntax *json.SyntaxError
		switch {
		case errors.As(err, &syntax) && len(data) > 0 && syntax.Error() == "unexpected end of JSON input":
			return nil, preferencesProblem{cutShort: true, offset: syntax.Offset}, true
		case errors.As(err, &syntax):
			return nil, preferencesProblem{notJSON: true, offset: syntax.Offset}, true
		}
		return nil, preferencesProblem{notObject: true}, true
	}
	if values == nil {
		return nil, preferencesProblem{notObject: true}, true
	}
	for key, value := range values {
		list, ok := value.([]any)
		if !ok || len(list) == 0 {
			continue
		}
		for _, item := range list[1:] {
			if reflect.TypeOf(item) != reflect.TypeOf(list[0]) {
				return nil, preferencesProblem{mixedList: key}, true
			}
		}
		values[key] = typedList(list)
	}
	return values, preferencesProblem{}, false
}

// typedList is list, whose values are of one kind, as a list of that
// kind, as Fyne reads it: bools, numbers and texts become []bool,
// []float64 and []string; lists of anything else stay as they are.
func typedList(list []any) any {
	switch list[0].(type) {
	case bool:
		return convertList[bool](list)
	case float64:
		return convertList[float64](list)
	case string:
		return convertList[string](list)
	}
	return list
}

func convertList[T any](list []any) []T {
	typed := make([]T, len(list))
	for i, item := range list {
		typed[i] = item.(T)
	}
	return typed
}

// openPreferences reads the preferences at path into a store that saves
// them there. A file it cannot read is moved aside, so the app starts with
// the defaults instead of failing at every start, and the returned reset
// says where the file went; it is nil when the file was read or absent. A
// broken file that cannot be moved is left alone: the store then keeps
// the settings in memory only, so nothing is written over it.
func openPreferences(path string, now time.Time, afterFunc func(time.Duration, func())) (*preferenceStore, *preferencesReset) {
	values, problem, broken := readPreferences(path)
	if !broken {
		return newPreferenceStore(path, values, afterFunc), nil
	}
	keptAs := path + ".broken-" + now.UTC().Format("20060102T150405Z")
	if err := os.Rename(path, keptAs); err != nil {
		return newPreferenceStore("", nil, afterFunc), &preferencesReset{keptAs: path, problem: problem}
	}
	return newPreferenceStore(path, nil, afterFunc), &preferencesReset{keptAs: keptAs, problem: problem}
}

// message is what the window says about the reset, once.
func (r *preferencesReset) message() string {
	return lang.L("The saved settings could not be read: {{.Problem}}. The window starts with the default settings; the file was kept as {{.Path}}.",
		map[string]any{"Problem": r.problem.text(), "Path": r.keptAs})
}
