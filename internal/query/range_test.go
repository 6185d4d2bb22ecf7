package query_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/internal/query"
)

// mustTime parses an RFC 3339 time or ends the test.
func mustTime(t testing.TB, rfc3339 string) time.Time {
	t.Helper()
	parsed, err := time.Parse(time.RFC3339, rfc3339)
	if err != nil {
		t.Fatal(err)
	}
	return parsed
}

func TestNewRange_KnownDatesGiveExactFilters(t *testing.T) {
	tests := []struct {
		name         string
		from, to     time.Time
		shell, ejson string
	}{
		{
			"from the epoch, padded to 24 digits", time.Unix(0, 0), time.Unix(1, 0),
			`{_id: {$gte: ObjectId("000000000000000000000000"), $lt: ObjectId("000000010000000000000000")}}`,
			`{"_id": {"$gte": {"$oid": "000000000000000000000000"}, "$lt": {"$oid": "000000010000000000000000"}}}`,
		},
		{
			"open end", time.Unix(1350508407, 0), time.Time{},
			`{_id: {$gte: ObjectId("507f1f770000000000000000")}}`,
			`{"_id": {"$gte": {"$oid": "507f1f770000000000000000"}}}`,
		},
		{
			"up to the last second", mustTime(t, "2106-02-07T06:28:14Z"), mustTime(t, "2106-02-07T06:28:15Z"),
			`{_id: {$gte: ObjectId("fffffffe0000000000000000"), $lt: ObjectId("ffffffff0000000000000000")}}`,
			`{"_id": {"$gte": {"$oid": "fffffffe0000000000000000"}, "$lt": {"$oid": "ffffffff0000000000000000"}}}`,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := query.NewRange(tc.from, tc.to)
			if err != nil {
				t.Fatal(err)
			}
			if r.HasTo != !tc.to.IsZero() {
				t.Errorf("HasTo = %v", r.HasTo)
			}
			if got := r.Filter(query.RangeShell); got != tc.shell {
				t.Errorf("Shell()\n got %s\nwant %s", got, tc.shell)
			}
			if got := r.Filter(query.RangeEJSON); got != tc.ejson {
				t.Errorf("ExtendedJSON()\n got %s\nwant %s", got, tc.ejson)
			}
		})
	}
}

func TestNewRange_RefusesWithReason(t *testing.T) {
	from := mustTime(t, "2024-05-01T12:00:00Z")
	tests := []struct {
		name     string
		from, to time.Time
		sentinel error
		want     string
	}{
		{"same instant", from, from, query.ErrInvalidRange, "objectid: invalid range: to (2024-05-01T12:00:00Z) must be at least one second after from (2024-05-01T12:00:00Z)"},
		{"later within the same second", from, from.Add(900 * time.Millisecond), query.ErrInvalidRange, "objectid: invalid range: to (2024-05-01T12:00:00Z) must be at least one second after from (2024-05-01T12:00:00Z)"},
		{"a day before", from, from.Add(-24 * time.Hour), query.ErrInvalidRange, "objectid: invalid range: to (2024-04-30T12:00:00Z) must be at least one second after from (2024-05-01T12:00:00Z)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := query.NewRange(tc.from, tc.to)
			if !errors.Is(err, tc.sentinel) {
				t.Fatalf("NewRange = %+v, %v; want %v", r, err, tc.sentinel)
			}
			if err.Error() != tc.want {
				t.Errorf("message %q, want %q", err, tc.want)
			}
		})
	}
}

func TestRange_EveryFormatNamesItsTool(t *testing.T) {
	r, err := query.NewRange(mustTime(t, "2024-05-01T00:00:00Z"), mustTime(t, "2024-06-01T00:00:00Z"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[query.RangeFormat]string{
		query.RangeShell:   `{_id: {$gte: ObjectId("663186000000000000000000"), $lt: ObjectId("665a64800000000000000000")}}`,
		query.RangeCompass: `{_id: {$gte: ObjectId('663186000000000000000000'), $lt: ObjectId('665a64800000000000000000')}}`,
		query.RangeEJSON:   `{"_id": {"$gte": {"$oid": "663186000000000000000000"}, "$lt": {"$oid": "665a64800000000000000000"}}}`,
	}
	names := []string{"shell", "compass", "ejson"}
	for i, f := range []query.RangeFormat{query.RangeShell, query.RangeCompass, query.RangeEJSON} {
		if f.String() != names[i] {
			t.Errorf("RangeFormat %d = %s, want %s", i, f, names[i])
		}
		if got := r.Filter(f); got != want[f] {
			t.Errorf("Filter(%s)\n got %s\nwant %s", f, got, want[f])
		}
		back, ok := query.ParseRangeFormat(strings.ToUpper(names[i]))
		if !ok || back != f {
			t.Errorf("ParseRangeFormat(%q) = %v, %v", names[i], back, ok)
		}
	}
	open, _ := query.NewRange(mustTime(t, "2024-05-01T00:00:00Z"), time.Time{})
	if got := open.Filter(query.RangeCompass); got != `{_id: {$gte: ObjectId('663186000000000000000000')}}` {
		t.Errorf("open Compass = %s", got)
	}
	for _, name := range []string{"", "hex", "json", "shell-array", "mongo"} {
		if _, ok := query.ParseRangeFormat(name); ok {
			t.Errorf("ParseRangeFormat(%q) found a format", name)
		}
	}
}
