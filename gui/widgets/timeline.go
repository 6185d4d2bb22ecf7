package widgets

import (
	"image/color"
	"slices"
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
	edges  []time.Time // the bars' edges, one more than bars
	counts []int       // IDs by bar and group: counts[bar*len(names)+group]
	totals []int       // IDs by bar
	names  []string
	// cursor is the bar the arrow keys are on; anchor the end of the span
	// chosen that Shift+arrow and a drag keep.
	cursor, anchor int
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

// maxBins is the most bars the timeline draws; a span of over 600 years
// piles its end into the last.
const maxBins = 60

// barColours are the groups' colours on a light and on a dark background,
// the rest's grey last: each at 3:1 on both, so that a theme read before
// the switch still draws readable bars; adjacent hues lie far apart.
var barColours = [2][8]color.NRGBA{
	{rgb(0x1e69d2), rgb(0xa05b17), rgb(0x127c35), rgb(0x9b36e2), rgb(0x7d6b12), rgb(0x127781), rgb(0xcc1d74), rgb(0x6c6c6c)},
	{rgb(0x558fe1), rgb(0xce7924), rgb(0x1da44a), rgb(0xb46fe6), rgb(0xa48d1d), rgb(0x1e9ca8), rgb(0xe35ea1), rgb(0x8e8e8e)},
}

func rgb(v uint32) color.NRGBA { return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff} }

// NewTimeline returns an empty timeline.
func NewTimeline() *Timeline {
	t := &Timeline{}
	t.ExtendBaseWidget(t)
	return t
}

// Set shows times, Unix seconds, each in group groups[i], an index into
// names (the busiest processes first, then the rest, drawn grey), with
// labels in zone. It clears the span chosen, without calling OnSpan.
func (t *Timeline) Set(times []int64, groups []uint8, names []string, zone *time.Location) {
	t.edges, t.counts, t.totals, t.names, t.chosen, t.cursor = nil, nil, nil, names, false, 0
	if len(times) > 0 && len(names) > 0 {
		first, last := time.Unix(slices.Min(times), 0).In(zone), time.Unix(slices.Max(times), 0).In(zone)
		for _, w := range binWidths {
			if t.edges = binEdges(w, first, last); len(t.edges) <= maxBins+1 {
				break
			}
		}
		unix := make([]int64, len(t.edges))
		for i, e := range t.edges {
			unix[i] = e.Unix()
		}
		t.counts, t.totals = make([]int, (len(unix)-1)*len(names)), make([]int, len(unix)-1)
		for i, s := range times {
			bar, found := slices.BinarySearch(unix, s)
			if !found {
				bar--
			}
			group, bar := len(names)-1, min(max(bar, 0), len(unix)-2)
			if i < len(groups) {
				group = min(int(groups[i]), group)
			}
			t.counts[bar*len(names)+group]++
			t.totals[bar]++
		}
	}
	t.Refresh()
}

// binEdges are the edges of bars of width w from the one holding first to
// the one holding last, stopping past maxBins+1 bars.
func binEdges(w binWidth, first, last time.Time) []time.Time {
	y, m, d := first.Date()
	start := time.Date(y, m, d, 0, 0, 0, 0, first.Location())
	switch {
	case w.months > 0:
		month := (y*12 + int(m) - 1) / w.months * w.months
		start = time.Date(month/12, time.Month(month%12+1), 1, 0, 0, 0, 0, first.Location())
	case w.days == 7:
		start = start.AddDate(0, 0, -(int(start.Weekday())+6)%7)
	case w.seconds > 0:
		step := time.Duration(w.seconds) * time.Second
		start = start.Add(first.Sub(start) / step * step)
	}
	edges := []time.Time{start}
	for k := 1; !edges[k-1].After(last) && k <= maxBins+1; k++ {
		edges = append(edges, start.Add(time.Duration(int64(k)*w.seconds)*time.Second).AddDate(0, k*w.months, k*w.days))
	}
	return edges
}

