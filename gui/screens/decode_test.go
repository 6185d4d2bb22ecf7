package screens

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/core"
)

// showDecodeScreen puts a decode screen in an 800×600 window.
func showDecodeScreen(t *testing.T) (*Decode, *testWindow) {
	t.Helper()
	w := newTestWindow(t)
	s := NewDecode(w)
	win := test.NewTempWindow(t, s.content)
	win.Resize(fyne.NewSize(800, 600))
	return s, w
}

// field is the decoded value called name.
func field(s *Decode, name string) *copyField {
	for _, f := range s.fields {
		if f.Name.Text == name {
			return f
		}
	}
	panic("no field " + name)
}

// knownFields are the fields of 507f1f77bcf86cd799439011 at testNow.
var knownFields = map[string]string{
	"Unix seconds":          "1,350,508,407",
	"UTC":                   "2012-10-17 21:13:27 UTC",
	"Local time":            "2012-10-18 00:13:27 XST (UTC+03:00)",
	"Age":                   "11 years ago",
	"Random value":          "bcf86cd799",
	"Counter":               "4,427,793",
	"Counter (hex)":         "0x439011",
	"Machine ID (pre-2018)": "0xbcf86c",
	"Process ID (pre-2018)": "55,193",
}

// assertFields fails for the hex and every field not as want.
func assertFields(t *testing.T, s *Decode, hex string, want map[string]string) {
	t.Helper()
	if s.hex.String() != hex {
		t.Errorf("hex reads %q, want %q", s.hex.String(), hex)
	}
	for name, text := range want {
		if got := field(s, name).Value.Text; got != text {
			t.Errorf("%s reads %q, want %q", name, got, text)
		}
	}
}

func TestDecode_HexPartsAreColouredLikeTheLegend(t *testing.T) {
	s, _ := showDecodeScreen(t)
	test.Type(s.input, "507f1f77bcf86cd799439011")

	want := []struct {
		text  string
		color fyne.ThemeColorName
	}{
		{"507f1f77", theme.ColorNamePrimary},
		{"bcf86cd799", theme.ColorNameSuccess},
		{"439011", theme.ColorNameWarning},
	}
	if len(s.hex.Segments) != len(want) {
		t.Fatalf("hex has %d parts, want 3", len(s.hex.Segments))
	}
	for i, w := range want {
		segment := s.hex.Segments[i].(*widget.TextSegment)
		if segment.Text != w.text || segment.Style.ColorName != w.color {
			t.Errorf("part %d is %q in %q, want %q in %q", i, segment.Text, segment.Style.ColorName, w.text, w.color)
		}
	}
	legend := map[string]fyne.ThemeColorName{}
	for _, segment := range s.legend.Segments {
		text := segment.(*widget.TextSegment)
		legend[text.Text] = text.Style.ColorName
	}
	for i, name := range []string{"timestamp", "random value", "counter"} {
		if color, ok := legend[name]; !ok || color != want[i].color {
			t.Errorf("legend shows %q in %q (present %v), want %q", name, color, ok, want[i].color)
		}
	}
}

