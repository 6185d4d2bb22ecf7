package gui

import (
	"errors"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// maxClipboardBytes is the most the window puts on the clipboard. Under
// X11 the clipboard owner hands its text over in one request, and a request
// over the server's limit ends the program with "BadLength (poly request
// too large)". Measured under Xvfb (scripts/clipboard-limit.sh), 16,777,184
// bytes went through and one more crashed the window; this leaves a margin
// for servers that count differently.
const maxClipboardBytes = 16_000_000

// copier puts text on the clipboard, and offers to save to a file what
// is too large for it.
type copier struct {
	clipboard fyne.Clipboard
	window    fyne.Window
	dialogs   *dialogs
	// limit is the most bytes a copy puts on the clipboard.
	limit int
	// copied is told each text copied, so the clipboard bar does not offer
	// what the window put there itself.
	copied func(text string)
	// say shows a message in the status line.
	say func(message string)
}

// copyText puts text on the clipboard and says what was copied in the status
// line for a moment. Text over the clipboard limit is not copied; the user
// is offered to save it instead.
func (c *copier) copyText(text, what string) {
	if len(text) > c.limit {
		c.offerSave(what, "objectids.txt", func(w io.Writer) error {
			_, err := io.WriteString(w, text)
			return err
		})
		return
	}
	c.clipboard.SetContent(text)
	c.copied(text)
	c.say(lang.L("Copied {{.What}}", map[string]any{"What": what}))
}

// refuseLargeSelection refuses to copy selected text too large for the
// clipboard, offering to save it instead, and reports whether it did.
func (c *copier) refuseLargeSelection(selected string) bool {
	if len(selected) <= c.limit {
		return false
	}
	c.offerSave(lang.L("the selected text"), "selection.txt", func(w io.Writer) error {
		_, err := io.WriteString(w, selected)
		return err
	})
	return true
}

// offerSave says that what is too large for the clipboard and offers to
// save it to a file, named fileName unless the user changes it, with write.
func (c *copier) offerSave(what, fileName string, write func(io.Writer) error) {
	message := widget.NewLabel(lang.L("Nothing was copied: {{.What}} would take more than the {{.Limit}} MB the clipboard can safely hold. Save to a file instead?",
		map[string]any{"What": what, "Limit": c.limit / 1_000_000}))
	message.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(lang.L("Too large for the clipboard"), lang.L("Save…"), lang.L("Cancel"), message, func(save bool) {
		if save {
			c.chooseSaveFile(what, fileName, write)
		}
	}, c.window)
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}

// chooseSaveFile asks where to save what and writes it there with write.
func (c *copier) chooseSaveFile(what, fileName string, write func(io.Writer) error) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) { c.saveTo(w, err, what, write) }, c.window)
	d.SetFileName(fileName)
	c.dialogs.showFile(d)
}

// saveTo is the end of a save dialog: it writes with write to w, closes it
// and reports the outcome. A nil w means the user cancelled.
func (c *copier) saveTo(w fyne.URIWriteCloser, err error, what string, write func(io.Writer) error) {
	if err != nil {
		dialog.ShowError(errors.New(lang.L("The file could not be opened: {{.Error}}", map[string]any{"Error": err})), c.window)
		return
	}
	if w == nil {
		return
	}
	if err := finishSave(w, write(w)); err != nil {
		dialog.ShowError(errors.New(lang.L("Could not save {{.File}}: {{.Error}}", map[string]any{"File": w.URI().Name(), "Error": err})), c.window)
		return
	}
	c.say(lang.L("Saved {{.What}} to {{.File}}", map[string]any{"What": what, "File": w.URI().Name()}))
}
