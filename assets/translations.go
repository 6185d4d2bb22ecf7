package assets

import "embed"

// TranslationsDir is the directory inside Translations that holds one
// go-i18n JSON file per language, named by its code: en.json, fi.json.
const TranslationsDir = "translations"

// Translations holds the window's strings in every language it speaks, keyed
// by the English text the code passes to lang.L and lang.N. English is the
// base: the others translate every one of its keys. Only the JSON files are
// embedded: Fyne reads every file of the directory as a translation, and
// GLOSSARY.md, beside them, is for translators and the tests.
//
//go:embed translations/*.json
var Translations embed.FS
