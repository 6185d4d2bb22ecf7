package gui

import (
	"time"

	"github.com/objectid-generator/objectid/gui/widgets"
)

// pasteWait is how long a paste waits for the clipboard before it goes on
// in the background: a clipboard read in time (nearly every one, in well
// under a millisecond) is pasted before the keys typed after the paste,
// and a large or stalled one holds the window no longer than this.
const pasteWait = 80 * time.Millisecond

// maxFieldText is the most text, in bytes, any text field of the window
// holds (widgets.MaxFieldText): as much as the Bulk input shows.
const maxFieldText = widgets.MaxFieldText
