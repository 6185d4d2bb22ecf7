package fynefix

import "fyne.io/fyne/v2/lang"

// UseTranslation makes lang.L answer from data, a translation file in
// lang's JSON format, whatever the system locale: Fyne 2.8.1 offers no call
// to choose a language (fyne-io/fyne#5333), so the file is filed under the
// system locale, whose plural rules then apply: a file gives both "one" and
// "other" forms. TestUseTranslation_AnswersInTheFileGiven fails when lang
// stops matching the system locale this way.
func UseTranslation(data []byte) error {
	return lang.AddTranslationsForLocale(data, lang.SystemLocale())
}
