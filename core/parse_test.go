package core_test

import (
	"encoding/hex"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/objectid-generator/objectid/core"
)

// acceptedInputs are forms people paste that all mean knownHex.
var acceptedInputs = []struct {
	name  string
	input string
}{
	{"canonical lower case", knownHex},
	{"upper case", "507F1F77BCF86CD799439011"},
	{"mixed case", "507f1F77BcF86cD799439011"},
	{"surrounding spaces", "  " + knownHex + "   "},
	{"surrounding tabs", "\t" + knownHex + "\t"},
	{"trailing newline", knownHex + "\n"},
	{"surrounding CRLF lines", "\r\n" + knownHex + "\r\n"},
	{"no-break spaces around", "\u00a0" + knownHex + "\u00a0"},
	{"byte order mark before", "\ufeff" + knownHex},
	{"double quotes", `"` + knownHex + `"`},
	{"single quotes", `'` + knownHex + `'`},
	{"spaces inside the quotes", `"  ` + knownHex + ` "`},
	{"quotes with spaces around", `  "` + knownHex + `"  `},
	{"ObjectId double quotes", `ObjectId("` + knownHex + `")`},
	{"ObjectId single quotes", `ObjectId('` + knownHex + `')`},
	{"ObjectID double quotes", `ObjectID("` + knownHex + `")`},
	{"ObjectID single quotes", `ObjectID('` + knownHex + `')`},
	{"ObjectId upper-case digits", `ObjectId("507F1F77BCF86CD799439011")`},
	{"ObjectId spaces inside the parentheses", `ObjectId( "` + knownHex + `" )`},
	{"ObjectId on its own line", "\n  ObjectId(\"" + knownHex + "\")\n"},
	{"$oid compact", `{"$oid":"` + knownHex + `"}`},
	{"$oid with a space", `{"$oid": "` + knownHex + `"}`},
	{"$oid with spaces everywhere", `{ "$oid" : "` + knownHex + `" }`},
	{"$oid over lines", "{\n  \"$oid\": \"" + knownHex + "\"\n}"},
	{"$oid with tabs", "{\t\"$oid\"\t:\t\"" + knownHex + "\"\t}"},
	{"$oid surrounded by white space", "\n\t{\"$oid\": \"" + knownHex + "\"}  \n"},
	{"new ObjectId, as js-bson prints it", `new ObjectId('` + knownHex + `')`},
	{"new ObjectId double quotes", `new ObjectId("` + knownHex + `")`},
	{"new ObjectID", `new ObjectID("` + knownHex + `")`},
	{"new with more spaces", `new  ObjectId ( "` + knownHex + `" )`},
	{"createFromHexString", `ObjectId.createFromHexString("` + knownHex + `")`},
	{"createFromHexString single quotes", `ObjectId.createFromHexString('` + knownHex + `')`},
	{"ObjectId with its comma", `ObjectId("` + knownHex + `"),`},
	{"ObjectId with its semicolon", `ObjectId('` + knownHex + `');`},
	{"new ObjectId with a comma", `  new ObjectId('` + knownHex + `') ,  `},
	{"$oid with a comma", `{"$oid": "` + knownHex + `"},`},
	{"quoted with a comma", `"` + knownHex + `",`},
	{"hex with a semicolon", knownHex + ";"},
}

func TestParse_AcceptedForms(t *testing.T) {
	want := core.ObjectID{0x50, 0x7f, 0x1f, 0x77, 0xbc, 0xf8, 0x6c, 0xd7, 0x99, 0x43, 0x90, 0x11}
	for _, tc := range acceptedInputs {
		t.Run(tc.name, func(t *testing.T) {
			id, err := core.Parse(tc.input)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tc.input, err)
			}
			if id != want {
				t.Errorf("Parse(%q) = %x, want %x", tc.input, id[:], want[:])
			}
		})
	}
}