func TestDecode_BadInputShowsItsMessageAndNoInputAHint(t *testing.T) {
	const hint = `Paste or type an ObjectID: 24 hex digits, ObjectId("…") or {"$oid": "…"}.`
	tests := []struct {
		name, input, want string
	}{
		{"empty", "", hint},
		{"blank", "   ", hint},
		{"23 characters", "507f1f77bcf86cd79943901", "23 characters — an ObjectID has 24"},
		{"25 characters", "507f1f77bcf86cd7994390111", "25 characters — an ObjectID has 24"},
		{"one character", "5", "No ObjectID in this text"},
		{"words", "hello world", "No ObjectID in this text"},
		{"letter g", "507f1fg7bcf86cd799439011", "'g' at position 7 is not a hex digit (0–9, a–f)"},
		{"space inside", "507f1f77 bcf86cd799439011", "There is a space at position 9; an ObjectID has no white space inside"},
		{"no-break space inside", "507f1f77\u00a0bcf86cd799439011", "There is a no-break space at position 9; an ObjectID has no white space inside"},
		{"ObjectId not closed", `ObjectId("507f1f77bcf86cd79943901"`, "ObjectId( is not closed with )"},
		{"ObjectId without quotes", `ObjectId(507f1f77bcf86cd79943901)`, "The digits inside ObjectId(…) must be in matching quotes"},
		{"quote not closed", `"507f1f77bcf86cd79943901`, "The opening quote is not closed"},
		{"braces without $oid", `{"id": "507f1f77bcf86cd79943901"}`, `Braces must hold {"$oid": "<24 hex digits>"} and nothing else`},
		{"two semicolons after ObjectId", `ObjectId("507f1f77bcf86cd79943901");;`, "Unexpected ';' after the closing )"},
		{"wrapped ID too short", `ObjectId("507f1f77bcf86cd79943901")`, "23 characters — an ObjectID has 24"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := showDecodeScreen(t)
			s.input.SetText("5")
			s.input.SetText(tt.input)
			importance := widget.DangerImportance
			if tt.want == hint {
				importance = widget.MediumImportance
			}
			if s.message.Text != tt.want || s.message.Importance != importance || s.details.Visible() {
				t.Errorf("message %q (importance %v), fields shown %v; want %q (importance %v), no fields", s.message.Text, s.message.Importance, s.details.Visible(), tt.want, importance)
			}
		})
	}
}

func TestDecode_BadKeystrokeKeepsTheLastGoodDecodeToCopy(t *testing.T) {
	s, w := showDecodeScreen(t)
	test.Type(s.input, "507f1f77bcf86cd799439011")
	test.Type(s.input, "x")

	if s.message.Text != "25 characters — an ObjectID has 24" {
		t.Errorf("message = %q", s.message.Text)
	}
	assertFields(t, s, "507f1f77bcf86cd799439011", knownFields)
	if !s.details.Visible() || !s.stale.Visible() || s.stale.Text != "Showing the last valid ID, 507f1f77bcf86cd799439011" {
		t.Errorf("details visible %v; stale note %q visible %v", s.details.Visible(), s.stale.Text, s.stale.Visible())
	}
	test.Tap(s.hexField.Button)
	if w.copied != "507f1f77bcf86cd799439011" {
		t.Errorf("copied %q, want the ID on screen", w.copied)
	}

	s.input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	if s.message.Text != "" || s.stale.Visible() {
		t.Errorf("after removing the bad key: message %q, stale note visible %v", s.message.Text, s.stale.Visible())
	}
	assertFields(t, s, "507f1f77bcf86cd799439011", knownFields)
}

func TestDecode_KnownIDShowsEveryFieldAndCopiesItExactly(t *testing.T) {
	s, w := showDecodeScreen(t)
	test.Type(s.input, `ObjectId("507F1F77BCF86CD799439011")`)

	assertFields(t, s, "507f1f77bcf86cd799439011", knownFields)
	if !s.details.Visible() || s.stale.Visible() || s.message.Text != "" {
		t.Errorf("details visible %v, stale visible %v, message %q", s.details.Visible(), s.stale.Visible(), s.message.Text)
	}
	if s.oddTime.Visible() || s.bound.Visible() {
		t.Errorf("future warning %v or range-bound note %v shown for an ordinary past ID", s.oddTime.Visible(), s.bound.Visible())
	}
	assertCopyButtons(t, w, []copyButtonCase{
		{"ObjectID", s.hexField.Button, "507f1f77bcf86cd799439011"},
		{"Unix seconds", field(s, "Unix seconds").Button, "1350508407"},
		{"UTC", field(s, "UTC").Button, "2012-10-17 21:13:27 UTC"},
		{"Local time", field(s, "Local time").Button, "2012-10-18 00:13:27 XST (UTC+03:00)"},
		{"ISO 8601", field(s, "ISO 8601").Button, "2012-10-17T21:13:27Z"},
		{"mongosh date", field(s, "mongosh date").Button, `ISODate("2012-10-17T21:13:27Z")`},
		{"mongosh filter", field(s, "mongosh filter").Button, `{_id: ObjectId("507f1f77bcf86cd799439011")}`},
		{"Age", field(s, "Age").Button, "11 years ago"},
		{"Random value", field(s, "Random value").Button, "bcf86cd799"},
		{"Counter", field(s, "Counter").Button, "4427793"},
		{"Counter (hex)", field(s, "Counter (hex)").Button, "0x439011"},
		{"Machine ID (pre-2018)", field(s, "Machine ID (pre-2018)").Button, "0xbcf86c"},
		{"Process ID (pre-2018)", field(s, "Process ID (pre-2018)").Button, "55193"},
	})
}

