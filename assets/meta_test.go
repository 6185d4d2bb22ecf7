package assets

import (
	"bytes"
	"image"
	_ "image/png" // image.Decode reads the icon
	"math"
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

func TestWindowIcon_IsTheIconAt256Pixels(t *testing.T) {
	icon, _, err := image.Decode(bytes.NewReader(Icon.Content()))
	if err != nil {
		t.Fatalf("the icon does not decode: %v", err)
	}
	window, format, err := image.Decode(bytes.NewReader(WindowIcon.Content()))
	if err != nil {
		t.Fatalf("the window icon does not decode: %v", err)
	}
	if format != "png" {
		t.Errorf("the window icon is %s, want png", format)
	}
	if size := window.Bounds().Size(); size != image.Pt(256, 256) {
		t.Fatalf("the window icon is %v pixels, want 256x256", size)
	}
	// Each pixel is the average of the icon's 2x2 pixels it covers, give
	// or take the rendering of the edges at the smaller size.
	var worst, total float64
	for y := range 256 {
		for x := range 256 {
			want := averageRGBA(icon, x*2, y*2)
			r, g, b, a := window.At(x, y).RGBA()
			for i, v := range [4]uint32{r, g, b, a} {
				d := math.Abs(float64(v>>8) - want[i])
				worst = max(worst, d)
				total += d
			}
		}
	}
	if mean := total / (256 * 256 * 4); mean > 1 || worst > 64 {
		t.Errorf("the window icon differs from the icon halved: mean difference %.2f, largest %.0f of 255", mean, worst)
	}
}

// averageRGBA is the mean of the 2x2 pixels of img from (x, y), 0 to 255
// per channel, alpha premultiplied.
func averageRGBA(img image.Image, x, y int) [4]float64 {
	var sum [4]float64
	for _, p := range []image.Point{{x, y}, {x + 1, y}, {x, y + 1}, {x + 1, y + 1}} {
		r, g, b, a := img.At(p.X, p.Y).RGBA()
		for i, v := range [4]uint32{r, g, b, a} {
			sum[i] += float64(v>>8) / 4
		}
	}
	return sum
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
