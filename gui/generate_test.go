//go:build ci

package gui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// The first IDs of the worked example's generator.
const (
	firstID  = "6553f1003f2a91c8d4003039"
	secondID = "6553f1003f2a91c8d400303a"
)

// shownRows returns the rows the list draws in the window, top first.
func shownRows(u *ui) []*widgets.IDRow {
	var rows []*widgets.IDRow
	visitAll(u.window.Content(), func(o fyne.CanvasObject) {
		if r, ok := o.(*widgets.IDRow); ok && r.Visible() {
			rows = append(rows, r)
		}
	})
	driver := fyne.CurrentApp().Driver()
	for i := 1; i < len(rows); i++ {
		for j := i; j > 0 && driver.AbsolutePositionForObject(rows[j]).Y < driver.AbsolutePositionForObject(rows[j-1]).Y; j-- {
			rows[j], rows[j-1] = rows[j-1], rows[j]
		}
	}
	return rows
}

// checkBatch fails unless ids are n distinct valid IDs sharing one random
// value, with counters going up by one.
func checkBatch(t *testing.T, ids []core.ObjectID, n int) {
	t.Helper()
	if len(ids) != n {
		t.Fatalf("%d IDs, want %d", len(ids), n)
	}
	seen := map[core.ObjectID]bool{}
	for i, id := range ids {
		if _, err := core.FromHex(id.Hex()); err != nil {
			t.Errorf("ID %d %s: %v", i, id, err)
		}
		if seen[id] {
			t.Errorf("ID %d %s repeats", i, id)
		}
		seen[id] = true
		if id.Random() != ids[0].Random() {
			t.Errorf("ID %d random value %x, first %x", i, id.Random(), ids[0].Random())
		}
		if want := (ids[0].Counter() + uint32(i)) % core.CounterCycle; id.Counter() != want {
			t.Errorf("ID %d counter %d, want %d", i, id.Counter(), want)
		}
	}
}

func TestGenerate_FirstBatchIsTheWorkedExample(t *testing.T) {
	u := newTestWindow(t)
	ids := listedIDs(t, u.generate)
	if len(ids) != defaultBatchSize || ids[0].Hex() != firstID || ids[1].Hex() != secondID {
		t.Fatalf("first batch %v, want 10 IDs from %s, %s", ids, firstID, secondID)
	}
	rows := shownRows(u)
	if len(rows) == 0 || rows[0].Text.Text != firstID {
		t.Fatalf("top row on screen %v, want %s", rows, firstID)
	}
	if !rows[0].Text.TextStyle.Monospace {
		t.Error("IDs are not in monospace")
	}
	want := "10 IDs · random value 3f2a91c8d4 · counters 12,345–12,354 (0x003039–0x003042)"
	if u.generate.caption.Text != want {
		t.Errorf("caption %q, want %q", u.generate.caption.Text, want)
	}
}

func TestGenerate_TapGenerateMakesTheChosenNumber(t *testing.T) {
	tests := []struct {
		size        string
		n           int
		wantCaption string
	}{
		{"1", 1, "1 ID · random value 3f2a91c8d4 · counter 12,355 (0x003043)"},
		{"10", 10, "10 IDs · random value 3f2a91c8d4 · counters 12,355–12,364 (0x003043–0x00304c)"},
		{"100", 100, "100 IDs · random value 3f2a91c8d4 · counters 12,355–12,454 (0x003043–0x0030a6)"},
	}
	for _, tt := range tests {
		t.Run("Size"+tt.size, func(t *testing.T) {
			u := newTestWindow(t)
			retype(u.generate.size, tt.size)
			test.Tap(u.generate.generateButton)
			ids := listedIDs(t, u.generate)
			checkBatch(t, ids, tt.n)
			if ids[0].Seconds() != exampleUnix || ids[0].Random() != exampleRandom {
				t.Errorf("first ID %s, want time %d and random %x", ids[0], exampleUnix, exampleRandom)
			}
			if u.generate.caption.Text != tt.wantCaption {
				t.Errorf("caption %q, want %q", u.generate.caption.Text, tt.wantCaption)
			}
		})
	}
}