func TestDecode_FutureIDWarnsFromAWholeSecondAhead(t *testing.T) {
	const half = 500 * time.Millisecond
	tests := []struct {
		name, id, age string
		// behind is how far the clock stands before testNow.
		behind time.Duration
		warned bool
	}{
		{"2038", "7fffffff0000000000000001", "in 14 years", 0, true},
		{"one hour ahead", "6553ff100000000000000001", "in 1 hour", 0, true},
		{"one second ahead", "6553f1010000000000000001", "in 1 second", 0, true},
		{"one second ago", "6553f0ff0000000000000001", "1 second ago", 0, false},
		{"two days ahead", "655694000000000000000001", "in 2 days", 0, true},
		{"five hours ago", "6553aab00000000000000001", "5 hours ago", 0, false},
		{"a minute ago", "6553f0c40000000000000001", "1 minute ago", 0, false},
		{"forty days ago", "651f35000000000000000001", "1 month ago", 0, false},
		{"this second", "6553f1000000000000000001", "just now", 0, false},
		// Ahead by less than timestamps and clocks can tell apart.
		{"half a second ahead", "6553f1000000000000000001", "just now", half, false},
		{"a second and a half ahead", "6553f1010000000000000001", "in 1 second", half, true},
		{"half a second ago", "6553f0ff0000000000000001", "just now", half, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, w := showDecodeScreen(t)
			w.now = testNow.Add(-tt.behind)
			s.input.SetText(tt.id)
			if age := field(s, "Age").Value.Text; age != tt.age || s.oddTime.Visible() != tt.warned {
				t.Errorf("age %q, future warning shown %v; want %q, %v", age, s.oddTime.Visible(), tt.age, tt.warned)
			}
		})
	}
}

// A time no driver writes, before 2009 or ahead of the clock, is noted.
func TestDecode_IDsBefore2009OrInTheFutureAskWhetherADriverMadeThem(t *testing.T) {
	const note = "This time is in the future or before 2009, when MongoDB came out: the ID was made for a chosen time, by a machine whose clock was wrong, or not by a MongoDB driver."
	for id, noted := range map[string]bool{
		"495c077f0000000000000001": true, "000000000000000000000001": true, "7fffffff0000000000000001": true,
		"495c07800000000000000001": false, "6553f1000000000000000001": false,
	} {
		s, _ := showDecodeScreen(t)
		s.input.SetText(id)
		if s.oddTime.Visible() != noted || s.oddTime.Text != note {
			t.Errorf("%s: note %q (visible %v), want it shown %v", id, s.oddTime.Text, s.oddTime.Visible(), noted)
		}
	}
}

// Text without an ID says so, and shows no ID; only a near miss keeps the
// last valid one, greyed.
func TestDecode_TextWithoutAnIDSaysSoAndDropsTheLastValidID(t *testing.T) {
	s, _ := showDecodeScreen(t)
	test.Type(s.input, "507f1f77bcf86cd799439011")
	s.input.SetText("no id here at all")
	if s.message.Text != "No ObjectID in this text" || s.details.Visible() || s.stale.Visible() {
		t.Errorf("message %q; details shown %v, stale note shown %v", s.message.Text, s.details.Visible(), s.stale.Visible())
	}
	s.input.SetText("507f1f77bcf86cd79943901")
	if s.message.Text != "23 characters — an ObjectID has 24" || !s.details.Visible() || !s.stale.Visible() {
		t.Errorf("near miss: message %q; details shown %v, stale note shown %v", s.message.Text, s.details.Visible(), s.stale.Visible())
	}
}

