//go:build ci

package gui

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/objectid-generator/objectid/gui/fynefix"
)

// glossaryPath is the glossary of assets/translations, from this package.
const glossaryPath = "../assets/translations/GLOSSARY.md"

// glossaryTerm is one row of the glossary: for each language code, the
// forms the term takes, as GLOSSARY.md describes them.
type glossaryTerm struct {
	forms map[string][]string
}

// name is the term's first English form, for messages.
func (g glossaryTerm) name() string { return g.forms["en"][0] }

var (
	glossaryCode = regexp.MustCompile(`\((\w+)\)\s*$`)
	backticked   = regexp.MustCompile("`([^`]+)`")
	tableRule    = regexp.MustCompile(`^\|[\s:|-]+\|$`)
)

// parseGlossary reads the glossary's table: a header naming each language's
// column by its code in parentheses, then one row per term whose cells give
// the forms in backticks.
func parseGlossary(t *testing.T, text string) []glossaryTerm {
	t.Helper()
	var codes []string
	var terms []glossaryTerm
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "|") || tableRule.MatchString(line) {
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if codes == nil {
			for _, cell := range cells {
				code := ""
				if m := glossaryCode.FindStringSubmatch(cell); m != nil {
					code = m[1]
				}
				codes = append(codes, code)
			}
			continue
		}
		term := glossaryTerm{forms: map[string][]string{}}
		for i, cell := range cells {
			if i >= len(codes) || codes[i] == "" {
				continue
			}
			for _, m := range backticked.FindAllStringSubmatch(cell, -1) {
				term.forms[codes[i]] = append(term.forms[codes[i]], m[1])
			}
		}
		terms = append(terms, term)
	}
	if len(terms) == 0 {
		t.Fatalf("%s has no table of terms", glossaryPath)
	}
	return terms
}

// readGlossary reads and parses GLOSSARY.md.
func readGlossary(t *testing.T) []glossaryTerm {
	t.Helper()
	data, err := os.ReadFile(glossaryPath)
	if err != nil {
		t.Fatal(err)
	}
	return parseGlossary(t, string(data))
}

// matchesCase reports whether form is matched with case: it has a capital
// after its first letter, as ID and ObjectID do.
func matchesCase(form string) bool {
	_, size := utf8.DecodeRuneInString(form)
	return strings.IndexFunc(form[size:], unicode.IsUpper) >= 0
}

// englishPattern finds form in English text: whole words, the last one
// possibly plural, words apart by spaces or a hyphen.
func englishPattern(form string) *regexp.Regexp {
	flags, words := patternParts(form)
	return regexp.MustCompile(flags + `\b` + strings.Join(words, `[\s-]+`) + `(?:s|es)?\b`)
}

// translatedPattern finds form in a translation: each word of the form as a
// stem, anywhere in a word (so in compounds and with endings), in order.
func translatedPattern(form string) *regexp.Regexp {
	flags, words := patternParts(form)
	return regexp.MustCompile(flags + strings.Join(words, `\S*\s+\S*`))
}

// patternParts gives the flags a pattern for form takes (case-blind unless
// form has capitals inside) and form's words, quoted for a pattern.
func patternParts(form string) (flags string, words []string) {
	words = strings.Fields(form)
	for i, w := range words {
		words[i] = regexp.QuoteMeta(w)
	}
	if matchesCase(form) {
		return "", words
	}
	return "(?i)", words
}

// glossaryViolations returns, for the language with code, every text of
// translated that leaves out a term its English text in english uses.
// Terms are found longest first, and the part of the English a term takes
// is not searched again for a shorter one.
func glossaryViolations(terms []glossaryTerm, code string, english, translated map[string]translation) []string {
	type compiled struct {
		term    glossaryTerm
		english []*regexp.Regexp
		length  int
	}
	var byLength []compiled
	for _, term := range terms {
		c := compiled{term: term}
		for _, form := range term.forms["en"] {
			c.english = append(c.english, englishPattern(form))
			c.length = max(c.length, len(form))
		}
		byLength = append(byLength, c)
	}
	slices.SortStableFunc(byLength, func(a, b compiled) int { return b.length - a.length })

	var violations []string
	for key, entry := range translated {
		if _, fyne := fyneBuiltInKeys[key]; fyne || slices.Contains(fynefix.FileDialogPlaces, key) {
			continue
		}
		for form, text := range entry {
			source, ok := english[key][form]
			if !ok {
				source = english[key]["other"]
			}
			source = placeholder.ReplaceAllString(source, " ")
			text = placeholder.ReplaceAllString(text, " ")
			for _, c := range byLength {
				used := false
				for _, p := range c.english {
					source = p.ReplaceAllStringFunc(source, func(m string) string {
						used = true
						return strings.Repeat(" ", len(m))
					})
				}
				if !used {
					continue
				}
				found := slices.ContainsFunc(c.term.forms[code], func(f string) bool {
					return translatedPattern(f).MatchString(text)
				})
				if !found {
					violations = append(violations, fmt.Sprintf("%s.json: %q form %q uses the glossary's %q, but %q has none of %q",
						code, key, form, c.term.name(), text, c.term.forms[code]))
				}
			}
		}
	}
	slices.Sort(violations)
	return violations
}