// badInputs are refused, each with its sentinel, its kind and the exact
// message a person reads: the one English wording, which the CLI prints.
// Positions count characters of the ID part, from 1.
var badInputs = []struct {
	name     string
	input    string
	sentinel error
	message  string
}{
	{"empty", "", core.ErrEmpty, "objectid: empty input: no ID in it, an ObjectID has 24 hex digits"},
	{"only white space", " \t\r\n", core.ErrEmpty, "objectid: empty input: no ID in it, an ObjectID has 24 hex digits"},
	{"empty quotes", `""`, core.ErrEmpty, "objectid: empty input: no ID in it, an ObjectID has 24 hex digits"},
	{"blank inside quotes", `'   '`, core.ErrEmpty, "objectid: empty input: no ID in it, an ObjectID has 24 hex digits"},
	{"empty ObjectId", `ObjectId("")`, core.ErrEmpty, "objectid: empty input: no ID in it, an ObjectID has 24 hex digits"},
	{"empty $oid", `{"$oid": ""}`, core.ErrEmpty, "objectid: empty input: no ID in it, an ObjectID has 24 hex digits"},
	{"one character", "a", core.ErrInvalidLength, "objectid: invalid length: 1 character, an ObjectID has 24 hex digits"},
	{"23 digits", knownHex[:23], core.ErrInvalidLength, "objectid: invalid length: 23 characters, an ObjectID has 24 hex digits"},
	{"25 digits", knownHex + "1", core.ErrInvalidLength, "objectid: invalid length: 25 characters, an ObjectID has 24 hex digits"},
	{"48 digits, two IDs run together", knownHex + knownHex, core.ErrInvalidLength, "objectid: invalid length: 48 characters, an ObjectID has 24 hex digits"},
	{"short inside ObjectId", `ObjectId("507f1f77")`, core.ErrInvalidLength, "objectid: invalid length: 8 characters, an ObjectID has 24 hex digits"},
	{"short inside $oid", `{"$oid": "` + knownHex[:23] + `"}`, core.ErrInvalidLength, "objectid: invalid length: 23 characters, an ObjectID has 24 hex digits"},
	{"lower-case wrapper is not a wrapper", `objectid("` + knownHex + `")`, core.ErrInvalidLength, "objectid: invalid length: 36 characters, an ObjectID has 24 hex digits"},
	{"g at the end", knownHex[:23] + "g", core.ErrInvalidCharacter, "objectid: invalid character: 'g' at position 24 is not a hex digit"},
	{"z at the start", "z" + knownHex[1:], core.ErrInvalidCharacter, "objectid: invalid character: 'z' at position 1 is not a hex digit"},
	{"0x prefix", "0x" + knownHex[:22], core.ErrInvalidCharacter, "objectid: invalid character: 'x' at position 2 is not a hex digit"},
	{"dash in the middle", knownHex[:4] + "-" + knownHex[5:], core.ErrInvalidCharacter, "objectid: invalid character: '-' at position 5 is not a hex digit"},
	{"accented letter counts as one character", knownHex[:23] + "é", core.ErrInvalidCharacter, "objectid: invalid character: 'é' at position 24 is not a hex digit"},
	{"invalid UTF-8", knownHex[:23] + "\xff", core.ErrInvalidCharacter, "objectid: invalid character: invalid UTF-8 at position 24 is not a hex digit"},
	{"NUL byte", knownHex[:23] + "\x00", core.ErrInvalidCharacter, "objectid: invalid character: U+0000 at position 24 is not a hex digit"},
	{"bad digit inside ObjectId", `ObjectId('` + knownHex[:10] + "Q" + knownHex[11:] + `')`, core.ErrInvalidCharacter, "objectid: invalid character: 'Q' at position 11 is not a hex digit"},
	{"space inside", knownHex[:8] + " " + knownHex[8:], core.ErrWhitespaceInside, "objectid: whitespace inside: space at position 9, an ObjectID has no white space between its digits"},
	{"tab inside", knownHex[:8] + "\t" + knownHex[8:], core.ErrWhitespaceInside, "objectid: whitespace inside: tab at position 9, an ObjectID has no white space between its digits"},
	{"line break inside", knownHex[:12] + "\n" + knownHex[12:], core.ErrWhitespaceInside, "objectid: whitespace inside: line break at position 13, an ObjectID has no white space between its digits"},
	{"no-break space inside", knownHex[:1] + "\u00a0" + knownHex[1:], core.ErrWhitespaceInside, "objectid: whitespace inside: no-break space at position 2, an ObjectID has no white space between its digits"},
	{"zero-width space inside", knownHex[:8] + "\u200b" + knownHex[8:], core.ErrWhitespaceInside, "objectid: whitespace inside: U+200B at position 9, an ObjectID has no white space between its digits"},
	{"space inside quotes", `"` + knownHex[:8] + " " + knownHex[8:] + `"`, core.ErrWhitespaceInside, "objectid: whitespace inside: space at position 9, an ObjectID has no white space between its digits"},
	{"unclosed double quote", `"` + knownHex, core.ErrWrapperNotClosed, "objectid: malformed wrapper: the opening quote is not closed"},
	{"mismatched quotes", `"` + knownHex + `'`, core.ErrWrapperNotClosed, "objectid: malformed wrapper: the opening quote is not closed"},
	{"lone quote", `'`, core.ErrWrapperNotClosed, "objectid: malformed wrapper: the opening quote is not closed"},
	{"two commas after the quotes", `"` + knownHex + `",,`, core.ErrWrapperTrailing, "objectid: malformed wrapper: unexpected ',' after the closing quote"},
	{"unclosed ObjectId", `ObjectId("` + knownHex + `"`, core.ErrWrapperNotClosed, "objectid: malformed wrapper: ObjectId( is not closed with )"},
	{"semicolon and comma after ObjectId", `ObjectId("` + knownHex + `"),;`, core.ErrWrapperTrailing, "objectid: malformed wrapper: unexpected ',' after ObjectId(…)"},
	{"text after new ObjectId", `new ObjectId("` + knownHex + `") // id`, core.ErrWrapperTrailing, "objectid: malformed wrapper: unexpected '/' after ObjectId(…)"},
	{"createFromHexString unquoted", `ObjectId.createFromHexString(` + knownHex + `)`, core.ErrWrapperUnquoted, "objectid: malformed wrapper: the digits inside ObjectId(…) must be in matching quotes"},
	{"new ObjectId not closed", `new ObjectId('` + knownHex + `'`, core.ErrWrapperNotClosed, "objectid: malformed wrapper: new ObjectId( is not closed with )"},
	{"only a comma", " , ", core.ErrEmpty, "objectid: empty input: no ID in it, an ObjectID has 24 hex digits"},
	{"ObjectId without quotes", `ObjectId(` + knownHex + `)`, core.ErrWrapperUnquoted, "objectid: malformed wrapper: the digits inside ObjectId(…) must be in matching quotes"},
	{"ObjectId with mismatched quotes", `ObjectId("` + knownHex + `')`, core.ErrWrapperUnquoted, "objectid: malformed wrapper: the digits inside ObjectId(…) must be in matching quotes"},
	{"empty ObjectId()", `ObjectId()`, core.ErrWrapperUnquoted, "objectid: malformed wrapper: the digits inside ObjectId(…) must be in matching quotes"},
	{"unclosed $oid", `{"$oid": "` + knownHex + `"`, core.ErrWrapperNotClosed, "objectid: malformed wrapper: { is not closed with }"},
	{"comma and more after $oid", `{"$oid": "` + knownHex + `"}, 1,`, core.ErrWrapperTrailing, "objectid: malformed wrapper: unexpected ',' after the closing }"},
	{"key without $", `{"oid": "` + knownHex + `"}`, core.ErrWrapperNotOID, `objectid: malformed wrapper: want {"$oid": "<24 hex digits>"}`},
	{"$oid without colon", `{"$oid" "` + knownHex + `"}`, core.ErrWrapperNotOID, `objectid: malformed wrapper: want {"$oid": "<24 hex digits>"}`},
	{"$oid single-quoted value", `{"$oid": '` + knownHex + `'}`, core.ErrWrapperNotOID, `objectid: malformed wrapper: want {"$oid": "<24 hex digits>"}`},
	{"$oid unquoted value", `{"$oid": ` + knownHex + `}`, core.ErrWrapperNotOID, `objectid: malformed wrapper: want {"$oid": "<24 hex digits>"}`},
	{"$oid with a second key", `{"$oid": "` + knownHex + `", "x": 1}`, core.ErrWrapperNotOID, `objectid: malformed wrapper: want {"$oid": "<24 hex digits>"}`},
}