// ClearSpan clears the span chosen, without calling OnSpan.
func (t *Timeline) ClearSpan() {
	t.chosen = false
	t.Refresh()
}

// choose makes bars anchor to cursor the span, or clears it, and tells OnSpan.
func (t *Timeline) choose(chosen bool) {
	t.chosen, t.span = chosen, [2]int{min(t.anchor, t.cursor), max(t.anchor, t.cursor)}
	t.Refresh()
	if t.OnSpan == nil {
		return
	}
	if chosen {
		t.OnSpan(t.edges[t.span[0]], t.edges[t.span[1]+1])
	} else {
		t.OnSpan(time.Time{}, time.Time{})
	}
}

// plotX is where the bars start and how wide they are together in a
// timeline w wide: the legend takes the right.
func (t *Timeline) plotX(w float32) (left, width float32) {
	th := t.Theme()
	pad, size := th.Size(theme.SizeNamePadding), th.Size(theme.SizeNameText)
	legend := float32(0)
	for _, name := range t.names {
		legend = max(legend, fyne.MeasureText(name, size, fyne.TextStyle{}).Width+size+2*pad)
	}
	left = 2*focusRingWidth + pad
	return left, w - 2*left - legend
}

// barAt is the bar at x, which may lie outside the bars.
func (t *Timeline) barAt(x float32) int {
	left, width := t.plotX(t.Size().Width)
	return int((x - left) / width * float32(len(t.edges)-1))
}

// Tapped focuses the timeline and chooses the bar tapped, or clears the span
// chosen when the tap falls outside it.
func (t *Timeline) Tapped(ev *fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(t); c != nil {
		c.Focus(t)
	}
	bar := t.barAt(ev.Position.X)
	switch {
	case t.chosen && (bar < t.span[0] || bar > t.span[1]):
		t.choose(false)
	case bar >= 0 && bar < len(t.edges)-1:
		t.cursor, t.anchor = bar, bar
		t.choose(true)
	}
}

// Dragged chooses the bars from where the drag began to where it is.
func (t *Timeline) Dragged(ev *fyne.DragEvent) {
	last := len(t.edges) - 2
	if last < 0 {
		return
	}
	if !t.drag {
		t.drag, t.anchor = true, min(max(t.barAt(ev.Position.X-ev.Dragged.DX), 0), last)
	}
	t.cursor, t.chosen = min(max(t.barAt(ev.Position.X), 0), last), true
	t.span = [2]int{min(t.anchor, t.cursor), max(t.anchor, t.cursor)}
	t.Refresh()
}

// DragEnd tells OnSpan the span dragged over.
func (t *Timeline) DragEnd() {
	if t.drag {
		t.drag = false
		t.choose(true)
	}
}

// FocusGained shows the ring and the cursor.
func (t *Timeline) FocusGained() { t.mark(t, true, func() {}) }

// FocusLost hides them.
func (t *Timeline) FocusLost() { t.mark(t, false, func() {}) }

// TypedRune does nothing: the keys are TypedKey's.
func (t *Timeline) TypedRune(rune) {}

// KeyDown notes Shift, which makes the arrows, Home and End extend the span.
func (t *Timeline) KeyDown(ev *fyne.KeyEvent) {
	t.shift = t.shift || ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight
}

// KeyUp notes Shift let go.
func (t *Timeline) KeyUp(ev *fyne.KeyEvent) {
	t.shift = t.shift && ev.Name != desktop.KeyShiftLeft && ev.Name != desktop.KeyShiftRight
}

