package core_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/objectid-generator/objectid/core"
)

// acceptedInputs are forms people paste that all mean knownHex.
var acceptedInputs = []string{
	knownHex,
	"507F1F77BCF86CD799439011",
	"\u00a0" + knownHex + "\u00a0",
	"\ufeff" + knownHex,
	`"` + knownHex + `"`,
	`  "  ` + knownHex + ` "  `,
	`ObjectId("` + knownHex + `")`,
	`ObjectId('` + knownHex + `')`,
	"\n  ObjectId( \"" + knownHex + "\" )\n",
	`{"$oid": "` + knownHex + `"}`,
	"\n\t{\n  \"$oid\"\t:\t\"" + knownHex + "\"\n}  \n",
	`new ObjectId('` + knownHex + `')`,
	`new  ObjectId ( "` + knownHex + `" )`,
	`ObjectId.createFromHexString("` + knownHex + `")`,
	`ObjectId("` + knownHex + `"),`,
	`  new ObjectId('` + knownHex + `') ;  `,
	knownHex + ";",
}

func TestParse_AcceptedForms(t *testing.T) {
	want := core.ObjectID{0x50, 0x7f, 0x1f, 0x77, 0xbc, 0xf8, 0x6c, 0xd7, 0x99, 0x43, 0x90, 0x11}
	for _, input := range acceptedInputs {
		if id, err := core.Parse(input); err != nil || id != want {
			t.Errorf("Parse(%q) = %s, %v; want %s", input, id, err, want)
		}
		// FromHex takes the bare digits alone.
		if id, err := core.FromHex(input); (err == nil) != (len(input) == core.HexLength) || err == nil && id != want {
			t.Errorf("FromHex(%q) = %s, %v", input, id, err)
		}
	}
}

const (
	noID      = "objectid: empty input: no ID in it, an ObjectID has 24 hex digits"
	unquoted  = "objectid: malformed wrapper: the digits inside ObjectId(…) must be in matching quotes"
	notOID    = `objectid: malformed wrapper: want {"$oid": "<24 hex digits>"}`
	openQuote = "objectid: malformed wrapper: the opening quote is not closed"
)

// badInputs are refused, each with its sentinel and the exact message a
// person reads: the one English wording, which the CLI prints. Positions
// count characters of the ID part, from 1.
var badInputs = []struct {
	input    string
	sentinel error
	message  string
}{
	{"", core.ErrEmpty, noID},
	{" , ", core.ErrEmpty, noID},
	{`ObjectId("")`, core.ErrEmpty, noID},
	{"a", core.ErrInvalidLength, "objectid: invalid length: 1 character, an ObjectID has 24 hex digits"},
	{knownHex + knownHex, core.ErrInvalidLength, "objectid: invalid length: 48 characters, an ObjectID has 24 hex digits"},
	{`ObjectId("507f1f77")`, core.ErrInvalidLength, "objectid: invalid length: 8 characters, an ObjectID has 24 hex digits"},
	{`objectid("` + knownHex + `")`, core.ErrInvalidLength, "objectid: invalid length: 36 characters, an ObjectID has 24 hex digits"},
	{knownHex[:23] + "g", core.ErrInvalidCharacter, "objectid: invalid character: 'g' at position 24 is not a hex digit"},
	{"0x" + knownHex[:22], core.ErrInvalidCharacter, "objectid: invalid character: 'x' at position 2 is not a hex digit"},
	{knownHex[:23] + "é", core.ErrInvalidCharacter, "objectid: invalid character: 'é' at position 24 is not a hex digit"},
	{knownHex[:23] + "\xff", core.ErrInvalidCharacter, "objectid: invalid character: invalid UTF-8 at position 24 is not a hex digit"},
	{`ObjectId('` + knownHex[:10] + "Q" + knownHex[11:] + `')`, core.ErrInvalidCharacter, "objectid: invalid character: 'Q' at position 11 is not a hex digit"},
	{`"` + knownHex[:8] + " " + knownHex[8:] + `"`, core.ErrWhitespaceInside, "objectid: whitespace inside: space at position 9, an ObjectID has no white space between its digits"},
	{knownHex[:8] + "\t" + knownHex[8:] + "g", core.ErrWhitespaceInside, "objectid: whitespace inside: tab at position 9, an ObjectID has no white space between its digits"},
	{knownHex[:1] + "\u00a0" + knownHex[1:], core.ErrWhitespaceInside, "objectid: whitespace inside: no-break space at position 2, an ObjectID has no white space between its digits"},
	{knownHex[:8] + "\u200b" + knownHex[8:], core.ErrWhitespaceInside, "objectid: whitespace inside: U+200B at position 9, an ObjectID has no white space between its digits"},
	{`"` + knownHex, core.ErrWrapperNotClosed, openQuote},
	{`"` + knownHex + `",,`, core.ErrWrapperTrailing, "objectid: malformed wrapper: unexpected ',' after the closing quote"},
	{`ObjectId("` + knownHex + `"`, core.ErrWrapperNotClosed, "objectid: malformed wrapper: ObjectId( is not closed with )"},
	{`new ObjectId('` + knownHex + `'`, core.ErrWrapperNotClosed, "objectid: malformed wrapper: new ObjectId( is not closed with )"},
	{`ObjectId("` + knownHex + `"),;`, core.ErrWrapperTrailing, "objectid: malformed wrapper: unexpected ',' after ObjectId(…)"},
	{`new ObjectId("` + knownHex + `") // id`, core.ErrWrapperTrailing, "objectid: malformed wrapper: unexpected '/' after ObjectId(…)"},
	{`ObjectId.createFromHexString(` + knownHex + `)`, core.ErrWrapperUnquoted, unquoted},
	{`{"$oid": "` + knownHex + `"`, core.ErrWrapperNotClosed, "objectid: malformed wrapper: { is not closed with }"},
	{`{"$oid": "` + knownHex + `"}, 1,`, core.ErrWrapperTrailing, "objectid: malformed wrapper: unexpected ',' after the closing }"},
	{`{"oid": "` + knownHex + `"}`, core.ErrWrapperNotOID, notOID},
	{`{"$oid": '` + knownHex + `'}`, core.ErrWrapperNotOID, notOID},
	{`{"$oid": "` + knownHex + `", "x": 1}`, core.ErrWrapperNotOID, notOID},
	{`new ObjectId.createFromHexString("` + knownHex + `")`, core.ErrWhitespaceInside, "objectid: whitespace inside: space at position 4, an ObjectID has no white space between its digits"},
}

