package describe_test

import (
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/describe"
)

func TestAgeOf_KnownSpans(t *testing.T) {
	now := mustTime(t, "2024-05-01T12:00:00Z")
	const day = 24 * time.Hour
	tests := []struct {
		name string
		t    time.Time
		want describe.Age
		text string
	}{
		{"same instant", now, describe.Age{Count: 0, Unit: describe.AgeSeconds}, "just now"},
		{"under a second ago", now.Add(-999 * time.Millisecond), describe.Age{Count: 0, Unit: describe.AgeSeconds}, "just now"},
		{"under a second ahead", now.Add(500 * time.Millisecond), describe.Age{Count: 0, Unit: describe.AgeSeconds, Future: true}, "just now"},
		{"one second", now.Add(-time.Second), describe.Age{Count: 1, Unit: describe.AgeSeconds}, "1 second ago"},
		{"59 seconds", now.Add(-59 * time.Second), describe.Age{Count: 59, Unit: describe.AgeSeconds}, "59 seconds ago"},
		{"one minute", now.Add(-time.Minute), describe.Age{Count: 1, Unit: describe.AgeMinutes}, "1 minute ago"},
		{"just under an hour", now.Add(-time.Hour + time.Second), describe.Age{Count: 59, Unit: describe.AgeMinutes}, "59 minutes ago"},
		{"one hour", now.Add(-time.Hour), describe.Age{Count: 1, Unit: describe.AgeHours}, "1 hour ago"},
		{"23 hours", now.Add(-23 * time.Hour), describe.Age{Count: 23, Unit: describe.AgeHours}, "23 hours ago"},
		{"one day", now.Add(-day), describe.Age{Count: 1, Unit: describe.AgeDays}, "1 day ago"},
		{"29 days", now.Add(-29 * day), describe.Age{Count: 29, Unit: describe.AgeDays}, "29 days ago"},
		{"30 days is a month", now.Add(-30 * day), describe.Age{Count: 1, Unit: describe.AgeMonths}, "1 month ago"},
		{"364 days", now.Add(-364 * day), describe.Age{Count: 12, Unit: describe.AgeMonths}, "12 months ago"},
		{"365 days is still months, never 0 years", now.Add(-365 * day), describe.Age{Count: 12, Unit: describe.AgeMonths}, "12 months ago"},
		{"366 days", now.Add(-366 * day), describe.Age{Count: 1, Unit: describe.AgeYears}, "1 year ago"},
		{"worked example ID", time.Unix(1350508407, 0), describe.Age{Count: 11, Unit: describe.AgeYears}, "11 years ago"},
		{"epoch", time.Unix(0, 0), describe.Age{Count: 54, Unit: describe.AgeYears}, "54 years ago"},
		{"two days ahead", now.Add(2 * day), describe.Age{Count: 2, Unit: describe.AgeDays, Future: true}, "in 2 days"},
		{"one hour ahead", now.Add(time.Hour), describe.Age{Count: 1, Unit: describe.AgeHours, Future: true}, "in 1 hour"},
		{"last second of the field ahead", time.Unix(core.MaxSeconds, 0), describe.Age{Count: 81, Unit: describe.AgeYears, Future: true}, "in 81 years"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := describe.AgeOf(tc.t, now)
			if got != tc.want {
				t.Errorf("AgeOf = %+v, want %+v", got, tc.want)
			}
			if got.String() != tc.text {
				t.Errorf("String() = %q, want %q", got.String(), tc.text)
			}
			if justNow := tc.text == "just now"; got.JustNow() != justNow {
				t.Errorf("JustNow() = %v, want %v", got.JustNow(), justNow)
			}
		})
	}
}
