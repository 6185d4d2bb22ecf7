// Command screen-probe reads a screenshot of the window for
// scripts/look-check.sh, as a person would look at it. It is not part of
// the product.
//
//	screen-probe bar FILE HEIGHT    the marks in the bottom HEIGHT pixel rows,
//	                                left to right: one line each, "x0 x1 ratio",
//	                                ratio being the contrast of the pixel that
//	                                stands out most from the bar's surface
//	screen-probe lines FILE         the lines of text of the dialog in the
//	                                middle of the window, and its height
//
// Contrast is WCAG 2.1's. A mark is a run of columns with any pixel not of
// the surface's colour, apart from the next by at least markGap columns:
// the letters of a label make one mark, a radio button's ring another.
package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"strconv"
)

// markGap is more than the space between words of a label and less than
// that between a radio button's ring and its label.
const markGap = 6

func main() {
	if len(os.Args) < 3 {
		usage()
	}
	img := load(os.Args[2])
	switch os.Args[1] {
	case "bar":
		if len(os.Args) != 4 {
			usage()
		}
		height, err := strconv.Atoi(os.Args[3])
		if err != nil {
			usage()
		}
		b := img.Bounds()
		bar(img, image.Rect(b.Min.X, b.Max.Y-height, b.Max.X, b.Max.Y))
	case "lines":
		lines(img)
	default:
		usage()
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: screen-probe bar FILE HEIGHT | screen-probe lines FILE")
	os.Exit(2)
}

func load(path string) image.Image {
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		fmt.Fprintln(os.Stderr, path+":", err)
		os.Exit(1)
	}
	return img
}

func bar(img image.Image, r image.Rectangle) {
	surface := commonest(img, r)
	start, last := -1, -1
	flush := func() {
		if start >= 0 {
			fmt.Printf("%d %d %.2f\n", start, last, inkContrast(img, image.Rect(start, r.Min.Y, last+1, r.Max.Y), surface))
		}
	}
	for x := r.Min.X; x < r.Max.X; x++ {
		marked := false
		for y := r.Min.Y; y < r.Max.Y && !marked; y++ {
			marked = nrgba(img.At(x, y)) != surface
		}
		if !marked {
			continue
		}
		if start < 0 || x-last > markGap {
			flush()
			start = x
		}
		last = x
	}
	flush()
}

// lines finds the dialog as the pixels of the colour commonest in the
// middle of the window, and counts the bands of pixel rows inside it with
// ink at 3:1 or more on that colour.
func lines(img image.Image) {
	b := img.Bounds()
	mid := image.Rect(b.Min.X+b.Dx()*2/5, b.Min.Y+b.Dy()*2/5, b.Max.X-b.Dx()*2/5, b.Max.Y-b.Dy()*2/5)
	surface := commonest(img, mid)
	box := image.Rectangle{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if nrgba(img.At(x, y)) == surface {
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	n, inLine := 0, false
	for y := box.Min.Y; y < box.Max.Y; y++ {
		ink := false
		for x := box.Min.X; x < box.Max.X && !ink; x++ {
			ink = contrast(img.At(x, y), surface) >= 3
		}
		if ink && !inLine {
			n++
		}
		inLine = ink
	}
	fmt.Printf("%d lines in a dialog of %dx%d\n", n, box.Dx(), box.Dy())
}

func nrgba(c color.Color) color.NRGBA { return color.NRGBAModel.Convert(c).(color.NRGBA) }

func commonest(img image.Image, r image.Rectangle) color.NRGBA {
	counts := map[color.NRGBA]int{}
	var best color.NRGBA
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := nrgba(img.At(x, y))
			counts[c]++
			if counts[c] > counts[best] {
				best = c
			}
		}
	}
	return best
}

func inkContrast(img image.Image, r image.Rectangle, surface color.Color) float64 {
	best := 1.0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			best = math.Max(best, contrast(img.At(x, y), surface))
		}
	}
	return best
}

func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

func luminance(c color.Color) float64 {
	n := nrgba(c)
	channel := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*channel(n.R) + 0.7152*channel(n.G) + 0.0722*channel(n.B)
}