func TestParse_BadInputsNameTheProblem(t *testing.T) {
	for _, tc := range badInputs {
		id, err := core.Parse(tc.input)
		var perr *core.ParseError
		if !errors.Is(err, tc.sentinel) || !errors.As(err, &perr) || id != core.Nil {
			t.Errorf("Parse(%q) = %s, %v (%T); want %v", tc.input, id, err, err, tc.sentinel)
		} else if err.Error() != tc.message {
			t.Errorf("Parse(%q) message\n got %q\nwant %q", tc.input, err, tc.message)
		}
		// What Parse refuses, FromHex refuses.
		if _, err := core.FromHex(tc.input); err == nil {
			t.Errorf("FromHex accepted %q", tc.input)
		}
	}
}

func TestParse_ErrorCarriesDetailFields(t *testing.T) {
	tests := []struct {
		input string
		want  core.ParseError
	}{
		{knownHex[:5], core.ParseError{Err: core.ErrInvalidLength, Length: 5}},
		{knownHex[:6] + "!" + knownHex[7:], core.ParseError{Err: core.ErrInvalidCharacter, Char: '!', Position: 7}},
		{knownHex[:3] + "\t" + knownHex[3:], core.ParseError{Err: core.ErrWhitespaceInside, Char: '\t', Position: 4}},
		{`ObjectId(1)`, core.ParseError{Err: core.ErrWrapperUnquoted, Opener: "ObjectId(", Closer: ")"}},
		{`{"$oid": "` + knownHex + `"};;`, core.ParseError{Err: core.ErrWrapperTrailing, Opener: "{", Closer: "}", Char: ';'}},
		{`'` + knownHex, core.ParseError{Err: core.ErrWrapperNotClosed, Opener: "'", Closer: "'"}},
	}
	for _, tc := range tests {
		_, err := core.Parse(tc.input)
		var perr *core.ParseError
		if !errors.As(err, &perr) || *perr != tc.want {
			t.Errorf("Parse(%q) = %#v, want %+v", tc.input, err, tc.want)
		}
	}
}

// FuzzParse holds Parse to its promises on any input: it never panics; what
// it accepts reads back the same from its canonical hex; what it refuses is
// a *ParseError wrapping one sentinel, with a position inside the input.
func FuzzParse(f *testing.F) {
	for _, input := range acceptedInputs {
		f.Add(input)
	}
	for _, tc := range badInputs {
		f.Add(tc.input)
	}
	sentinels := []error{core.ErrEmpty, core.ErrInvalidLength, core.ErrInvalidCharacter, core.ErrWhitespaceInside,
		core.ErrWrapperNotClosed, core.ErrWrapperUnquoted, core.ErrWrapperNotOID, core.ErrWrapperTrailing}
	f.Fuzz(func(t *testing.T, input string) {
		id, err := core.Parse(input)
		if err == nil {
			if again, err := core.FromHex(id.Hex()); err != nil || again != id {
				t.Fatalf("Parse(%q) = %s, but FromHex of its hex = %s, %v", input, id, again, err)
			}
			return
		}
		var perr *core.ParseError
		if !errors.As(err, &perr) || id != core.Nil || !slices.Contains(sentinels, perr.Err) {
			t.Fatalf("Parse(%q) = %s, %T %v; want Nil and a *core.ParseError wrapping a sentinel", input, id, err, err)
		}
		runes := utf8.RuneCountInString(input)
		switch perr.Err {
		case core.ErrInvalidCharacter, core.ErrWhitespaceInside:
			if perr.Position < 1 || perr.Position > runes {
				t.Fatalf("Parse(%q): position %d outside 1 … %d", input, perr.Position, runes)
			}
		case core.ErrInvalidLength:
			if perr.Length == core.HexLength || perr.Length < 1 || perr.Length > runes {
				t.Fatalf("Parse(%q): length %d, input has %d characters", input, perr.Length, runes)
			}
		case core.ErrWrapperNotClosed, core.ErrWrapperUnquoted, core.ErrWrapperNotOID, core.ErrWrapperTrailing:
			if perr.Opener == "" || perr.Closer == "" {
				t.Fatalf("Parse(%q): wrapper error %+v without its opener and closer", input, perr)
			}
		}
		if msg := err.Error(); !strings.HasPrefix(msg, "objectid: ") || msg == perr.Err.Error() {
			t.Fatalf("Parse(%q) message %q says no more than its sentinel", input, msg)
		}
	})
}
