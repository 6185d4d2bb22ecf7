package gui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/objectid-generator/objectid/assets"
	"github.com/objectid-generator/objectid/gui/fynefix"
	"github.com/objectid-generator/objectid/gui/wording"
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
	// Style is how its speakers write dates and numbers.
	wording.Style
}

// languages lists the translations; the first is the base language, used
// when the system asks for a language not listed here.
var languages = []uiLanguage{
	{code: "en", name: "English", Style: wording.English},
	{code: "fi", name: "Suomi", Style: wording.Finnish},
	{code: "vi", name: "Tiếng Việt", Style: wording.Vietnamese},
	{code: "id", name: "Bahasa Indonesia", Style: wording.Indonesian},
}

// activeLanguage is the language lang.L answers in, and so the one dates and
// numbers are written for (setActiveLanguage). Only the UI goroutine reads
// or changes it.
var activeLanguage = languages[0]

// setActiveLanguage records l as the language lang.L answers in and writes
// dates and numbers its way from now on.
func setActiveLanguage(l uiLanguage) {
	activeLanguage = l
	wording.Use(l.Style)
}

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
		setActiveLanguage(chosen)
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
	setActiveLanguage(chosen)
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
