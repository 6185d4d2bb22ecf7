package fynefix

import (
	"os"
	"path/filepath"
)

// MakeCacheFolder makes the folder in which Fyne keeps each app's cache,
// and the user's cache folder above it, before the app is made.
//
// Fyne 2.8.1 (app/cache.go, makeCache) makes only the last two levels,
// fyne and the app's own folder under the user's cache folder
// (app/cache_other.go, rootCacheDir), each with a plain mkdir, and logs two
// errors at every start on a new account that has no ~/.cache yet. Without
// a cache folder to name there is nothing to make, and Fyne says so
// itself. TestFyneCache_ANewHomeLogsAnError fails once Fyne makes the
// folders itself, and this can go.
func MakeCacheFolder() {
	dir, err := os.UserCacheDir()
	if err != nil {
		return
	}
	_ = os.MkdirAll(filepath.Join(dir, "fyne"), 0o700)
}
