package gui

import (
	"github.com/objectid-generator/objectid/core"
)

// randomText is a random value as 10 hex digits, as core writes it.
func randomText(random [5]byte) string {
	var buf [10]byte
	return string(core.AppendRandomHex(buf[:0], random))
}
