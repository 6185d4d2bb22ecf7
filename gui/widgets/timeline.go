package widgets

import (
	"image/color"
	"slices"
	"sort"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	apptheme "github.com/objectid-generator/objectid/gui/theme"
	"github.com/objectid-generator/objectid/gui/wording"
)

// Timeline is a histogram of the creation times of IDs, stacked by group,
// on which a span is chosen by mouse or keyboard.
type Timeline struct {
	widget.BaseWidget
	// OnSpan hears the span chosen, [from, to); both zero when it is cleared.
	OnSpan func(from, to time.Time)
	focusMark
	edges          []time.Time // the bars' edges, one more than bars
	counts, totals []int       // IDs by bar and group, at bar*len(names)+group, and by bar
	names          []string
	cursor, anchor int    // the bar the keys are on; the end of the span Shift and a drag keep
	span           [2]int // the first and last bar chosen, while chosen
	chosen         bool
	shift, drag    bool // Shift is held; a drag is under way
}

// binWidth is the width of a bar: seconds, or calendar days or months.
type binWidth struct {
	seconds      int64
	days, months int
}

// binWidths are the widths a bar may have, narrowest first.
var binWidths = []binWidth{{seconds: 1}, {seconds: 2}, {seconds: 5}, {seconds: 10}, {seconds: 15}, {seconds: 30},
	{seconds: 60}, {seconds: 120}, {seconds: 300}, {seconds: 600}, {seconds: 900}, {seconds: 1800},
	{seconds: 3600}, {seconds: 7200}, {seconds: 10800}, {seconds: 21600}, {seconds: 43200},
	{days: 1}, {days: 2}, {days: 7}, {months: 1}, {months: 3}, {months: 6},
	{months: 12}, {months: 24}, {months: 60}, {months: 120}}

// maxBins is the most bars the timeline draws; past 600 years the last piles up.
const maxBins = 60

// barColours are the groups' colours on a light and on a dark background,
// the rest's grey last: each at 3:1 on both and 4.5:1 on its own, where
// the legend writes in them; neighbours' hues lie far apart.
var barColours = [2][8]color.NRGBA{
	{rgb(0x1e69d2), rgb(0xa05b17), rgb(0x127c35), rgb(0x9b36e2), rgb(0x7d6b12), rgb(0x127781), rgb(0xcc1d74), rgb(0x6c6c6c)},
	{rgb(0x558fe1), rgb(0xce7924), rgb(0x1da44a), rgb(0xb46fe6), rgb(0xa48d1d), rgb(0x1e9ca8), rgb(0xe35ea1), rgb(0x8e8e8e)},
}

