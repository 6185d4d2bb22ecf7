package fynefix

import (
	"os"
	"path/filepath"
)

// MakeCacheFolder makes the user's cache folder and Fyne's folder in it
// before the app is made: Fyne 2.8.1 (app/cache.go, makeCache) makes only
// the last two levels, with plain mkdirs, and logs two errors at every
// start on a new account without ~/.cache.
// TestFyneCache_ANewHomeLogsAnError fails once Fyne makes them itself.
func MakeCacheFolder() {
	dir, err := os.UserCacheDir()
	if err != nil {
		return
	}
	_ = os.MkdirAll(filepath.Join(dir, "fyne"), 0o700)
}
