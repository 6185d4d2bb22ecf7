package gui

import (
	"fyne.io/fyne/v2/lang"

	"github.com/objectid-generator/objectid/core"
)

// ageText says how old a time is: "13 years ago", "in 2 days", "just now".
func ageText(age core.Age) string {
	if age.JustNow() {
		return lang.L("just now")
	}
	forms := pastAgeForms
	if age.Future {
		forms = futureAgeForms
	}
	f := forms[age.Unit]
	return countText(f[1], f[0], age.Count, nil)
}

// The English singular and plural of each age; the plural is the key
// translations use.
var (
	pastAgeForms = [...][2]string{
		core.AgeSeconds: {"{{.Count}} second ago", "{{.Count}} seconds ago"},
		core.AgeMinutes: {"{{.Count}} minute ago", "{{.Count}} minutes ago"},
		core.AgeHours:   {"{{.Count}} hour ago", "{{.Count}} hours ago"},
		core.AgeDays:    {"{{.Count}} day ago", "{{.Count}} days ago"},
		core.AgeMonths:  {"{{.Count}} month ago", "{{.Count}} months ago"},
		core.AgeYears:   {"{{.Count}} year ago", "{{.Count}} years ago"},
	}
	futureAgeForms = [...][2]string{
		core.AgeSeconds: {"in {{.Count}} second", "in {{.Count}} seconds"},
		core.AgeMinutes: {"in {{.Count}} minute", "in {{.Count}} minutes"},
		core.AgeHours:   {"in {{.Count}} hour", "in {{.Count}} hours"},
		core.AgeDays:    {"in {{.Count}} day", "in {{.Count}} days"},
		core.AgeMonths:  {"in {{.Count}} month", "in {{.Count}} months"},
		core.AgeYears:   {"in {{.Count}} year", "in {{.Count}} years"},
	}
)

// countText is the window's one way to say a count: lang.XN with key, the
// English plural, as its key. A translation file gives each language its
// own plural forms; without one, one is the English text for a count of 1,
// so English reads right either way. data holds the template's other
// values, if any; Count is count as the language writes numbers.
func countText(key, one string, count int, data map[string]any) string {
	fallback := key
	if count == 1 {
		fallback = one
	}
	values := map[string]any{"Count": formatNumber(count)}
	for name, value := range data {
		values[name] = value
	}
	return lang.XN(key, fallback, count, values)
}

// countIDs says how many IDs there are: "1 ID", "20 IDs".
func countIDs(n int) string {
	return countText("{{.Count}} IDs", "{{.Count}} ID", n, nil)
}
