package fynefix

import (
	"os"
	"path/filepath"
)

// MakeCacheFolder makes the user's cache folder before the app is made:
// Fyne 2.8.1 (app/cache.go) logs two errors at every start without it.
// TestFyneCache_ANewHomeLogsAnError fails once Fyne makes it itself.
func MakeCacheFolder() {
	dir, err := os.UserCacheDir()
	if err != nil {
		return
	}
	_ = os.MkdirAll(filepath.Join(dir, "fyne"), 0o700)
}
