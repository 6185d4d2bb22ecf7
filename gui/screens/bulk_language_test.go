//go:build ci

package screens

import (
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/objectid-generator/objectid/assets"
	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/fynefix"
	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/wording"
)

// The Bulk tab in each language the window speaks. gui/i18n_test.go checks
// the window's own list of languages; these are its codes, with the styles
// gui/wording gives the window for each.

// testLanguage is a language of the window: its code and how it writes
// dates and numbers.
type testLanguage struct {
	code string
	wording.Style
}

var languages = []testLanguage{
	{"en", wording.English},
	{"fi", wording.Finnish},
	{"vi", wording.Vietnamese},
	{"id", wording.Indonesian},
}

// useLanguage makes the tests speak the language of code, as the window
// does once it is chosen, until the test ends.
func useLanguage(t *testing.T, code string) {
	t.Helper()
	use := func(l testLanguage) {
		data, err := assets.Translations.ReadFile(assets.TranslationsDir + "/" + l.code + ".json")
		if err == nil {
			err = fynefix.UseTranslation(data)
		}
		if err != nil {
			t.Fatal(err)
		}
		wording.Use(l.Style)
	}
	for _, l := range languages {
		if l.code == code {
			use(l)
			t.Cleanup(func() { use(languages[0]) })
			return
		}
	}
	t.Fatalf("no language %q", code)
}

// widestRows are rows holding the longest value each column of the Bulk
// table can show at now: the largest counter and random value, an
// occurrence count of nine digits, and an ID of every age unit at its
// largest count, one and many, behind or ahead of now as far as an
// ObjectID's time reaches.
func widestRows(now time.Time) core.Tally {
	random := [5]byte{0xff, 0xff, 0xff, 0xff, 0xff}
	day, year := 24*time.Hour, 365*24*time.Hour+6*time.Hour
	rows := core.NewTallier(core.MaxTallied)
	line := 0
	add := func(at time.Time, count int) {
		if at.Unix() < 0 || at.Unix() > math.MaxUint32 {
			return
		}
		line++
		rows.Add(core.Match{ID: core.FromParts(uint32(at.Unix()), random, 1<<24-1), Offset: int64(25 * line), Line: line}, count)
	}
	for _, ago := range []time.Duration{
		time.Second, 59 * time.Second, time.Minute, 59 * time.Minute, time.Hour, 23 * time.Hour,
		day, 29 * day, 30 * day, 12 * 30 * day, year, 136 * year,
	} {
		add(now.Add(-ago), 999_999_999)
		add(now.Add(ago), 1)
	}
	return rows.Tally()
}

func TestI18n_BulkColumnsHoldTheirWidestValuesInAnyLanguage(t *testing.T) {
	for _, l := range languages {
		for _, now := range []time.Time{time.Unix(math.MaxUint32, 0), time.Unix(0, 0)} {
			t.Run(l.code+"/"+now.UTC().Format("2006"), func(t *testing.T) {
				useLanguage(t, l.code)
				s, w := showBulkAt(t, now)
				rows := widestRows(now)
				s.show(bulkResult{Tally: rows})
				// Tall and wide enough that the table draws every row and
				// column at once.
				w.Resize(fyne.NewSize(2400, float32(rows.Len()+8)*60))
				shown := uitest.LabelTexts(s.table)
				for i := range rows.Len() {
					row := rows.Row(i)
					for c := range bulkColumns {
						if text := s.cellText(row, c); !slices.Contains(shown, text) {
							t.Fatalf("the table does not draw %q of column %q, so it cannot be checked", text, c.title())
						}
					}
				}
				for _, cut := range uitest.CutTexts(s.table) {
					t.Error(cut)
				}
			})
		}
	}
}

func TestBulk_TableWritesNumbersInTheLanguageAndCSVKeepsDigits(t *testing.T) {
	useLanguage(t, "fi")
	s, _ := showBulk(t)
	id := core.FromParts(1700000000, [5]byte{1, 2, 3, 4, 5}, 1<<24-1)
	paste(s, strings.Repeat(id.Hex()+"\n", 1234))
	wait(t, s.state.scanDone)

	row := s.state.result.Row(0)
	if got, want := s.cellText(row, columnCounter), "16\u00a0777\u00a0215"; got != want {
		t.Errorf("counter cell %q, want %q", got, want)
	}
	if got, want := s.cellText(row, columnOccurrences), "1\u00a0234 (toistuu)"; got != want {
		t.Errorf("occurrences cell %q, want %q", got, want)
	}
	var csv strings.Builder
	if err := s.writeCSV(&csv); err != nil {
		t.Fatal(err)
	}
	if want := ",16777215,1234\n"; !strings.HasSuffix(csv.String(), want) {
		t.Errorf("CSV %q does not end in %q, the plain digits", csv.String(), want)
	}
}
