package widgets

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
)

// showSpinner puts a spinner for 1–100 showing value in a window of its own.
func showSpinner(t *testing.T, value int) (*Spinner, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	s := NewSpinner(1, 100, value)
	w := test.NewTempWindow(t, s)
	w.Resize(fyne.NewSize(400, 200))
	return s, w
}

// retype replaces the text of the spinner's field as a user would: select
// all, then type.
func retype(s *Spinner, text string) {
	s.Entry.TypedShortcut(&fyne.ShortcutSelectAll{})
	s.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	test.Type(s.Entry, text)
}

func pressKey(s *Spinner, key fyne.KeyName) {
	s.Entry.TypedKey(&fyne.KeyEvent{Name: key})
}

func TestSpinner_StepsWithKeys(t *testing.T) {
	tests := []struct {
		name  string
		start int
		act   func(s *Spinner)
		want  string
	}{
		{"UpKeyAddsOne", 10, func(s *Spinner) { pressKey(s, fyne.KeyUp) }, "11"},
		{"DownKeySubtractsOne", 10, func(s *Spinner) { pressKey(s, fyne.KeyDown) }, "9"},
		{"PageUpAddsTen", 10, func(s *Spinner) { pressKey(s, fyne.KeyPageUp) }, "20"},
		{"PageDownSubtractsTen", 15, func(s *Spinner) { pressKey(s, fyne.KeyPageDown) }, "5"},
		{"UpAtMaximumStays", 100, func(s *Spinner) { pressKey(s, fyne.KeyUp) }, "100"},
		{"PageUpNearMaximumStopsThere", 95, func(s *Spinner) { pressKey(s, fyne.KeyPageUp) }, "100"},
		{"DownAtMinimumStays", 1, func(s *Spinner) { pressKey(s, fyne.KeyDown) }, "1"},
		{"UpFromTooLargeLeavesItForTheMessage", 10, func(s *Spinner) {
			retype(s, "250")
			pressKey(s, fyne.KeyUp)
		}, "250"},
		{"DownFromTextLeavesIt", 10, func(s *Spinner) {
			retype(s, "abc")
			pressKey(s, fyne.KeyDown)
		}, "abc"},
		{"TypingReplacesTheNumber", 10, func(s *Spinner) { retype(s, "57") }, "57"},
		{"OutOfRangeStartIsClamped", 500, func(*Spinner) {}, "100"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := showSpinner(t, tt.start)
			tt.act(s)
			if s.Entry.Text != tt.want {
				t.Errorf("field shows %q, want %q", s.Entry.Text, tt.want)
			}
		})
	}
}

func TestSpinner_BadTextShowsWhatIsAllowed(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"Empty", "", "Enter a whole number from 1 to 100"},
		{"Zero", "0", "0 is too small: enter a whole number from 1 to 100"},
		{"OneTooMany", "101", "101 is too large: enter a whole number from 1 to 100"},
		{"Negative", "-3", "-3 is too small: enter a whole number from 1 to 100"},
		{"Letters", "abc", "“abc” is not a whole number: enter one from 1 to 100"},
		{"Exponent", "1e3", "“1e3” is not a whole number: enter one from 1 to 100"},
		{"Fraction", "2.5", "“2.5” is not a whole number: enter one from 1 to 100"},
		{"FortyDigits", strings.Repeat("1234567890", 4), "123456789012… is too large: enter a whole number from 1 to 100"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := showSpinner(t, 10)
			retype(s, tt.text)
			if !s.Message.Visible() || s.Message.Text != tt.want {
				t.Errorf("message visible %v, %q; want %q", s.Message.Visible(), s.Message.Text, tt.want)
			}
			_, err := s.Value()
			if err == nil || err.Error() != tt.want {
				t.Errorf("Value() error = %v, want %q", err, tt.want)
			}
			retype(s, "12")
			if s.Message.Visible() {
				t.Errorf("message %q still shown after a good number", s.Message.Text)
			}
		})
	}
}

func TestSpinner_EnterSubmitsAndShortcutsGoToTheOwnerFirst(t *testing.T) {
	s, _ := showSpinner(t, 10)
	submitted := 0
	s.Entry.OnSubmitted = func(string) { submitted++ }
	pressKey(s, fyne.KeyReturn)
	if submitted != 1 {
		t.Errorf("onSubmitted ran %d times, want 1", submitted)
	}
	generateShortcut := &desktop.CustomShortcut{KeyName: fyne.KeyG, Modifier: fyne.KeyModifierShortcutDefault}
	var offered []string
	s.Entry.Window = fakeWindow{passOn: func(sc fyne.Shortcut) bool {
		offered = append(offered, sc.ShortcutName())
		return sc.ShortcutName() == generateShortcut.ShortcutName()
	}}
	s.Entry.TypedShortcut(generateShortcut)
	s.Entry.TypedShortcut(&fyne.ShortcutSelectAll{})
	s.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	if len(offered) != 2 {
		t.Fatalf("owner was offered %v, want both shortcuts", offered)
	}
	if s.Entry.Text != "" {
		t.Errorf("select all, not taken by the owner, did not reach the field: text %q", s.Entry.Text)
	}
}
