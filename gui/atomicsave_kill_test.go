//go:build ci

package gui

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

// TestExport_KilledMidWriteLeavesTheOldFile runs Bulk's Export CSV… in a
// child process (this test binary again) over a 1.4 MB victim.csv, kills it
// with SIGKILL once the new CSV is half a megabyte into its temporary file,
// and checks victim.csv byte for byte.
func TestExport_KilledMidWriteLeavesTheOldFile(t *testing.T) {
	if os.Getenv("GUI_EXPORT_VICTIM") != "" {
		return
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "victim.csv")
	old := bytes.Repeat([]byte("6553f1003f2a91c8d4003039,old\n"), 48_000)
	if err := os.WriteFile(path, old, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperExporter$")
	cmd.Env = append(os.Environ(), "GUI_EXPORT_VICTIM="+path)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	var temp string
	for deadline := time.Now().Add(2 * time.Minute); temp == ""; time.Sleep(time.Millisecond) {
		select {
		case err := <-exited:
			t.Fatalf("the exporting process ended (%v) before it was killed", err)
		default:
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatal("the export never wrote half a megabyte")
		}
		if info, err := os.Stat(path); err != nil || info.Size() != int64(len(old)) {
			cmd.Process.Kill()
			t.Fatalf("victim.csv is being written in place (%v)", err)
		}
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if info, err := e.Info(); err == nil && strings.HasPrefix(e.Name(), ".victim.csv.tmp-") && info.Size() > 512<<10 {
				temp = e.Name()
			}
		}
	}
	cmd.Process.Signal(syscall.SIGKILL)
	<-exited
	if got, _ := os.ReadFile(path); !bytes.Equal(got, old) {
		t.Errorf("victim.csv is %d bytes after the export was killed, want its %d bytes unchanged", len(got), len(old))
	}
	t.Logf("killed with %s being written", temp)
}

// TestHelperExporter is the child of TestExport_KilledMidWriteLeavesTheOldFile:
// Bulk with 400,000 IDs exports them as the save dialog hands it the file
// named by GUI_EXPORT_VICTIM.
func TestHelperExporter(t *testing.T) {
	path := os.Getenv("GUI_EXPORT_VICTIM")
	if path == "" {
		t.Skip("the exporting process of TestExport_KilledMidWriteLeavesTheOldFile, not a test of its own")
	}
	u := newTestWindow(t)
	u.app.Preferences().SetString("fyne:fileDialogLastFolder", storage.NewFileURI(filepath.Dir(path)).String())
	u.openTextInBulk(uitest.DistinctIDsText(400_000))
	waitForBulk(t)
	test.Tap(uitest.ButtonLabelled(t, u.bulkTab.Content, "Export CSV…"))
	name, ok := u.window.Canvas().Focused().(*fileNameEntry)
	if !ok {
		t.Fatalf("Export CSV… put the focus on %T, want the file name field", u.window.Canvas().Focused())
	}
	name.SetText(filepath.Base(path))
	typeKey(t, u, fyne.KeyReturn)
	// victim.csv is there: the dialog asks before writing over it.
	test.Tap(uitest.ButtonLabelled(t, u.window.Canvas().Overlays().Top(), lang.L("Yes")))
	t.Error("the export ended before the process was killed")
}
