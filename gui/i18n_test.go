package gui

import (
	"encoding/xml"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/assets"
)

// usedKey is a translation key the code passes to the lang package.
type usedKey struct {
	plural bool
	// at is the file it is used in, for messages.
	at string
}

// langCall finds a lang.L, N, X or XN call with a literal key.
var langCall = regexp.MustCompile(`lang\.(L|N|X|XN)\(\s*("(?:[^"\\]|\\.)*"|` + "`[^`]*`)")

// stringLiteral finds a Go string literal, such as an element of a table
// of keys the code passes to lang.L by index.
var stringLiteral = regexp.MustCompile(`"(?:[^"\\\n]|\\.)*"|` + "`[^`]*`")

// keysInCode returns the literal lang keys and all string literals of the window's code.
func keysInCode(t *testing.T) (keys map[string]usedKey, literals map[string]bool) {
	t.Helper()
	keys, literals = map[string]usedKey{}, map[string]bool{}
	var files []string
	for _, pattern := range []string{"*.go", "widgets/*.go", "theme/*.go", "wording/*.go", "screens/*.go", "fynefix/*.go"} {
		matched, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, matched...)
	}
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range langCall.FindAllStringSubmatch(string(data), -1) {
			key, err := strconv.Unquote(m[2])
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			keys[key] = usedKey{plural: strings.HasSuffix(m[1], "N"), at: file}
		}
		for _, literal := range stringLiteral.FindAllString(string(data), -1) {
			if text, err := strconv.Unquote(literal); err == nil {
				literals[text] = true
			}
		}
	}
	return keys, literals
}

// pluralForms are the forms every plural entry gives: the system's rules pick them.
var pluralForms = []string{"one", "other"}

// fyneBuiltInKeys are the keys Fyne's widgets localize (base.en.json), which every
// language file gives too, or a language chosen in the app would show them in English.
var fyneBuiltInKeys = map[string]string{
	"Advanced":          "Advanced",
	"Cancel":            "Cancel",
	"Confirm":           "Confirm",
	"Copy":              "Copy",
	"Create Folder":     "Create Folder",
	"Cut":               "Cut",
	"Enter filename":    "Enter filename",
	"Error":             "Error",
	"Favourites":        "Favourites",
	"File":              "File",
	"Folder":            "Folder",
	"New Folder":        "New Folder",
	"No":                "No",
	"OK":                "OK",
	"Open":              "Open",
	"Paste":             "Paste",
	"Quit":              "Quit",
	"Redo":              "Redo",
	"Save":              "Save",
	"Select all":        "Select all",
	"Show Hidden Files": "Show Hidden Files",
	"Undo":              "Undo",
	"Yes":               "Yes",
	"file.name":         "Name",
	"file.parent":       "Parent",
	"friday":            "Friday",
	"friday.short":      "Fri",
	"monday":            "Monday",
	"monday.short":      "Mon",
	"saturday":          "Saturday",
	"saturday.short":    "Sat",
	"sunday":            "Sunday",
	"sunday.short":      "Sun",
	"thursday":          "Thursday",
	"thursday.short":    "Thu",
	"tuesday":           "Tuesday",
	"tuesday.short":     "Tue",
	"wednesday":         "Wednesday",
	"wednesday.short":   "Wed",
}

func TestI18n_EveryLanguageTranslatesEveryKeyInCode(t *testing.T) {
	keys, literals := keysInCode(t)
	if len(keys) == 0 {
		t.Fatal("found no lang.L or lang.N calls in the package")
	}
	for _, l := range languages {
		t.Run(l.code, func(t *testing.T) {
			entries := readTranslations(t, l.code)
			for key, use := range keys {
				entry, ok := entries[key]
				switch {
				case !ok:
					t.Errorf("%s.json lacks %q (used at %s)", l.code, key, use.at)
				case use.plural:
					for _, form := range pluralForms {
						if entry[form] == "" {
							t.Errorf("%s.json: %q lacks its %q form (used with a count at %s)", l.code, key, form, use.at)
						}
					}
				case entry["other"] == "":
					t.Errorf("%s.json: %q is empty", l.code, key)
				}
			}
			for key := range entries {
				_, used := keys[key]
				used = used || literals[key]
				_, fyne := fyneBuiltInKeys[key]
				if !used && !fyne {
					t.Errorf("%s.json has %q, which neither the code nor Fyne uses", l.code, key)
				}
			}
		})
	}
}

