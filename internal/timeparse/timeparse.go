// Package timeparse reads the times a person types or pastes as a TIME.
package timeparse

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// Errors of ParseTime and ParseRangeEnd, besides core.ErrTimeOutOfRange.
var (
	// ErrInvalidTime reports text that is no time ParseTime reads.
	ErrInvalidTime = errors.New("objectid: invalid time")
	// ErrTimeInMilliseconds reports Unix milliseconds given for seconds.
	ErrTimeInMilliseconds = fmt.Errorf("%w: looks like milliseconds", ErrInvalidTime)
)

// EndOfTime is the exclusive end of the last second an ObjectID holds.
var EndOfTime = time.Unix(core.MaxSeconds+1, 0).UTC()

// timeForms names the accepted forms in the errors ParseTime returns.
const timeForms = `want RFC 3339 (2024-05-01T12:00:00Z), a date (2024-05-01), 2024-05-01 12:00:00 (UTC), Unix seconds (1700000000), ISODate("…"), now, today, yesterday, tomorrow or an offset from now (-24h, +90m)`

// ParseTime reads a TIME as the usage text lists its forms.
func ParseTime(s string, now time.Time) (time.Time, error) {
	return parse(s, now, core.MaxSeconds)
}

// ParseRangeEnd is ParseTime for the end of a range, EndOfTime included.
func ParseRangeEnd(s string, now time.Time) (time.Time, error) {
	return parse(s, now, core.MaxSeconds+1)
}

func parse(s string, now time.Time, last int64) (time.Time, error) {
	t, err := parseAnyTime(s, now, last)
	if err == nil && !(last > core.MaxSeconds && t.Equal(EndOfTime)) {
		_, err = core.SecondsOf(t)
	}
	if err != nil {
		return time.Time{}, err
	}
	return t, nil
}

func parseAnyTime(s string, now time.Time, last int64) (time.Time, error) {
	s = strings.TrimFunc(s, core.IsSpace)
	if s == "" {
		return time.Time{}, fmt.Errorf("%w: empty, %s", ErrInvalidTime, timeForms)
	}
	if t, ok, err := parseRelativeTime(s, now); ok {
		return t, err
	}
	inner, err := unwrapDate(s)
	if err != nil {
		return time.Time{}, err
	}
	if isUnixNumber(inner) {
		return parseUnixSeconds(inner, last)
	}
	if t, ok := parseCalendarTime(inner, now.Location()); ok {
		return t, nil
	}
	return time.Time{}, fmt.Errorf("%w: %q, %s", ErrInvalidTime, s, timeForms)
}

// dateWrappers are the openers mongosh and JavaScript print a date with.
var dateWrappers = []string{"ISODate(", "new ISODate(", "new Date(", "Date("}

// unwrapDate returns the quoted text inside ISODate("…"), or s.
func unwrapDate(s string) (string, error) {
	for _, opener := range dateWrappers {
		rest, ok := strings.CutPrefix(s, opener)
		if !ok {
			continue
		}
		rest = strings.TrimRight(strings.TrimFunc(rest, core.IsSpace), ";,")
		body, closed := strings.CutSuffix(strings.TrimFunc(rest, core.IsSpace), ")")
		if !closed {
			return "", fmt.Errorf("%w: %q: %s is not closed with )", ErrInvalidTime, s, opener)
		}
		body = strings.TrimFunc(body, core.IsSpace)
		if len(body) < 2 || body[0] != '"' && body[0] != '\'' || body[len(body)-1] != body[0] {
			return "", fmt.Errorf("%w: %q: the time inside %s…) must be in quotes", ErrInvalidTime, s, opener)
		}
		inner := strings.TrimFunc(body[1:len(body)-1], core.IsSpace)
		if inner == "" {
			return "", fmt.Errorf("%w: %q: empty, %s", ErrInvalidTime, s, timeForms)
		}
		return inner, nil
	}
	return s, nil
}

func isUnixNumber(s string) bool {
	digits := strings.TrimLeft(s, "+-")
	return len(s)-len(digits) <= 1 && digits != "" && strings.Trim(digits, "0123456789") == ""
}

