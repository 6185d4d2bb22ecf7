package timeparse_test

import (
	"errors"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/query"
	"github.com/objectid-generator/objectid/internal/timeparse"
)

// parseNow is the clock relative times are read from: 2025-12-01T12:34:56Z.
var parseNow = time.Unix(1764592496, 0).UTC()

func TestParseTime_TodayIsTheUTCDateOfNow(t *testing.T) {
	// 23:30 in New York on 1 December is already 2 December in UTC.
	now := time.Date(2025, 12, 1, 23, 30, 0, 0, time.FixedZone("EST", -5*3600))
	for input, want := range map[string]string{
		"today":     "2025-12-02T00:00:00Z",
		"yesterday": "2025-12-01T00:00:00Z",
		"tomorrow":  "2025-12-03T00:00:00Z",
		"now":       "2025-12-02T04:30:00Z",
	} {
		got, err := timeparse.ParseTime(input, now)
		if err != nil || got.UTC().Format(time.RFC3339) != want {
			t.Errorf("ParseTime(%q) at %v = %v, %v; want %s", input, now, got, err, want)
		}
	}
}

// timeForms is the list of accepted forms the errors end with.
const timeForms = `want RFC 3339 (2024-05-01T12:00:00Z), a date (2024-05-01), 2024-05-01 12:00:00 (UTC), Unix seconds (1700000000), ISODate("…"), now, today, yesterday, tomorrow or an offset from now (-24h, +90m)`

func TestParseTime_AcceptedForms(t *testing.T) {
	tests := []struct {
		input string
		want  string // RFC 3339 in UTC, with nanoseconds when there are any
	}{
		{"now", "2025-12-01T12:34:56Z"},
		{"NOW", "2025-12-01T12:34:56Z"},
		{"today", "2025-12-01T00:00:00Z"},
		{"yesterday", "2025-11-30T00:00:00Z"},
		{"Yesterday", "2025-11-30T00:00:00Z"},
		{"-30s", "2025-12-01T12:34:26Z"},
		{"-90m", "2025-12-01T11:04:56Z"},
		{"-24h", "2025-11-30T12:34:56Z"},
		{"-7d", "2025-11-24T12:34:56Z"},
		{"-2w", "2025-11-17T12:34:56Z"},
		{"+1h", "2025-12-01T13:34:56Z"},
		{"+0s", "2025-12-01T12:34:56Z"},
		{" -24H\n", "2025-11-30T12:34:56Z"},
		{"-1D", "2025-11-30T12:34:56Z"},
		{"-0001h", "2025-12-01T11:34:56Z"},
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
			got, err := timeparse.ParseTime(tc.input, parseNow)
			if err != nil {
				t.Fatalf("ParseTime(%q): %v", tc.input, err)
			}
			if s := got.UTC().Format(time.RFC3339Nano); s != tc.want {
				t.Errorf("ParseTime(%q) = %s, want %s", tc.input, s, tc.want)
			}
			end, err := timeparse.ParseRangeEnd(tc.input, parseNow)
			if err != nil || !end.Equal(got) {
				t.Errorf("ParseRangeEnd(%q) = %v, %v; want %v", tc.input, end, err, got)
			}
		})
	}
}

func TestParseTime_ReadsTheWindowsFormsButNoZoneItDoesNotKnow(t *testing.T) {
	now := parseNow.In(time.FixedZone("EET", 2*60*60))
	for _, input := range []string{"2023-11-14 22:13:20 UTC", "15.11.2023 klo 0.13.20 EET", "07:13:20 15/11/2023 +09 (UTC+09:00)", "14/11/2023 22.13.20"} {
		if got, err := timeparse.ParseTime(input, now); err != nil || got.Unix() != 1700000000 {
			t.Errorf("ParseTime(%q) = %v, %v; want 2023-11-14T22:13:20Z", input, got, err)
		}
	}
	if got, err := timeparse.ParseTime("2023-11-14 22:13:20 PST", now); err == nil {
		t.Errorf("ParseTime with a zone the local zone does not use = %v, want an error", got)
	}
}

