package uitest

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// CutTexts describes every visible label, button and other widget of fixed
// width under o that is narrower than its text: a label without wrapping
// narrower than its text and padding (truncated with … or clipped), a
// button or a tab narrower than its minimum.
func CutTexts(o fyne.CanvasObject) []string {
	if !o.Visible() {
		return nil
	}
	const slack = 0.5 // sizes are rounded to the pixel
	// The window's keyboard controls are Fyne's button and list with a
	// focus ring: measured as those.
	switch v := o.(type) {
	case *widgets.KeyButton:
		o = &v.Button
	case *widgets.KeySelect:
		o = &v.Select
	}
	switch v := o.(type) {
	case *widget.Label:
		if v.Wrapping != fyne.TextWrapOff || v.Text == "" {
			return nil
		}
		size := theme.TextSize()
		if v.SizeName != "" {
			size = theme.Size(v.SizeName)
		}
		need := fyne.MeasureText(v.Text, size, v.TextStyle).Width + 2*theme.InnerPadding()
		if v.Size().Width+slack < need {
			return []string{fmt.Sprintf("label %q is %.0f px wide, its text needs %.0f", v.Text, v.Size().Width, need)}
		}
		return nil
	case *widget.Button:
		if v.Text != "" && v.Size().Width+slack < v.MinSize().Width {
			return []string{fmt.Sprintf("button %q is %.0f px wide, it needs %.0f", v.Text, v.Size().Width, v.MinSize().Width)}
		}
		return nil
	case *widget.Select:
		size := theme.TextSize()
		chrome := v.MinSize().Width - fyne.MeasureText(v.PlaceHolder, size, fyne.TextStyle{}).Width
		var cut []string
		for _, option := range v.Options {
			if need := fyne.MeasureText(option, size, fyne.TextStyle{}).Width + chrome; v.Size().Width+slack < need {
				cut = append(cut, fmt.Sprintf("choice %q is %.0f px wide, its option %q needs %.0f", v.Selected, v.Size().Width, option, need))
			}
		}
		return cut
	case *widget.Entry:
		return nil // it scrolls its text by design
	case *fyne.Container:
		var cut []string
		for _, child := range v.Objects {
			cut = append(cut, CutTexts(child)...)
		}
		return cut
	case fyne.Widget:
		var cut []string
		children := test.WidgetRenderer(v).Objects()
		// A widget that draws a text itself, as a tab of the tab bar does.
		drawsText := slices.ContainsFunc(children, func(o fyne.CanvasObject) bool {
			switch o.(type) {
			case *widget.RichText, *canvas.Text:
				return true
			}
			return false
		})
		if drawsText && v.Size().Width+slack < v.MinSize().Width {
			cut = append(cut, fmt.Sprintf("%T %q is %.0f px wide, it needs %.0f", v, LabelTexts(v), v.Size().Width, v.MinSize().Width))
		}
		for _, child := range children {
			cut = append(cut, CutTexts(child)...)
		}
		return cut
	}
	return nil
}
