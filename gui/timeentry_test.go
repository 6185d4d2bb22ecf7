//go:build ci

package gui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

func TestTimeEntry_ZoneSwitchKeepsTheInstant(t *testing.T) {
	u := newTestWindow(t)
	date, clock := rangeField(t, u, "From", "date"), rangeField(t, u, "From", "time of day")
	date.SetText("")
	clock.SetText("")
	test.Type(date, "2023-11-14")
	test.Type(clock, "22:13:20")
	zoneShown := func(zone string) bool { return uitest.LabelShowing(u.rangeTab.Content, zone) != nil }
	// The start ID of the range is the instant's: Unix 1700000000.
	instantKept := func() bool { return uitest.LabelShowing(u.rangeTab.Content, "6553f1000000000000000000") != nil }

	u.app.Preferences().SetBool(prefUTC, false)
	if date.Text != "2023-11-15" || clock.Text != "01:13:20" || !zoneShown("local (XST)") {
		t.Errorf("after switching to local: %q %q, zone labels %q", date.Text, clock.Text, uitest.LabelTexts(u.rangeTab.Content))
	}
	if !instantKept() {
		t.Error("after switching to local the range no longer starts at Unix 1700000000")
	}

	u.app.Preferences().SetBool(prefUTC, true)
	if date.Text != "2023-11-14" || clock.Text != "22:13:20" || !zoneShown("UTC") || !instantKept() {
		t.Errorf("after switching back to UTC: %q %q, labels %q", date.Text, clock.Text, uitest.LabelTexts(u.rangeTab.Content))
	}
}

func TestTimeEntry_ZoneSwitchKeepsBadTextAsTyped(t *testing.T) {
	u := newTestWindow(t)
	date, clock := rangeField(t, u, "From", "date"), rangeField(t, u, "From", "time of day")
	date.SetText("")
	clock.SetText("")
	test.Type(date, "2023-11-1")
	test.Type(clock, "22:13:20")

	u.app.Preferences().SetBool(prefUTC, false)
	if date.Text != "2023-11-1" || clock.Text != "22:13:20" {
		t.Errorf("bad text changed to %q %q", date.Text, clock.Text)
	}
	message := uitest.LabelShowing(u.rangeTab.Content, "Enter the date as YYYY-MM-DD")
	if message == nil || !message.Visible() || uitest.LabelShowing(u.rangeTab.Content, "local (XST)") == nil {
		t.Errorf("want the message and the zone local (XST) among %q", uitest.LabelTexts(u.rangeTab.Content))
	}
}
