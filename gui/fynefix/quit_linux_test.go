//go:build linux

package fynefix

import (
	"log"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/test"
)

// startWithoutSettingsWatch runs a new app while the process can open no
// more files, so Fyne cannot start the watch of its settings file, as on
// a system whose inotify instances are used up. It fails t unless Fyne
// says it could not.
func startWithoutSettingsWatch(t *testing.T) fyne.App {
	t.Helper()
	test.NewTempApp(t)
	// No system theme watch, which would start with the settings watch.
	t.Setenv("FYNE_THEME", "light")
	a := app.NewWithID("")
	var logged strings.Builder
	before := log.Writer()
	log.SetOutput(&logged)
	defer log.SetOutput(before)

	var limit syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &limit); err != nil {
		t.Fatal(err)
	}
	// The lowest free descriptor: below the new limit every one is taken.
	free, err := syscall.Dup(0)
	if err != nil {
		t.Fatal(err)
	}
	syscall.Close(free)
	low := limit
	low.Cur = uint64(free)
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &low); err != nil {
		t.Fatal(err)
	}
	a.Run() // the test driver's Run returns at once, having started the watch
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &limit); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(logged.String(), "Failed to watch settings file") {
		t.Fatalf("Fyne started its settings watch with no file to spare; it logged %q", logged.String())
	}
	return a
}

// TestFyneQuit_PanicsWithoutTheWatch shows the Fyne 2.8.1 fault Quit
// works around: an app that could not watch its settings file panics in
// fyne.App.Quit. It fails once Fyne's Quit survives that; use it then.
func TestFyneQuit_PanicsWithoutTheWatch(t *testing.T) {
	t.Run("with the watch", func(t *testing.T) {
		test.NewTempApp(t)
		t.Setenv("FYNE_THEME", "light")
		a := app.NewWithID("")
		a.Run()
		a.Quit() // a panic here fails the test: the fault is elsewhere
	})
	a := startWithoutSettingsWatch(t)
	defer func() {
		if _, nilWatcher := recover().(runtime.Error); !nilWatcher {
			t.Error("fyne.App.Quit ended an app without a settings watch with no runtime error: Fyne fixed it, so Quit (gui/fynefix/quit.go) can go")
		}
	}()
	a.Quit()
}

func TestQuit_EndsAnAppWithoutTheSettingsWatch(t *testing.T) {
	a := startWithoutSettingsWatch(t)
	w := a.NewWindow("")
	w.Show()
	Quit(a)
	if n := len(a.Driver().AllWindows()); n != 0 {
		t.Errorf("after Quit %d windows are open", n)
	}
}