func TestGenerate_RealGeneratorBatchIsConsistent(t *testing.T) {
	a := newTestApp(t)
	u := openWindow(t, a, core.Default)
	retype(u.generate.size, "100")
	test.Tap(u.generate.generateButton)
	ids := listedIDs(t, u.generate)
	checkBatch(t, ids, 100)
	if age := time.Since(ids[0].Timestamp()); age < -time.Second || age > time.Minute {
		t.Errorf("timestamp %v is not now", ids[0].Timestamp())
	}
}

func TestGenerate_CaptionExplainsACounterWrap(t *testing.T) {
	u := openWindow(t, newTestApp(t), fixedSource(t, 0xfffffe))
	checkBatch(t, listedIDs(t, u.generate), 10)
	want := "10 IDs · random value 3f2a91c8d4 · counters 16,777,214–7 (0xfffffe–0x000007, wrapping past 0xffffff to 0x000000)"
	if u.generate.caption.Text != want {
		t.Errorf("caption %q, want %q", u.generate.caption.Text, want)
	}

	retype(u.generate.size, "4")
	test.Tap(u.generate.generateButton)
	checkBatch(t, listedIDs(t, u.generate), 4)
	want = "4 IDs · random value 3f2a91c8d4 · counters 8–11 (0x000008–0x00000b)"
	if u.generate.caption.Text != want {
		t.Errorf("after the wrap: caption %q, want %q", u.generate.caption.Text, want)
	}
}

func TestGenerate_CopyOneAndCopyAllInEveryFormat(t *testing.T) {
	tests := []struct {
		format  core.Format
		label   string
		wantOne string
		wantAll string
	}{
		{core.FormatHex, "Hex: 507f1f77bcf86cd799439011", firstID, firstID + "\n" + secondID + "\n"},
		{core.FormatShell, `mongosh: ObjectId("…")`, `ObjectId("` + firstID + `")`,
			`ObjectId("` + firstID + `")` + "\n" + `ObjectId("` + secondID + `")` + "\n"},
		{core.FormatEJSON, `Extended JSON: {"$oid":"…"}`, `{"$oid":"` + firstID + `"}`,
			`{"$oid":"` + firstID + `"}` + "\n" + `{"$oid":"` + secondID + `"}` + "\n"},
		{core.FormatJSON, `JSON array: ["…", …]`, `"` + firstID + `"`,
			"[\n  \"" + firstID + "\",\n  \"" + secondID + "\"\n]\n"},
		{core.FormatCSV, "CSV: _id, …", firstID, "_id\n" + firstID + "\n" + secondID + "\n"},
		{core.FormatShellArray, `mongosh $in: [ObjectId("…"), …]`, `ObjectId("` + firstID + `")`,
			`[ObjectId("` + firstID + `"), ObjectId("` + secondID + `")]` + "\n"},
		{core.FormatEJSONArray, `Extended JSON $in: [{"$oid": "…"}, …]`, `{"$oid": "` + firstID + `"}`,
			`[{"$oid": "` + firstID + `"}, {"$oid": "` + secondID + `"}]` + "\n"},
		{core.FormatMongoimport, `mongoimport: {"_id": {"$oid": "…"}}`, `{"_id": {"$oid": "` + firstID + `"}}`,
			`{"_id": {"$oid": "` + firstID + `"}}` + "\n" + `{"_id": {"$oid": "` + secondID + `"}}` + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.format.String(), func(t *testing.T) {
			a := newTestApp(t)
			a.Preferences().SetInt(prefBatchSize, 2)
			u := openWindow(t, a, fixedSource(t, exampleCounter))
			u.generate.format.SetSelected(tt.label)
			if got := shownRows(u)[0].Text.Text; got != tt.wantOne {
				t.Errorf("top row shows %q, want %q", got, tt.wantOne)
			}

			test.Tap(shownRows(u)[0].Copy)
			if got := a.Clipboard().Content(); got != tt.wantOne {
				t.Errorf("copy one: clipboard %q, want %q", got, tt.wantOne)
			}
			if want := "Copied " + tt.wantOne; u.status.Text != want {
				t.Errorf("status %q, want %q", u.status.Text, want)
			}

			test.Tap(u.generate.copyAllButton)
			if got := a.Clipboard().Content(); got != tt.wantAll {
				t.Errorf("copy all: clipboard %q, want %q", got, tt.wantAll)
			}
			if u.status.Text != "Copied 2 IDs" {
				t.Errorf("status %q, want %q", u.status.Text, "Copied 2 IDs")
			}
			if got := a.Preferences().String(prefFormat); got != tt.format.String() {
				t.Errorf("remembered format %q, want %q", got, tt.format)
			}
		})
	}
}

