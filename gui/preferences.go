package gui

import (
	"encoding/json"
	"errors"
	"io"
	"os"
	"reflect"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// The app keeps its settings in Fyne's own preferences store, which saves
// them to Fyne's preferences file at every change but, made by
// fynefix.NewAppBesideItsPreferences, neither reads nor watches it: Fyne's
// reader panics on a list of mixed kinds and waits for ever on a FIFO, and
// it would read the file again at every change while the app runs. The
// window reads the file once, here, before the app is made: a file it
// cannot read is kept aside with a message.

// maxPreferencesBytes bounds the preferences file read at start; the app's
// own file is a few hundred bytes.
const maxPreferencesBytes = 1 << 20

// readPreferences reads the preferences at path: their values, or else
// what is wrong with the file, said in the language chosen by the time it
// is asked. A missing or unopenable file holds no values and is no
// problem: the app starts with the defaults.
func readPreferences(path string) (values map[string]any, problem func() string) {
	// Opened without blocking, so a FIFO in the file's place is reported
	// rather than waited on for a writer that never comes.
	file, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, nil
	}
	defer file.Close()
	if info, err := file.Stat(); err != nil || !info.Mode().IsRegular() {
		return nil, func() string { return lang.L("it is not a regular file") }
	}
	notObject := func() string { return lang.L("it does not hold one JSON object of settings") }
	data, err := io.ReadAll(io.LimitReader(file, maxPreferencesBytes+1))
	if err != nil || len(data) > maxPreferencesBytes {
		return nil, notObject
	}
	if err := json.Unmarshal(data, &values); err != nil {
		var syntax *json.SyntaxError
		if errors.As(err, &syntax) {
			return nil, func() string {
				return lang.L("it is not valid JSON (byte {{.Offset}})", map[string]any{"Offset": syntax.Offset})
			}
		}
		return nil, notObject
	}
	if values == nil {
		return nil, notObject
	}
	for key, value := range values {
		if list, ok := value.([]any); ok {
			for _, item := range list {
				if reflect.TypeOf(item) != reflect.TypeOf(list[0]) {
					return nil, func() string {
						return lang.L("the list “{{.Key}}” mixes values of different kinds", map[string]any{"Key": key})
					}
				}
			}
		}
	}
	return values, nil
}

// keepAside moves the preferences file at path, which has problem, aside,
// so the app starts with the defaults, and returns what the window says
// about it; nil when there is no problem. A file that cannot be moved is
// written over at the first change of a setting.
func keepAside(path string, problem func() string, now time.Time) func() string {
	if problem == nil {
		return nil
	}
	keptAs := path + ".broken-" + now.UTC().Format("20060102T150405Z")
	if err := os.Rename(path, keptAs); err != nil {
		keptAs = path
	}
	return func() string {
		return lang.L("The saved settings could not be read: {{.Problem}}. The window starts with the default settings; the file was kept as {{.Path}}.",
			map[string]any{"Problem": problem(), "Path": keptAs})
	}
}

// loadPreferences puts values read from the preferences file into prefs,
// as Fyne reads its file: numbers as floats, lists of their one kind.
func loadPreferences(prefs fyne.Preferences, values map[string]any) {
	for key, value := range values {
		switch v := value.(type) {
		case bool:
			prefs.SetBool(key, v)
		case float64:
			prefs.SetFloat(key, v)
		case string:
			prefs.SetString(key, v)
		case []any:
			if len(v) > 0 {
				loadList(prefs, key, v)
			}
		}
	}
}

// loadList puts list, whose values are of one kind, into prefs under key.
func loadList(prefs fyne.Preferences, key string, list []any) {
	switch list[0].(type) {
	case bool:
		prefs.SetBoolList(key, typedList[bool](list))
	case float64:
		prefs.SetFloatList(key, typedList[float64](list))
	case string:
		prefs.SetStringList(key, typedList[string](list))
	}
}

func typedList[T any](list []any) []T {
	typed := make([]T, len(list))
	for i, item := range list {
		typed[i] = item.(T)
	}
	return typed
}
