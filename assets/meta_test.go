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

func TestFyneAppTOML_MatchesTheCodeAndDescribesTheDesktopEntry(t *testing.T) {
	var app fyneApp
	if _, err := toml.DecodeFile("../FyneApp.toml", &app); err != nil {
		t.Fatalf("reading FyneApp.toml: %v", err)
	}
	for _, c := range [][2]string{{app.Details.ID, AppID}, {app.Details.Name, AppName}, {app.Details.Version, Version}} {
		if c[0] != c[1] {
			t.Errorf("FyneApp.toml says %q, the code %q", c[0], c[1])
		}
	}
	linux := app.LinuxAndBSD
	if linux.GenericName == "" || linux.Comment == "" || len(linux.Keywords) == 0 || !slices.Contains(linux.Categories, "Development") {
		t.Errorf("FyneApp.toml [LinuxAndBSD] = %+v, want a GenericName, Comment, Keywords and the Development category", linux)
	}
	if packaged, err := os.ReadFile("../" + app.Details.Icon); err != nil || !bytes.Equal(packaged, Icon.Content()) {
		t.Errorf("FyneApp.toml Icon %q differs from the bundled Icon (%v); run go generate ./assets", app.Details.Icon, err)
	}
}

// decodePNG decodes a bundled PNG of the given side.
func decodePNG(t *testing.T, content []byte, side int) image.Image {
	t.Helper()
	img, format, err := image.Decode(bytes.NewReader(content))
	if err != nil || format != "png" || img.Bounds().Size() != image.Pt(side, side) {
		t.Fatalf("the icon is %s, %v; want a %d-pixel square PNG", format, err, side)
	}
	return img
}

func TestIcons_TheWindowIconIsThe512PixelIconHalved(t *testing.T) {
	icon := decodePNG(t, Icon.Content(), 512)
	window := decodePNG(t, WindowIcon.Content(), 256)
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
