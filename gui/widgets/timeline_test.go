package widgets

import (
	"image/color"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	apptheme "github.com/objectid-generator/objectid/gui/theme"
)

// span is what OnSpan heard.
type span struct{ from, to time.Time }

// timelineWindow shows a timeline in a test window and records each span
// OnSpan hears.
func timelineWindow(t *testing.T) (*Timeline, fyne.Window, *[]span) {
	t.Helper()
	test.NewTempApp(t)
	tl := NewTimeline()
	var heard []span
	tl.OnSpan = func(from, to time.Time) { heard = append(heard, span{from, to}) }
	w := test.NewTempWindow(t, tl)
	w.Resize(fyne.NewSize(900, 300))
	return tl, w, &heard
}

// readOut is what a screen reader says of the timeline.
func readOut(t *testing.T, tl *Timeline) string {
	t.Helper()
	a, ok := any(tl).(fyne.Accessible)
	if !ok {
		t.Fatal("the timeline tells a screen reader nothing")
	}
	return a.AccessibilityLabel()
}

// shown lists the texts and the fill colours of the rectangles the timeline shows.
func shown(tl *Timeline) (texts []string, fills []color.Color) {
	objects := test.WidgetRenderer(tl).Objects()
	for i := 0; i < len(objects); i++ {
		switch o := objects[i].(type) {
		case *fyne.Container:
			objects = append(objects, o.Objects...)
		case *canvas.Text:
			if o.Visible() {
				texts = append(texts, o.Text)
			}
		case *canvas.Rectangle:
			if o.Visible() && !slices.Contains(fills, o.FillColor) {
				fills = append(fills, o.FillColor)
			}
		}
	}
	return texts, fills
}

func TestTimeline_BarsFitTheSpanInTheZone(t *testing.T) {
	zone := time.FixedZone("IST", 5*3600+1800)
	at := func(y, mo, d, h, mi, s int) int64 { return time.Date(y, time.Month(mo), d, h, mi, s, 0, zone).Unix() }
	first := at(2024, 5, 1, 9, 7, 3)
	for _, c := range []struct {
		name        string
		last, busy  int64
		start, peak string
	}{
		{"10 s, bars of a second", at(2024, 5, 1, 9, 7, 13), at(2024, 5, 1, 9, 7, 7),
			"2024-05-01 09:07:03", "2024-05-01 09:07:07 to 2024-05-01 09:07:08, 5 IDs"},
		{"3 h, bars of 5 minutes", at(2024, 5, 1, 12, 7, 3), at(2024, 5, 1, 10, 31, 40),
			"2024-05-01 09:05:00", "2024-05-01 10:30:00 to 2024-05-01 10:35:00, 5 IDs"},
		{"40 days, bars of a day from midnight", at(2024, 6, 10, 9, 7, 3), at(2024, 5, 20, 23, 59, 0),
			"2024-05-01 00:00:00", "2024-05-20 00:00:00 to 2024-05-21 00:00:00, 5 IDs"},
		{"8 years, bars of a quarter", at(2032, 5, 1, 9, 7, 3), at(2027, 9, 30, 23, 0, 0),
			"2024-04-01 00:00:00", "2027-07-01 00:00:00 to 2027-10-01 00:00:00, 5 IDs"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tl, _, _ := timelineWindow(t)
			times := []int64{first, c.last, c.busy, c.busy, c.busy, c.busy, c.busy}
			tl.Set(times, make([]uint8, len(times)), []string{"5f1a2b3c4d", "other"}, zone)
			if texts, _ := shown(tl); !slices.Contains(texts, c.start) || !slices.Contains(texts, "5 IDs") {
				t.Errorf("the axis reads %q, want it to start at %s and peak at 5 IDs", texts, c.start)
			}
			if got := readOut(t, tl); !strings.Contains(got, "busiest: "+c.peak+"; ") {
				t.Errorf("a screen reader hears %q, want the busiest bar %s", got, c.peak)
			}
		})
	}
}

// tenSeconds shows one ID in each of ten seconds from t0, one bar each.
func tenSeconds(tl *Timeline, t0 time.Time) {
	times := make([]int64, 10)
	for i := range times {
		times[i] = t0.Unix() + int64(i)
	}
	tl.Set(times, make([]uint8, 10), []string{"5f1a2b3c4d", "other"}, time.UTC)
}

func TestTimeline_DragChoosesTheBarsBetweenItsEnds(t *testing.T) {
	tl, w, heard := timelineWindow(t)
	t0 := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	tenSeconds(tl, t0)
	left, width := float32(inset), tl.Size().Width-2*inset
	bar, y := width/10, tl.Size().Height/2
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(tl)

	test.Drag(w.Canvas(), origin.AddXY(left+5.5*bar, y), 3*bar, 0)
	want := []span{{t0.Add(2 * time.Second), t0.Add(6 * time.Second)}}
	if !slices.Equal(*heard, want) {
		t.Fatalf("a drag from the third bar to the sixth chose %v, want %v", *heard, want)
	}
	if got := readOut(t, tl); !strings.HasSuffix(got, "chosen span: 2024-05-01 12:00:02 to 2024-05-01 12:00:06") {
		t.Errorf("after the drag a screen reader hears %q", got)
	}
	test.TapCanvas(w.Canvas(), origin.AddXY(left+8.5*bar, y))
	test.TapCanvas(w.Canvas(), origin.AddXY(left+8.5*bar, y))
	want = append(want, span{}, span{t0.Add(8 * time.Second), t0.Add(9 * time.Second)})
	if !slices.Equal(*heard, want) {
		t.Errorf("two taps on the ninth bar, outside the span, chose %v, want it cleared, then the bar", *heard)
	}
}

