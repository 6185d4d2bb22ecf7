package fynefix

import "fyne.io/fyne/v2/lang"

// UseTranslation makes lang.L answer from data, a translation file in
// lang's JSON format, whatever language Fyne chose from the system
// locale; giving it the file of the system's own language undoes that.
//
// Fyne 2.8.1's lang package picks its language once from the system
// locales and offers no call to choose another (fyne-io/fyne#5333); filed
// under the system locale, a translation replaces what it answers. Counts
// then follow the system locale's plural rules, so a file must give both
// the "one" and "other" forms, and Fyne's own strings too.
// TestUseTranslation_AnswersInTheFileGiven fails when lang stops matching
// the system locale this way.
func UseTranslation(data []byte) error {
	return lang.AddTranslationsForLocale(data, lang.SystemLocale())
}