// TypedKey moves the cursor with the arrows, Home and End, extending the
// span with Shift; Enter or Space chooses the cursor's bar, Escape clears
// the span. Escape with none chosen, and F1, go on to the window.
func (t *Timeline) TypedKey(ev *fyne.KeyEvent) {
	last := len(t.edges) - 2
	to := map[fyne.KeyName]int{fyne.KeyLeft: t.cursor - 1, fyne.KeyRight: t.cursor + 1, fyne.KeyHome: 0, fyne.KeyEnd: last}
	bar, move := to[ev.Name]
	switch {
	case ev.Name == fyne.KeyEscape && t.chosen:
		t.choose(false)
	case forWindow(ev):
		passKeyToCanvas(t, ev)
	case last < 0:
	case move && t.shift:
		if !t.chosen {
			t.anchor = t.cursor
		}
		t.cursor = min(max(bar, 0), last)
		t.choose(true)
	case move:
		t.cursor = min(max(bar, 0), last)
		t.Refresh()
	case ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter || ev.Name == fyne.KeySpace:
		t.anchor = t.cursor
		t.choose(true)
	}
}

// spanText says the time from bar a to bar b's start.
func (t *Timeline) spanText(a, b int) string {
	return lang.L("{{.From}} to {{.To}}", map[string]any{"From": wording.DateTime(t.edges[a]), "To": wording.DateTime(t.edges[b])})
}

// AccessibilityLabel says the span shown, the three busiest bars and the
// span chosen.
func (t *Timeline) AccessibilityLabel() string {
	name, bars := lang.L("Timeline of creation times"), len(t.edges)-1
	if bars < 1 {
		return NamedValue(name, lang.L("No IDs to show"))
	}
	busiest := make([]int, bars)
	for i := range busiest {
		busiest[i] = i
	}
	slices.SortStableFunc(busiest, func(a, b int) int { return t.totals[b] - t.totals[a] })
	var said []string
	for _, bar := range busiest[:min(3, bars)] {
		said = append(said, t.spanText(bar, bar+1)+", "+wording.IDs(t.totals[bar]))
	}
	parts := []string{t.spanText(0, bars), lang.L("busiest: {{.Bars}}", map[string]any{"Bars": strings.Join(said, "; ")})}
	if t.chosen {
		parts = append(parts, lang.L("chosen span: {{.Span}}", map[string]any{"Span": t.spanText(t.span[0], t.span[1]+1)}))
	}
	return NamedValue(name, strings.Join(parts, ", "))
}

// AccessibilityRole is text: the label says what the bars show.
func (t *Timeline) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// CreateRenderer is Fyne's hook to draw the timeline.
func (t *Timeline) CreateRenderer() fyne.WidgetRenderer {
	return newRingRenderer(t, &timelineRenderer{t: t}, &t.focusMark)
}

// timelineRenderer draws the bars, the legend and the labels with objects
// it keeps from one drawing to the next.
type timelineRenderer struct {
	t     *Timeline
	rects []*canvas.Rectangle
	texts []*canvas.Text
	shown [2]int // how many of rects and texts are on show
}

// rect shows the next rectangle in c at pos of size.
func (r *timelineRenderer) rect(c color.Color, pos fyne.Position, size fyne.Size) {
	if r.shown[0] == len(r.rects) {
		r.rects = append(r.rects, canvas.NewRectangle(c))
	}
	rect := r.rects[r.shown[0]]
	rect.FillColor, rect.Hidden = c, false
	rect.Move(pos)
	rect.Resize(size)
	r.shown[0]++
}

// text shows the next text in c at y, its left at x less align of its width.
func (r *timelineRenderer) text(s string, c color.Color, x, y, align float32) {
	if r.shown[1] == len(r.texts) {
		r.texts = append(r.texts, canvas.NewText("", c))
	}
	text := r.texts[r.shown[1]]
	text.Text, text.Color, text.Hidden = s, c, false
	text.TextSize = r.t.Theme().Size(theme.SizeNameText)
	size := text.MinSize()
	text.Move(fyne.NewPos(x-align*size.Width, y))
	text.Resize(size)
	r.shown[1]++
}