func TestGenerate_CopyOneIsThatRowsID(t *testing.T) {
	a := newTestApp(t)
	a.Preferences().SetInt(prefBatchSize, 3)
	u := openWindow(t, a, fixedSource(t, exampleCounter))
	rows := shownRows(u)
	test.Tap(rows[1].Copy)
	if got := a.Clipboard().Content(); got != secondID {
		t.Errorf("second row's copy gave %q, want %q", got, secondID)
	}
}

func TestGenerate_CopyAllShortcut(t *testing.T) {
	u := newTestWindow(t)
	retype(u.generate.size, "2")
	test.Tap(u.generate.generateButton)
	ids := listedIDs(t, u.generate)
	want := ids[0].Hex() + "\n" + ids[1].Hex() + "\n"

	u.app.Clipboard().SetContent("")
	if !u.shortcuts.typed(copyAllShortcut) {
		t.Fatal("Ctrl+Shift+C is not a window shortcut")
	}
	if got := u.app.Clipboard().Content(); got != want {
		t.Errorf("window shortcut: clipboard %q, want %q", got, want)
	}

	u.app.Clipboard().SetContent("")
	u.window.Canvas().Focus(u.generate.size.Entry)
	u.window.Canvas().Focused().(fyne.Shortcutable).TypedShortcut(copyAllShortcut)
	if got := u.app.Clipboard().Content(); got != want {
		t.Errorf("with the batch size focused: clipboard %q, want %q", got, want)
	}
}

func TestGenerate_GenerateShortcutAndEnter(t *testing.T) {
	tests := []struct {
		name  string
		press func(u *ui)
	}{
		{"CtrlGOnTheWindow", func(u *ui) { u.shortcuts.typed(generateShortcut) }},
		{"CtrlGInTheBatchSize", func(u *ui) {
			u.window.Canvas().Focus(u.generate.size.Entry)
			u.window.Canvas().Focused().(fyne.Shortcutable).TypedShortcut(generateShortcut)
		}},
		{"EnterInTheBatchSize", func(u *ui) {
			u.window.Canvas().Focus(u.generate.size.Entry)
			u.window.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := newTestWindow(t)
			retype(u.generate.size, "7")
			tt.press(u)
			ids := listedIDs(t, u.generate)
			checkBatch(t, ids, 7)
			if ids[0].Counter() != exampleCounter+defaultBatchSize {
				t.Errorf("first counter %d: not a new batch after the first %d", ids[0].Counter(), defaultBatchSize)
			}
			if u.generate.size.Entry.Text != "7" {
				t.Errorf("batch size field changed to %q", u.generate.size.Entry.Text)
			}
		})
	}
}

