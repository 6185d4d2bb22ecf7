package describe_test

import (
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/describe"
)

func TestDescribe_EveryField(t *testing.T) {
	helsinki := time.FixedZone("EET", 2*60*60)
	tests := []struct {
		name  string
		hex   string
		now   string
		zone  *time.Location
		want  describe.Description
		local string
	}{
		{
			name: "worked example, an hour later, in Helsinki",
			hex:  exampleFirst, now: "2023-11-14T23:13:20Z", zone: helsinki,
			want: describe.Description{
				Seconds: exampleUnix, UTC: time.Unix(exampleUnix, 0).UTC(),
				Age:    describe.Age{Count: 1, Unit: describe.AgeHours},
				Random: exampleRandom, Counter: 12345,
				LegacyMachine: 0x3f2a91, LegacyProcess: 0xc8d4, Bound: core.NotBound,
			},
			local: "2023-11-15T00:13:20+02:00",
		},
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
		{
			name: "upper bound of the last second",
			hex:  "ffffffffffffffffffffffff", now: "2024-05-01T12:00:00Z", zone: time.UTC,
			want: describe.Description{
				Seconds: core.MaxSeconds, UTC: time.Unix(core.MaxSeconds, 0).UTC(),
				Age: describe.Age{Count: 81, Unit: describe.AgeYears, Future: true}, Future: true,
				Random: [5]byte{0xff, 0xff, 0xff, 0xff, 0xff}, Counter: 0xffffff,
				LegacyMachine: 0xffffff, LegacyProcess: 0xffff, Bound: core.UpperBound,
			},
			local: "2106-02-07T06:28:15Z",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			id := mustParse(t, tc.hex)
			got := describe.Describe(id, mustTime(t, tc.now), tc.zone)
			if local := got.Local.Format(time.RFC3339); local != tc.local {
				t.Errorf("Local = %s, want %s", local, tc.local)
			}
			if !got.Local.Equal(got.UTC) {
				t.Errorf("Local %v is not the instant UTC %v is", got.Local, got.UTC)
			}
			if got.UTC.Location() != time.UTC {
				t.Errorf("UTC is in %v, want UTC", got.UTC.Location())
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
	id := mustParse(t, exampleFirst)
	stamp := time.Unix(exampleUnix, 0)
	tests := []struct {
		name   string
		now    time.Time
		future bool
		age    string
	}{
		{"a second after", stamp.Add(time.Second), false, "1 second ago"},
		{"same instant", stamp, false, "just now"},
		{"1 ns before", stamp.Add(-time.Nanosecond), false, "just now"},
		{"999 ms before", stamp.Add(-999 * time.Millisecond), false, "just now"},
		{"999.999999999 ms before", stamp.Add(-time.Second + time.Nanosecond), false, "just now"},
		{"a whole second before", stamp.Add(-time.Second), true, "in 1 second"},
		{"a day before", stamp.Add(-24 * time.Hour), true, "in 1 day"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := describe.Describe(id, tc.now, time.UTC)
			if d.Future != tc.future {
				t.Errorf("Future = %v, want %v", d.Future, tc.future)
			}
			if got := d.Age.String(); got != tc.age {
				t.Errorf("Age = %q, want %q", got, tc.age)
			}
		})
	}
}

func TestDescribe_DoesNotAllocate(t *testing.T) {
	id := mustParse(t, exampleFirst)
	now := time.Unix(exampleUnix+3600, 0)
	var d describe.Description
	allocs := testing.AllocsPerRun(100, func() { d = describe.Describe(id, now, time.UTC) })
	if allocs != 0 {
		t.Errorf("Describe allocates %v times, want 0", allocs)
	}
	if d.ID != id {
		t.Errorf("described %s, want %s", d.ID, id)
	}
}
