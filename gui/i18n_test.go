//go:build ci

package gui

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"image/png"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/assets"
	"github.com/objectid-generator/objectid/gui/fynefix"
)

// usedKey is a translation key the code passes to the lang package.
type usedKey struct {
	plural bool
	// at is where it is used, for messages.
	at string
}

// localizingFuncs are the lang functions that take a key as their first
// argument, and whether they pick a plural form.
var localizingFuncs = map[string]bool{"L": false, "N": true, "X": false, "XN": true}

// keysInCode reads every non-test Go file of the package and of the
// packages of its controls and theme, and returns the keys it localizes,
// and where a key cannot be found statically and so cannot be checked. A key is a string literal, or an element of a
// package-level table of literals (lang.L(titles[i]) checks every title).
// A function that passes one of its parameters to lang as the key is a
// wrapper: what its callers pass in that place are keys.
func keysInCode(t *testing.T) (keys map[string]usedKey, unresolved []string) {
	t.Helper()
	fset := token.NewFileSet()
	var files []string
	for _, pattern := range []string{"*.go", "widgets/*.go", "theme/*.go", "wording/*.go", "screens/*.go"} {
		matched, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, matched...)
	}
	var parsed []*ast.File
	// packages are the names of the packages parsed, whose functions are
	// called by a selector (wording.Count).
	packages := map[string]bool{}
	tables := map[string]ast.Expr{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, f)
		packages[f.Name.Name] = true
		for _, decl := range f.Decls {
			if gen, ok := decl.(*ast.GenDecl); ok && gen.Tok == token.VAR {
				for _, spec := range gen.Specs {
					vs := spec.(*ast.ValueSpec)
					for i, name := range vs.Names {
						if i < len(vs.Values) {
							tables[name.Name] = vs.Values[i]
						}
					}
				}
			}
		}
	}

	type wrapper struct {
		param  int
		plural bool
	}
	wrappers := map[string]wrapper{}
	// langCalls visits each call to lang in fn with the index of the
	// parameter of fn it passes as the key, or -1.
	langCalls := func(fn *ast.FuncDecl, visit func(call *ast.CallExpr, plural bool, param int)) {
		params := map[string]int{}
		i := 0
		for _, field := range fn.Type.Params.List {
			for _, name := range field.Names {
				params[name.Name] = i
				i++
			}
		}
		ast.Inspect(fn, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			plural, ok := isLangCall(call)
			if !ok || len(call.Args) == 0 {
				return true
			}
			param := -1
			if id, ok := call.Args[0].(*ast.Ident); ok {
				if p, ok := params[id.Name]; ok {
					param = p
				}
			}
			visit(call, plural, param)
			return true
		})
	}
	for _, f := range parsed {
		for _, decl := range f.Decls {
			if fn, ok := decl.(*ast.FuncDecl); ok && fn.Recv == nil {
				langCalls(fn, func(_ *ast.CallExpr, plural bool, param int) {
					if param >= 0 {
						wrappers[fn.Name.Name] = wrapper{param: param, plural: plural}
					}
				})
			}
		}
	}

	keys = map[string]usedKey{}
	for _, f := range parsed {
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			locals := localValues(fn)
			add := func(arg ast.Expr, plural bool) {
				at := fset.Position(arg.Pos()).String()
				found, ok := literalKeys(arg, locals, tables)
				if !ok {
					unresolved = append(unresolved, at)
					return
				}
				for _, key := range found {
					keys[key] = usedKey{plural: plural || keys[key].plural, at: at}
				}
			}
			_, isWrapper := wrappers[fn.Name.Name]
			langCalls(fn, func(call *ast.CallExpr, plural bool, param int) {
				if !isWrapper || param < 0 {
					add(call.Args[0], plural)
				}
			})
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				name := ""
				switch fun := call.Fun.(type) {
				case *ast.Ident:
					name = fun.Name
				case *ast.SelectorExpr:
					if pkg, ok := fun.X.(*ast.Ident); ok && packages[pkg.Name] {
						name = fun.Sel.Name
					}
				}
				if w, ok := wrappers[name]; ok && w.param < len(call.Args) {
					add(call.Args[w.param], w.plural)
				}
				return true
			})
		}
	}
	// The places of the file dialog's sidebar, which placeName is given
	// as Fyne names them.
	for _, place := range fynefix.FileDialogPlaces {
		keys[place] = usedKey{at: "fynefix.FileDialogPlaces"}
	}
	slices.Sort(unresolved)
	return keys, unresolved
}

// localValues maps each local variable of fn to every value assigned to it.
func localValues(fn *ast.FuncDecl) map[string][]ast.Expr {
	locals := map[string][]ast.Expr{}
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == len(as.Rhs) {
			for i, lhs := range as.Lhs {
				if id, ok := lhs.(*ast.Ident); ok {
					locals[id.Name] = append(locals[id.Name], as.Rhs[i])
				}
			}
		}
		return true
	})
	return locals
}

