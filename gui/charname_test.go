//go:build ci

package gui

import (
	"errors"
	"strings"
	"testing"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/internal/scan"
)

func TestDecode_BadCharacterIsNamedInTheChosenLanguage(t *testing.T) {
	cases := []struct {
		name, input string
		char        rune
		// key is the translation that names the character, or "" when
		// its code point does.
		key, codePoint string
	}{
		{"Letter", "507f1f77bcf86cd79943901g", 'g', "'{{.Char}}'", ""},
		{"Space", "507f1f77 bcf86cd799439011", ' ', "space", ""},
		{"Tab", "507f1f77\tbcf86cd799439011", '\t', "tab", ""},
		{"NoBreakSpace", "507f1f77\u00a0bcf86cd799439011", '\u00a0', "no-break space", ""},
		{"InvalidUTF8", "507f1f77bcf86cd79943901\xff", '\uFFFD', "invalid UTF-8", ""},
		{"ZeroWidthSpace", "507f1f77\u200bbcf86cd799439011", '\u200b', "", "U+200B"},
		{"Bell", "507f1f77bcf86cd79943901\a", '\a', "", "U+0007"},
	}
	for _, l := range languages {
		t.Run(l.code, func(t *testing.T) {
			a := withSystemLocale(t, "en_US.UTF-8", l.code)
			u := openWindow(t, a, uitest.FixedSource(t, uitest.ExampleCounter))
			for _, c := range cases {
				decodeField(t, u).SetText(c.input)

				message := decodeMessage(u)
				want := c.codePoint
				if c.key != "" {
					want = strings.ReplaceAll(inLanguage(t, l.code, c.key), "{{.Char}}", string(c.char))
				}
				if !strings.Contains(message, want) {
					t.Errorf("%s: message %q does not name the character as %q", c.name, message, want)
				}
				if english := core.QuoteChar(c.char); l.code != "en" && !strings.Contains(want, english) && strings.Contains(message, english) {
					t.Errorf("message %q names the character in English, %q", message, english)
				}
			}
		})
	}
}

func TestDecode_EveryParseErrorKindIsWordedInTheChosenLanguage(t *testing.T) {
	inputs := map[error]string{
		core.ErrInvalidLength:    "507f1f77",
		core.ErrInvalidCharacter: "507f1f77bcf86cd79943901g",
		core.ErrWhitespaceInside: "507f1f77 bcf86cd799439011",
		core.ErrWrapperNotClosed: `ObjectId("507f1f77bcf86cd79943901"`,
		core.ErrWrapperUnquoted:  "ObjectId(507f1f77bcf86cd79943901)",
		core.ErrWrapperNotOID:    `{"id": "507f1f77bcf86cd79943901"}`,
		core.ErrWrapperTrailing:  `ObjectId("507f1f77bcf86cd79943901")x`,
		scan.ErrSeveralIDs:       "507f1f77bcf86cd799439011 6553f1003f2a91c8d4003039",
	}
	english := map[error]string{}
	for _, l := range languages {
		t.Run(l.code, func(t *testing.T) {
			a := withSystemLocale(t, "en_US.UTF-8", l.code)
			u := openWindow(t, a, uitest.FixedSource(t, uitest.ExampleCounter))
			for kind, input := range inputs {
				_, err := scan.Decode(input)
				var pe *core.ParseError
				if !errors.As(err, &pe) || pe.Err != kind {
					t.Fatalf("scan.Decode(%q) = %v, want a %v error", input, err, kind)
				}
				decodeField(t, u).SetText(input)
				message := decodeMessage(u)
				switch {
				case message == "" || message == err.Error():
					t.Errorf("%v: the window says %q, not a sentence of its own", kind, message)
				case l.code == "en":
					english[kind] = message
				case message == english[kind]:
					t.Errorf("%v: the window says %q, in English", kind, message)
				}
			}
		})
	}
}
