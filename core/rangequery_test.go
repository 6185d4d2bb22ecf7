package core_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
)

func TestMinMaxForTime_KnownSeconds(t *testing.T) {
	tests := []struct {
		name     string
		at       time.Time
		min, max string
	}{
		{"epoch", time.Unix(0, 0), "000000000000000000000000", "00000000ffffffffffffffff"},
		{"worked example second", time.Unix(1350508407, 0), "507f1f770000000000000000", "507f1f77ffffffffffffffff"},
		{"fraction of a second is dropped", time.Unix(1350508407, 999_999_999), "507f1f770000000000000000", "507f1f77ffffffffffffffff"},
		{"offset zone names the same instant", mustTime(t, "2024-05-01T02:00:00+02:00"), "663186000000000000000000", "66318600ffffffffffffffff"},
		{"last second", time.Unix(core.MaxSeconds, 0), "ffffffff0000000000000000", "ffffffffffffffffffffffff"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			lo, err := core.MinForTime(tc.at)
			if err != nil || lo.Hex() != tc.min {
				t.Errorf("MinForTime = %s, %v; want %s", lo, err, tc.min)
			}
			hi, err := core.MaxForTime(tc.at)
			if err != nil || hi.Hex() != tc.max {
				t.Errorf("MaxForTime = %s, %v; want %s", hi, err, tc.max)
			}
			if !lo.IsRangeBound() || !hi.IsRangeBound() {
				t.Errorf("bounds %s, %s are not IsRangeBound", lo, hi)
			}
		})
	}
}

func TestMinMaxForTime_RefuseTimesOutsideTheField(t *testing.T) {
	for _, at := range []time.Time{time.Unix(-1, 0), time.Unix(core.MaxSeconds+1, 0)} {
		t.Run(at.UTC().Format(time.RFC3339), func(t *testing.T) {
			if id, err := core.MinForTime(at); !errors.Is(err, core.ErrTimeOutOfRange) {
				t.Errorf("MinForTime = %s, %v; want ErrTimeOutOfRange", id, err)
			}
			if id, err := core.MaxForTime(at); !errors.Is(err, core.ErrTimeOutOfRange) {
				t.Errorf("MaxForTime = %s, %v; want ErrTimeOutOfRange", id, err)
			}
		})
	}
}

func TestNewRange_KnownDatesGiveExactFilters(t *testing.T) {
	tests := []struct {
		name     string
		from, to time.Time
		fromHex  string
		toHex    string
		shell    string
		ejson    string
	}{
		{
			name:    "May 2024",
			from:    mustTime(t, "2024-05-01T00:00:00Z"),
			to:      mustTime(t, "2024-06-01T00:00:00Z"),
			fromHex: "663186000000000000000000",
			toHex:   "665a64800000000000000000",
			shell:   `{_id: {$gte: ObjectId("663186000000000000000000"), $lt: ObjectId("665a64800000000000000000")}}`,
			ejson:   `{"_id": {"$gte": {"$oid": "663186000000000000000000"}, "$lt": {"$oid": "665a64800000000000000000"}}}`,
		},
		{
			name:    "from the epoch, padded to 24 digits",
			from:    time.Unix(0, 0),
			to:      time.Unix(1, 0),
			fromHex: "000000000000000000000000",
			toHex:   "000000010000000000000000",
			shell:   `{_id: {$gte: ObjectId("000000000000000000000000"), $lt: ObjectId("000000010000000000000000")}}`,
			ejson:   `{"_id": {"$gte": {"$oid": "000000000000000000000000"}, "$lt": {"$oid": "000000010000000000000000"}}}`,
		},
		{
			name:    "open end",
			from:    time.Unix(1350508407, 0),
			fromHex: "507f1f770000000000000000",
			shell:   `{_id: {$gte: ObjectId("507f1f770000000000000000")}}`,
			ejson:   `{"_id": {"$gte": {"$oid": "507f1f770000000000000000"}}}`,
		},
		{
			name:    "up to the last second",
			from:    mustTime(t, "2106-02-07T06:28:14Z"),
			to:      mustTime(t, "2106-02-07T06:28:15Z"),
			fromHex: "fffffffe0000000000000000",
			toHex:   "ffffffff0000000000000000",
			shell:   `{_id: {$gte: ObjectId("fffffffe0000000000000000"), $lt: ObjectId("ffffffff0000000000000000")}}`,
			ejson:   `{"_id": {"$gte": {"$oid": "fffffffe0000000000000000"}, "$lt": {"$oid": "ffffffff0000000000000000"}}}`,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := core.NewRange(tc.from, tc.to)
			if err != nil {
				t.Fatal(err)
			}
			if r.From.Hex() != tc.fromHex {
				t.Errorf("From = %s, want %s", r.From, tc.fromHex)
			}
			if r.HasTo != (tc.toHex != "") {
				t.Errorf("HasTo = %v, want %v", r.HasTo, tc.toHex != "")
			}
			if r.HasTo && r.To.Hex() != tc.toHex {
				t.Errorf("To = %s, want %s", r.To, tc.toHex)
			}
			if got := r.Shell(); got != tc.shell {
				t.Errorf("Shell()\n got %s\nwant %s", got, tc.shell)
			}
			if got := r.ExtendedJSON(); got != tc.ejson {
				t.Errorf("ExtendedJSON()\n got %s\nwant %s", got, tc.ejson)
			}
		})
	}
}

