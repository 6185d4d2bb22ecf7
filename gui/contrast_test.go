//go:build ci

package gui

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
)

// The contrast tests read the rendered canvas, as a user sees it: the
// window's widget tree only says where to look.

// pixelRect is the part of img that obj covers on canvas c.
func pixelRect(c fyne.Canvas, obj fyne.CanvasObject, img image.Image) image.Rectangle {
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(obj)
	size := obj.Size()
	scale := float32(img.Bounds().Dx()) / c.Size().Width
	return image.Rect(int(pos.X*scale), int(pos.Y*scale),
		int((pos.X+size.Width)*scale+0.5), int((pos.Y+size.Height)*scale+0.5)).Intersect(img.Bounds())
}

// commonest is the colour most pixels of r in img have: the surface
// something is drawn on.
func commonest(img image.Image, r image.Rectangle) color.Color {
	counts := map[color.NRGBA]int{}
	var best color.NRGBA
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			counts[c]++
			if counts[c] > counts[best] {
				best = c
			}
		}
	}
	return best
}

// inkContrast is how far the pixel of r that stands out most from the
// surface stands out: for text, its colour's contrast, reached in the
// middle of its strokes; for a mark such as a radio button's ring, the
// contrast of its line.
func inkContrast(img image.Image, r image.Rectangle, surface color.Color) float64 {
	best := 1.0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			best = max(best, contrastRatio(img.At(x, y), surface))
		}
	}
	return best
}

// textLines counts the lines of text inside obj on canvas c: the bands of
// pixel rows with ink at 3:1 or more on obj's surface, between rows
// without.
func textLines(c fyne.Canvas, obj fyne.CanvasObject, img image.Image) int {
	r := pixelRect(c, obj, img)
	surface := commonest(img, r)
	lines, inLine := 0, false
	for y := r.Min.Y; y < r.Max.Y; y++ {
		ink := false
		for x := r.Min.X; x < r.Max.X && !ink; x++ {
			ink = contrastRatio(img.At(x, y), surface) >= minFocusContrast
		}
		if ink && !inLine {
			lines++
		}
		inLine = ink
	}
	return lines
}