var placeholder = regexp.MustCompile(`{{\s*\.(\w+)\s*}}`)

func TestI18n_TranslationsKeepEveryPlaceholder(t *testing.T) {
	english := readTranslations(t, "en")
	placeholders := func(text string) []string {
		found := placeholder.FindAllString(text, -1)
		slices.Sort(found)
		return slices.Compact(found)
	}
	for _, l := range languages[1:] {
		t.Run(l.code, func(t *testing.T) {
			for key, entry := range readTranslations(t, l.code) {
				for form, text := range entry {
					want := placeholders(english[key][form])
					if got := placeholders(text); !slices.Equal(got, want) {
						t.Errorf("%s.json: %q form %q has placeholders %v, English has %v", l.code, key, form, got, want)
					}
				}
			}
		})
	}
}

func TestI18n_EveryFileLoadsIntoFyne(t *testing.T) {
	if err := lang.AddTranslationsFS(assets.Translations, assets.TranslationsDir); err != nil {
		t.Fatalf("Fyne rejects the translations: %v", err)
	}
}

func TestLanguage_ChoiceOverridesTheSystemLocale(t *testing.T) {
	for _, c := range []struct {
		name, locale, choice, want string
	}{
		{"EnglishSystemFollowed", "en_US.UTF-8", "", "en"},
		{"FinnishSystemFollowed", "fi_FI.UTF-8", "", "fi"},
		{"VietnameseSystemFollowed", "vi_VN.UTF-8", "", "vi"},
		{"IndonesianSystemFollowed", "id_ID.UTF-8", "", "id"},
		{"UntranslatedSystemFallsBackToEnglish", "de_DE.UTF-8", "", "en"},
		{"FinnishChosenOnEnglishSystem", "en_US.UTF-8", "fi", "fi"},
		{"VietnameseChosenOnEnglishSystem", "en_US.UTF-8", "vi", "vi"},
		{"IndonesianChosenOnFinnishSystem", "fi_FI.UTF-8", "id", "id"},
		{"EnglishChosenOnFinnishSystem", "fi_FI.UTF-8", "en", "en"},
		{"FinnishChosenOnUntranslatedSystem", "de_DE.UTF-8", "fi", "fi"},
		{"VietnameseChosenWithoutLocale", "C", "vi", "vi"},
		{"UnknownChoiceFollowsTheSystem", "fi_FI.UTF-8", "xx", "fi"},
	} {
		t.Run(c.name, func(t *testing.T) {
			withSystemLocale(t, c.locale, c.choice)
			const key = "ObjectID Generator"
			if got, want := lang.L(key), inLanguage(t, c.want, key); got != want {
				t.Errorf("lang.L(%q) = %q, want %q", key, got, want)
			}
		})
	}
}

// tabFiles names the tabs, in order, in the names of golden files and
// screenshots.
var tabFiles = []string{"generate", "decode", "range", "bulk", "about"}

// TestScreenshots renders every tab, light and dark, into $OBJECTID_SCREENSHOTS.
func TestScreenshots(t *testing.T) {
	inScreenshotThemes(t, func(t *testing.T, u *ui, capture func(name string)) {
		for i, name := range tabFiles {
			u.tabs.SelectIndex(i)
			capture(name)
		}

		// The window draws no menu bar headless, so the File menu is
		// shown where it opens under the bar, over the Generate tab.
		u.tabs.SelectIndex(0)
		widget.ShowPopUpMenuAtPosition(u.window.MainMenu().Items[0], u.window.Canvas(), fyne.NewPos(4, 4))
		capture("menu")
		u.window.Canvas().Overlays().Top().Hide()
		u.showSettings()
		capture("settings")
	})
}

