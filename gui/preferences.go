package gui

import (
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/objectid-generator/objectid/gui/fynefix"
	"github.com/objectid-generator/objectid/internal/atomicfile"
)

// The app keeps its settings in Fyne's own preferences store, made by
// fynefix.NewAppWithPreferencesInMemory so that it neither reads, watches
// nor writes the app's file: Fyne's reader panics on a list of mixed kinds
// and waits for ever on a FIFO, it would read the file again at every
// change while the app runs, and it saves by truncating the file in place.
// The window reads the file once, here, before it is made: a file it
// cannot read is kept aside with a message. It writes the file whole at
// every change (savePreferences), so one edited while the app runs is
// replaced at the next change.

// maxPreferencesBytes bounds the preferences file read at start; the app's
// own file is a few hundred bytes.
const maxPreferencesBytes = 1 << 20

// preferencesProblem is what is wrong with a preferences file; the zero
// value is a file read, or none at all.
type preferencesProblem struct {
	// notRegular is set when the path is not a regular file (a FIFO, a
	// folder, a device), which a plain open would wait on or read forever.
	notRegular bool
	// notJSON is set when the file is not JSON, offset bytes in.
	notJSON bool
	offset  int64
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
	case p.notJSON:
		return lang.L("it is not valid JSON (byte {{.Offset}})", map[string]any{"Offset": p.offset})
	case p.notObject:
		return lang.L("it does not hold one JSON object of settings")
	}
	return lang.L("the list “{{.Key}}” mixes values of different kinds", map[string]any{"Key": p.mixedList})
}

// readPreferences reads the preferences at path: their values, or else
// what is wrong with the file. A missing or unopenable file holds no
// values and is no problem: the app starts with the defaults.
func readPreferences(path string) (map[string]any, *preferencesProblem) {
	// Opened without blocking, so a FIFO in the file's place is reported
	// rather than waited on for a writer that never comes.
	file, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, nil
	}
	defer file.Close()
	if info, err := file.Stat(); err != nil || !info.Mode().IsRegular() {
		return nil, &preferencesProblem{notRegular: true}
	}
	data, err := io.ReadAll(io.LimitReader(file, maxPreferencesBytes+1))
	if err != nil || len(data) > maxPreferencesBytes {
		return nil, &preferencesProblem{notObject: true}
	}
	var values map[string]any
	if err := json.Unmarshal(data, &values); err != nil {
		var syntax *json.SyntaxError
		if errors.As(err, &syntax) {
			return nil, &preferencesProblem{notJSON: true, offset: syntax.Offset}
		}
		return nil, &preferencesProblem{notObject: true}
	}
	if values == nil {
		return nil, &preferencesProblem{notObject: true}
	}
	for key, value := range values {
		if list, ok := value.([]any); ok {
			for _, item := range list {
				if reflect.TypeOf(item) != reflect.TypeOf(list[0]) {
					return nil, &preferencesProblem{mixedList: key}
				}
			}
		}
	}
	return values, nil
}

// keepAside moves the preferences file at path, which has problem, aside,
// so the app starts with the defaults instead of failing at every start,
// and returns what the window says about it, in the language chosen by
// then; nil when there is no problem.
// A file that cannot be moved stays where it is, and is written over at
// the first change of a setting.
func keepAside(path string, problem *preferencesProblem, now time.Time) func() string {
	if problem == nil {
		return nil
	}
	keptAs := path + ".broken-" + now.UTC().Format("20060102T150405Z")
	if err := os.Rename(path, keptAs); err != nil {
		keptAs = path
	}
	return func() string {
		return lang.L("The saved settings could not be read: {{.Problem}}. The window starts with the default settings; the file was kept as {{.Path}}.",
			map[string]any{"Problem": problem.text(), "Path": keptAs})
	}
}

// savingPreferences keeps two saves from overlapping, so the file written
// last holds the newest values.
var savingPreferences sync.Mutex

// savePreferences writes every value of prefs to the file at path whole,
// or leaves the old file as it was: a temporary file beside it, synced and
// renamed over it.
func savePreferences(path string, prefs fyne.Preferences) error {
	savingPreferences.Lock()
	defer savingPreferences.Unlock()
	values := fynefix.PreferenceValues(prefs)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	return atomicfile.Write(path, 0o600, func(w io.Writer) error {
		return json.NewEncoder(w).Encode(values)
	})
}

// loadPreferences puts values, read from the preferences file, into
// prefs: numbers as Fyne reads them from its own file, lists as lists of
// their one kind.
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