func TestGenerate_BadBatchSizeKeepsTheList(t *testing.T) {
	// remembered is the last usable size on the way to the bad text, typed
	// a key at a time: "1e3" passes through 1, forty nines through 99.
	tests := []struct {
		name, text, message string
		remembered          int
	}{
		{"Empty", "", "Enter a whole number from 1 to 100", defaultBatchSize},
		{"Zero", "0", "0 is too small: enter a whole number from 1 to 100", defaultBatchSize},
		{"OneOverTheLimit", "101", "101 is too large: enter a whole number from 1 to 100", 10},
		{"Negative", "-3", "-3 is too small: enter a whole number from 1 to 100", defaultBatchSize},
		{"Letters", "abc", "“abc” is not a whole number: enter one from 1 to 100", defaultBatchSize},
		{"Exponent", "1e3", "“1e3” is not a whole number: enter one from 1 to 100", 1},
		{"FortyDigits", strings.Repeat("9", 40), "999999999999… is too large: enter a whole number from 1 to 100", 99},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := newTestWindow(t)
			s := u.generate
			before := listedIDs(t, s)
			caption := s.caption.Text

			retype(s.size, tt.text)
			if s.size.Message.Text != tt.message || labelShowing(u.window.Content(), tt.message) == nil {
				t.Errorf("message %q, want %q on screen", s.size.Message.Text, tt.message)
			}
			if !s.generateButton.Disabled() {
				t.Error("Generate is enabled")
			}
			test.Tap(s.generateButton)
			u.shortcuts.typed(generateShortcut)
			s.size.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})

			after := listedIDs(t, s)
			if len(after) != len(before) || after[0] != before[0] || after[len(after)-1] != before[len(before)-1] {
				t.Errorf("list changed from %d IDs (%s…) to %d (%s…)", len(before), before[0], len(after), after[0])
			}
			if s.caption.Text != caption {
				t.Errorf("caption changed to %q", s.caption.Text)
			}
			if got := u.app.Preferences().IntWithFallback(prefBatchSize, defaultBatchSize); got != tt.remembered {
				t.Errorf("remembered batch size %d, want the last good %d", got, tt.remembered)
			}

			retype(s.size, "3")
			if s.generateButton.Disabled() || s.size.Message.Visible() {
				t.Errorf("after a good size: Generate disabled %v, message %q", s.generateButton.Disabled(), s.size.Message.Text)
			}
		})
	}
}

func TestGenerate_AtAChosenTime(t *testing.T) {
	u := newTestWindow(t)
	s := u.generate
	if s.when.Content.Visible() {
		t.Error("time entry shown while Now is chosen")
	}
	s.timeMode.SetSelected(lang.L("At a chosen time"))
	if !s.when.Content.Visible() {
		t.Fatal("time entry hidden after choosing a time")
	}
	chosen := time.Date(2012, 10, 17, 21, 13, 27, 0, time.UTC)
	s.when.SetTime(chosen)
	retype(s.size, "3")
	test.Tap(s.generateButton)
	first := listedIDs(t, s)
	checkBatch(t, first, 3)
	test.Tap(s.generateButton)
	second := listedIDs(t, s)
	checkBatch(t, second, 3)
	for _, id := range append(first, second...) {
		if id.Seconds() != 1350508407 {
			t.Errorf("%s has time %d, want 1350508407", id, id.Seconds())
		}
	}
	for _, a := range first {
		for _, b := range second {
			if a == b {
				t.Errorf("%s made twice at the chosen time", a)
			}
		}
	}

	s.timeMode.SetSelected(lang.L("Now"))
	test.Tap(s.generateButton)
	if id := listedIDs(t, s)[0]; id.Seconds() != exampleUnix {
		t.Errorf("back to Now: time %d, want %d", id.Seconds(), exampleUnix)
	}
}

func TestGenerate_ChosenTimeOutOfRangeDisablesGenerate(t *testing.T) {
	u := newTestWindow(t)
	s := u.generate
	before := listedIDs(t, s)
	s.timeMode.SetSelected(lang.L("At a chosen time"))
	s.when.SetTime(time.Date(2106, 2, 7, 6, 28, 16, 0, time.UTC))
	if !s.generateButton.Disabled() {
		t.Fatal("Generate enabled for a time after 2106-02-07 06:28:15 UTC")
	}
	u.shortcuts.typed(generateShortcut)
	if after := listedIDs(t, s); after[0] != before[0] {
		t.Errorf("list replaced by %s…", after[0])
	}
	s.when.SetTime(time.Date(2106, 2, 7, 6, 28, 15, 0, time.UTC))
	if s.generateButton.Disabled() {
		t.Error("Generate disabled for 2106-02-07 06:28:15 UTC, the last second there is")
	}
}

func TestGenerate_StartsChosenTimeAtNow(t *testing.T) {
	u := newTestWindow(t)
	u.generate.timeMode.SetSelected(lang.L("At a chosen time"))
	got, err := u.generate.when.Time()
	if err != nil {
		t.Fatal(err)
	}
	if !got.Equal(testNow) {
		t.Errorf("time entry starts at %v, not now (%v)", got, testNow)
	}
}