// literalKeys returns the strings expr can be: a literal, or an index into
// a table of literals, the table being a package-level variable or a local
// one assigned from such tables. A constant index picks one position, any
// other index every position.
func literalKeys(expr ast.Expr, locals map[string][]ast.Expr, tables map[string]ast.Expr) ([]string, bool) {
	var indexes []ast.Expr
	for {
		ix, ok := expr.(*ast.IndexExpr)
		if !ok {
			break
		}
		indexes = append([]ast.Expr{ix.Index}, indexes...)
		expr = ix.X
	}
	var selected []ast.Expr
	if id, ok := expr.(*ast.Ident); ok {
		values, local := locals[id.Name]
		if table, global := tables[id.Name]; !local && global {
			values = []ast.Expr{table}
		}
		if len(values) == 0 {
			return nil, false
		}
		var keys []string
		for _, v := range values {
			if _, self := v.(*ast.Ident); self && v.(*ast.Ident).Name == id.Name {
				return nil, false
			}
			for _, index := range indexes {
				v = &ast.IndexExpr{X: v, Index: index}
			}
			found, ok := literalKeys(v, withoutLocal(locals, id.Name), tables)
			if !ok {
				return nil, false
			}
			keys = append(keys, found...)
		}
		return keys, true
	}
	selected = []ast.Expr{expr}
	for _, index := range indexes {
		var next []ast.Expr
		for _, e := range selected {
			lit, ok := e.(*ast.CompositeLit)
			if !ok {
				return nil, false
			}
			for i, elt := range lit.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					elt = kv.Value
				}
				if n, ok := index.(*ast.BasicLit); !ok || n.Kind != token.INT || n.Value == strconv.Itoa(i) {
					next = append(next, elt)
				}
			}
		}
		selected = next
	}
	var keys []string
	for _, e := range selected {
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return nil, false
		}
		key, err := strconv.Unquote(lit.Value)
		if err != nil {
			return nil, false
		}
		keys = append(keys, key)
	}
	return keys, len(keys) > 0
}

// withoutLocal returns locals without name, so that resolving a variable
// through its own assignments ends.
func withoutLocal(locals map[string][]ast.Expr, name string) map[string][]ast.Expr {
	rest := make(map[string][]ast.Expr, len(locals))
	for k, v := range locals {
		if k != name {
			rest[k] = v
		}
	}
	return rest
}

// isLangCall reports whether call is lang.L, lang.N, lang.X or lang.XN,
// and whether it picks a plural form.
func isLangCall(call *ast.CallExpr) (plural, ok bool) {
	sel, isSel := call.Fun.(*ast.SelectorExpr)
	if !isSel {
		return false, false
	}
	pkg, isIdent := sel.X.(*ast.Ident)
	if !isIdent || pkg.Name != "lang" {
		return false, false
	}
	plural, ok = localizingFuncs[sel.Sel.Name]
	return plural, ok
}

// pluralForms are the forms every plural entry gives. Vietnamese and
// Indonesian use only "other" under their own rules, but a language chosen
// in the app is read with the plural rules of the system locale (see
// applyLanguage), so every language gives both.
var pluralForms = []string{"one", "other"}

// sameAsEnglish lists, for the keys whose text rightly stays as it is in
// English, the languages where it does: names of formats and time zones,
// input patterns the user types as shown, and "ID", the word Vietnamese and
// Indonesian use themselves.
var sameAsEnglish = map[string][]string{
	"ObjectID":                               {"fi", "vi", "id"},
	"CSV":                                    {"fi", "vi", "id"},
	"Hex":                                    {"fi", "vi", "id"},
	"UTC":                                    {"fi", "vi", "id"},
	"YYYY-MM-DD":                             {"fi", "vi", "id"},
	"HH:MM:SS":                               {"fi", "vi", "id"},
	"1 ID":                                   {"vi", "id"},
	"{{.Count}} IDs":                         {"vi", "id"},
	"{{.Random}}: {{.Count}} IDs, {{.Span}}": {"vi", "id"},
	"{{.Count}} bytes":                       {"vi", "id"},
	"Format":                                 {"id"},
	"Filter":                                 {"id"},
	"tab":                                    {"id"},
	"Desktop":                                {"id"},
	"OK":                                     {"fi", "vi", "id"},
	"ISO 8601":                               {"fi", "vi", "id"},
	"Extended JSON (mongoexport --query)":    {"fi", "vi", "id"},
}

// fyneBuiltInKeys are the keys Fyne's own widgets and dialogs localize (the
// calendar's weekdays, the file and confirm dialogs' buttons, the entry's
// menu), with Fyne's English text: its lang/translations/base.en.json.
// Every language file gives them too, since a locale answers only from the
// file filed under it: when the language is chosen in the app, or Fyne has
// no file of its own for the system's language, a key missing from ours
// would show in English.
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

func TestI18n_EveryKeyInCodeIsFound(t *testing.T) {
	_, unresolved := keysInCode(t)
	for _, at := range unresolved {
		t.Errorf("%s: the key passed to lang is neither a string literal nor an element of a package-level table of them, so no test can check its translations", at)
	}
}