// parseUnixSeconds reads seconds up to last; 13 digits are milliseconds.
func parseUnixSeconds(s string, last int64) (time.Time, error) {
	digits := strings.TrimLeft(s, "+-")
	if len(digits) == 13 && s[0] != '-' {
		ms, _ := strconv.ParseInt(digits, 10, 64)
		return time.Time{}, fmt.Errorf("%w: did you mean %d?", ErrTimeInMilliseconds, ms/1000)
	}
	// Digits alone fail only by being out of range.
	unix, err := strconv.ParseInt(s, 10, 64)
	switch {
	case err == nil && unix < 0:
		return time.Time{}, fmt.Errorf("%w: %s Unix seconds is outside 0 … %d (a time before now needs a unit: %sm, %sh, %sd)",
			core.ErrTimeOutOfRange, s, int64(core.MaxSeconds), s, s, s)
	case err != nil || unix > last:
		return time.Time{}, fmt.Errorf("%w: %s Unix seconds is outside 0 … %d", core.ErrTimeOutOfRange, s, int64(core.MaxSeconds))
	}
	return time.Unix(unix, 0).UTC(), nil
}

// Layouts of a date and time without a zone, read as UTC.
const (
	layoutDate      = "2006-01-02"
	layoutLocalTime = "2006-01-02T15:04:05.999999999"
)

// calendarLayouts are ISO's and then how the window writes a date and a time
// of day in its other languages (gui/wording): Finnish, Vietnamese, Indonesian.
var calendarLayouts = []string{layoutDate, time.RFC3339Nano, layoutLocalTime, "2.1.2006 klo 15.04.05", "15:04:05 02/01/2006", "02/01/2006 15.04.05"}

// parseCalendarTime reads s in a calendar layout, with no zone (UTC), a zone's
// abbreviation (UTC or one of local's: EET) or that and its offset: EET (UTC+02:00).
func parseCalendarTime(s string, local *time.Location) (time.Time, bool) {
	// 2024-05-01 12:00:00, as SQL, logs and spreadsheets write it.
	if len(s) > len(layoutDate) && s[len(layoutDate)] == ' ' && s[4] == '-' {
		s = s[:len(layoutDate)] + "T" + strings.TrimLeft(s[len(layoutDate):], " ")
	}
	for _, layout := range calendarLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			return t, true
		}
		if t, err := time.ParseInLocation(layout+" MST (UTC-07:00)", s, local); err == nil {
			return t, true
		}
		// An abbreviation local does not know would be read as UTC.
		t, err := time.ParseInLocation(layout+" MST", s, local)
		if err == nil && (t.Location() == local || t.Location() == time.UTC) {
			return t, true
		}
	}
	return time.Time{}, false
}

// offsetUnits are the units of an offset from now.
var offsetUnits = map[byte]time.Duration{
	's': time.Second,
	'm': time.Minute,
	'h': time.Hour,
	'd': 24 * time.Hour,
	'w': 7 * 24 * time.Hour,
}

// parseRelativeTime reads now, today, yesterday, tomorrow and -24h; ok false if not.
func parseRelativeTime(s string, now time.Time) (t time.Time, ok bool, err error) {
	if strings.EqualFold(s, "now") {
		return now, true, nil
	}
	if day := slices.Index([]string{"yesterday", "today", "tomorrow"}, strings.ToLower(s)); day >= 0 {
		return now.UTC().Truncate(24*time.Hour).AddDate(0, 0, day-1), true, nil
	}
	// A number with one ASCII letter after it: the shape of an offset.
	body := strings.TrimLeft(s, "+-")
	letter := s[len(s)-1] | 0x20
	if len(body) < 2 || len(s)-len(body) > 1 || !isUnixNumber(body[:len(body)-1]) || letter < 'a' || letter > 'z' {
		return time.Time{}, false, nil
	}
	unit, known := offsetUnits[letter]
	switch {
	case !known:
		return time.Time{}, true, fmt.Errorf("%w: %q: an offset from now is in s, m, h, d or w (seconds, minutes, hours, days, weeks)", ErrInvalidTime, s)
	case len(s) == len(body):
		return time.Time{}, true, fmt.Errorf("%w: %q: an offset from now needs a sign: -%s for that long ago, +%s for that far ahead", ErrInvalidTime, s, s, s)
	}
	count, err := strconv.ParseInt(body[:len(body)-1], 10, 64)
	// A count that cannot even be a duration is far outside 136 years.
	if err != nil || count > math.MaxInt64/int64(unit) {
		return time.Time{}, true, fmt.Errorf("%w: %s is more than an ObjectID's times span", core.ErrTimeOutOfRange, s)
	}
	offset := time.Duration(count) * unit
	if s[0] == '-' {
		offset = -offset
	}
	return now.Add(offset), true, nil
}