func TestGenerate_GeneratorFailureKeepsTheBatch(t *testing.T) {
	source := fixedSource(t, exampleCounter)
	u := openWindow(t, newTestApp(t), source)
	before := listedIDs(t, u.generate)
	caption := u.generate.caption.Text

	// Use up every counter value of a chosen second, then ask for more.
	chosen := time.Unix(exampleUnix+60, 0)
	chunk := make([]core.ObjectID, 1<<16)
	for range core.CounterCycle / len(chunk) {
		if err := source().FillAt(chunk, chosen); err != nil {
			t.Fatal(err)
		}
	}
	u.generate.timeMode.SetSelected(lang.L("At a chosen time"))
	u.generate.when.SetTime(chosen)
	test.Tap(u.generate.generateButton)
	if text := overlayText(u.window); !strings.Contains(text, "all 16,777,216 IDs for the chosen second have been made already") {
		t.Errorf("dialog says %q", text)
	}
	after := listedIDs(t, u.generate)
	if len(after) != len(before) || after[0] != before[0] || u.generate.caption.Text != caption {
		t.Errorf("batch changed after a failure: %d IDs from %s, caption %q", len(after), after[0], u.generate.caption.Text)
	}
}

func TestGenerate_GeneratorErrorsBecomeSentences(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"SecondExhausted", fmt.Errorf("%w: all used", core.ErrSecondExhausted), "No IDs were made: all 16,777,216 IDs for the chosen second have been made already. Choose another time."},
		{"Other", errors.New("clock stopped"), "No IDs were made: clock stopped"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := generateError(tt.err).Error(); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestGenerate_SelectingAnIDOpensTheDecoder(t *testing.T) {
	u := newTestWindow(t)
	u.generate.list.Select(1)
	if u.tabs.Selected() != u.decodeTab {
		t.Errorf("tab %q, want Decode", u.tabs.Selected().Text)
	}
	u.tabs.SelectIndex(0)
	u.generate.list.Select(1)
	if u.tabs.Selected() != u.decodeTab {
		t.Error("choosing the same ID again did not open the decoder")
	}
}

func TestGenerate_SaveWritesTheBatch(t *testing.T) {
	tests := []struct {
		format core.Format
		want   string
	}{
		{core.FormatHex, firstID + "\n" + secondID + "\n"},
		{core.FormatCSV, "_id\n" + firstID + "\n" + secondID + "\n"},
		{core.FormatJSON, "[\n  \"" + firstID + "\",\n  \"" + secondID + "\"\n]\n"},
		{core.FormatMongoimport, `{"_id": {"$oid": "` + firstID + `"}}` + "\n" + `{"_id": {"$oid": "` + secondID + `"}}` + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.format.String(), func(t *testing.T) {
			a := newTestApp(t)
			a.Preferences().SetInt(prefBatchSize, 2)
			u := openWindow(t, a, fixedSource(t, exampleCounter))
			path := filepath.Join(t.TempDir(), "batch"+tt.format.Extension())
			w, err := storage.Writer(storage.NewFileURI(path))
			if err != nil {
				t.Fatal(err)
			}
			u.generate.writeBatch(w, nil, listedIDs(t, u.generate), tt.format)
			got, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("file holds %q, want %q", got, tt.want)
			}
			if want := "Saved 2 IDs to " + filepath.Base(path); u.status.Text != want {
				t.Errorf("status %q, want %q", u.status.Text, want)
			}
		})
	}
}

// failingWriter is a file that cannot be written.
type failingWriter struct{ uri fyne.URI }

func (f failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }
func (f failingWriter) Close() error              { return nil }
func (f failingWriter) URI() fyne.URI             { return f.uri }

func TestGenerate_SaveErrorsShowADialog(t *testing.T) {
	tests := []struct {
		name   string
		writer fyne.URIWriteCloser
		err    error
		want   []string
	}{
		{"WriteFails", failingWriter{storage.NewFileURI("/full/ids.txt")}, nil, []string{"Could not save ids.txt", "no space left on device"}},
		{"OpenFails", nil, errors.New("permission denied"), []string{"could not be opened", "permission denied"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := newTestWindow(t)
			u.generate.writeBatch(tt.writer, tt.err, listedIDs(t, u.generate), core.FormatHex)
			text := overlayText(u.window)
			for _, want := range tt.want {
				if !strings.Contains(text, want) {
					t.Errorf("dialog says %q, want it to mention %q", text, want)
				}
			}
		})
	}
}

