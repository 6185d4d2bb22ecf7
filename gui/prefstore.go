package gui

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"time"

	"fyne.io/fyne/v2"

	"github.com/objectid-generator/objectid/internal/atomicfile"
)

// saveQuietPeriod is how long after a save further changes wait before
// they are saved together, as Fyne's own preferences do: a burst of
// changes (a window resized, a slider dragged) is one write at its start
// and one 100 ms later, not one per change.
const saveQuietPeriod = 100 * time.Millisecond

// preferenceStore is the app's fyne.Preferences: the settings in memory,
// read once at start from the preferences file and saved whole or not at
// all (package atomicfile) on every change and at quit. Unlike Fyne's own
// store it does not watch the file: whatever is written there while the
// app runs is never read back into the window, so it can neither crash it
// (a list of mixed kinds) nor freeze it (a FIFO). The file is the one
// Fyne kept, in Fyne's format: a JSON object, lists as arrays of one kind.
//
// It is installed as the app's cloud provider (fyne.CloudProviderPreferences),
// the one way Fyne's API lets an app bring its own preferences.
type preferenceStore struct {
	// path is the preferences file; "" keeps the settings in memory only.
	path string
	// afterFunc runs f once d has passed; time.AfterFunc in the app.
	afterFunc func(d time.Duration, f func())

	mu        sync.Mutex
	values    map[string]any
	listeners []func()
	// savedRecently is set for saveQuietPeriod after each save; a change
	// then sets changedSince and is saved when the period ends.
	savedRecently, changedSince bool

	// writing serialises the writes of the file.
	writing sync.Mutex
}

var (
	_ fyne.Preferences              = (*preferenceStore)(nil)
	_ fyne.CloudProviderPreferences = (*preferenceStore)(nil)
)

// newPreferenceStore is a store of values saved to path ("" for none).
func newPreferenceStore(path string, values map[string]any, afterFunc func(time.Duration, func())) *preferenceStore {
	if values == nil {
		values = map[string]any{}
	}
	return &preferenceStore{path: path, values: values, afterFunc: afterFunc}
}

// ProviderName names the store to Fyne.
func (s *preferenceStore) ProviderName() string { return "ObjectID Generator preferences file" }

// ProviderDescription says what the store is.
func (s *preferenceStore) ProviderDescription() string {
	return "the settings saved on this computer, written whole or not at all"
}

// ProviderIcon is none: the store is never shown.
func (s *preferenceStore) ProviderIcon() fyne.Resource { return nil }

// Setup has nothing to set up.
func (s *preferenceStore) Setup(fyne.App) error { return nil }

// Cleanup saves the settings when another store takes this one's place.
func (s *preferenceStore) Cleanup(fyne.App) { s.flush() }

// CloudPreferences makes the store the app's preferences.
func (s *preferenceStore) CloudPreferences(fyne.App) fyne.Preferences { return s }

// flush saves the settings now, whatever was saved lately: at quit.
func (s *preferenceStore) flush() {
	if s.path == "" {
		return
	}
	if err := s.save(); err != nil {
		fyne.LogError("Failed to save the preferences", err)
	}
}

// changed saves a change now, or once the quiet period after the last save
// ends, then tells the listeners.
func (s *preferenceStore) changed() {
	if s.path != "" {
		s.mu.Lock()
		wait := s.savedRecently
		s.changedSince = s.changedSince || wait
		s.mu.Unlock()
		if !wait {
			s.flush()
		}
	}
	s.mu.Lock()
	listeners := s.listeners
	s.mu.Unlock()
	for _, l := range listeners {
		l()
	}
}

// save writes the file and starts a quiet period, at the end of which the
// changes made during it are saved.
func (s *preferenceStore) save() error {
	s.mu.Lock()
	s.savedRecently = true
	data, err := json.Marshal(s.values)
	s.mu.Unlock()
	s.afterFunc(saveQuietPeriod, s.endQuietPeriod)
	if err != nil {
		return err
	}
	s.writing.Lock()
	defer s.writing.Unlock()
	if err := os.MkdirAll(filepath.Dir(s.path), 0o700); err != nil {
		return err
	}
	return atomicfile.Write(s.path, 0o600, func(w io.Writer) error {
		_, err := w.Write(append(data, '\n'))
		return err
	})
}

// endQuietPeriod saves what changed since the last save, if anything did.
func (s *preferenceStore) endQuietPeriod() {
	s.mu.Lock()
	s.savedRecently = false
	again := s.changedSince
	s.changedSince = false
	s.mu.Unlock()
	if again {
		s.flush()
	}
}

// AddChangeListener calls listener after every change.
func (s *preferenceStore) AddChangeListener(listener func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.listeners = append(s.listeners, listener)
}

// ChangeListeners are the listeners added so far.
func (s *preferenceStore) ChangeListeners() []func() {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.listeners
}

// RemoveValue removes key, and saves when it was set.
func (s *preferenceStore) RemoveValue(key string) {
	s.mu.Lock()
	_, had := s.values[key]
	delete(s.values, key)
	s.mu.Unlock()
	if had {
		s.changed()
	}
}