// Several IDs in a text are no error: Bulk lists them, choosing one decodes it.
func TestDecode_SeveralIDsAreOfferedToBulk(t *testing.T) {
	s, w := showDecodeScreen(t)
	text := "a 507f1f77bcf86cd799439011, b 6553f1003f2a91c8d4003039"
	s.input.SetText(text)
	if s.message.Text != "The text holds 2 ObjectIDs: open them in Bulk, where choosing one decodes it" || s.message.Importance == widget.DangerImportance ||
		!s.openInBulk.Visible() || s.details.Visible() {
		t.Fatalf("message %q (importance %v); Bulk button shown %v, details shown %v", s.message.Text, s.message.Importance, s.openInBulk.Visible(), s.details.Visible())
	}
	test.Tap(s.openInBulk)
	if len(w.opened) != 1 || w.opened[0] != text {
		t.Errorf("Open them in Bulk opened %q", w.opened)
	}
}

func TestDecode_RangeBoundIsNoted(t *testing.T) {
	const zeros = "The random value and counter are all zeros: this is a range-query bound, for $gte and $lt filters, not an ID to insert."
	const ones = "The random value and counter are all ff: this is a range-query bound, for $lte filters, not an ID to insert."
	tests := []struct {
		name, id, note string
	}{
		{"all zeros", "6553f1000000000000000000", zeros},
		{"all ff", "6553f100ffffffffffffffff", ones},
		{"ordinary", "6553f1003f2a91c8d4003039", ""},
		{"zero counter only", "6553f1003f2a91c8d4000000", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := showDecodeScreen(t)
			s.input.SetText(tt.id)
			if s.bound.Visible() != (tt.note != "") || tt.note != "" && s.bound.Text != tt.note {
				t.Errorf("note %q (visible %v), want %q", s.bound.Text, s.bound.Visible(), tt.note)
			}
		})
	}
}

func TestDecode_ShowPutsTheIDInTheField(t *testing.T) {
	s, _ := showDecodeScreen(t)
	test.Type(s.input, "not an id")
	id, err := core.FromHex("507f1f77bcf86cd799439011")
	if err != nil {
		t.Fatal(err)
	}
	s.Show(id)

	if s.input.Text != "507f1f77bcf86cd799439011" || s.message.Text != "" || s.stale.Visible() {
		t.Errorf("field %q, message %q, stale note visible %v", s.input.Text, s.message.Text, s.stale.Visible())
	}
	assertFields(t, s, "507f1f77bcf86cd799439011", knownFields)
}

func TestDecode_Golden(t *testing.T) {
	tests := []struct {
		file   string
		inputs []string
	}{
		{"decode_empty.xml", nil},
		{"decode.xml", []string{"507f1f77bcf86cd799439011"}},
		{"decode_last_valid.xml", []string{"507f1f77bcf86cd799439011", "g"}},
		{"decode_future_bound.xml", []string{"ffffffff0000000000000000"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			s, _ := showDecodeScreen(t)
			for _, input := range tt.inputs {
				test.Type(s.input, input)
			}
			test.AssertRendersToMarkup(t, tt.file, testApp.Driver().CanvasForObject(s.content))
		})
	}
}

