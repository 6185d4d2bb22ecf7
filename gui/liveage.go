package gui

import (
	"time"

	"fyne.io/fyne/v2"
)

// ageTick is how often the Decode tab's Age is written again while the
// tab is on show, so "just now" becomes "12 seconds ago" as time passes.
const ageTick = time.Second

// ageTicks write the Decode tab's Age again every ageTick while the tab
// is on show.
type ageTicks struct {
	// afterFunc is the environment's timer.
	afterFunc func(d time.Duration, f func()) (stop func() bool)
	// tick writes the tab again and reports whether it is still on show;
	// it runs on the UI goroutine.
	tick func() bool
	// stopNext cancels the next tick; nil while none is due.
	stopNext func() bool
}

// start writes the Decode tab again, at the window's clock, a tick from
// now and every tick after while the tab stays on show.
func (a *ageTicks) start() {
	if a.stopNext != nil {
		return
	}
	a.stopNext = a.afterFunc(ageTick, func() {
		fyne.Do(func() {
			a.stopNext = nil
			if a.tick() {
				a.start()
			}
		})
	})
}

// stop cancels the next tick, so nothing touches the widgets of a closed
// window.
func (a *ageTicks) stop() {
	if a.stopNext != nil {
		a.stopNext()
		a.stopNext = nil
	}
}