func TestParse_BadInputsNameTheProblem(t *testing.T) {
	if len(badInputs) < 25 {
		t.Fatalf("only %d bad inputs; the table must cover at least 25", len(badInputs))
	}
	for _, tc := range badInputs {
		t.Run(tc.name, func(t *testing.T) {
			id, err := core.Parse(tc.input)
			if err == nil {
				t.Fatalf("Parse(%q) = %s, want an error", tc.input, id)
			}
			if !errors.Is(err, tc.sentinel) {
				t.Errorf("Parse(%q) err = %v, want %v", tc.input, err, tc.sentinel)
			}
			var perr *core.ParseError
			if !errors.As(err, &perr) {
				t.Errorf("Parse(%q) err is %T, want *core.ParseError", tc.input, err)
			}
			if err.Error() != tc.message {
				t.Errorf("Parse(%q) message\n got %q\nwant %q", tc.input, err, tc.message)
			}
			if id != core.Nil {
				t.Errorf("Parse(%q) returned %s beside the error", tc.input, id)
			}
		})
	}
}

func TestParse_ErrorCarriesDetailFields(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  core.ParseError
	}{
		{"length", knownHex[:5], core.ParseError{Err: core.ErrInvalidLength, Length: 5}},
		{"character", knownHex[:6] + "!" + knownHex[7:], core.ParseError{Err: core.ErrInvalidCharacter, Char: '!', Position: 7}},
		{"white space", knownHex[:3] + "\t" + knownHex[3:], core.ParseError{Err: core.ErrWhitespaceInside, Char: '\t', Position: 4}},
		{"wrapper", `ObjectId(1)`, core.ParseError{Err: core.ErrWrapperUnquoted, Opener: "ObjectId(", Closer: ")"}},
		{"trailing text", `{"$oid": "` + knownHex + `"};;`, core.ParseError{Err: core.ErrWrapperTrailing, Opener: "{", Closer: "}", Char: ';'}},
		{"unclosed quote", `'` + knownHex, core.ParseError{Err: core.ErrWrapperNotClosed, Opener: "'", Closer: "'"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := core.Parse(tc.input)
			var perr *core.ParseError
			if !errors.As(err, &perr) {
				t.Fatalf("Parse(%q) err = %v, want *ParseError", tc.input, err)
			}
			if *perr != tc.want {
				t.Errorf("Parse(%q) = %+v, want %+v", tc.input, *perr, tc.want)
			}
		})
	}
}