func TestParseTime_RefusedWithReason(t *testing.T) {
	const forms = timeForms
	tests := []struct {
		input    string
		sentinel error
		message  string
	}{
		{"", timeparse.ErrInvalidTime, "objectid: invalid time: empty, " + forms},
		{"24h", timeparse.ErrInvalidTime, `objectid: invalid time: "24h": an offset from now needs a sign: -24h for that long ago, +24h for that far ahead`},
		{"-5y", timeparse.ErrInvalidTime, `objectid: invalid time: "-5y": an offset from now is in s, m, h, d or w (seconds, minutes, hours, days, weeks)`},
		{"-1.5h", timeparse.ErrInvalidTime, `objectid: invalid time: "-1.5h", ` + forms},
		{"--1h", timeparse.ErrInvalidTime, `objectid: invalid time: "--1h", ` + forms},
		{"-h", timeparse.ErrInvalidTime, `objectid: invalid time: "-h", ` + forms},
		{"-1h30m", timeparse.ErrInvalidTime, `objectid: invalid time: "-1h30m", ` + forms},
		{`ISODate("now")`, timeparse.ErrInvalidTime, `objectid: invalid time: "ISODate(\"now\")", ` + forms},
		{"-99999999999999999999w", core.ErrTimeOutOfRange, "objectid: time out of range: -99999999999999999999w is more than an ObjectID's times span"},
		{"-20000000000000w", core.ErrTimeOutOfRange, "objectid: time out of range: -20000000000000w is more than an ObjectID's times span"},
		{"-3000w", core.ErrTimeOutOfRange, "objectid: time out of range: 1968-06-03T12:34:56Z is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z"},
		{"+5000w", core.ErrTimeOutOfRange, "objectid: time out of range: 2121-09-29T12:34:56Z is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z"},
		{"-24", core.ErrTimeOutOfRange, "objectid: time out of range: -24 Unix seconds is outside 0 … 4294967295 (a time before now needs a unit: -24m, -24h, -24d)"},
		{"   ", timeparse.ErrInvalidTime, "objectid: invalid time: empty, " + forms},
		{"the day before", timeparse.ErrInvalidTime, `objectid: invalid time: "the day before", ` + forms},
		{"2024-13-01", timeparse.ErrInvalidTime, `objectid: invalid time: "2024-13-01", ` + forms},
		{"2024-05-01 25:00:00", timeparse.ErrInvalidTime, `objectid: invalid time: "2024-05-01 25:00:00", ` + forms},
		{"1.5", timeparse.ErrInvalidTime, `objectid: invalid time: "1.5", ` + forms},
		{"1e9", timeparse.ErrInvalidTime, `objectid: invalid time: "1e9", ` + forms},
		{"+-1", timeparse.ErrInvalidTime, `objectid: invalid time: "+-1", ` + forms},
		{"1700000000000", timeparse.ErrTimeInMilliseconds, "objectid: invalid time: looks like milliseconds: did you mean 1700000000?"},
		{"1714564800123", timeparse.ErrInvalidTime, "objectid: invalid time: looks like milliseconds: did you mean 1714564800?"},
		{`ISODate("1700000000000")`, timeparse.ErrTimeInMilliseconds, "objectid: invalid time: looks like milliseconds: did you mean 1700000000?"},
		{`ISODate("2024-05-01T12:00:00Z"`, timeparse.ErrInvalidTime, `objectid: invalid time: "ISODate(\"2024-05-01T12:00:00Z\"": ISODate( is not closed with )`},
		{`new Date(1700000000000)`, timeparse.ErrInvalidTime, `objectid: invalid time: "new Date(1700000000000)": the time inside new Date(…) must be in quotes`},
		{`ISODate("")`, timeparse.ErrInvalidTime, `objectid: invalid time: "ISODate(\"\")": empty, ` + forms},
		{"-1", core.ErrTimeOutOfRange, "objectid: time out of range: -1 Unix seconds is outside 0 … 4294967295 (a time before now needs a unit: -1m, -1h, -1d)"},
		{"4294967296", core.ErrTimeOutOfRange, "objectid: time out of range: 4294967296 Unix seconds is outside 0 … 4294967295"},
		{"99999999999999999999", core.ErrTimeOutOfRange, "objectid: time out of range: 99999999999999999999 Unix seconds is outside 0 … 4294967295"},
		{"1969-12-31T23:59:59Z", core.ErrTimeOutOfRange, "objectid: time out of range: 1969-12-31T23:59:59Z is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z"},
		{"2106-02-07T06:28:16Z", core.ErrTimeOutOfRange, "objectid: time out of range: 2106-02-07T06:28:16Z is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z"},
	}
	for _, tc := range tests {
		t.Run(tc.input, func(t *testing.T) {
			got, err := timeparse.ParseTime(tc.input, parseNow)
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
			end, err := timeparse.ParseRangeEnd(input, parseNow)
			if err != nil || !end.Equal(timeparse.EndOfTime) {
				t.Fatalf("ParseRangeEnd(%q) = %v, %v; want %v", input, end, err, timeparse.EndOfTime)
			}
			r, err := query.NewRange(time.Unix(core.MaxSeconds, 0), end)
			if err != nil || r.HasTo {
				t.Fatalf("NewRange(last second, %v) = %+v, %v; want an open range", end, r, err)
			}
			if got, want := r.Filter(query.RangeShell), `{_id: {$gte: ObjectId("ffffffff0000000000000000")}}`; got != want {
				t.Errorf("Shell = %s, want %s", got, want)
			}
		})
	}
	for _, input := range []string{"2106-02-07T06:28:17Z", "4294967297", "", "1700000000000"} {
		if end, err := timeparse.ParseRangeEnd(input, parseNow); err == nil {
			t.Errorf("ParseRangeEnd(%q) = %v, want an error", input, end)
		}
	}
	if got, err := timeparse.ParseRangeEnd("2024-05-01", parseNow); err != nil || got.Unix() != 1714521600 {
		t.Errorf("ParseRangeEnd(2024-05-01) = %v, %v", got, err)
	}
}
