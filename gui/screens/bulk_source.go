package screens

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"

	"github.com/objectid-generator/objectid/gui/widgets"
	"github.com/objectid-generator/objectid/gui/wording"
)

// bulkSource is an input of the Bulk tab: the text in the input, a file,
// or a paste too long to show.
type bulkSource struct {
	// file is the name of a file read, or "".
	file string
	// path is where the file is, as the user would find it again, and
	// size its size in bytes, 0 when not known.
	path string
	size int64
	// pasted is the size in bytes of a paste scanned without being put in
	// the input, or 0.
	pasted int
}

// name is how the summary names the input, in the current language.
func (b bulkSource) name() string {
	switch {
	case b.file != "":
		return b.file
	case b.pasted >= 50_000:
		// Sizes are written in megabytes with one decimal; a smaller
		// paste would read 0.0 MB.
		return lang.L("{{.Size}} of pasted text", map[string]any{"Size": wording.Size(b.pasted)})
	}
	return lang.L("the pasted text")
}

// fileText names a file by where it is and how large it is.
func (b bulkSource) fileText() string {
	if b.size <= 0 {
		return b.path
	}
	return b.path + " (" + wording.ByteSize(b.size) + ")"
}

// inputPlaceHolder is what the empty input says: where the results came
// from when they are a file's, or what to paste there.
func (s *Bulk) inputPlaceHolder() string {
	if source := s.state.result.source; source.file != "" {
		return lang.L("Results from {{.File}}. Paste or type here to find the IDs in other text.",
			map[string]any{"File": source.fileText()})
	}
	// Text too long to show in the box is still there, in the results.
	// From just past what the box shows, a size in megabytes would read
	// 0.0 MB, as if nothing were there: wording.ByteSize writes it in bytes.
	if source := s.state.result.source; source.pasted > 0 {
		return lang.L("Pasted text, {{.Size}}, not shown. Paste or type here to find the IDs in other text.",
			map[string]any{"Size": wording.ByteSize(int64(source.pasted))})
	}
	return lang.L("Paste logs, mongoexport output, mongosh results or CSV here")
}

// ChooseFile asks which file to scan, for the Open file… button and the
// window's Open in Bulk… command.
func (s *Bulk) ChooseFile() {
	s.hooks.ChooseFile(func(r fyne.URIReadCloser, err error) { s.fileChosen(r, err) })
}

// fileChosen is the end of the open dialog: it scans the chosen file and
// returns a channel closed once the results are on screen. A nil r means
// the user cancelled.
func (s *Bulk) fileChosen(r fyne.URIReadCloser, err error) <-chan struct{} {
	if err != nil {
		s.hooks.ShowError(errors.New(lang.L("The file could not be opened: {{.Error}}", map[string]any{"Error": err})))
	}
	if err != nil || r == nil {
		return closedChannel()
	}
	uri := r.URI()
	path := uri.String()
	if uri.Scheme() == "file" {
		path = uri.Path()
	}
	size := fileSize(uri)
	return s.startScan(r, bulkSource{file: uri.Name(), path: path, size: size}, size)
}

// setTextAside empties the input when a file's results replace what it
// found, keeping its text for Restore pasted text: the input no longer
// shows text the table does not come from, and nothing typed is lost.
func (s *Bulk) setTextAside() {
	st := s.state
	if st.text == "" {
		return
	}
	st.setAside, st.text = st.text, ""
	s.hooks.Say(lang.L("The text in the box was set aside: “Restore pasted text” brings it back"))
}

// restoreSetAside puts the text set aside back in the input and lists the
// IDs in it again.
func (s *Bulk) restoreSetAside() {
	text := s.state.setAside
	if text == "" {
		return
	}
	s.state.setAside = ""
	s.findInText(text)
}

// Open reads text as if it had been pasted into the empty box: shown in
// it, or scanned unshown when it is longer than the box holds. The
// clipboard bar opens text with several IDs here.
func (s *Bulk) Open(text string) {
	if len(text) > maxShownInput {
		s.input.SetText("")
		s.pasteLarge(text)
		return
	}
	s.input.SetText(text)
}

// pasteLarge scans pasted text too long to show: an entry takes minutes
// to lay out a megabyte of text, the scan a few milliseconds. The input
// keeps what it held, and the summary names the pasted text by its size.
func (s *Bulk) pasteLarge(text string) {
	s.startScan(strings.NewReader(text), bulkSource{pasted: len(text)}, int64(len(text)))
}

// Dropped scans the first file dropped on the window and shows this tab.
// It returns a channel closed once the results are on screen.
func (s *Bulk) Dropped(_ fyne.Position, uris []fyne.URI) <-chan struct{} {
	if len(uris) == 0 {
		return closedChannel()
	}
	if len(uris) > 1 {
		s.hooks.Say(lang.L("Only the first dropped file is read"))
	}
	s.hooks.ShowTab()
	r, err := storage.Reader(uris[0])
	return s.fileChosen(r, err)
}

// OpenFromDecode shows this tab with the IDs of text from the Decode tab:
// text holding several is listed as if pasted here, and a paste too long
// for Decode's field is scanned here.
func (s *Bulk) OpenFromDecode(text string) {
	if len(text) > widgets.MaxFieldText {
		s.pasteFromDecode(text)
		return
	}
	s.openFromDecode(text)
}

// openFromDecode shows this tab with the IDs found in text, as if it had
// been pasted here.
func (s *Bulk) openFromDecode(text string) {
	s.hooks.ShowTab()
	s.findInText(text)
}

// pasteFromDecode shows this tab scanning text, a paste too long for
// Decode's field, and says so.
func (s *Bulk) pasteFromDecode(text string) {
	s.hooks.ShowTab()
	s.hooks.Say(lang.L("The text is too long for Decode ({{.Size}}): Bulk lists the IDs in it",
		map[string]any{"Size": wording.ByteSize(int64(len(text)))}))
	// Last: the scan updates the screen from now on.
	s.pasteLarge(text)
}
