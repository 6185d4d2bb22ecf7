package fynefix

import (
	"testing"

	"fyne.io/fyne/v2/lang"
)

// TestUseTranslation_AnswersInTheFileGiven: a file filed under the system
// locale replaces what lang.L and lang.N answer, and another replaces it.
func TestUseTranslation_AnswersInTheFileGiven(t *testing.T) {
	const key = "fynefix.test.greeting"
	const count = "fynefix.test.count"
	finnish := []byte(`{"` + key + `": "Hei", "` + count + `": {"one": "{{.N}} tunniste", "other": "{{.N}} tunnistetta"}}`)
	english := []byte(`{"` + key + `": "Hello", "` + count + `": {"one": "{{.N}} ID", "other": "{{.N}} IDs"}}`)
	// A locale with a "one" form, whatever the system's is.
	t.Setenv("LC_ALL", "en_US.UTF-8")
	// The English file is the system locale's at the end.
	t.Cleanup(func() { _ = UseTranslation(english) })

	for _, c := range []struct {
		file               []byte
		greeting, one, two string
	}{
		{finnish, "Hei", "1 tunniste", "2 tunnistetta"},
		{english, "Hello", "1 ID", "2 IDs"},
		{finnish, "Hei", "1 tunniste", "2 tunnistetta"},
	} {
		if err := UseTranslation(c.file); err != nil {
			t.Fatal(err)
		}
		if got := lang.L(key); got != c.greeting {
			t.Errorf("after UseTranslation of the file reading %q, lang.L answers %q under the system locale %s: check UseTranslation (gui/fynefix/language.go) against lang", c.greeting, got, lang.SystemLocale())
		}
		if one, two := lang.N(count, 1, map[string]any{"N": 1}), lang.N(count, 2, map[string]any{"N": 2}); one != c.one || two != c.two {
			t.Errorf("counts read %q and %q, want %q and %q", one, two, c.one, c.two)
		}
	}
}
