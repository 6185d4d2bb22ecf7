package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// partLabel is one part of an ObjectID's hex: monospace text in the
// foreground colour, readable in both theme variants, over a bar in the
// part's colour.
type partLabel struct {
	widget.BaseWidget
	text   string
	colour fyne.ThemeColorName
}

func newPartLabel(text string, colour fyne.ThemeColorName) *partLabel {
	p := &partLabel{text: text, colour: colour}
	p.ExtendBaseWidget(p)
	return p
}

func (p *partLabel) CreateRenderer() fyne.WidgetRenderer {
	text := canvas.NewText(p.text, nil)
	text.TextStyle = fyne.TextStyle{Monospace: true}
	bar := canvas.NewRectangle(nil)
	r := &partLabelRenderer{part: p, text: text, bar: bar}
	r.Refresh()
	return r
}

type partLabelRenderer struct {
	part *partLabel
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
	r.text.Text = r.part.text
	r.text.TextSize = th.Size(theme.SizeNameSubHeadingText)
	r.text.Color = th.Color(theme.ColorNameForeground, variant)
	r.bar.FillColor = th.Color(r.part.colour, variant)
	r.bar.CornerRadius = r.barHeight() / 2
	r.text.Refresh()
	r.bar.Refresh()
}

func (r *partLabelRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.text, r.bar} }

func (r *partLabelRenderer) Destroy() {}