func TestTimeline_KeysMoveChooseExtendAndClear(t *testing.T) {
	tl, w, heard := timelineWindow(t)
	t0 := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	tenSeconds(tl, t0)
	c := w.Canvas()
	c.FocusNext()
	if c.Focused() == nil {
		t.Fatal("Tab does not reach the timeline")
	}
	if !focusRingOf(t, tl)[0].Visible() {
		t.Error("the focused timeline shows no ring")
	}
	press := func(keys ...fyne.KeyName) {
		for _, k := range keys {
			c.Focused().TypedKey(&fyne.KeyEvent{Name: k})
		}
	}
	shift, _ := c.Focused().(desktop.Keyable)
	press(fyne.KeyRight, fyne.KeyRight, fyne.KeyReturn)
	if shift == nil {
		t.Fatal("the timeline cannot tell Shift is held")
	}
	shift.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	press(fyne.KeyRight, fyne.KeyRight)
	shift.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	press(fyne.KeyEnd)
	if got := readOut(t, tl); !strings.HasSuffix(got, "chosen span: 2024-05-01 12:00:02 to 2024-05-01 12:00:05") {
		t.Errorf("after Right, Right, Enter, Shift+Right twice and End a screen reader hears %q", got)
	}
	press(fyne.KeyEscape)
	second := func(n int) time.Time { return t0.Add(time.Duration(n) * time.Second) }
	want := []span{{second(2), second(3)}, {second(2), second(4)}, {second(2), second(5)}, {}}
	if !slices.Equal(*heard, want) {
		t.Errorf("OnSpan heard %v, want %v", *heard, want)
	}
	if got := readOut(t, tl); strings.Contains(got, "chosen") {
		t.Errorf("after Escape a screen reader hears %q, still with a span", got)
	}
}

// variantTheme is Fyne's theme drawn in one variant, as the window's
// Light and Dark choices draw it.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// barFills are the colours of the groups' bars in variant v: eight groups,
// each with its bar, the rest last.
func barFills(t *testing.T, tl *Timeline, w fyne.Window, v fyne.ThemeVariant) []color.Color {
	t.Helper()
	fyne.CurrentApp().Settings().SetTheme(variantTheme{theme.DefaultTheme(), v})
	w.Content().Refresh()
	times, groups := make([]int64, 8), make([]uint8, 8)
	for i := range times {
		times[i], groups[i] = int64(1_700_000_000+i), uint8(i)
	}
	tl.Set(times, groups, []string{"a", "b", "c", "d", "e", "f", "g", "other"}, time.UTC)
	_, fills := shown(tl)
	fg := tl.Theme().Color(theme.ColorNameForeground, v)
	return slices.DeleteFunc(fills, func(c color.Color) bool { return c == fg })
}

func TestTimeline_ThemeSwitchRecoloursTheBars(t *testing.T) {
	tl, w, _ := timelineWindow(t)
	light := barFills(t, tl, w, theme.VariantLight)
	dark := barFills(t, tl, w, theme.VariantDark)
	if len(light) != 8 || slices.ContainsFunc(dark, func(c color.Color) bool { return slices.Contains(light, c) }) {
		t.Errorf("bars in the light theme %v, in the dark %v: want eight colours, all changed", light, dark)
	}
}

func TestTimeline_BarsStandOutOnBothBackgrounds(t *testing.T) {
	tl, w, _ := timelineWindow(t)
	variants := []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark}
	for _, drawn := range variants {
		fills := barFills(t, tl, w, drawn)
		if len(fills) != 8 {
			t.Fatalf("variant %v draws %d bar colours, want 8", drawn, len(fills))
		}
		for _, on := range variants {
			bg := theme.DefaultTheme().Color(theme.ColorNameBackground, on)
			want := 3.0 // a bar's
			if on == drawn {
				want = apptheme.MinTextContrast // the legend writes in them
			}
			for i, c := range fills {
				if got := apptheme.ContrastRatio(c, bg); got < want {
					t.Errorf("colour %d of variant %v is %.2f:1 on the background of variant %v, under %.1f:1", i, drawn, got, on, want)
				}
				if i > 0 && rgbDistance(fills[i-1], c) < 64 {
					t.Errorf("bars %d and %d of variant %v, %v and %v, look alike", i-1, i, drawn, fills[i-1], c)
				}
			}
		}
	}
}

// rgbDistance is how far apart two colours lie in the RGB cube, 0 to 441.
func rgbDistance(a, b color.Color) float64 {
	x, y := color.NRGBAModel.Convert(a).(color.NRGBA), color.NRGBAModel.Convert(b).(color.NRGBA)
	d := func(p, q uint8) float64 { return (float64(p) - float64(q)) * (float64(p) - float64(q)) }
	return math.Sqrt(d(x.R, y.R) + d(x.G, y.G) + d(x.B, y.B))
}

func TestTimeline_AMillionIDsAndNone(t *testing.T) {
	tl, _, _ := timelineWindow(t)
	times, groups := make([]int64, 1_000_000), make([]uint8, 1_000_000)
	for i := range times {
		times[i], groups[i] = 1_700_000_000+int64(i)*31, uint8(i%8)
	}
	tl.Set(times, groups, []string{"a", "b", "c", "d", "e", "f", "g", "other"}, time.UTC)
	if got := readOut(t, tl); !strings.Contains(got, "busiest: ") {
		t.Errorf("after a million IDs a screen reader hears %q", got)
	}
	tl.Set(nil, nil, nil, time.UTC)
	if texts, _ := shown(tl); !slices.Equal(texts, []string{"No IDs to show"}) {
		t.Errorf("with no IDs the timeline shows %q", texts)
	}
}
