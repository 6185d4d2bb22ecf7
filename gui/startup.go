package gui

import (
	"os"
	"path/filepath"
	"runtime/debug"
)

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

// makeCacheFolder makes the folder in which Fyne keeps each app's cache,
// and the user's cache folder above it. Fyne makes only the last two levels
// and logs an error at every start on a new account that has no ~/.cache
// yet. Without a cache folder to name there is nothing to make, and Fyne
// says so itself.
func makeCacheFolder() {
	dir, err := os.UserCacheDir()
	if err != nil {
		return
	}
	_ = os.MkdirAll(filepath.Join(dir, "fyne"), 0o700)
}
