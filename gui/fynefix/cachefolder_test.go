package fynefix

import (
	"log"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/test"
)

// newAppInNewHome makes an app in a new home without a cache folder and
// returns it with what Fyne logged and the home.
func newAppInNewHome(t *testing.T, beforeApp func()) (fyne.App, string, string) {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("the cache folder follows HOME on Linux")
	}
	test.NewTempApp(t)
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CACHE_HOME", "")
	beforeApp()
	var logged strings.Builder
	before := log.Writer()
	log.SetOutput(&logged)
	a := app.NewWithID("")
	log.SetOutput(before)
	return a, logged.String(), home
}

// TestFyneCache_ANewHomeLogsAnError fails once Fyne makes the folders
// itself; drop MakeCacheFolder then.
func TestFyneCache_ANewHomeLogsAnError(t *testing.T) {
	if _, logged, _ := newAppInNewHome(t, func() {}); !strings.Contains(logged, "Failed to create fyne cache space") {
		t.Errorf("a new app in a home without ~/.cache logged %q, no error: Fyne makes its cache folder now, so MakeCacheFolder can go", logged)
	}
	a, logged, home := newAppInNewHome(t, MakeCacheFolder)
	root := a.Cache().RootURI().Path()
	if logged != "" || filepath.Dir(root) != filepath.Join(home, ".cache", "fyne") {
		t.Errorf("after MakeCacheFolder a new app logged %q and keeps its cache in %s", logged, root)
	}
	if info, err := os.Stat(root); err != nil || !info.IsDir() {
		t.Errorf("the app's cache folder %s is not there: %v", root, err)
	}
}
