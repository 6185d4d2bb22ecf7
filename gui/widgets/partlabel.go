package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// PartLabel is one part of an ObjectID's hex: monospace text in the
// foreground colour, readable in both theme variants, over a bar in the
// part's colour. Fyne's Label and RichText can colour text but draw no bar
// under it, and the parts' colours as text would not all read at 4.5:1.
type PartLabel struct {
	widget.BaseWidget
	// Text is the part's hex and Colour the colour of its bar.
	Text   string
	Colour fyne.ThemeColorName
}

// NewPartLabel shows text over a bar in colour.
func NewPartLabel(text string, colour fyne.ThemeColorName) *PartLabel {
	p := &PartLabel{Text: text, Colour: colour}
	p.ExtendBaseWidget(p)
	return p
}

func (p *PartLabel) CreateRenderer() fyne.WidgetRenderer {
	text := canvas.NewText(p.Text, nil)
	text.TextStyle = fyne.TextStyle{Monospace: true}
	bar := canvas.NewRectangle(nil)
	r := &partLabelRenderer{part: p, text: text, bar: bar}
	r.Refresh()
	return r
}

type partLabelRenderer struct {
	part *PartLabel
	text *canvas.Text
	bar  *canvas.Rectangle
}

func (r *partLabelRenderer) barHeight() float32 {
	return r.part.Theme().Size(theme.SizeNameInnerPadding) / 2
}

// Layout puts the text where a Label puts its own, so a part lines up with
// the text beside it, and the bar right under the text.
func (r *partLabelRenderer) Layout(fyne.Size) {
	pad := r.part.Theme().Size(theme.SizeNameInnerPadding)
	textSize := r.text.MinSize()
	r.text.Move(fyne.NewPos(pad, pad))
	r.text.Resize(textSize)
	r.bar.Move(fyne.NewPos(pad, pad+textSize.Height))
	r.bar.Resize(fyne.NewSize(textSize.Width, r.barHeight()))
}

func (r *partLabelRenderer) MinSize() fyne.Size {
	pad := r.part.Theme().Size(theme.SizeNameInnerPadding)
	textSize := r.text.MinSize()
	return fyne.NewSize(textSize.Width+2*pad, textSize.Height+r.barHeight()+2*pad)
}

func (r *partLabelRenderer) Refresh() {
	th := r.part.Theme()
	variant := fyne.CurrentApp().Settings().ThemeVariant()
	r.text.Text = r.part.Text
	r.text.TextSize = th.Size(theme.SizeNameSubHeadingText)
	r.text.Color = th.Color(theme.ColorNameForeground, variant)
	r.bar.FillColor = th.Color(r.part.Colour, variant)
	r.bar.CornerRadius = r.barHeight() / 2
	r.text.Refresh()
	r.bar.Refresh()
}

func (r *partLabelRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.text, r.bar} }

func (r *partLabelRenderer) Destroy() {}