// Layout draws the timeline in size, in the colours of its theme now.
func (r *timelineRenderer) Layout(size fyne.Size) {
	t, th, v := r.t, r.t.Theme(), fyne.CurrentApp().Settings().ThemeVariant()
	fg, bg := th.Color(theme.ColorNameForeground, v), th.Color(theme.ColorNameBackground, v)
	palette := barColours[0]
	if apptheme.ContrastRatio(bg, color.White) > apptheme.ContrastRatio(bg, color.Black) {
		palette = barColours[1]
	}
	left, width := t.plotX(size.Width)
	line, bars := fyne.MeasureText("0", th.Size(theme.SizeNameText), fyne.TextStyle{}).Height, len(t.edges)-1
	top, axis, bar := left+line, size.Height-left-line-4*focusRingWidth, width/float32(bars)
	r.shown = [2]int{}
	if bars < 1 {
		r.text(lang.L("No IDs to show"), fg, left, left, 0)
	} else {
		r.text(wording.IDs(slices.Max(t.totals)), fg, left, left, 0)
		for i, edge := range []int{0, bars / 2, bars} {
			r.text(wording.DateTime(t.edges[edge]), fg, left+float32(edge)*bar, axis+4*focusRingWidth, float32(i)/2)
		}
		r.rect(fg, fyne.NewPos(left, axis), fyne.NewSize(width, 1))
	}
	if t.chosen {
		from, to := left+float32(t.span[0])*bar, float32(t.span[1]-t.span[0]+1)*bar
		r.rect(th.Color(theme.ColorNameSelection, v), fyne.NewPos(from, top), fyne.NewSize(to, axis-top))
		r.rect(th.Color(apptheme.ColorNameFocusRing, v), fyne.NewPos(from, axis+2), fyne.NewSize(to, focusRingWidth))
	}
	if t.focused && bars > 0 {
		r.rect(fg, fyne.NewPos(left+float32(t.cursor)*bar, axis+3+focusRingWidth), fyne.NewSize(bar, focusRingWidth))
	}
	groups := len(t.names)
	for g, name := range t.names {
		c := palette[min(g, 6)]
		if g == groups-1 {
			c = palette[7]
		}
		x := left + width + th.Size(theme.SizeNamePadding)
		r.rect(c, fyne.NewPos(x, top+float32(g)*line+line/4), fyne.NewSize(line/2, line/2))
		r.text(name, fg, x+line, top+float32(g)*line, 0)
		for i := range bars {
			y := axis
			for _, n := range t.counts[i*groups : i*groups+g+1] {
				y -= float32(n) / float32(slices.Max(t.totals)) * (axis - top)
			}
			if h := float32(t.counts[i*groups+g]) / float32(slices.Max(t.totals)) * (axis - top); h > 0 {
				r.rect(c, fyne.NewPos(left+float32(i)*bar+bar/10, y), fyne.NewSize(bar*0.8, max(h-1, 1)))
			}
		}
	}
	for _, rect := range r.rects[r.shown[0]:] {
		rect.Hide()
	}
	for _, text := range r.texts[r.shown[1]:] {
		text.Hide()
	}
}

// MinSize fits three times under the bars and the legend at their side.
func (r *timelineRenderer) MinSize() fyne.Size {
	size := r.t.Theme().Size(theme.SizeNameText)
	label := fyne.MeasureText(wording.DateTime(time.Date(2000, 12, 30, 20, 58, 58, 0, time.UTC)), size, fyne.TextStyle{})
	left, width := r.t.plotX(0)
	return fyne.NewSize(3*label.Width-width, 2*left+4*focusRingWidth+label.Height*float32(max(len(r.t.names), 6)+2))
}

// Objects are the rectangles, then the texts.
func (r *timelineRenderer) Objects() []fyne.CanvasObject {
	objects := make([]fyne.CanvasObject, 0, len(r.rects)+len(r.texts))
	for _, rect := range r.rects {
		objects = append(objects, rect)
	}
	for _, text := range r.texts {
		objects = append(objects, text)
	}
	return objects
}

// Refresh draws the timeline again, in the theme's colours now.
func (r *timelineRenderer) Refresh() {
	r.Layout(r.t.Size())
	for _, o := range r.Objects() {
		o.Refresh()
	}
}

// Destroy has nothing to free.
func (r *timelineRenderer) Destroy() {}