func TestI18n_EveryLanguageTranslatesEveryKeyInCode(t *testing.T) {
	keys, _ := keysInCode(t)
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
				_, fyne := fyneBuiltInKeys[key]
				if !used && !fyne {
					t.Errorf("%s.json has %q, which neither the code nor Fyne uses", l.code, key)
				}
			}
		})
	}
}

// keysOfTheirOwn are the window's keys that are not its English text, with
// that text: the File menu's title, whose English is the key Fyne's file
// dialogs translate as the word inside their title ("Open File"), lowercase
// in most languages.
var keysOfTheirOwn = map[string]string{"menu.file": "File"}

func TestI18n_EveryLanguageGivesFynesOwnStrings(t *testing.T) {
	for _, l := range languages {
		t.Run(l.code, func(t *testing.T) {
			entries := readTranslations(t, l.code)
			for key, english := range fyneBuiltInKeys {
				entry, ok := entries[key]
				switch {
				case !ok:
					t.Errorf("%s.json lacks Fyne's %q, so Fyne's widgets show it in English", l.code, key)
				case len(entry) != 1 || entry["other"] == "":
					t.Errorf("%s.json: Fyne's %q is %v; Fyne reads it without a count, so it needs the \"other\" form alone", l.code, key, entry)
				case l.code == "en" && entry["other"] != english:
					t.Errorf("en.json: Fyne's %q reads %q, Fyne's own English is %q", key, entry["other"], english)
				case l.code != "en" && entry["other"] == english && !slices.Contains(sameAsEnglish[key], l.code):
					t.Errorf("%s.json: Fyne's %q is still in English: %q", l.code, key, english)
				}
			}
		})
	}
}

// fyneBaseTranslations reads Fyne's own English translation file from the
// module the build uses, as raw JSON by key. When the go command cannot say
// where that module is, the test is skipped, but fails in CI (CI=true), where
// the module is always there and a skip would hide the check.
func fyneBaseTranslations(t *testing.T) map[string]json.RawMessage {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "fyne.io/fyne/v2").Output()
	dir := strings.TrimSpace(string(out))
	if err != nil || dir == "" {
		if inCI, _ := strconv.ParseBool(os.Getenv("CI")); inCI {
			t.Fatalf("cannot locate the Fyne module to compare with its translations: %v", err)
		}
		t.Skipf("cannot locate the Fyne module to compare with its translations: %v", err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "lang", "translations", "base.en.json"))
	if err != nil {
		t.Fatalf("the Fyne module at %s has no English translations where expected: %v", dir, err)
	}
	var base map[string]json.RawMessage
	if err := json.Unmarshal(data, &base); err != nil {
		t.Fatalf("Fyne's base.en.json: %v", err)
	}
	return base
}

// isJSONObject reports whether raw is an object, as plural forms are.
func isJSONObject(raw json.RawMessage) bool {
	return strings.HasPrefix(strings.TrimSpace(string(raw)), "{")
}

// weekdays are the keys of the calendar's day names, long and short.
var weekdays = []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}

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

// groupedNumber is a number the English text writes with thousands
// separators, such as 16,777,216.
var groupedNumber = regexp.MustCompile(`\b\d{1,3}(?:,\d{3})+\b`)

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
			if activeLanguage.code != c.want {
				t.Errorf("active language %q, want %q", activeLanguage.code, c.want)
			}
			const key = "ObjectID Generator"
			if got, want := lang.L(key), inLanguage(t, c.want, key); got != want {
				t.Errorf("lang.L(%q) = %q, want %q", key, got, want)
			}
		})
	}
}

// captureLog collects what the log package writes, where Fyne reports a
// key no translation gives, until the returned function is called; that
// function returns what was written.
func captureLog(t *testing.T) func() string {
	t.Helper()
	previous := log.Writer()
	var logged bytes.Buffer
	log.SetOutput(&logged)
	restore := func() { log.SetOutput(previous) }
	t.Cleanup(restore)
	return func() string {
		restore()
		return logged.String()
	}
}

// findTabs returns the tab container in the window content c.
func findTabs(t *testing.T, c fyne.CanvasObject) *container.AppTabs {
	t.Helper()
	var found *container.AppTabs
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if tabs, ok := o.(*container.AppTabs); ok && found == nil {
			found = tabs
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, child := range c.Objects {
				walk(child)
			}
		}
	}
	walk(c)
	if found == nil {
		t.Fatal("no tabs in the window")
	}
	return found
}

// tabFiles names the tabs, in order, in the names of golden files and
// screenshots.
var tabFiles = []string{"generate", "decode", "range", "bulk", "about"}

// TestScreenshots renders every tab, light and dark, as PNG files into the
// directory OBJECTID_SCREENSHOTS names (make screenshots writes docs/). It
// draws with Fyne's software painter, so it needs no display and gives the
// same pictures on every machine.
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

// inScreenshotThemes runs shoot on the staged window in English, once in
// the light and once in the dark theme, each a subtest, with capture
// writing what the window draws as NAME-THEME.png into the directory
// OBJECTID_SCREENSHOTS names; without it the test is skipped.
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
