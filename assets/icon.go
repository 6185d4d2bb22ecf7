package assets

import "fyne.io/fyne/v2"

// The bundle is generated from icon.png; run go generate ./assets after
// changing the artwork. icon.png itself is rendered from icon.svg (make icon).
//go:generate go run fyne.io/tools/cmd/fyne@v1.7.4 bundle --package assets --name iconPNG --output bundled.go icon.png

// Icon is the app's icon: a tile in the three colours of an ObjectID's
// timestamp, random value and counter, set on the app and its window.
var Icon fyne.Resource = iconPNG