func TestDecode_OneIDInPastedTextIsDecodedAndPlacedUnlessItIsAllTheText(t *testing.T) {
	for _, tc := range []struct{ text, where string }{
		{`  _id: ObjectId('507f1f77bcf86cd799439011'),`, "Found in the pasted text: line 1, column 18"},
		{`"_id": {"$oid": "507f1f77bcf86cd799439011"}`, "Found in the pasted text: line 1, column 18"},
		{"{\n  _id: new ObjectId('507f1f77bcf86cd799439011'),\n  n: 1\n}", "Found in the pasted text: line 2, column 22"},
		{"GET /orders/507f1f77bcf86cd799439011 200", "Found in the pasted text: line 1, column 13"},
	} {
		t.Run(tc.text, func(t *testing.T) {
			s, _ := showDecodeScreen(t)
			s.input.SetText(tc.text)
			if s.message.Text != tc.where || !s.message.Visible() || s.message.Importance == widget.DangerImportance {
				t.Errorf("message %q (visible %v, importance %v), want %q", s.message.Text, s.message.Visible(), s.message.Importance, tc.where)
			}
			if !s.details.Visible() || s.stale.Visible() || field(s, "Unix seconds").Value.Text != "1,350,508,407" {
				t.Errorf("details visible %v, stale %v, seconds %q", s.details.Visible(), s.stale.Visible(), field(s, "Unix seconds").Value.Text)
			}
			if s.openInBulk.Visible() {
				t.Error("the Bulk button shows for one ID")
			}
		})
	}
	// An ID in any form core.Parse reads, pasted, is decoded without a word.
	for _, text := range []string{
		"507F1F77BCF86CD799439011", `ObjectID('507f1f77bcf86cd799439011')`, `{ "$oid" : "507f1f77bcf86cd799439011" }`,
		`"507f1f77bcf86cd799439011"`, "  507f1f77bcf86cd799439011\n",
		`new ObjectId('507f1f77bcf86cd799439011')`, `ObjectId.createFromHexString("507f1f77bcf86cd799439011");`,
	} {
		s, _ := showDecodeScreen(t)
		testApp.Clipboard().SetContent(text)
		s.input.TypedShortcut(&fyne.ShortcutPaste{Clipboard: testApp.Clipboard()})
		if s.message.Visible() {
			t.Errorf("%s: message %q", text, s.message.Text)
		}
		assertFields(t, s, "507f1f77bcf86cd799439011", knownFields)
	}
}

// After a bad ID the last valid one stays, drawn stale with its note in view.
func TestDecode_ABadIDShowsTheLastValidOneAsStaleWithItsNoteInView(t *testing.T) {
	s, _ := showDecodeScreen(t)
	test.Type(s.input, "507f1f77bcf86cd799439011")
	assertStale(t, s, false, "after a valid ID")

	scroll := s.content.(*fyne.Container).Objects[1].(*container.Scroll)
	scroll.ScrollToBottom()
	test.Type(s.input, "g")

	assertStale(t, s, true, "after a bad ID")
	c := testApp.Driver().CanvasForObject(s.content)
	pos := testApp.Driver().AbsolutePositionForObject(s.stale)
	end := pos.Add(s.stale.Size())
	if !s.stale.Visible() || s.stale.Size().Height == 0 || pos.Y < 0 || end.Y > c.Size().Height || end.Y > 600 {
		t.Errorf("the note %q (visible %v) lies from y=%v to y=%v, want it inside the 600 px window", s.stale.Text, s.stale.Visible(), pos.Y, end.Y)
	}
	if top := testApp.Driver().AbsolutePositionForObject(scroll); end.Y > top.Y {
		t.Errorf("the note ends at y=%v, inside the scrolled fields, which start at y=%v", end.Y, top.Y)
	}

	s.input.SetText("")
	test.Type(s.input, "6553f1003f2a91c8d4003039")
	assertStale(t, s, false, "after a new valid ID")
	if field(s, "Unix seconds").Value.Text != "1,700,000,000" {
		t.Errorf("after a new valid ID the seconds read %q", field(s, "Unix seconds").Value.Text)
	}
}

// assertStale checks every value is drawn stale, or at full strength.
func assertStale(t *testing.T, s *Decode, stale bool, when string) {
	t.Helper()
	want := widget.MediumImportance
	if stale {
		want = widget.LowImportance
	}
	for _, f := range s.fields {
		if f.Value.Importance != want {
			t.Errorf("%s the %s value %q has importance %v, want %v", when, f.Name.Text, f.Value.Text, f.Value.Importance, want)
		}
	}
	for _, seg := range s.hex.Segments {
		color := seg.(*widget.TextSegment).Style.ColorName
		if (color == theme.ColorNameDisabled) != stale {
			t.Errorf("%s the ObjectID part %q is drawn in %q (stale %v)", when, seg.Textual(), color, stale)
		}
	}
}
