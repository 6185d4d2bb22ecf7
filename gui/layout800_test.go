//go:build ci

package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// openTestData opens the Generate tab's "For test data" section and turns
// the spread on, as a user does with the mouse.
func openTestData(t testing.TB, u *ui) {
	t.Helper()
	test.Tap(generateButton(t, u, "For test data"))
	test.Tap(spreadCheck(t, u))
}

// entryTextCut says whether the text of e is wider than the part of the
// field that shows it: its rendered text against its viewport.
func entryTextCut(t *testing.T, e fyne.Widget) (shown, need float32) {
	t.Helper()
	for _, o := range test.WidgetRenderer(e).Objects() {
		if scroll, ok := o.(*container.Scroll); ok {
			return scroll.Size().Width, scroll.Content.MinSize().Width
		}
	}
	t.Fatal("the field has no scrolling text")
	return 0, 0
}

func TestLayout_SpreadShowsWholeDatesAndTimesAt800By600InEveryLanguage(t *testing.T) {
	for _, l := range languages {
		t.Run(l.code, func(t *testing.T) {
			a := withSystemLocale(t, "en_US.UTF-8", l.code)
			u := stagedWindow(t, a)
			u.window.Resize(fyne.NewSize(800, 600))
			openTestData(t, u)
			for name, e := range map[string]*widgets.WindowEntry{
				"from date": generateField(t, u, "From", "date"), "from time": generateField(t, u, "From", "time of day"),
				"to date": generateField(t, u, "To (not included)", "date"), "to time": generateField(t, u, "To (not included)", "time of day"),
			} {
				if e.Text == "" {
					t.Fatalf("%s is empty", name)
				}
				if shown, need := entryTextCut(t, e); shown < need {
					t.Errorf("%s %q shows %.0f px of the %.0f it needs", name, e.Text, shown, need)
				}
			}
		})
	}
}

func TestLayout_FromASeedKeepsTheListInViewAndCopyAllCopiesWhatItShows(t *testing.T) {
	for _, l := range languages {
		t.Run(l.code, func(t *testing.T) {
			a := withSystemLocale(t, "en_US.UTF-8", l.code)
			u := stagedWindow(t, a)
			u.window.Resize(fyne.NewSize(800, 600))
			test.Tap(generateButton(t, u, "Generate"))
			openTestData(t, u)
			fixtureValues(t, u).SetSelectedIndex(2) // From a seed
			if size := u.window.Canvas().Size(); size != fyne.NewSize(800, 600) {
				t.Errorf("the window is %v, want 800×600", size)
			}
			row := widgets.NewIDRow().MinSize().Height
			if h := generatedList(t, u).Size().Height; h < 3*row {
				t.Errorf("the list is %.0f px high, less than three rows of %.0f", h, row)
			}
			shown := listedIDs(t, u)
			if len(shown) == 0 {
				t.Fatal("the list shows no IDs")
			}
			u.app.Clipboard().SetContent("")
			test.Tap(generateButton(t, u, "Copy all"))
			if got, want := u.app.Clipboard().Content(), chosenFormat(t, u).Batch(shown); got != want {
				t.Errorf("Copy all copied %q, the list shows %q", got, want)
			}
		})
	}
}

func TestLayout_TheClipboardBarFitsInTheWindowOnEveryTab(t *testing.T) {
	for _, l := range languages {
		t.Run(l.code, func(t *testing.T) {
			a := withSystemLocale(t, "en_US.UTF-8", l.code)
			u := stagedWindow(t, a)
			u.window.Resize(fyne.NewSize(800, 600))
			// A tall Generate tab: a batch from a seed under its banner,
			// then the seed cleared, which shows its message, and the
			// spread on.
			test.Tap(generateButton(t, u, "For test data"))
			fixtureValues(t, u).SetSelectedIndex(2) // From a seed
			seed := generateField(t, u, "Seed", "")
			test.Type(seed, "users-2024")
			test.Tap(generateButton(t, u, "Generate"))
			seed.SetText("")
			test.Tap(spreadCheck(t, u))
			u.app.Clipboard().SetContent("507f1f77bcf86cd799439011")
			enterForeground(u)
			if !u.offers.bar.content.Visible() {
				t.Fatal("the clipboard bar did not show")
			}
			for i, name := range tabFiles {
				u.tabs.SelectIndex(i)
				if size := u.window.Canvas().Size(); size != fyne.NewSize(800, 600) {
					t.Errorf("%s tab: the window is %v with the clipboard bar, want 800×600", name, size)
				}
				if min := u.window.Content().MinSize(); min.Height > 600 || min.Width > 800 {
					t.Errorf("%s tab: the content needs %v with the clipboard bar, more than 800×600", name, min)
				}
			}
		})
	}
}

func TestLayout_BulkLastHeaderIsWholeScrolledRightAt800By600(t *testing.T) {
	for _, l := range languages {
		t.Run(l.code, func(t *testing.T) {
			a := withSystemLocale(t, "en_US.UTF-8", l.code)
			u := stagedWindow(t, a)
			u.window.Resize(fyne.NewSize(800, 600))
			u.tabs.Select(u.bulkTab)
			bulkInput(t, u).SetText(uitest.DistinctIDsText(50))
			// Scrolled fully right and down as a mouse wheel does, through
			// every scroller the table draws.
			uitest.VisitAll(bulkTable(t, u), func(o fyne.CanvasObject) {
				if scroll, ok := o.(*container.Scroll); ok {
					scroll.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DX: -100000, DY: -100000}})
				}
			})
			title := lang.L("Occurrences")
			var found bool
			uitest.VisitAll(bulkTable(t, u), func(o fyne.CanvasObject) {
				kb, ok := o.(*widgets.KeyButton)
				if !ok || !kb.Visible() || kb.Text != title {
					return
				}
				found = true
				b := &kb.Button
				var read []string
				uitest.VisitAll(kb, func(o fyne.CanvasObject) {
					if text, ok := o.(*canvas.Text); ok && text.Visible() {
						read = append(read, text.Text)
					}
				})
				if len(read) != 1 || read[0] != title {
					t.Errorf("header %q reads %q", title, read)
				}
				if b.Size().Width < b.MinSize().Width {
					t.Errorf("header %q is %.0f px wide, it needs %.0f", title, b.Size().Width, b.MinSize().Width)
				}
			})
			if !found {
				t.Errorf("no header reads %q scrolled fully right", title)
			}
		})
	}
}
