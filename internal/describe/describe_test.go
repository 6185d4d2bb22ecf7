package describe_test

import (
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/describe"
)

// The worked example and the driver documentation's example.
const (
	exampleUnix  = 1700000000
	exampleFirst = "6553f1003f2a91c8d4003039"
	knownHex     = "507f1f77bcf86cd799439011"
)

func mustTime(t testing.TB, rfc3339 string) time.Time {
	t.Helper()
	parsed, err := time.Parse(time.RFC3339Nano, rfc3339)
	if err != nil {
		t.Fatal(err)
	}
	return parsed
}

func TestDescribe_EveryField(t *testing.T) {
	tests := []struct {
		name  string
		hex   string
		now   string
		zone  *time.Location
		want  describe.Description
		local string
	}{
		{
			name: "driver example, 11 years later, nil zone is UTC",
			hex:  knownHex, now: "2024-05-01T12:00:00Z", zone: nil,
			want: describe.Description{
				Seconds: 1350508407, UTC: time.Unix(1350508407, 0).UTC(),
				Age:    describe.Age{Count: 11, Unit: describe.AgeYears},
				Random: [5]byte{0xbc, 0xf8, 0x6c, 0xd7, 0x99}, Counter: 0x439011,
				LegacyMachine: 0xbcf86c, LegacyProcess: 0xd799, Bound: core.NotBound,
			},
			local: "2012-10-17T21:13:27Z",
		},
		{
			name: "lower bound, two days ahead, is future",
			hex:  "6553f1000000000000000000", now: "2023-11-12T22:13:20Z", zone: time.UTC,
			want: describe.Description{
				Seconds: exampleUnix, UTC: time.Unix(exampleUnix, 0).UTC(),
				Age: describe.Age{Count: 2, Unit: describe.AgeDays, Future: true}, Future: true,
				Bound: core.LowerBound,
			},
			local: "2023-11-14T22:13:20Z",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			id, _ := core.FromHex(tc.hex)
			got := describe.Describe(id, mustTime(t, tc.now), tc.zone)
			if local := got.Local.Format(time.RFC3339); local != tc.local {
				t.Errorf("Local = %s, want %s", local, tc.local)
			}
			if !got.Local.Equal(got.UTC) {
				t.Errorf("Local %v is not the instant UTC %v is", got.Local, got.UTC)
			}
			tc.want.ID, tc.want.Local = id, got.Local
			if got != tc.want {
				t.Errorf("Describe =\n %+v\nwant\n %+v", got, tc.want)
			}
		})
	}
}

// The timestamp has whole seconds and "now" does not: a time less than a
// second ahead is just now, a whole second ahead is the future.
func TestDescribe_FutureFromAWholeSecondAhead(t *testing.T) {
	id, _ := core.FromHex(exampleFirst)
	stamp := time.Unix(exampleUnix, 0)
	for ahead, future := range map[time.Duration]bool{
		-time.Second: false, 0: false, time.Nanosecond: false, 999 * time.Millisecond: false,
		time.Second - time.Nanosecond: false, time.Second: true, 24 * time.Hour: true,
	} {
		if d := describe.Describe(id, stamp.Add(-ahead), time.UTC); d.Future != future {
			t.Errorf("a timestamp %v ahead of now: Future = %v, want %v", ahead, d.Future, future)
		}
	}
}

// MongoDB began in 2009: an earlier ID, or one dated ahead (as Meteor's
// random IDs in 2104 are), is doubted, once, with the future first.
func TestDoubtNote_FutureAndBefore2009(t *testing.T) {
	now := mustTime(t, "2024-05-01T12:00:00Z")
	for hex, want := range map[string]string{
		"000000000000000000000000": "dated before 2009: not made by a MongoDB driver?",
		"495c077f0000000000000000": "dated before 2009: not made by a MongoDB driver?",
		"495c07800000000000000000": "",
		knownHex:                   "",
		"f0aa2a3a6f2e1f8a9c4d5e6b": "dated in the future: not made by a MongoDB driver?",
	} {
		id, _ := core.FromHex(hex)
		d := describe.Describe(id, now, nil)
		if got := describe.DoubtNote(d); got != want {
			t.Errorf("DoubtNote(%s) = %q, want %q", hex, got, want)
		}
		if d.Early != (want != "" && !d.Future) {
			t.Errorf("%s: Early = %v with note %q", hex, d.Early, want)
		}
	}
}

func TestDescribe_DoesNotAllocate(t *testing.T) {
	id, _ := core.FromHex(exampleFirst)
	now := time.Unix(exampleUnix+3600, 0)
	buf := make([]byte, 0, 64)
	allocs := testing.AllocsPerRun(100, func() { describe.Describe(id, now, time.UTC).Age.Append(buf) })
	if allocs != 0 {
		t.Errorf("Describe and Age.Append allocate %v times, want 0", allocs)
	}
}

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
		{"one second", now.Add(-time.Second), describe.Age{Count: 1, Unit: describe.AgeSeconds}, "1 second ago"},
		{"one minute", now.Add(-time.Minute), describe.Age{Count: 1, Unit: describe.AgeMinutes}, "1 minute ago"},
		{"one hour", now.Add(-time.Hour), describe.Age{Count: 1, Unit: describe.AgeHours}, "1 hour ago"},
		{"one day", now.Add(-day), describe.Age{Count: 1, Unit: describe.AgeDays}, "1 day ago"},
		{"30 days is a month", now.Add(-30 * day), describe.Age{Count: 1, Unit: describe.AgeMonths}, "1 month ago"},
		{"365 days is still months, never 0 years", now.Add(-365 * day), describe.Age{Count: 12, Unit: describe.AgeMonths}, "12 months ago"},
		{"366 days", now.Add(-366 * day), describe.Age{Count: 1, Unit: describe.AgeYears}, "1 year ago"},
		{"two days ahead", now.Add(2 * day), describe.Age{Count: 2, Unit: describe.AgeDays, Future: true}, "in 2 days"},
		{"last second of the field ahead", time.Unix(core.MaxSeconds, 0), describe.Age{Count: 81, Unit: describe.AgeYears, Future: true}, "in 81 years"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := describe.AgeOf(tc.t, now)
			if got != tc.want {
				t.Errorf("AgeOf = %+v, want %+v", got, tc.want)
			}
			if got := string(got.Append(nil)); got != tc.text {
				t.Errorf("Append = %q, want %q", got, tc.text)
			}
			if justNow := tc.text == "just now"; got.JustNow() != justNow {
				t.Errorf("JustNow() = %v, want %v", got.JustNow(), justNow)
			}
		})
	}
}
