package gui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// generateContent is what the Generate tab shows.
func generateContent(u *ui) fyne.CanvasObject { return u.tabs.Items[0].Content }

// batchSize is the Generate tab's batch size spinner.
func batchSize(t testing.TB, u *ui) *widgets.Spinner {
	t.Helper()
	return findIn[*widgets.Spinner](t, generateContent(u), "batch size", nil)
}

// formatMenu is the Generate tab's Format menu.
func formatMenu(t testing.TB, u *ui) *widgets.KeySelect {
	t.Helper()
	return findIn[*widgets.KeySelect](t, generateContent(u), "Format menu", nil)
}

// chosenFormat is the format chosen in the Generate tab's Format menu.
func chosenFormat(t testing.TB, u *ui) core.Format {
	t.Helper()
	return core.Formats[formatMenu(t, u).SelectedIndex()]
}

// generatedList is the Generate tab's list of IDs.
func generatedList(t testing.TB, u *ui) *widgets.KeyList {
	t.Helper()
	return findIn[*widgets.KeyList](t, generateContent(u), "list of IDs", nil)
}

// generateButton is the Generate tab's button labelled text in the
// current language: "Generate", "Copy all", "Save…" or "For test data".
func generateButton(t testing.TB, u *ui, text string) *widgets.KeyButton {
	t.Helper()
	label := lang.L(text)
	return findIn(t, generateContent(u), "button "+label, func(b *widgets.KeyButton) bool { return b.Text == label })
}

// timeChoice is the Generate tab's choice between now and a chosen time.
func timeChoice(t testing.TB, u *ui) *widgets.ChoiceGroup {
	t.Helper()
	name := lang.L("Time")
	return findIn(t, generateContent(u), "Time choice", func(c *widgets.ChoiceGroup) bool { return c.Name == name })
}

// generateField is a Generate field by its spoken name: part ("date") of field ("Time"), or field.
func generateField(t testing.TB, u *ui, field, part string) *widgets.WindowEntry {
	t.Helper()
	name := lang.L(field)
	if part != "" {
		name = lang.L("{{.Field}}: "+part, map[string]any{"Field": name})
	}
	return entryNamed(t, generateContent(u), name)
}

// fixtureValues is the "For test data" section's choice of random value
// and counter.
func fixtureValues(t testing.TB, u *ui) *widgets.KeySelect {
	t.Helper()
	name := lang.L("Random value and counter")
	return findIn(t, generateContent(u), "choice of values", func(s *widgets.KeySelect) bool { return s.Name == name })
}

// spreadCheck is the "For test data" section's check box that spreads
// the timestamps.
func spreadCheck(t testing.TB, u *ui) *widgets.KeyCheck {
	t.Helper()
	return findIn[*widgets.KeyCheck](t, generateContent(u), "spread check box", nil)
}

// openFixtureSection opens the Generate tab's "For test data" section.
func openFixtureSection(t testing.TB, u *ui) {
	t.Helper()
	if !fixtureValues(t, u).Visible() {
		test.Tap(generateButton(t, u, "For test data"))
	}
}

// listedIDs reads the batch back from the Generate tab's list, row by
// row, as the list shows it.
func listedIDs(t testing.TB, u *ui) []core.ObjectID {
	t.Helper()
	return uitest.ListedIDs(t, generatedList(t, u))
}

// typeTime types at, in UTC, into the date and time of day of the Generate
// tab's time field.
func typeTime(t testing.TB, u *ui, field string, at time.Time) {
	t.Helper()
	uitest.TypeInto(generateField(t, u, field, "date"), at.UTC().Format(widgets.DateLayout))
	uitest.TypeInto(generateField(t, u, field, "time of day"), at.UTC().Format(widgets.ClockLayout))
}

func TestGenerate_Golden(t *testing.T) {
	tests := []struct {
		file string
		act  func(t *testing.T, u *ui)
	}{
		{"generate.xml", func(*testing.T, *ui) {}},
		{"generate_bad_size.xml", func(t *testing.T, u *ui) { uitest.TypeInto(batchSize(t, u).Entry, "101") }},
		{"generate_json.xml", func(t *testing.T, u *ui) {
			formatMenu(t, u).SetSelected(`JSON array: ["…", …]`)
			uitest.TypeInto(batchSize(t, u).Entry, "3")
			test.Tap(generateButton(t, u, "Generate"))
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			u := newTestWindow(t)
			tt.act(t, u)
			test.AssertRendersToMarkup(t, tt.file, u.window.Canvas())
		})
	}
}

// stageWorkedFixture opens the For test data section and makes the worked
// example from typed values.
func stageWorkedFixture(t *testing.T, u *ui) {
	t.Helper()
	openFixtureSection(t, u)
	fixtureValues(t, u).SetSelectedIndex(1) // Fixed random value and counter
	uitest.TypeInto(generateField(t, u, "Random value", ""), "3f2a91c8d4")
	uitest.TypeInto(generateField(t, u, "Counter start", ""), "12345")
	choice := timeChoice(t, u)
	choice.SetSelected(choice.Options[1])
	typeTime(t, u, "Time", time.Unix(uitest.ExampleUnix, 0))
	uitest.TypeInto(batchSize(t, u).Entry, "2")
	test.Tap(generateButton(t, u, "Generate"))
}

func TestScreenshots_ForFixtures(t *testing.T) {
	inScreenshotThemes(t, func(t *testing.T, u *ui, capture func(name string)) {
		stageWorkedFixture(t, u)
		capture("fixtures")
	})
}
