// Command clipboard-probe is what scripts/clipboard-limit.sh measures the
// clipboard with: a Fyne window that puts the number of bytes given as its
// argument on the clipboard, lines of ObjectIDs as Copy column writes them,
// and stays open until killed. It is not part of the product.
package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	size, err := strconv.Atoi(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "usage: clipboard-probe BYTES")
		os.Exit(2)
	}
	line := "507f1f77bcf86cd799439011\n"
	text := strings.Repeat(line, size/len(line)+1)[:size]
	a := app.NewWithID("io.github.objectidgenerator.clipboardprobe")
	w := a.NewWindow("Clipboard probe")
	w.SetContent(widget.NewLabel("clipboard probe"))
	w.Resize(fyne.NewSize(300, 100))
	a.Lifecycle().SetOnStarted(func() {
		a.Clipboard().SetContent(text)
		fmt.Println("copied", size)
	})
	w.ShowAndRun()
}
