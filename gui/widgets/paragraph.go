package widgets

import (
	"cmp"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Paragraph is a label wrapped between words: Fyne 2.8.1 wraps at any
// space, the no-break space inside a Finnish number too. Its Text is as
// set; what shows is a label of it broken into lines that fit.
type Paragraph struct{ widget.Label }

// NewParagraph makes a Paragraph of text.
func NewParagraph(text string) *Paragraph {
	p := &Paragraph{}
	p.Text, p.Wrapping = text, fyne.TextWrapWord
	p.ExtendBaseWidget(p)
	return p
}

// SetText shows text.
func (p *Paragraph) SetText(text string) {
	p.Text = text
	p.Refresh()
}

// Refresh shows the text and the style as they are now; Label's own
// stops at the renderer it has not made.
func (p *Paragraph) Refresh() { p.BaseWidget.Refresh() }

// CreateRenderer shows the lines.
func (p *Paragraph) CreateRenderer() fyne.WidgetRenderer {
	r := &paragraphRenderer{p: p, lines: widget.NewLabel("")}
	r.Refresh()
	return r
}

type paragraphRenderer struct {
	p     *Paragraph
	lines *widget.Label
	width float32
}

func (r *paragraphRenderer) Destroy()                     {}
func (r *paragraphRenderer) MinSize() fyne.Size           { return r.lines.MinSize() }
func (r *paragraphRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.lines} }

func (r *paragraphRenderer) Layout(size fyne.Size) {
	if size.Width != r.width {
		r.width = size.Width
		r.Refresh()
	}
	r.lines.Resize(size)
}

// Refresh gives the lines the paragraph's style and text, broken at
// spaces alone to fit the width.
func (r *paragraphRenderer) Refresh() {
	p, l := r.p, r.lines
	l.Alignment, l.TextStyle, l.SizeName, l.Importance, l.Wrapping = p.Alignment, p.TextStyle, p.SizeName, p.Importance, p.Wrapping
	size := theme.SizeForWidget(cmp.Or(p.SizeName, theme.SizeNameText), p)
	width := r.width - 2*theme.SizeForWidget(theme.SizeNameInnerPadding, p)
	lines := strings.Split(p.Text, "\n")
	for i, line := range lines {
		words := strings.Split(line, " ")
		var broken strings.Builder
		for _, word := range words[1:] {
			if r.width > 0 && fyne.MeasureText(words[0]+" "+word, size, p.TextStyle).Width > width {
				broken.WriteString(words[0] + "\n")
				words[0] = word
			} else {
				words[0] += " " + word
			}
		}
		lines[i] = broken.String() + words[0]
	}
	l.Text = strings.Join(lines, "\n")
	l.Refresh()
}
