package wording

import (
	"testing"
	"time"
)

// styles are the languages' styles by code.
var styles = map[string]Style{"en": English, "fi": Finnish, "vi": Vietnamese, "id": Indonesian}

// in uses the style of code for the test.
func in(t *testing.T, code string) {
	t.Helper()
	t.Cleanup(func() { Use(English) })
	Use(styles[code])
}

func TestNumber_AsEachLanguageWritesThem(t *testing.T) {
	for _, c := range []struct {
		code   string
		n      uint64
		number string
	}{
		{"en", 16777215, "16,777,215"},
		{"fi", 16777215, "16\u00a0777\u00a0215"},
		{"vi", 16777215, "16.777.215"},
		{"id", 16777215, "16.777.215"},
		{"fi", 1350508407, "1\u00a0350\u00a0508\u00a0407"},
		{"en", 999, "999"},
		{"fi", 1000, "1\u00a0000"},
		{"id", 0, "0"},
		{"en", 18446744073709551615, "18,446,744,073,709,551,615"},
	} {
		t.Run(c.code+"/"+c.number, func(t *testing.T) {
			in(t, c.code)
			if got := Number(c.n); got != c.number {
				t.Errorf("Number(%d) = %q, want %q", c.n, got, c.number)
			}
		})
	}
}

func TestSize_AsEachLanguageWritesIt(t *testing.T) {
	for _, c := range []struct {
		code  string
		bytes int
		want  string
	}{
		{"en", 1_500_000, "1.5 MB"},
		{"fi", 1_500_000, "1,5 MB"},
		{"vi", 1_500_000, "1,5 MB"},
		{"en", 1_449_999, "1.4 MB"},
		{"en", 1_450_000, "1.5 MB"},
		{"fi", 1_234_567_890, "1\u00a0234,6 MB"},
		{"id", 40_000, "0,0 MB"},
	} {
		t.Run(c.code+"/"+c.want, func(t *testing.T) {
			in(t, c.code)
			if got := Size(c.bytes); got != c.want {
				t.Errorf("Size(%d) = %q, want %q", c.bytes, got, c.want)
			}
		})
	}
}

func TestDateTime_AsEachLanguageWritesIt(t *testing.T) {
	for _, c := range []struct {
		code string
		at   time.Time
		want string
	}{
		{"en", time.Unix(1350508407, 0).UTC(), "2012-10-17 21:13:27"},
		{"fi", time.Unix(1350508407, 0).UTC(), "17.10.2012 klo 21.13.27"},
		{"fi", time.Unix(4294967295, 0).UTC(), "7.2.2106 klo 06.28.15"},
		{"vi", time.Unix(1350508407, 0).UTC(), "21:13:27 17/10/2012"},
		{"id", time.Unix(1350508407, 0).UTC(), "17/10/2012 21.13.27"},
		{"id", time.Unix(0, 0).UTC(), "01/01/1970 00.00.00"},
	} {
		t.Run(c.code+"/"+c.want, func(t *testing.T) {
			in(t, c.code)
			if got := DateTime(c.at); got != c.want {
				t.Errorf("DateTime(%v) = %q, want %q", c.at, got, c.want)
			}
		})
	}
}
