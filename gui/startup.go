package gui

import "runtime/debug"

// startupMemoryLimit is the heap at which the garbage collector runs even
// while pauseCollection holds it: far above the ~46 MiB that making the
// window allocates before its first frame and the other tabs after it, so
// it only matters if something at start-up goes wrong.
const startupMemoryLimit = 256 << 20

// pauseCollection stops the garbage collector, unless the heap nears
// startupMemoryLimit, until the returned resume puts back the settings it
// found. Nearly everything the window allocates until its first frame is
// garbage by then (Fyne parses its fonts anew for each text style and
// measures every text several times); collecting it on the way costs the
// first frame about 40 ms of CPU time, while the one collection the window
// makes once it is up (debug.FreeOSMemory) reclaims it all at once.
// make bench-startup: first frame 230 → 196 ms with it (docs/PERFORMANCE.md).
func pauseCollection() (resume func()) {
	percent := debug.SetGCPercent(-1)
	limit := debug.SetMemoryLimit(-1)
	debug.SetMemoryLimit(min(limit, startupMemoryLimit))
	return func() {
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(limit)
	}
}
