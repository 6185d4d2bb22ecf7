// Package wording writes what the window shows in the chosen language:
// numbers, sizes, dates and times, counts and ages. The window's shell
// chooses the language (Use); the screens and the shell write through here.
package wording

import (
	"fmt"
	"maps"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2/lang"

	"github.com/objectid-generator/objectid/internal/describe"
)

// Style is how readers of a language write dates and numbers.
type Style struct {
	// DateTimeLayout is how they write a date and a time of day.
	DateTimeLayout string
	// GroupSeparator goes between each three digits of a whole number and
	// DecimalSeparator before the fraction, as the seeds write 16 777 215
	// (a no-break space) and 16.777.215.
	GroupSeparator, DecimalSeparator string
}

// English is the style of the base language.
var English = Style{DateTimeLayout: "2006-01-02 15:04:05", GroupSeparator: ",", DecimalSeparator: "."}

// Finnish, Vietnamese and Indonesian are the styles of the window's other
// languages; the shell's list of languages and the screens' tests both
// take them from here.
var (
	Finnish    = Style{DateTimeLayout: "2.1.2006 klo 15.04.05", GroupSeparator: "\u00a0", DecimalSeparator: ","}
	Vietnamese = Style{DateTimeLayout: "15:04:05 02/01/2006", GroupSeparator: ".", DecimalSeparator: ","}
	Indonesian = Style{DateTimeLayout: "02/01/2006 15.04.05", GroupSeparator: ".", DecimalSeparator: ","}
)

// active is the style of the language lang.L answers in. Only the UI
// goroutine reads or changes it.
var active = English

// Use makes s the style everything is written in from now on; the shell
// calls it with the language it gives lang.L.
func Use(s Style) { active = s }

// DateTime writes t, in its own location, the way readers of the active
// language write a date and a time of day.
func DateTime(t time.Time) string {
	return t.Format(active.DateTimeLayout)
}

// Whole is any integer type the window shows, never below zero.
type Whole interface {
	~int | ~int32 | ~int64 | ~uint | ~uint32 | ~uint64
}

// Number writes n as the active language writes a count: 16,777,215 in
// English, 16 777 215 in Finnish. What is copied or exported keeps plain digits.
func Number[N Whole](n N) string {
	digits := fmt.Sprintf("%d", n)
	var b strings.Builder
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteString(active.GroupSeparator)
		}
		b.WriteRune(d)
	}
	return b.String()
}

// Size writes a size in bytes as megabytes with one decimal, with the
// active language's separators: 1.5 MB, 1,5 MB, 1 234,5 MB.
func Size(bytes int) string {
	tenths := (int64(bytes) + 50_000) / 100_000
	return Number(tenths/10) + active.DecimalSeparator + strconv.FormatInt(tenths%10, 10) + " MB"
}

// ByteSize writes n bytes: as megabytes from 50,000 bytes up ("1.5 MB"),
// as a count of bytes below ("123 bytes").
func ByteSize(n int64) string {
	if n >= 50_000 {
		return Size(int(n))
	}
	return Count("{{.Count}} bytes", "{{.Count}} byte", int(n), nil)
}

// Age says how old a time is: "13 years ago", "in 2 days", "just now".
func Age(age describe.Age) string {
	if age.JustNow() {
		return lang.L("just now")
	}
	forms := pastAgeForms
	if age.Future {
		forms = futureAgeForms
	}
	f := forms[age.Unit]
	return Count(f[1], f[0], age.Count, nil)
}

// The English singular and plural of each age; the plural is the key
// translations use.
var (
	pastAgeForms = [...][2]string{
		describe.AgeSeconds: {"{{.Count}} second ago", "{{.Count}} seconds ago"},
		describe.AgeMinutes: {"{{.Count}} minute ago", "{{.Count}} minutes ago"},
		describe.AgeHours:   {"{{.Count}} hour ago", "{{.Count}} hours ago"},
		describe.AgeDays:    {"{{.Count}} day ago", "{{.Count}} days ago"},
		describe.AgeMonths:  {"{{.Count}} month ago", "{{.Count}} months ago"},
		describe.AgeYears:   {"{{.Count}} year ago", "{{.Count}} years ago"},
	}
	futureAgeForms = [...][2]string{
		describe.AgeSeconds: {"in {{.Count}} second", "in {{.Count}} seconds"},
		describe.AgeMinutes: {"in {{.Count}} minute", "in {{.Count}} minutes"},
		describe.AgeHours:   {"in {{.Count}} hour", "in {{.Count}} hours"},
		describe.AgeDays:    {"in {{.Count}} day", "in {{.Count}} days"},
		describe.AgeMonths:  {"in {{.Count}} month", "in {{.Count}} months"},
		describe.AgeYears:   {"in {{.Count}} year", "in {{.Count}} years"},
	}
)

// Count is the window's one way to say a count: lang.XN keyed by the English
// plural, one the fallback for a count of 1; data holds the other values.
func Count(key, one string, count int, data map[string]any) string {
	fallback := key
	if count == 1 {
		fallback = one
	}
	values := map[string]any{"Count": Number(count)}
	maps.Copy(values, data)
	return lang.XN(key, fallback, count, values)
}

// IDs says how many IDs there are: "1 ID", "20 IDs".
func IDs(n int) string {
	return Count("{{.Count}} IDs", "{{.Count}} ID", n, nil)
}

// Char names a character for a message in the chosen language, as
// core.QuoteChar does in English: by name, code point or in quotes.
func Char(r rune) string {
	switch r {
	case ' ':
		return lang.L("space")
	case '\t':
		return lang.L("tab")
	case '\n', '\r':
		return lang.L("line break")
	case '\u00a0':
		return lang.L("no-break space")
	case utf8.RuneError:
		return lang.L("invalid UTF-8")
	}
	if !unicode.IsPrint(r) || unicode.IsSpace(r) {
		return fmt.Sprintf("U+%04X", r)
	}
	return lang.L("'{{.Char}}'", map[string]any{"Char": string(r)})
}
