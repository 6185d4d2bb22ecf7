package widgets

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/wording"
)

// shownTextLimit is how much of an unusable entry a message quotes back.
const shownTextLimit = 12

// Spinner is a field for a whole number from min to max, stepped by the
// arrow keys, with a message saying what is allowed: Fyne has none.
type Spinner struct {
	widget.BaseWidget

	min, max int

	Entry   *SpinnerEntry
	Message *widget.Label

	// OnChanged runs after every change of the text, usable or not.
	OnChanged func()
}

// NewSpinner returns a spinner from lowest to highest showing value, brought
// into range.
func NewSpinner(lowest, highest, value int) *Spinner {
	s := &Spinner{min: lowest, max: highest}
	s.Entry = &SpinnerEntry{spinner: s}
	s.Entry.ExtendBaseWidget(s.Entry)
	s.Entry.OnChanged = func(string) { s.changed() }
	s.Message = widget.NewLabel("")
	s.Message.Importance = widget.DangerImportance
	s.Message.Truncation = fyne.TextTruncateEllipsis
	s.SetValue(value)
	s.ExtendBaseWidget(s)
	return s
}

// CreateRenderer lays out the field with the message under it.
func (s *Spinner) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewVBox(container.NewHBox(s.Entry), s.Message))
}

// Value returns the number in the field, or an error telling what it accepts.
func (s *Spinner) Value() (int, error) {
	text := strings.TrimSpace(s.Entry.Text)
	value, err := strconv.Atoi(text)
	if utf8.RuneCountInString(text) > shownTextLimit {
		text = string([]rune(text)[:shownTextLimit]) + "…"
	}
	data := map[string]any{"Min": wording.Number(s.min), "Max": wording.Number(s.max), "Text": text}
	switch {
	case text == "":
		return 0, errors.New(lang.L("Enter a whole number from {{.Min}} to {{.Max}}", data))
	case err != nil && !errors.Is(err, strconv.ErrRange):
		return 0, errors.New(lang.L("“{{.Text}}” is not a whole number: enter one from {{.Min}} to {{.Max}}", data))
	case value < s.min:
		return 0, errors.New(lang.L("{{.Text}} is too small: enter a whole number from {{.Min}} to {{.Max}}", data))
	case value > s.max:
		return 0, errors.New(lang.L("{{.Text}} is too large: enter a whole number from {{.Min}} to {{.Max}}", data))
	}
	return value, nil
}

// SetValue shows value, brought into range.
func (s *Spinner) SetValue(value int) {
	s.Entry.SetText(strconv.Itoa(min(max(value, s.min), s.max)))
}

// changed brings the message up to date after the text changed.
func (s *Spinner) changed() {
	if _, err := s.Value(); err != nil {
		s.Message.SetText(err.Error())
		s.Message.Show()
	} else {
		s.Message.Hide()
	}
	if s.OnChanged != nil {
		s.OnChanged()
	}
}

// SpinnerEntry is a Spinner's field, which the arrow keys step.
type SpinnerEntry struct {
	WindowEntry
	spinner *Spinner
}

// MinSize keeps the field wide enough for five digits.
func (e *SpinnerEntry) MinSize() fyne.Size {
	size := e.Entry.MinSize()
	digits := fyne.MeasureText("00000", theme.TextSize(), e.TextStyle)
	size.Width = max(size.Width, digits.Width+4*theme.InnerPadding())
	return size
}

// TypedKey steps a usable value with Up, Down, Page Up and Page Down and
// leaves every other key to the entry.
func (e *SpinnerEntry) TypedKey(key *fyne.KeyEvent) {
	steps := map[fyne.KeyName]int{fyne.KeyUp: 1, fyne.KeyDown: -1, fyne.KeyPageUp: 10, fyne.KeyPageDown: -10}
	if delta, ok := steps[key.Name]; ok {
		if value, err := e.spinner.Value(); err == nil {
			e.spinner.SetValue(value + delta)
		}
		return
	}
	e.WindowEntry.TypedKey(key)
}
