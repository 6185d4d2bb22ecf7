package gui

import (
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/objectid-generator/objectid/internal/atomicfile"
)

// maxPreferencesSize bounds the settings file read: the app's take a few hundred bytes.
const maxPreferencesSize = 64 << 10

// Fyne saves the settings but never reads them (fynefix.NewAppBesideItsPreferences):
// its reader panics or hangs on some files. The window reads them once, here.

// readPreferences reads the values at path, or what is wrong with the file.
func readPreferences(path string) (values map[string]any, problem func() string) {
	// Without blocking, so a FIFO in its place is reported, not waited on.
	file, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, nil
	}
	defer file.Close()
	if info, err := file.Stat(); err != nil || !info.Mode().IsRegular() {
		return nil, func() string { return lang.L("it is not a regular file") }
	}
	notObject := func() string { return lang.L("it does not hold one JSON object of settings") }
	data, err := io.ReadAll(io.LimitReader(file, maxPreferencesSize+1))
	if err != nil {
		return nil, notObject
	}
	if len(data) > maxPreferencesSize {
		return nil, func() string {
			return lang.L("it is over {{.KiB}} KiB", map[string]any{"KiB": maxPreferencesSize >> 10})
		}
	}
	// JSON's null unmarshals into a nil map, without an error.
	if err := json.Unmarshal(data, &values); err != nil || values == nil {
		var syntax *json.SyntaxError
		if errors.As(err, &syntax) {
			return nil, func() string {
				return lang.L("it is not valid JSON (byte {{.Offset}})", map[string]any{"Offset": syntax.Offset})
			}
		}
		return nil, notObject
	}
	return values, nil
}

// keepAside moves a file with a problem aside and returns the message, or nil.
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

// loadPreferences puts values into prefs as Fyne would, but no lists, which
// the app never keeps, in one change: Fyne's store saves them once, whole.
func loadPreferences(prefs fyne.Preferences, values map[string]any) {
	store, ok := prefs.(interface{ WriteValues(func(map[string]any)) })
	if !ok || len(values) == 0 {
		return
	}
	store.WriteValues(func(all map[string]any) {
		for key, value := range values {
			switch value.(type) {
			case bool, float64, string:
				all[key] = value
			}
		}
	})
}

// saveSettings saves prefs to path and, when it cannot, says why in the
// window's status line; the next change saves them all again.
func (u *ui) saveSettings(prefs fyne.Preferences, path string) {
	if err := savePreferences(prefs, path); err != nil && u != nil {
		fyne.Do(func() {
			u.status.show(lang.L("The settings could not be saved: {{.Reason}}. They are saved again at the next change.", map[string]any{"Reason": err}))
		})
	}
}

// savePreferences writes every value of prefs whole to path, through a
// temporary file: at every change (fynefix.NewAppBesideItsPreferences).
func savePreferences(prefs fyne.Preferences, path string) error {
	var data []byte
	var err error
	prefs.(interface{ ReadValues(func(map[string]any)) }).ReadValues(func(values map[string]any) { data, err = json.Marshal(values) })
	if err == nil {
		err = os.MkdirAll(filepath.Dir(path), 0o700)
	}
	if err == nil {
		err = atomicfile.Write(path, 0o600, func(w io.Writer) error {
			_, err := w.Write(data)
			return err
		})
	}
	if err != nil {
		fyne.LogError("the settings could not be saved", err)
	}
	return err
}