func TestNewRange_RefusesEndNotAfterStart(t *testing.T) {
	from := mustTime(t, "2024-05-01T12:00:00Z")
	tests := []struct {
		name string
		to   time.Time
		want string
	}{
		{"same instant", from, "objectid: invalid range: to (2024-05-01T12:00:00Z) must be at least one second after from (2024-05-01T12:00:00Z)"},
		{"later within the same second", from.Add(900 * time.Millisecond), "objectid: invalid range: to (2024-05-01T12:00:00Z) must be at least one second after from (2024-05-01T12:00:00Z)"},
		{"a day before", from.Add(-24 * time.Hour), "objectid: invalid range: to (2024-04-30T12:00:00Z) must be at least one second after from (2024-05-01T12:00:00Z)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := core.NewRange(from, tc.to)
			if !errors.Is(err, core.ErrInvalidRange) {
				t.Fatalf("NewRange = %+v, %v; want ErrInvalidRange", r, err)
			}
			if err.Error() != tc.want {
				t.Errorf("message %q, want %q", err, tc.want)
			}
		})
	}
}

func TestNewRange_RefusesTimesOutsideTheField(t *testing.T) {
	ok := mustTime(t, "2024-05-01T12:00:00Z")
	tests := []struct {
		name     string
		from, to time.Time
		want     string
	}{
		{"from before 1970", time.Unix(-1, 0), ok, "from: objectid: time out of range: 1969-12-31T23:59:59Z is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z"},
		{"to after the end of time", ok, time.Unix(core.MaxSeconds+2, 0), "to: objectid: time out of range: 2106-02-07T06:28:17Z is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := core.NewRange(tc.from, tc.to)
			if !errors.Is(err, core.ErrTimeOutOfRange) {
				t.Fatalf("err = %v, want ErrTimeOutOfRange", err)
			}
			if err.Error() != tc.want {
				t.Errorf("message %q, want %q", err, tc.want)
			}
		})
	}
}

func TestParseTime_AcceptedForms(t *testing.T) {
	tests := []struct {
		input string
		want  string // RFC 3339 in UTC, with nanoseconds when there are any
	}{
		{"1700000000", "2023-11-14T22:13:20Z"},
		{"  1700000000\n", "2023-11-14T22:13:20Z"},
		{"+1700000000", "2023-11-14T22:13:20Z"},
		{"0", "1970-01-01T00:00:00Z"},
		{"4294967295", "2106-02-07T06:28:15Z"},
		{"2024-05-01T12:00:00Z", "2024-05-01T12:00:00Z"},
		{"2024-05-01T14:00:00+02:00", "2024-05-01T12:00:00Z"},
		{"2024-05-01T12:00:00.123456789Z", "2024-05-01T12:00:00.123456789Z"},
		{"1970-01-01T00:00:00Z", "1970-01-01T00:00:00Z"},
		{"2106-02-07T06:28:15Z", "2106-02-07T06:28:15Z"},
		{"2024-05-01", "2024-05-01T00:00:00Z"},
		{"2024-05-01 12:00:00", "2024-05-01T12:00:00Z"},
		{"2024-05-01 12:00:00.5", "2024-05-01T12:00:00.5Z"},
		{"2024-05-01 14:00:00+02:00", "2024-05-01T12:00:00Z"},
		{"2024-05-01T12:00:00", "2024-05-01T12:00:00Z"},
		{`ISODate("2024-05-01T12:00:00.000Z")`, "2024-05-01T12:00:00Z"},
		{`ISODate('2024-05-01T12:00:00.000Z')`, "2024-05-01T12:00:00Z"},
		{`new ISODate("2024-05-01")`, "2024-05-01T00:00:00Z"},
		{`new Date("2024-05-01T14:00:00+02:00")`, "2024-05-01T12:00:00Z"},
		{`new Date( '2024-05-01 12:00:00' );`, "2024-05-01T12:00:00Z"},
		{`Date("1700000000")`, "2023-11-14T22:13:20Z"},
		{"\u200b2024-05-01\ufeff", "2024-05-01T00:00:00Z"},
	}
	for _, tc := range tests {
		t.Run(tc.input, func(t *testing.T) {
			got, err := core.ParseTime(tc.input, parseNow)
			if err != nil {
				t.Fatalf("ParseTime(%q): %v", tc.input, err)
			}
			if s := got.UTC().Format(time.RFC3339Nano); s != tc.want {
				t.Errorf("ParseTime(%q) = %s, want %s", tc.input, s, tc.want)
			}
		})
	}
}