// inScreenshotThemes runs shoot in English, light and dark, capture writing NAME-THEME.png.
func inScreenshotThemes(t *testing.T, shoot func(t *testing.T, u *ui, capture func(name string))) {
	dir := os.Getenv("OBJECTID_SCREENSHOTS")
	if dir == "" {
		t.Skip("set OBJECTID_SCREENSHOTS to a directory to write the screenshots (make screenshots)")
	}
	for _, choice := range []themeChoice{themeLight, themeDark} {
		t.Run(string(choice), func(t *testing.T) {
			a := withSystemLocale(t, "en_US.UTF-8", "en")
			// The window draws in the theme chosen in Settings, over Fyne's
			// own theme, as the app does.
			a.Settings().SetTheme(theme.DefaultTheme())
			a.Preferences().SetString(prefTheme, string(choice))
			u := stagedWindow(t, a)
			shoot(t, u, func(name string) {
				t.Helper()
				f, err := os.Create(filepath.Join(dir, name+"-"+string(choice)+".png"))
				if err != nil {
					t.Fatal(err)
				}
				if err := png.Encode(f, u.window.Canvas().Capture()); err != nil {
					t.Fatal(err)
				}
				if err := f.Close(); err != nil {
					t.Fatal(err)
				}
			})
		})
	}
}

func TestI18n_EveryTabFitsTheWindowInEveryLanguage(t *testing.T) {
	for _, l := range languages {
		t.Run(l.code, func(t *testing.T) {
			a := withSystemLocale(t, "en_US.UTF-8", l.code)
			u := stagedWindow(t, a)
			for i, name := range tabFiles {
				u.tabs.SelectIndex(i)
				// At 800×600 no tab scrolls.
				scroll := u.tabs.Items[i].Content.(*container.Scroll)
				if need, view := scroll.Content.MinSize(), scroll.Size(); need.Width > view.Width || need.Height > view.Height {
					t.Errorf("%s needs %v, more than the %v it has in an 800×600 window", name, need, view)
				}
				golden := l.code + "/" + name + ".xml"
				test.AssertRendersToMarkup(t, golden, u.window.Canvas())
				markup, err := os.ReadFile(filepath.Join("testdata", golden))
				if err != nil {
					t.Error(err)
					continue
				}
				for _, item := range u.tabs.Items {
					var text strings.Builder
					if err := xml.EscapeText(&text, []byte(item.Text)); err != nil {
						t.Fatal(err)
					}
					if !strings.Contains(string(markup), ">"+text.String()+"<") {
						t.Errorf("%s: the tab bar does not show %q: the tabs overflow", golden, item.Text)
					}
				}
			}
		})
	}
}

func TestI18n_AboutHeadingAndTrayTitleNameTheAppInTheChosenLanguage(t *testing.T) {
	a := &trayApp{App: withSystemLocale(t, "en_US.UTF-8", "fi")}
	a.Preferences().SetBool(prefTray, true)
	u := stagedWindow(t, a)
	want := inLanguage(t, "fi", "ObjectID Generator")

	menuItem(t, u, lang.L("Help"), lang.L("About ObjectID Generator")).Action()
	if lines := strings.Split(overlayText(u.window), "\n"); !slices.Contains(lines, want) {
		t.Errorf("the About dialog shows %q, no line of which names the app %q", lines, want)
	}
	if a.menu == nil {
		t.Fatal("no tray menu with the tray on")
	}
	if a.menu.Label != want {
		t.Errorf("the tray menu's title is %q, want %q", a.menu.Label, want)
	}
}
