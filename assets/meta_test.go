package assets

import (
	"bytes"
	"image"
	_ "image/png" // image.Decode reads the icon
	"os"
	"slices"
	"testing"

	"github.com/BurntSushi/toml"
)

// fyneApp is the part of FyneApp.toml that fyne package reads for the
// archive and its desktop entry.
type fyneApp struct {
	Details struct {
		Icon, Name, ID, Version string
		Build                   int
	}
	LinuxAndBSD struct {
		GenericName, Comment string
		Categories, Keywords []string
	}
}

func readFyneApp(t *testing.T) fyneApp {
	t.Helper()
	var app fyneApp
	if _, err := toml.DecodeFile("../FyneApp.toml", &app); err != nil {
		t.Fatalf("reading FyneApp.toml: %v", err)
	}
	return app
}

func TestFyneAppTOML_MatchesTheConstants(t *testing.T) {
	app := readFyneApp(t)
	for _, c := range []struct{ field, toml, constant string }{
		{"ID", app.Details.ID, AppID},
		{"Name", app.Details.Name, AppName},
		{"Version", app.Details.Version, Version},
	} {
		t.Run(c.field, func(t *testing.T) {
			if c.toml != c.constant {
				t.Errorf("FyneApp.toml %s = %q, the code says %q", c.field, c.toml, c.constant)
			}
		})
	}
}

func TestFyneAppTOML_DescribesTheDesktopEntry(t *testing.T) {
	linux := readFyneApp(t).LinuxAndBSD
	for _, c := range []struct{ field, value string }{
		{"GenericName", linux.GenericName},
		{"Comment", linux.Comment},
	} {
		if c.value == "" {
			t.Errorf("FyneApp.toml [LinuxAndBSD] %s is empty", c.field)
		}
	}
	if !slices.Contains(linux.Categories, "Development") {
		t.Errorf("FyneApp.toml [LinuxAndBSD] Categories = %q, want the Development main category", linux.Categories)
	}
	if len(linux.Keywords) == 0 {
		t.Error("FyneApp.toml [LinuxAndBSD] Keywords is empty")
	}
}

func TestFyneAppTOML_IconIsTheAppIcon(t *testing.T) {
	path := readFyneApp(t).Details.Icon
	packaged, err := os.ReadFile("../" + path)
	if err != nil {
		t.Fatalf("FyneApp.toml Icon %q: %v", path, err)
	}
	if !bytes.Equal(packaged, Icon.Content()) {
		t.Errorf("FyneApp.toml Icon %q differs from the bundled Icon; run go generate ./assets", path)
	}
}

func TestIcon_IsA512PixelSquarePNG(t *testing.T) {
	img, format, err := image.Decode(bytes.NewReader(Icon.Content()))
	if err != nil {
		t.Fatalf("the icon does not decode: %v", err)
	}
	if format != "png" {
		t.Errorf("the icon is %s, want png", format)
	}
	if size := img.Bounds().Size(); size != image.Pt(512, 512) {
		t.Errorf("the icon is %v pixels, want 512x512", size)
	}
}

func TestLicence_IsTheOneInLICENSE(t *testing.T) {
	text, err := os.ReadFile("../LICENSE")
	if err != nil {
		t.Fatal(err)
	}
	if first, _, _ := bytes.Cut(text, []byte("\n")); string(first) != Licence+" License" {
		t.Errorf("LICENSE begins %q, the code names the %s licence", first, Licence)
	}
}

func TestFyneVersion_IsTheOneGoModRequires(t *testing.T) {
	mod, err := os.ReadFile("../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	if want := "\tfyne.io/fyne/v2 " + FyneVersion + "\n"; !bytes.Contains(mod, []byte(want)) {
		t.Errorf("go.mod does not require fyne.io/fyne/v2 %s", FyneVersion)
	}
}