func TestGenerate_SaveCancelledDoesNothing(t *testing.T) {
	u := newTestWindow(t)
	u.generate.writeBatch(nil, nil, listedIDs(t, u.generate), core.FormatHex)
	if text := overlayText(u.window); text != "" {
		t.Errorf("cancelling showed %q", text)
	}
}

func TestGenerate_SaveSuggestsAFileNameForTheFormat(t *testing.T) {
	tests := []struct {
		label, file string
	}{
		{"Hex: 507f1f77bcf86cd799439011", "objectids.txt"},
		{`mongosh: ObjectId("…")`, "objectids.js"},
		{`Extended JSON: {"$oid":"…"}`, "objectids.jsonl"},
		{`JSON array: ["…", …]`, "objectids.json"},
		{"CSV: _id, …", "objectids.csv"},
		{`mongosh $in: [ObjectId("…"), …]`, "objectids.js"},
		{`Extended JSON $in: [{"$oid": "…"}, …]`, "objectids.json"},
		{`mongoimport: {"_id": {"$oid": "…"}}`, "objectids.json"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			u := newTestWindow(t)
			u.generate.format.SetSelected(tt.label)
			test.Tap(u.generate.saveButton)
			if text := overlayText(u.window); !strings.Contains(text, tt.file) {
				t.Errorf("save dialog shows %q, want the name %s", text, tt.file)
			}
		})
	}
}

func TestGenerate_CopyAllOfOneIDSaysOneID(t *testing.T) {
	u := newTestWindow(t)
	retype(u.generate.size, "1")
	u.shortcuts.typed(generateShortcut)
	test.Tap(u.generate.copyAllButton)
	if got := u.app.Clipboard().Content(); got != "6553f1003f2a91c8d4003043\n" {
		t.Errorf("clipboard %q", got)
	}
	if u.status.Text != "Copied 1 ID" {
		t.Errorf("status %q, want %q", u.status.Text, "Copied 1 ID")
	}
}

func TestGenerate_Golden(t *testing.T) {
	tests := []struct {
		file string
		act  func(u *ui)
	}{
		{"generate.xml", func(*ui) {}},
		{"generate_bad_size.xml", func(u *ui) { retype(u.generate.size, "101") }},
		{"generate_json.xml", func(u *ui) {
			u.generate.format.SetSelected(`JSON array: ["…", …]`)
			retype(u.generate.size, "3")
			test.Tap(u.generate.generateButton)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			u := newTestWindow(t)
			tt.act(u)
			test.AssertRendersToMarkup(t, tt.file, u.window.Canvas())
		})
	}
}

func BenchmarkGenerate100WithListRefresh(b *testing.B) {
	a := newTestApp(b)
	a.Preferences().SetInt(prefBatchSize, maxBatchSize)
	u := openWindow(b, a, core.Default)
	b.ReportAllocs()
	for b.Loop() {
		u.generate.generate()
	}
}

// The format menu is as wide as its longest label, in every language, so
// no label is cut; each names its format with an example of its text.
func TestGenerate_FormatMenuLabelsAreNeverCut(t *testing.T) {
	for _, l := range languages {
		t.Run(l.code, func(t *testing.T) {
			a := withSystemLocale(t, "en_US.UTF-8", l.code)
			u := openWindow(t, a, fixedSource(t, exampleCounter))
			sel := u.generate.format
			seen := map[string]bool{}
			for _, label := range sel.Options {
				need := fyne.MeasureText(label, theme.TextSize(), fyne.TextStyle{}).Width
				if sel.Size().Width < need+2*theme.InnerPadding() {
					t.Errorf("menu %.0f px wide, %q needs %.0f", sel.Size().Width, label, need)
				}
				if seen[label] || !strings.ContainsAny(label, "…:") {
					t.Errorf("label %q repeats or shows no example", label)
				}
				seen[label] = true
			}
		})
	}
}
