//go:build ci

package gui

import (
	"testing"

	"github.com/objectid-generator/objectid/gui/wording"
)

func TestLanguage_NumbersReadAsEachLanguageWritesThem(t *testing.T) {
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
		{"vi", 12345, "12.345"},
		{"en", 999, "999"},
		{"fi", 1000, "1\u00a0000"},
		{"id", 0, "0"},
		{"en", 18446744073709551615, "18,446,744,073,709,551,615"},
	} {
		t.Run(c.code+"/"+c.number, func(t *testing.T) {
			withSystemLocale(t, "en_US.UTF-8", c.code)
			if got := wording.Number(c.n); got != c.number {
				t.Errorf("wording.Number(%d) = %q, want %q", c.n, got, c.number)
			}
		})
	}
	if got := wording.Number(-1234567); got != "-1,234,567" {
		t.Errorf("wording.Number(-1234567) = %q, want -1,234,567", got)
	}
}

func TestLanguage_SizesReadAsEachLanguageWritesThem(t *testing.T) {
	for _, c := range []struct {
		code  string
		bytes int
		want  string
	}{
		{"en", 1_500_000, "1.5 MB"},
		{"fi", 1_500_000, "1,5 MB"},
		{"vi", 1_500_000, "1,5 MB"},
		{"id", 1_500_000, "1,5 MB"},
		{"en", 1_449_999, "1.4 MB"},
		{"en", 1_450_000, "1.5 MB"},
		{"fi", 1_234_567_890, "1\u00a0234,6 MB"},
		{"id", 40_000, "0,0 MB"},
	} {
		t.Run(c.code+"/"+c.want, func(t *testing.T) {
			withSystemLocale(t, "en_US.UTF-8", c.code)
			if got := wording.Size(c.bytes); got != c.want {
				t.Errorf("wording.Size(%d) = %q, want %q", c.bytes, got, c.want)
			}
		})
	}
}
