package gui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

func TestDecode_AgeMovesOnWhileTheTabIsShown(t *testing.T) {
	a := newTestApp(t)
	a.Preferences().SetBool(prefUTC, true)
	env, timers := testEnvironment(t)
	now := testNow
	env.now = func() time.Time { return now }
	u := openWindowIn(t, a, env)

	u.tabs.Select(u.decodeTab)
	test.Type(decodeField(t, u), "6553f1003f2a91c8d4003039")
	if uitest.LabelShowing(u.decodeTab.Content, "just now") == nil {
		t.Fatalf("at the ID's own second the tab shows %q, want the age just now", uitest.LabelTexts(u.decodeTab.Content))
	}
	now = now.Add(12 * time.Second)
	timers.fire(t, len(timers.pending)-1)
	if uitest.LabelShowing(u.decodeTab.Content, "12 seconds ago") == nil {
		t.Errorf("a tick 12 s later the tab shows %q, want the age 12 seconds ago", uitest.LabelTexts(u.decodeTab.Content))
	}

	u.tabs.SelectIndex(0)
	ticks := len(timers.pending)
	timers.fire(t, ticks-1)
	if len(timers.pending) != ticks {
		t.Error("the age kept ticking with the Decode tab hidden")
	}
}
