// Command minimal-window is the baseline scripts/bench-startup.sh measures
// the app against: the smallest Fyne program that shows a window, a label in
// an 800×600 window like the app's, with the same Fyne version and build.
// It is not part of the product.
package main

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("io.github.objectidgenerator.minimalwindow")
	w := a.NewWindow("Minimal Fyne Window")
	w.SetContent(widget.NewLabel("A minimal Fyne window"))
	w.Resize(fyne.NewSize(800, 600))
	w.ShowAndRun()
}