func TestFromHex_AcceptsOnlyBareDigits(t *testing.T) {
	for _, s := range []string{knownHex, strings.ToUpper(knownHex)} {
		id, err := core.FromHex(s)
		if err != nil || id.Hex() != knownHex {
			t.Errorf("FromHex(%q) = %s, %v; want %s", s, id, err, knownHex)
		}
	}
	refused := []struct {
		input    string
		sentinel error
	}{
		{"", core.ErrEmpty},
		{`"` + knownHex + `"`, core.ErrInvalidLength},
		{knownHex + "\n", core.ErrWhitespaceInside},
		{`ObjectId("` + knownHex + `")`, core.ErrInvalidLength},
		{knownHex[:23] + "x", core.ErrInvalidCharacter},
	}
	for _, tc := range refused {
		t.Run(tc.input, func(t *testing.T) {
			if id, err := core.FromHex(tc.input); !errors.Is(err, tc.sentinel) {
				t.Errorf("FromHex(%q) = %s, %v; want %v", tc.input, id, err, tc.sentinel)
			}
		})
	}
}

// TestFromHex_EveryByteAtEveryPosition puts each of the 256 byte values at
// each of the 24 positions and holds FromHex to encoding/hex: the word-wise
// decoder must accept exactly the hex digits and decode them the same.
func TestFromHex_EveryByteAtEveryPosition(t *testing.T) {
	for position := range core.HexLength {
		for value := range 256 {
			input := []byte(knownHex)
			input[position] = byte(value)
			assertFromHexMatchesEncodingHex(t, string(input))
		}
	}
}

func assertFromHexMatchesEncodingHex(t *testing.T, input string) {
	t.Helper()
	id, err := core.FromHex(input)
	want, herr := hex.DecodeString(input)
	if (err == nil) != (herr == nil && len(want) == len(id)) {
		t.Fatalf("FromHex(%q) err = %v, encoding/hex err = %v", input, err, herr)
	}
	if err == nil && string(id[:]) != string(want) {
		t.Fatalf("FromHex(%q) = %x, encoding/hex %x", input, id[:], want)
	}
}

// FuzzParse holds Parse to its promises on any input: it never panics; what
// it accepts reads back the same from its canonical hex; what it refuses is
// a *ParseError wrapping one sentinel, with a position inside the input.
func FuzzParse(f *testing.F) {
	for _, tc := range acceptedInputs {
		f.Add(tc.input)
	}
	for _, tc := range badInputs {
		f.Add(tc.input)
	}
	sentinels := []error{core.ErrEmpty, core.ErrInvalidLength, core.ErrInvalidCharacter, core.ErrWhitespaceInside,
		core.ErrWrapperNotClosed, core.ErrWrapperUnquoted, core.ErrWrapperNotOID, core.ErrWrapperTrailing}
	f.Fuzz(func(t *testing.T, input string) {
		assertFromHexMatchesEncodingHex(t, input)
		id, err := core.Parse(input)
		if err == nil {
			again, err := core.Parse(id.Hex())
			if err != nil || again != id {
				t.Fatalf("Parse(%q) = %s, but Parse of its hex = %s, %v", input, id, again, err)
			}
			if strict, err := core.FromHex(id.Hex()); err != nil || strict != id {
				t.Fatalf("FromHex(%s) = %s, %v", id, strict, err)
			}
			return
		}
		var perr *core.ParseError
		if !errors.As(err, &perr) {
			t.Fatalf("Parse(%q) err %T %v, want *core.ParseError", input, err, err)
		}
		matched := 0
		for _, s := range sentinels {
			if errors.Is(err, s) {
				matched++
			}
		}
		if matched != 1 {
			t.Fatalf("Parse(%q) err %v wraps %d sentinels, want exactly one", input, err, matched)
		}
		if id != core.Nil {
			t.Fatalf("Parse(%q) returned %s beside the error", input, id)
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
