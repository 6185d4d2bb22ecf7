package gui

import "runtime/debug"

// startupMemoryLimit is the heap at which the garbage collector runs even
// while pauseCollection holds it: far above the ~46 MiB that making the
// window allocates before its first frame and the other tabs after it, so
// it only matters if something at start-up goes wrong.
const startupMemoryLimit = 256 << 20

// processMemoryLimit is the window's soft memory limit, the Go heap at
// which the collector runs however little was allocated since it last ran.
// Without it the heap grows to about twice what is live before a
// collection: with the most Bulk rows kept (a few hundred megabytes live)
// and a sort's garbage, that took the window past 1 GB resident. With it,
// make bench-bulk: the worst case's peak, over 1 GB without it, is 769 MiB.
const processMemoryLimit = 640 << 20

// limitMemory sets the process's soft memory limit to processMemoryLimit,
// unless GOMEMLIMIT asked for less.
func limitMemory() {
	debug.SetMemoryLimit(min(debug.SetMemoryLimit(-1), processMemoryLimit))
}

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