func TestParseTime_RefusedWithReason(t *testing.T) {
	const forms = timeForms
	tests := []struct {
		input    string
		sentinel error
		message  string
	}{
		{"", core.ErrInvalidTime, "objectid: invalid time: empty, " + forms},
		{"   ", core.ErrInvalidTime, "objectid: invalid time: empty, " + forms},
		{"the day before", core.ErrInvalidTime, `objectid: invalid time: "the day before", ` + forms},
		{"2024-13-01", core.ErrInvalidTime, `objectid: invalid time: "2024-13-01", ` + forms},
		{"2024-05-01 25:00:00", core.ErrInvalidTime, `objectid: invalid time: "2024-05-01 25:00:00", ` + forms},
		{"1.5", core.ErrInvalidTime, `objectid: invalid time: "1.5", ` + forms},
		{"1e9", core.ErrInvalidTime, `objectid: invalid time: "1e9", ` + forms},
		{"+-1", core.ErrInvalidTime, `objectid: invalid time: "+-1", ` + forms},
		{"1700000000000", core.ErrTimeInMilliseconds, "objectid: invalid time: looks like milliseconds: did you mean 1700000000?"},
		{"1714564800123", core.ErrInvalidTime, "objectid: invalid time: looks like milliseconds: did you mean 1714564800?"},
		{`ISODate("1700000000000")`, core.ErrTimeInMilliseconds, "objectid: invalid time: looks like milliseconds: did you mean 1700000000?"},
		{`ISODate("2024-05-01T12:00:00Z"`, core.ErrInvalidTime, `objectid: invalid time: "ISODate(\"2024-05-01T12:00:00Z\"": ISODate( is not closed with )`},
		{`new Date(1700000000000)`, core.ErrInvalidTime, `objectid: invalid time: "new Date(1700000000000)": the time inside new Date(…) must be in quotes`},
		{`ISODate("")`, core.ErrInvalidTime, `objectid: invalid time: "ISODate(\"\")": empty, ` + forms},
		{"-1", core.ErrTimeOutOfRange, "objectid: time out of range: -1 Unix seconds is outside 0 … 4294967295 (a time before now needs a unit: -1m, -1h, -1d)"},
		{"4294967296", core.ErrTimeOutOfRange, "objectid: time out of range: 4294967296 Unix seconds is outside 0 … 4294967295"},
		{"99999999999999999999", core.ErrTimeOutOfRange, "objectid: time out of range: 99999999999999999999 Unix seconds is outside 0 … 4294967295"},
		{"1969-12-31T23:59:59Z", core.ErrTimeOutOfRange, "objectid: time out of range: 1969-12-31T23:59:59Z is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z"},
		{"2106-02-07T06:28:16Z", core.ErrTimeOutOfRange, "objectid: time out of range: 2106-02-07T06:28:16Z is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z"},
	}
	for _, tc := range tests {
		t.Run(tc.input, func(t *testing.T) {
			got, err := core.ParseTime(tc.input, parseNow)
			if !errors.Is(err, tc.sentinel) {
				t.Fatalf("ParseTime(%q) = %v, %v; want %v", tc.input, got, err, tc.sentinel)
			}
			if err.Error() != tc.message {
				t.Errorf("message\n got %q\nwant %q", err, tc.message)
			}
			if !got.IsZero() {
				t.Errorf("ParseTime(%q) returned %v beside the error", tc.input, got)
			}
		})
	}
}

