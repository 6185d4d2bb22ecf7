package gui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/wording"
)

// statusLine is the line under the tabs that says what the window just
// did or refused, each message for a while.
type statusLine struct {
	*widget.Label
	// afterFunc and duration time a message: the environment's.
	afterFunc func(d time.Duration, f func()) (stop func() bool)
	duration  time.Duration
	// shown counts the messages shown, so the timer of one clears the line
	// only while no newer message replaced it.
	shown int
	clear func() bool
}

func newStatusLine(afterFunc func(time.Duration, func()) func() bool, duration time.Duration) *statusLine {
	return &statusLine{Label: widget.NewLabel(""), afterFunc: afterFunc, duration: duration}
}

// show shows message until the line's duration passes or another message
// replaces it.
func (l *statusLine) show(message string) {
	l.stop()
	l.shown++
	shown := l.shown
	l.SetText(message)
	l.clear = l.afterFunc(l.duration, func() {
		fyne.Do(func() {
			if l.shown == shown {
				l.SetText("")
			}
		})
	})
}

// stop cancels a pending clearing of the line, so that nothing touches the
// widgets of a closed window.
func (l *statusLine) stop() {
	if l.clear != nil {
		l.clear()
	}
}

// sayTooLong tells, in the status line, that a field refused text that would
// take it past maxFieldText: a paste, or a rune typed into a full field.
func (l *statusLine) sayTooLong(text string, pasted bool) {
	limit := wording.ByteSize(maxFieldText)
	if pasted {
		l.show(lang.L("Not pasted: the text is {{.Size}}, more than the {{.Limit}} a field holds; Bulk reads text of any size",
			map[string]any{"Size": wording.ByteSize(int64(len(text))), "Limit": limit}))
		return
	}
	l.show(lang.L("The field is full: it holds at most {{.Limit}}", map[string]any{"Limit": limit}))
}

// sayPasteOver tells, in the status line, that a field refused a paste it
// read only as far as it holds.
func (l *statusLine) sayPasteOver() {
	l.show(lang.L("Not pasted: the text is more than the {{.Limit}} a field holds; Bulk reads text of any size",
		map[string]any{"Limit": wording.ByteSize(maxFieldText)}))
}

// sayPasteUnread tells, in the status line, that a paste found the
// clipboard unreadable: its owner did not answer.
func (l *statusLine) sayPasteUnread() {
	l.show(lang.L("Not pasted: the program that holds the clipboard did not answer"))
}
