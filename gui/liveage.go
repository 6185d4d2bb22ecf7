package gui

import (
	"time"

	"fyne.io/fyne/v2"
)

// ageTick is how often the Decode tab's Age is written again while the
// tab is on show, so "just now" becomes "12 seconds ago" as time passes.
const ageTick = time.Second

// startAgeTicks writes the Decode tab again, at the window's clock, a tick
// from now and every tick after while the tab stays on show.
func (u *ui) startAgeTicks() {
	if u.stopAgeTick != nil {
		return
	}
	u.stopAgeTick = u.env.afterFunc(ageTick, func() {
		fyne.Do(func() {
			u.stopAgeTick = nil
			if u.decode == nil || u.tabs.Selected() != u.decodeTab {
				return
			}
			u.decode.tick()
			u.startAgeTicks()
		})
	})
}

// stopAgeTicks cancels the next tick, so nothing touches the widgets of a
// closed window.
func (u *ui) stopAgeTicks() {
	if u.stopAgeTick != nil {
		u.stopAgeTick()
		u.stopAgeTick = nil
	}
}
