package assets

import "fyne.io/fyne/v2"

// The bundles are generated from icon.png and window-icon.png; run go
// generate ./assets after changing the artwork. Both are rendered from
// icon.svg (make icon).
//go:generate go run fyne.io/tools/cmd/fyne@v1.7.4 bundle --package assets --name iconPNG --output bundled.go icon.png
//go:generate go run fyne.io/tools/cmd/fyne@v1.7.4 bundle --package assets --name windowIconPNG --output bundled_window.go window-icon.png

// Icon is the app's icon: a tile in the three colours of an ObjectID's
// timestamp, random value and counter, 512 pixels square, set on the app
// and its tray and packaged with it.
var Icon fyne.Resource = iconPNG

// WindowIcon is Icon at 256 pixels, set on the window for the title bar,
// task bar and window switcher, which show it far smaller. The window
// decodes it before it first appears: at 512 pixels that took 7 ms of the
// start-up, and the X server was sent 1 MiB of pixels.
var WindowIcon fyne.Resource = windowIconPNG