// set stores value under key, and saves when it differs from what was
// stored: a list element by element.
func (s *preferenceStore) set(key string, value any) {
	s.mu.Lock()
	old, had := s.values[key]
	same := had && reflect.TypeOf(old) == reflect.TypeOf(value)
	if same {
		if reflect.TypeOf(value).Kind() == reflect.Slice {
			same = reflect.DeepEqual(old, value)
		} else {
			same = old == value
		}
	}
	if !same {
		s.values[key] = value
	}
	s.mu.Unlock()
	if !same {
		s.changed()
	}
}

// get is the value under key, nil when it holds none.
func (s *preferenceStore) get(key string) any {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.values[key]
}

// valueOf is the value under key as a T, fallback when it holds none.
func valueOf[T any](s *preferenceStore, key string, fallback T) T {
	if v, ok := s.get(key).(T); ok {
		return v
	}
	return fallback
}

// numberOf is the number under key as a T, fallback when it holds none.
// A number read from the file is a float64, as JSON has no integers; one
// the app set keeps its own kind.
func numberOf[T int | float64](s *preferenceStore, key string, fallback T) T {
	switch n := s.get(key).(type) {
	case int:
		return T(n)
	case float64:
		return T(n)
	}
	return fallback
}

// numbersOf is the list of numbers under key as []T, fallback when it
// holds none.
func numbersOf[T int | float64](s *preferenceStore, key string, fallback []T) []T {
	switch l := s.get(key).(type) {
	case []int:
		return convertNumbers[T](l)
	case []float64:
		return convertNumbers[T](l)
	}
	return fallback
}

func convertNumbers[T, F int | float64](l []F) []T {
	numbers := make([]T, len(l))
	for i, n := range l {
		numbers[i] = T(n)
	}
	return numbers
}

// Bool is the value of key, false when it holds none.
func (s *preferenceStore) Bool(key string) bool { return s.BoolWithFallback(key, false) }

// BoolWithFallback is the value of key, fallback when it holds no bool.
func (s *preferenceStore) BoolWithFallback(key string, fallback bool) bool {
	return valueOf(s, key, fallback)
}

// SetBool stores value under key.
func (s *preferenceStore) SetBool(key string, value bool) { s.set(key, value) }

// BoolList is the list under key, empty when it holds none.
func (s *preferenceStore) BoolList(key string) []bool {
	return s.BoolListWithFallback(key, []bool{})
}

// BoolListWithFallback is the list under key, fallback when it holds none.
func (s *preferenceStore) BoolListWithFallback(key string, fallback []bool) []bool {
	return valueOf(s, key, fallback)
}

// SetBoolList stores value under key.
func (s *preferenceStore) SetBoolList(key string, value []bool) { s.set(key, value) }

// Float is the value of key, 0 when it holds none.
func (s *preferenceStore) Float(key string) float64 { return s.FloatWithFallback(key, 0) }

// FloatWithFallback is the value of key, fallback when it holds no
// number.
func (s *preferenceStore) FloatWithFallback(key string, fallback float64) float64 {
	return numberOf(s, key, fallback)
}

// SetFloat stores value under key.
func (s *preferenceStore) SetFloat(key string, value float64) { s.set(key, value) }

// FloatList is the list under key, empty when it holds none.
func (s *preferenceStore) FloatList(key string) []float64 {
	return s.FloatListWithFallback(key, []float64{})
}

// FloatListWithFallback is the list under key, fallback when it holds no
// list of numbers.
func (s *preferenceStore) FloatListWithFallback(key string, fallback []float64) []float64 {
	return numbersOf(s, key, fallback)
}

// SetFloatList stores value under key.
func (s *preferenceStore) SetFloatList(key string, value []float64) { s.set(key, value) }

// Int is the value of key, 0 when it holds none.
func (s *preferenceStore) Int(key string) int { return s.IntWithFallback(key, 0) }

// IntWithFallback is the value of key, fallback when it holds no number.
func (s *preferenceStore) IntWithFallback(key string, fallback int) int {
	return numberOf(s, key, fallback)
}

// SetInt stores value under key.
func (s *preferenceStore) SetInt(key string, value int) { s.set(key, value) }

// IntList is the list under key, empty when it holds none.
func (s *preferenceStore) IntList(key string) []int {
	return s.IntListWithFallback(key, []int{})
}

// IntListWithFallback is the list under key, fallback when it holds no
// list of numbers.
func (s *preferenceStore) IntListWithFallback(key string, fallback []int) []int {
	return numbersOf(s, key, fallback)
}

// SetIntList stores value under key.
func (s *preferenceStore) SetIntList(key string, value []int) { s.set(key, value) }

// String is the value of key, "" when it holds none.
func (s *preferenceStore) String(key string) string { return s.StringWithFallback(key, "") }

// StringWithFallback is the value of key, fallback when it holds no text.
func (s *preferenceStore) StringWithFallback(key, fallback string) string {
	return valueOf(s, key, fallback)
}

// SetString stores value under key.
func (s *preferenceStore) SetString(key string, value string) { s.set(key, value) }

// StringList is the list under key, empty when it holds none.
func (s *preferenceStore) StringList(key string) []string {
	return s.StringListWithFallback(key, []string{})
}

// StringListWithFallback is the list under key, fallback when it holds
// no list of text.
func (s *preferenceStore) StringListWithFallback(key string, fallback []string) []string {
	return valueOf(s, key, fallback)
}

// SetStringList stores value under key.
func (s *preferenceStore) SetStringList(key string, value []string) { s.set(key, value) }