func rgb(v uint32) color.NRGBA {
	return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

// NewTimeline returns an empty timeline.
func NewTimeline() *Timeline {
	t := &Timeline{}
	t.ExtendBaseWidget(t)
	return t
}

// Set shows times, Unix seconds, each in group groups[i], an index into
// names, 8 at most (the busiest processes first, then the rest, drawn grey), with
// labels in zone. It clears the span chosen, without calling OnSpan.
func (t *Timeline) Set(times []int64, groups []uint8, names []string, zone *time.Location) {
	t.edges, t.counts, t.totals, t.names, t.chosen, t.cursor = nil, nil, nil, names, false, 0
	if len(times) > 0 {
		first, last := time.Unix(slices.Min(times), 0).In(zone), time.Unix(slices.Max(times), 0).In(zone)
		for _, w := range binWidths {
			if t.edges = binEdges(w, first, last); len(t.edges) <= maxBins+1 {
				break
			}
		}
		bars := len(t.edges) - 1
		t.counts, t.totals = make([]int, bars*len(names)), make([]int, bars)
		for i, s := range times {
			bar := min(sort.Search(bars, func(e int) bool { return t.edges[e+1].Unix() > s }), bars-1)
			t.counts[bar*len(names)+min(int(groups[i]), len(names)-1)]++
			t.totals[bar]++
		}
	}
	t.Refresh()
}

// binEdges are the edges, on the calendar of first's zone, of bars of width w
// from first to last, stopping past maxBins+1 bars.
func binEdges(w binWidth, first, last time.Time) []time.Time {
	y, m, d := first.Date()
	start := time.Date(y, m, d, 0, 0, 0, 0, first.Location())
	if w.months > 0 {
		month := (y*12 + int(m) - 1) / w.months * w.months
		start = time.Date(month/12, time.Month(month%12+1), 1, 0, 0, 0, 0, first.Location())
	} else if w.seconds > 0 {
		step := time.Duration(w.seconds) * time.Second
		start = start.Add(first.Sub(start) / step * step)
	}
	edges := []time.Time{start}
	for k := 1; !edges[k-1].After(last) && k <= maxBins+1; k++ {
		edges = append(edges, start.Add(time.Duration(int64(k)*w.seconds)*time.Second).AddDate(0, k*w.months, k*w.days))
	}
	return edges
}

// choose chooses bars anchor to cursor, or clears the span for an anchor
// below 0, and if tell tells OnSpan.
func (t *Timeline) choose(anchor, cursor int, tell bool) {
	last := len(t.edges) - 2
	if last < 0 {
		return
	}
	var from, to time.Time
	if t.chosen = anchor >= 0; t.chosen {
		t.anchor, t.cursor = min(anchor, last), min(max(cursor, 0), last)
		t.span = [2]int{min(t.anchor, t.cursor), max(t.anchor, t.cursor)}
		from, to = t.edges[t.span[0]], t.edges[t.span[1]+1]
	}
	t.Refresh()
	if tell && t.OnSpan != nil {
		t.OnSpan(from, to)
	}
}

// inset is the margin around the bars and labels, clear of the focus ring.
const inset = 3 * focusRingWidth

// barAt is the bar at x, the first or last beyond the bars.
func (t *Timeline) barAt(x float32) int {
	return min(max(int((x-inset)/(t.Size().Width-2*inset)*float32(len(t.edges)-1)), 0), len(t.edges)-2)
}

// Tapped focuses the timeline and chooses the bar tapped, or clears the span if outside it.
func (t *Timeline) Tapped(ev *fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(t); c != nil {
		c.Focus(t)
	}
	bar := t.barAt(ev.Position.X)
	if t.chosen && (bar < t.span[0] || bar > t.span[1]) {
		bar = -1
	}
	t.choose(bar, bar, true)
}

// Dragged chooses the bars from where the drag began to where it is.
func (t *Timeline) Dragged(ev *fyne.DragEvent) {
	if !t.drag {
		t.drag, t.anchor = true, t.barAt(ev.Position.X-ev.Dragged.DX)
	}
	t.choose(t.anchor, t.barAt(ev.Position.X), false)
}

// DragEnd tells OnSpan the span dragged over.
func (t *Timeline) DragEnd() {
	t.drag = false
	t.choose(t.anchor, t.cursor, true)
}

// FocusGained shows the ring and the cursor.
func (t *Timeline) FocusGained() { t.mark(t, true, func() {}) }

// FocusLost hides them and forgets Shift, whose release another control hears.
func (t *Timeline) FocusLost() {
	t.shift = false
	t.mark(t, false, func() {})
}

// TypedRune does nothing: the keys are TypedKey's.
func (t *Timeline) TypedRune(rune) {}

// KeyDown notes Shift, with which the arrows, Home and End extend the span.
func (t *Timeline) KeyDown(ev *fyne.KeyEvent) { t.shift = t.shift || isShift(ev) }

// KeyUp notes Shift let go.
func (t *Timeline) KeyUp(ev *fyne.KeyEvent) { t.shift = t.shift && !isShift(ev) }

func isShift(ev *fyne.KeyEvent) bool {
	return ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight
}

// TypedKey moves the cursor with the arrows, Home and End, extending the span with
// Shift; Enter or Space chooses its bar, Escape clears the span or goes on, as F1 does.
func (t *Timeline) TypedKey(ev *fyne.KeyEvent) {
	to := map[fyne.KeyName]int{fyne.KeyLeft: t.cursor - 1, fyne.KeyRight: t.cursor + 1, fyne.KeyHome: 0, fyne.KeyEnd: len(t.edges)}
	bar, move := to[ev.Name]
	switch {
	case ev.Name == fyne.KeyEscape && t.chosen:
		t.choose(-1, 0, true)
	case forWindow(ev):
		passKeyToCanvas(t, ev)
	case move && t.shift && t.chosen:
		t.choose(t.anchor, bar, true)
	case move && t.shift:
		t.choose(t.cursor, bar, true)
	case move:
		t.cursor = max(min(bar, len(t.edges)-2), 0)
		t.Refresh()
	case ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter || ev.Name == fyne.KeySpace:
		t.choose(t.cursor, t.cursor, true)
	}
}

// spanText says the time from bar a to bar b's start.
func (t *Timeline) spanText(a, b int) string {
	return lang.L("{{.From}} to {{.To}}", map[string]any{"From": wording.DateTime(t.edges[a]), "To": wording.DateTime(t.edges[b])})
}

// AccessibilityLabel says the span shown, the three busiest bars and the span chosen.
func (t *Timeline) AccessibilityLabel() string {
	name, bars := lang.L("Timeline of creation times"), len(t.edges)-1
	if bars < 1 {
		return NamedValue(name, lang.L("No IDs to show"))
	}
	var said []string
	for totals := slices.Clone(t.totals); len(said) < 3 && slices.Max(totals) > 0; {
		bar := slices.Index(totals, slices.Max(totals))
		said = append(said, t.spanText(bar, bar+1)+", "+wording.IDs(totals[bar]))
		totals[bar] = -1
	}
	parts := []string{t.spanText(0, bars), lang.L("busiest: {{.Bars}}", map[string]any{"Bars": strings.Join(said, "; ")})}
	if t.chosen {
		parts = append(parts, lang.L("chosen span: {{.Span}}", map[string]any{"Span": t.spanText(t.span[0], t.span[1]+1)}))
	}
	return NamedValue(name, strings.Join(parts, ", "))
}

// AccessibilityRole is text: the label says what the bars show.
func (t *Timeline) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// CreateRenderer draws the timeline with the focus ring.
func (t *Timeline) CreateRenderer() fyne.WidgetRenderer {
	p := &plot{t: t, box: &fyne.Container{}}
	for i := range p.texts {
		p.texts[i] = canvas.NewText("", color.Transparent)
		p.box.Objects = append(p.box.Objects, p.texts[i])
	}
	p.box.Layout = p
	return newRingRenderer(widget.NewSimpleRenderer(p.box), &t.focusMark)
}

// plot draws the timeline in box, which Fyne lays out and then refreshes
// on each resize and refresh: the texts, then the rectangles it needs.
type plot struct {
	t     *Timeline
	box   *fyne.Container
	texts [1 + 8 + 3]*canvas.Text // the most IDs in a bar, the legend, the edges' times
	rects int                     // how many rectangles are on show
}

// rect shows the next rectangle in c from x, y, w wide and h high.
func (p *plot) rect(c color.Color, x, y, w, h float32) {
	if p.rects+len(p.texts) == len(p.box.Objects) {
		p.box.Objects = append(p.box.Objects, canvas.NewRectangle(c))
	}
	rect := p.box.Objects[len(p.texts)+p.rects].(*canvas.Rectangle)
	rect.FillColor, rect.Hidden = c, false
	rect.Move(fyne.NewPos(x, y))
	rect.Resize(fyne.NewSize(w, h))
	p.rects++
}

// text writes texts[i] in c at y, its left at x less align of its width, and is that width.
func (p *plot) text(i int, s string, c color.Color, x, y, align float32) float32 {
	text := p.texts[i]
	text.Text, text.Color, text.TextSize, text.Hidden = s, c, p.t.Theme().Size(theme.SizeNameText), false
	size := text.MinSize()
	text.Move(fyne.NewPos(x-align*size.Width, y))
	text.Resize(size)
	return size.Width
}

// Layout draws the timeline in size, in the colours of its theme now.
func (p *plot) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	t, th, v := p.t, p.t.Theme(), fyne.CurrentApp().Settings().ThemeVariant()
	fg, bg, pad := th.Color(theme.ColorNameForeground, v), th.Color(theme.ColorNameBackground, v), th.Size(theme.SizeNamePadding)
	palette := barColours[0]
	if apptheme.ContrastRatio(bg, color.White) > apptheme.ContrastRatio(bg, color.Black) {
		palette = barColours[1]
	}
	left, width, line, bars := float32(inset), size.Width-2*inset, p.texts[0].MinSize().Height, len(t.edges)-1
	top, axis, bar := inset+line+pad, size.Height-inset-line-4*focusRingWidth, width/float32(bars)
	for _, o := range p.box.Objects {
		o.Hide()
	}
	p.rects = 0
	if bars < 1 {
		p.text(0, lang.L("No IDs to show"), fg, left, left, 0)
		return
	}
	if t.chosen {
		from, to := left+float32(t.span[0])*bar, float32(t.span[1]-t.span[0]+1)*bar
		p.rect(th.Color(theme.ColorNameSelection, v), from, top, to, axis-top)
		p.rect(th.Color(apptheme.ColorNameFocusRing, v), from, axis+2, to, focusRingWidth)
	}
	peak, x := float32(slices.Max(t.totals)), left
	x += p.text(0, wording.IDs(int(peak)), fg, x, left, 0) + 2*pad
	for g, name := range t.names {
		c := palette[min(g, 6)]
		if g == len(t.names)-1 {
			c = palette[7]
		}
		x += p.text(1+g, name, c, x, left, 0) + 2*pad
		for i := range bars {
			y, h := axis, float32(t.counts[i*len(t.names)+g])/peak*(axis-top)
			for _, n := range t.counts[i*len(t.names) : i*len(t.names)+g] {
				y -= float32(n) / peak * (axis - top)
			}
			if h > 0 {
				p.rect(c, left+float32(i)*bar+bar/10, y-h, bar*0.8, max(h-1, 1))
			}
		}
	}
	// The first and last edges' times, and the middle one's when it is neither and fits between them.
	for i, edge := range []int{0, bars, bars / 2}[:2+min(bars-1, 1)] {
		if w := p.text(9+i, wording.DateTime(t.edges[edge]), fg, left+float32(edge)*bar, axis+4*focusRingWidth, []float32{0, 1, 0.5}[i]); 3*w+4*pad > width {
			p.texts[11].Hide()
		}
	}
	p.rect(fg, left, axis, width, 1)
	if t.focused {
		p.rect(fg, left+float32(t.cursor)*bar, axis+3+focusRingWidth, bar, focusRingWidth)
	}
}

// MinSize fits three times under the bars, and bars about three lines high
// between the legend and the times: at 800×600 Bulk's table keeps most of the height.
func (p *plot) MinSize([]fyne.CanvasObject) fyne.Size {
	label := fyne.MeasureText(wording.DateTime(time.Date(2000, 12, 30, 20, 58, 58, 0, time.UTC)), p.t.Theme().Size(theme.SizeNameText), fyne.TextStyle{})
	return fyne.NewSize(3*label.Width+2*inset, 2*inset+5*label.Height)
}
