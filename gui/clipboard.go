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

// copyText puts text on the clipboard and says what was copied in the status
// line for a moment. Text over the clipboard limit is not copied; the user
// is offered to save it instead.
func (u *ui) copyText(text, what string) {
	if len(text) > u.env.clipboardLimit {
		u.offerSave(what, "objectids.txt", func(w io.Writer) error {
			_, err := io.WriteString(w, text)
			return err
		})
		return
	}
	u.app.Clipboard().SetContent(text)
	u.clipboard.remember(text)
	u.status.show(lang.L("Copied {{.What}}", map[string]any{"What": what}))
}

// refuseLargeSelection refuses to copy selected text too large for the
// clipboard, offering to save it instead, and reports whether it did.
func (u *ui) refuseLargeSelection(selected string) bool {
	if len(selected) <= u.env.clipboardLimit {
		return false
	}
	u.offerSave(lang.L("the selected text"), "selection.txt", func(w io.Writer) error {
		_, err := io.WriteString(w, selected)
		return err
	})
	return true
}

// offerSave says that what is too large for the clipboard and offers to
// save it to a file, named fileName unless the user changes it, with write.
func (u *ui) offerSave(what, fileName string, write func(io.Writer) error) {
	message := widget.NewLabel(lang.L("Nothing was copied: {{.What}} would take more than the {{.Limit}} MB the clipboard can safely hold. Save to a file instead?",
		map[string]any{"What": what, "Limit": u.env.clipboardLimit / 1_000_000}))
	message.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(lang.L("Too large for the clipboard"), lang.L("Save…"), lang.L("Cancel"), message, func(save bool) {
		if save {
			u.chooseSaveFile(what, fileName, write)
		}
	}, u.window)
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}

// chooseSaveFile asks where to save what and writes it there with write.
func (u *ui) chooseSaveFile(what, fileName string, write func(io.Writer) error) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) { u.saveTo(w, err, what, write) }, u.window)
	d.SetFileName(fileName)
	u.showFileDialog(d)
}

// saveTo is the end of a save dialog: it writes with write to w, closes it
// and reports the outcome. A nil w means the user cancelled.
func (u *ui) saveTo(w fyne.URIWriteCloser, err error, what string, write func(io.Writer) error) {
	if err != nil {
		dialog.ShowError(errors.New(lang.L("The file could not be opened: {{.Error}}", map[string]any{"Error": err})), u.window)
		return
	}
	if w == nil {
		return
	}
	if err := finishSave(w, write(w)); err != nil {
		dialog.ShowError(errors.New(lang.L("Could not save {{.File}}: {{.Error}}", map[string]any{"File": w.URI().Name(), "Error": err})), u.window)
		return
	}
	u.status.show(lang.L("Saved {{.What}} to {{.File}}", map[string]any{"What": what, "File": w.URI().Name()}))
}
