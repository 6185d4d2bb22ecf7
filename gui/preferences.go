package gui

import (
	"encoding/json"
	"errors"
	"io"
	"os"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// The app keeps its settings in Fyne's store, which saves them at every
// change but, made by fynefix.NewAppBesideItsPreferences, never reads the
// file: Fyne's reader panics on a list of mixed kinds and waits for ever on
// a FIFO. The window reads the file once, here, before the app is made.

// maxPreferencesBytes bounds the preferences file read at start.
const maxPreferencesBytes = 1 << 20

// readPreferences reads the preferences at path: their values, or what is
// wrong with the file; a missing file is no problem.
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
	return values, nil
}

// keepAside moves the preferences file at path, which has problem, aside
// and returns what the window says about it; nil when there is no problem.
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
// as Fyne reads its file: numbers as floats. The app keeps no lists.
func loadPreferences(prefs fyne.Preferences, values map[string]any) {
	for key, value := range values {
		switch v := value.(type) {
		case bool:
			prefs.SetBool(key, v)
		case float64:
			prefs.SetFloat(key, v)
		case string:
			prefs.SetString(key, v)
		}
	}
}
