//go:build ci

package gui

import (
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

// typeRangeTimes types the two times into the Range query tab's fields as
// a user would.
func typeRangeTimes(t *testing.T, u *ui, fromDate, fromClock, toDate, toClock string) {
	t.Helper()
	for _, f := range []struct{ field, part, text string }{
		{"From", "date", fromDate}, {"From", "time of day", fromClock},
		{"To", "date", toDate}, {"To", "time of day", toClock},
	} {
		e := rangeField(t, u, f.field, f.part)
		e.SetText("")
		test.Type(e, f.text)
	}
}

func TestRange_LanguageSwitchKeepsTheLastValidRangeOfBadTimes(t *testing.T) {
	a := withSystemLocale(t, "en_US.UTF-8", "")
	a.Preferences().SetBool(prefUTC, true)
	u := openWindow(t, a, uitest.FixedSource(t, uitest.ExampleCounter))
	typeRangeTimes(t, u, "2023-11-14", "22:13:20", "2023-11-15", "00:00:00")
	typeRangeTimes(t, u, "2023-11-1", "22:13:20", "2023-11-15", "00:00:00")

	u.switchLanguage("fi")

	if got := rangeField(t, u, "From", "date").Text; got != "2023-11-1" {
		t.Errorf("From's date reads %q after the switch, want the text as typed", got)
	}
	if stale := uitest.LabelShowing(u.rangeTab.Content, lang.L("Showing the filters for the last valid range")); stale == nil || !stale.Visible() {
		t.Errorf("after the switch the stale note is not on show: %q", uitest.LabelTexts(u.rangeTab.Content))
	}
	// The range from 2023-11-14 22:13:20 UTC up to 2023-11-15 00:00:00 UTC.
	for _, want := range []string{
		"6553f1000000000000000000",
		"65540a000000000000000000",
		`{_id: {$gte: ObjectId("6553f1000000000000000000"), $lt: ObjectId("65540a000000000000000000")}}`,
		`{"_id": {"$gte": {"$oid": "6553f1000000000000000000"}, "$lt": {"$oid": "65540a000000000000000000"}}}`,
	} {
		if uitest.LabelShowing(u.rangeTab.Content, want) == nil {
			t.Errorf("after the switch the tab does not show %s", want)
		}
	}
}
