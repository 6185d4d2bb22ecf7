package gui

import (
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/objectid-generator/objectid/assets"
	"github.com/objectid-generator/objectid/gui/fynefix"
)

// prefLanguage holds the language the user chose in Settings: one of
// the codes in languages, or "" to follow the system locale.
const prefLanguage = "language"

// uiLanguage is one language the window is translated into.
type uiLanguage struct {
	// code is the BCP 47 base language, which is also the name of its file
	// in assets/translations.
	code string
	// name is the language's name in itself, so a reader finds their own
	// language whatever the window currently shows.
	name string
	// dateTimeLayout is how its speakers write a date and a time of day.
	dateTimeLayout string
	// groupSeparator goes between each three digits of a whole number and
	// decimalSeparator before the fraction, as the seeds write 16 777 215
	// (a no-break space) and 16.777.215.
	groupSeparator, decimalSeparator string
}

// languages lists the translations; the first is the base language, used
// when the system asks for a language not listed here.
var languages = []uiLanguage{
	{code: "en", name: "English", dateTimeLayout: "2006-01-02 15:04:05", groupSeparator: ",", decimalSeparator: "."},
	{code: "fi", name: "Suomi", dateTimeLayout: "2.1.2006 klo 15.04.05", groupSeparator: "\u00a0", decimalSeparator: ","},
	{code: "vi", name: "Tiếng Việt", dateTimeLayout: "15:04:05 02/01/2006", groupSeparator: ".", decimalSeparator: ","},
	{code: "id", name: "Bahasa Indonesia", dateTimeLayout: "02/01/2006 15.04.05", groupSeparator: ".", decimalSeparator: ","},
}

// activeLanguage is the language lang.L answers in, and so the one dates are
// written for. Only the UI goroutine reads or changes it.
var activeLanguage = languages[0]

// languageForced records that applyLanguage has replaced the translation
// Fyne chose from the system locale, so going back to the system language
// has to put the right one back.
var languageForced bool

// setupLanguage loads the translations and applies the language saved in
// the preferences of a. It must run before the window is built, because
// every widget takes its text from lang.L when it is made.
func setupLanguage(a fyne.App) {
	if err := lang.AddTranslationsFS(assets.Translations, assets.TranslationsDir); err != nil {
		fyne.LogError("Loading translations", err)
	}
	applyLanguage(a.Preferences().String(prefLanguage))
}

// applyLanguage makes lang.L answer in the language with the given code, or
// in the system's language when code is "". Fyne offers no call to choose
// a language; fynefix.UseTranslation files the chosen one's translation
// where Fyne looks first, and the system language's own file undoes it.
// So every translation gives both the "one" and the "other" form of a
// count, and the strings of Fyne's own widgets and dialogs (the calendar's
// weekdays, the file dialog's buttons), which Fyne's files for the system
// locale no longer give once ours replaces them.
func applyLanguage(code string) {
	chosen, ok := languageByCode(code)
	if !ok {
		chosen = systemLanguage()
	}
	if !ok && !languageForced {
		activeLanguage = chosen
		return // Fyne already chose this language from the same locale
	}
	data, err := assets.Translations.ReadFile(assets.TranslationsDir + "/" + chosen.code + ".json")
	if err == nil {
		err = fynefix.UseTranslation(data)
	}
	if err != nil {
		fyne.LogError("Switching the language to "+chosen.code, err)
		return
	}
	activeLanguage = chosen
	languageForced = true
}

// systemLanguage is the translation that matches the system's primary
// locale, or the base language when there is none.
func systemLanguage() uiLanguage {
	base, _, _ := strings.Cut(lang.SystemLocale().String(), "-")
	if l, ok := languageByCode(base); ok {
		return l
	}
	return languages[0]
}

func languageByCode(code string) (uiLanguage, bool) {
	for _, l := range languages {
		if l.code == code {
			return l, true
		}
	}
	return uiLanguage{}, false
}

// formatDateTime writes t, in its own location, the way readers of the
// active language write a date and a time of day.
func formatDateTime(t time.Time) string {
	return t.Format(activeLanguage.dateTimeLayout)
}

// wholeNumber is any integer type the window shows.
type wholeNumber interface {
	~int | ~int32 | ~int64 | ~uint | ~uint32 | ~uint64
}

// formatNumber writes n the way readers of the active language write a
// count or a counter: 16,777,215 in English, 16 777 215 in Finnish,
// 16.777.215 in Vietnamese and Indonesian. Every number the window shows
// goes through it; what is copied or exported for code to read keeps plain
// digits.
func formatNumber[N wholeNumber](n N) string {
	digits := strconv.FormatInt(int64(n), 10)
	if n > 0 && int64(n) < 0 {
		digits = strconv.FormatUint(uint64(n), 10)
	}
	sign := ""
	if digits[0] == '-' {
		sign, digits = "-", digits[1:]
	}
	var b strings.Builder
	b.WriteString(sign)
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteString(activeLanguage.groupSeparator)
		}
		b.WriteRune(d)
	}
	return b.String()
}

// formatSize writes a size in bytes as megabytes with one decimal, with
// the active language's separators: 1.5 MB, 1,5 MB, 1 234,5 MB.
func formatSize(bytes int) string {
	tenths := (int64(bytes) + 50_000) / 100_000
	return formatNumber(tenths/10) + activeLanguage.decimalSeparator + strconv.FormatInt(tenths%10, 10) + " MB"
}