func TestGlossary_EveryTermIsGivenInEveryLanguage(t *testing.T) {
	terms := readGlossary(t)
	for _, term := range terms {
		for _, l := range languages {
			if len(term.forms[l.code]) == 0 {
				t.Errorf("%s: the term in row %v gives no form for %s", glossaryPath, term.forms, l.code)
			}
		}
	}
	english := readTranslations(t, "en")
	for _, term := range terms {
		used := false
		for key := range english {
			used = used || englishPattern(term.name()).MatchString(key)
		}
		if !used {
			t.Errorf("no English text uses %q, so the glossary checks nothing with it", term.name())
		}
	}
}

func TestGlossary_EveryTranslationUsesTheGlossaryTerms(t *testing.T) {
	terms := readGlossary(t)
	english := readTranslations(t, "en")
	for _, l := range languages[1:] {
		t.Run(l.code, func(t *testing.T) {
			for _, v := range glossaryViolations(terms, l.code, english, readTranslations(t, l.code)) {
				t.Error(v)
			}
		})
	}
}

func TestGlossary_TranslationWithoutATermFails(t *testing.T) {
	terms := readGlossary(t)
	for _, c := range []struct {
		name, code, english, translated string
		violations                      int
	}{
		{"IndonesianHexAsHeks", "id", "Counter (hex)", "Penghitung (heks)", 1},
		{"IndonesianHexAsHex", "id", "Counter (hex)", "Penghitung (hex)", 0},
		{"IndonesianClashAsBentrokan", "id", "A clash is unlikely", "Bentrokan tidak mungkin", 1},
		{"IndonesianClashAsTabrakan", "id", "A clash is unlikely", "Tabrakan tidak mungkin", 0},
		{"FinnishCounterInflected", "fi", "The counter wraps to 0", "Laskurin arvo palaa nollaan", 0},
		{"FinnishCounterLeftOut", "fi", "The counter wraps to 0", "Luku palaa nollaan", 1},
		{"FinnishHexDigitAsHeksanumero", "fi", "24 hex digits", "24 heksanumeroa", 1},
		{"FinnishIDInACompound", "fi", "End ID", "Lopputunniste", 0},
		{"FinnishProcessIDIsNotAnID", "fi", "Process ID", "Prosessitunnus", 0},
		{"VietnameseMachineIDAsMachineCode", "vi", "Machine ID", "Mã máy", 1},
		{"FinnishStartIDAsFirstID", "fi", "Start ID ($gte)", "Ensimmäinen tunniste ($gte)", 1},
		{"FinnishStartIDAsAlkutunniste", "fi", "Start ID ($gte)", "Alkutunniste ($gte)", 0},
		{"IndonesianStartIDAsFirstID", "id", "Start ID ($gte)", "ID pertama ($gte)", 1},
		{"FinnishNoEndIDWithoutTheEndID", "fi", "No end ID: the range runs on", "Ei ylärajaa: aikaväli jatkuu", 1},
		{"FinnishTestDataAsTestidata", "fi", "Test data: ready-made IDs", "Testidata: valmiita tunnisteita", 1},
		{"FinnishSortingAsJarjestetaan", "fi", "Sorting 3 rows…", "Järjestetään 3 riviä…", 1},
		{"FinnishFocusedAsValittu", "fi", "Press the focused button", "Paina valittua painiketta", 1},
		{"VietnameseClipboardAsBangNhoTam", "vi", "Too large for the clipboard", "Quá lớn cho bảng nhớ tạm", 1},
		{"VietnameseSettingsAsTuyChon", "vi", "Settings reset", "Đã đặt lại tùy chọn", 1},
		{"IndonesianSettingsAsPreferensi", "id", "Settings reset", "Preferensi diatur ulang", 1},
		{"IndonesianValidAsSah", "id", "it is not valid JSON", "berkas bukan JSON yang sah", 1},
		{"IndonesianValidAsValid", "id", "it is not valid JSON", "berkas bukan JSON yang valid", 0},
		{"VietnameseTwoTermsOneMissing", "vi", "The random value and counter", "Giá trị ngẫu nhiên và số đếm", 1},
		{"IndonesianIDIsMatchedWithCase", "id", "Click an ID", "Klik tidak", 1},
		{"PluralEnglishUsesTheTerm", "id", "{{.Count}} timestamps", "{{.Count}} waktu", 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			english := map[string]translation{c.english: {"other": c.english}}
			translated := map[string]translation{c.english: {"other": c.translated}}
			got := glossaryViolations(terms, c.code, english, translated)
			if len(got) != c.violations {
				t.Errorf("%s %q for %q: %d violations %q, want %d", c.code, c.translated, c.english, len(got), got, c.violations)
			}
		})
	}
}
