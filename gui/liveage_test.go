//go:build ci

package gui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

func TestDecode_AgeMovesOnWhileTheTabIsShown(t *testing.T) {
	a := newTestApp(t)
	a.Preferences().SetBool(prefUTC, true)
	env, timers := testEnvironment(t)
	now := testNow
	env.now = func() time.Time { return now }
	u := openWindowIn(t, a, env)

	u.tabs.Select(u.decodeTab)
	test.Type(u.decode.input, "6553f1003f2a91c8d4003039")
	if got := u.decode.age.Value.Text; got != "just now" {
		t.Fatalf("age %q at the ID's own second, want just now", got)
	}
	now = now.Add(12 * time.Second)
	timers.fire(t, len(timers.pending)-1)
	if got := u.decode.age.Value.Text; got != "12 seconds ago" {
		t.Errorf("age %q a tick 12 s later, want 12 seconds ago", got)
	}

	u.tabs.SelectIndex(0)
	ticks := len(timers.pending)
	timers.fire(t, ticks-1)
	if len(timers.pending) != ticks {
		t.Error("the age kept ticking with the Decode tab hidden")
	}
}