func TestParseRangeEnd_AcceptsTheEndOfTheLastSecond(t *testing.T) {
	for _, input := range []string{"2106-02-07T06:28:16Z", "4294967296", "2106-02-07T07:28:16+01:00", `ISODate("2106-02-07T06:28:16.000Z")`} {
		t.Run(input, func(t *testing.T) {
			end, err := core.ParseRangeEnd(input, parseNow)
			if err != nil || !end.Equal(core.EndOfTime) {
				t.Fatalf("ParseRangeEnd(%q) = %v, %v; want %v", input, end, err, core.EndOfTime)
			}
			r, err := core.NewRange(time.Unix(core.MaxSeconds, 0), end)
			if err != nil || r.HasTo {
				t.Fatalf("NewRange(last second, %v) = %+v, %v; want an open range", end, r, err)
			}
			if got, want := r.Shell(), `{_id: {$gte: ObjectId("ffffffff0000000000000000")}}`; got != want {
				t.Errorf("Shell = %s, want %s", got, want)
			}
		})
	}
	for _, input := range []string{"2106-02-07T06:28:17Z", "4294967297", "", "1700000000000"} {
		if end, err := core.ParseRangeEnd(input, parseNow); err == nil {
			t.Errorf("ParseRangeEnd(%q) = %v, want an error", input, end)
		}
	}
	if got, err := core.ParseRangeEnd("2024-05-01", parseNow); err != nil || got.Unix() != 1714521600 {
		t.Errorf("ParseRangeEnd(2024-05-01) = %v, %v", got, err)
	}
}

func TestRange_EveryFormatNamesItsTool(t *testing.T) {
	r, err := core.NewRange(mustTime(t, "2024-05-01T00:00:00Z"), mustTime(t, "2024-06-01T00:00:00Z"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[core.RangeFormat]string{
		core.RangeShell:   `{_id: {$gte: ObjectId("663186000000000000000000"), $lt: ObjectId("665a64800000000000000000")}}`,
		core.RangeCompass: `{_id: {$gte: ObjectId('663186000000000000000000'), $lt: ObjectId('665a64800000000000000000')}}`,
		core.RangeEJSON:   `{"_id": {"$gte": {"$oid": "663186000000000000000000"}, "$lt": {"$oid": "665a64800000000000000000"}}}`,
	}
	names := []string{"shell", "compass", "ejson"}
	if len(core.RangeFormats) != len(names) {
		t.Fatalf("RangeFormats = %v", core.RangeFormats)
	}
	for i, f := range core.RangeFormats {
		if f.String() != names[i] {
			t.Errorf("RangeFormats[%d] = %s, want %s", i, f, names[i])
		}
		if got := r.Filter(f); got != want[f] {
			t.Errorf("Filter(%s)\n got %s\nwant %s", f, got, want[f])
		}
		back, err := core.ParseRangeFormat(strings.ToUpper(names[i]))
		if err != nil || back != f {
			t.Errorf("ParseRangeFormat(%q) = %v, %v", names[i], back, err)
		}
	}
	open, _ := core.NewRange(mustTime(t, "2024-05-01T00:00:00Z"), time.Time{})
	if got := open.Compass(); got != `{_id: {$gte: ObjectId('663186000000000000000000')}}` {
		t.Errorf("open Compass = %s", got)
	}
	for _, name := range []string{"", "hex", "json", "shell-array", "mongo"} {
		_, err := core.ParseRangeFormat(name)
		want := fmt.Sprintf("objectid: unknown format: %q, a range filter is written as one of shell, compass, ejson", name)
		if !errors.Is(err, core.ErrUnknownFormat) || err.Error() != want {
			t.Errorf("ParseRangeFormat(%q) = %v, want %s", name, err, want)
		}
	}
	if got := core.RangeFormat(3).String(); got != "RangeFormat(3)" {
		t.Errorf("RangeFormat(3).String() = %q", got)
	}
}

func TestSecondsOf_Edges(t *testing.T) {
	tests := []struct {
		at   time.Time
		want uint32
		ok   bool
	}{
		{time.Unix(0, 0), 0, true},
		{time.Unix(core.MaxSeconds, 999_999_999), core.MaxSeconds, true},
		{time.Unix(-1, 999_999_999), 0, false},
		{time.Unix(core.MaxSeconds+1, 0), 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.at.UTC().Format(time.RFC3339Nano), func(t *testing.T) {
			got, err := core.SecondsOf(tc.at)
			if (err == nil) != tc.ok || got != tc.want {
				t.Errorf("SecondsOf = %d, %v; want %d, ok %v", got, err, tc.want, tc.ok)
			}
			if !tc.ok && !errors.Is(err, core.ErrTimeOutOfRange) {
				t.Errorf("err = %v, want ErrTimeOutOfRange", err)
			}
		})
	}
}
