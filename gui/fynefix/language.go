package fynefix

import "fyne.io/fyne/v2/lang"

// UseTranslation makes lang.L answer from data, a translation file in
// lang's JSON format, whatever language Fyne chose from the system
// locale; giving it the file of the system's own language undoes that.
//
// Fyne 2.8.1's lang package picks its language once from the system
// locales and offers no call to choose another (fyne-io/fyne#5333, open).
// What it does offer is AddTranslationsForLocale, which files a
// translation under any locale named: filed under the system locale
// itself, the one lang matches first, it replaces what that locale
// answers. Counts are then read with the system locale's plural rules, so
// a file given here must give both the "one" and the "other" form; and a
// locale answers only from the file last filed under it, so it must also
// give the strings of Fyne's own widgets and dialogs, since Fyne's file
// for the system locale is no longer consulted.
// TestUseTranslation_AnswersInTheFileGiven fails when lang stops matching
// the system locale this way.
func UseTranslation(data []byte) error {
	return lang.AddTranslationsForLocale(data, lang.SystemLocale())
}
