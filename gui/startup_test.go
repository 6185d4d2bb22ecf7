package gui

import (
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"
)

// collectionSettings reads the collector's percentage and memory limit
// without changing them.
func collectionSettings() (percent int, limit int64) {
	percent = debug.SetGCPercent(-1)
	debug.SetGCPercent(percent)
	return percent, debug.SetMemoryLimit(-1)
}

func TestPauseCollection_ResumePutsBackTheSettings(t *testing.T) {
	percent, limit := collectionSettings()
	t.Cleanup(func() { debug.SetGCPercent(percent); debug.SetMemoryLimit(limit) })
	tests := []struct {
		name             string
		percent          int
		limit, wantLimit int64
	}{
		{"no limit of the user's", 100, 1 << 62, startupMemoryLimit},
		{"a lower limit of the user's is kept", 300, 64 << 20, 64 << 20},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			debug.SetGCPercent(tt.percent)
			debug.SetMemoryLimit(tt.limit)
			resume := pauseCollection()
			if p, l := collectionSettings(); p != -1 || l != tt.wantLimit {
				t.Errorf("paused: GC percent %d, memory limit %d; want -1, %d", p, l, tt.wantLimit)
			}
			resume()
			if p, l := collectionSettings(); p != tt.percent || l != tt.limit {
				t.Errorf("resumed: GC percent %d, memory limit %d; want %d, %d", p, l, tt.percent, tt.limit)
			}
		})
	}
}

// A new account has no ~/.cache: start-up makes ~/.cache/fyne, in which
// Fyne then makes the app's own folder itself, as it does at every start.
func TestMakeCacheFolder_AHomeWithoutACacheGetsFynesFolder(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CACHE_HOME", "")
	if _, err := os.Stat(filepath.Join(home, ".cache")); !os.IsNotExist(err) {
		t.Fatalf("the new home already has a .cache: %v", err)
	}

	makeCacheFolder()

	fyneCache := filepath.Join(home, ".cache", "fyne")
	if info, err := os.Stat(fyneCache); err != nil || !info.IsDir() {
		t.Fatalf("after start-up %s is not a folder: %v", fyneCache, err)
	}
	if err := os.Mkdir(filepath.Join(fyneCache, "io.github.objectidgenerator.objectid"), 0o700); err != nil {
		t.Errorf("the app's cache folder cannot be made in %s: %v", fyneCache, err)
	}
	// A second start finds it there and changes nothing.
	makeCacheFolder()
	if _, err := os.Stat(filepath.Join(fyneCache, "io.github.objectidgenerator.objectid")); err != nil {
		t.Errorf("a second start lost the app's cache folder: %v", err)
	}
}
