package gui

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// TestSave_ReplacesTheOldFileWhole saves over an existing file: it holds
// the new text alone and keeps its mode.
func TestSave_ReplacesTheOldFileWhole(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.txt")
	if err := os.WriteFile(path, bytes.Repeat([]byte("old\n"), 1000), 0o600); err != nil {
		t.Fatal(err)
	}
	u := newTestWindow(t)
	w, err := storage.Writer(storage.NewFileURI(path))
	u.saveTo(w, err, "the selected text", 0, func(w io.Writer) error {
		_, err := io.WriteString(w, "new\n")
		return err
	})
	u.saves.Wait()
	if got, _ := os.ReadFile(path); string(got) != "new\n" {
		t.Errorf("file holds %q, want %q", got, "new\n")
	}
	if info, _ := os.Stat(path); info.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want the old file's 0600", info.Mode().Perm())
	}
}

// writeString is a save's write of text.
func writeString(text string) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := io.WriteString(w, text)
		return err
	}
}

func TestSave_WritesTheFileAndSaysWhatWasSaved(t *testing.T) {
	u := newTestWindow(t)
	path := filepath.Join(t.TempDir(), "batch.txt")
	w, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	want := uitest.FirstID + "\n" + uitest.SecondID + "\n"
	u.saveTo(w, nil, "2 IDs", 0, writeString(want))
	u.saves.Wait()
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("file holds %q, want %q", got, want)
	}
	if want := "Saved 2 IDs to batch.txt"; u.status.Text != want {
		t.Errorf("status %q, want %q", u.status.Text, want)
	}
}

// failingWriter is a file that cannot be written.
type failingWriter struct{ uri fyne.URI }

func (f failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }
func (f failingWriter) Close() error              { return nil }
func (f failingWriter) URI() fyne.URI             { return f.uri }

func TestSave_ErrorsShowADialog(t *testing.T) {
	tests := []struct {
		name   string
		writer fyne.URIWriteCloser
		err    error
		want   []string
	}{
		{"WriteFails", failingWriter{storage.NewFileURI("/full/ids.txt")}, nil, []string{"Could not save ids.txt", "no space left on device"}},
		{"OpenFails", nil, errors.New("permission denied"), []string{"could not be opened", "permission denied"}},
		{"Cancelled", nil, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := newTestWindow(t)
			u.saveTo(tt.writer, tt.err, "2 IDs", 0, writeString(uitest.FirstID+"\n"))
			u.saves.Wait()
			text := overlayText(u.window)
			if u.status.Text != "" || (tt.want == nil && text != "") {
				t.Errorf("status %q, dialog %q", u.status.Text, text)
			}
			for _, want := range tt.want {
				if !strings.Contains(text, want) {
					t.Errorf("dialog says %q, want it to mention %q", text, want)
				}
			}
			// Escape or Enter closes it, as F1 says of every dialog.
			for i, key := range []fyne.KeyName{fyne.KeyEscape, fyne.KeyReturn} {
				if i > 0 {
					u.saveTo(tt.writer, tt.err, "2 IDs", 0, writeString(uitest.FirstID+"\n"))
					u.saves.Wait()
				}
				typeKey(t, u, key)
				if text := overlayText(u.window); text != "" {
					t.Errorf("after %s the window still shows %q", key, text)
				}
			}
		})
	}
}

func TestSave_RunsBesideTheWindowAndCancelKeepsTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "ids.csv")
	os.WriteFile(path, []byte("old\n"), 0o600)
	u := newTestWindow(t)
	w, err := storage.Writer(storage.NewFileURI(path))
	wrote, proceed := make(chan struct{}), make(chan struct{})
	var afterCancel error
	u.saveTo(w, err, "2 IDs", 4<<20, func(w io.Writer) error {
		w.Write(make([]byte, 2<<20))
		close(wrote)
		<-proceed
		_, afterCancel = w.Write([]byte("more"))
		return afterCancel
	})
	<-wrote // the window answers while the writer waits
	bar := findIn(t, u.window.Canvas().Overlays().Top(), "progress bar", anyOne[*widget.ProgressBar])
	if text := overlayText(u.window); !strings.Contains(text, "Saving 2 IDs to ids.csv…") || bar.Value/bar.Max != 0.5 {
		t.Errorf("while saving half the window shows %q and %v of %v", text, bar.Value, bar.Max)
	}
	typeKey(t, u, fyne.KeyEscape)
	close(proceed)
	u.saves.Wait()
	files, _ := os.ReadDir(dir)
	if got, _ := os.ReadFile(path); string(got) != "old\n" || len(files) != 1 || afterCancel == nil {
		t.Errorf("after Cancel the file holds %q, the folder %v, the writer got %v", got, files, afterCancel)
	}
	if text := overlayText(u.window); u.status.Text != "" || text != "" {
		t.Errorf("status %q, dialog %q", u.status.Text, text)
	}
}

func TestSave_ErrorsNameTheUsersFileNotTheTemporaryOne(t *testing.T) {
	newTestWindow(t)
	path := filepath.Join(t.TempDir(), "missing", "ids.csv")
	_, err := storage.Writer(storage.NewFileURI(path))
	if err == nil || !strings.Contains(err.Error(), path) || strings.Contains(err.Error(), ".tmp-") {
		t.Errorf("error %v, want one naming %s", err, path)
	}
}

func TestDialogs_OpenWithTheirButtonFocusedThatEnterPresses(t *testing.T) {
	u := newTestWindow(t)
	for name, show := range map[string]func(){
		"error": func() { u.showError(errors.New("no space left on device")) }, "about": u.showAboutApp,
		"shortcuts": u.showShortcuts,
	} {
		show()
		if _, ok := u.window.Canvas().Focused().(*widgets.KeyButton); !ok {
			t.Errorf("%s opens with the focus on %T, want its button", name, u.window.Canvas().Focused())
		}
		typeKey(t, u, fyne.KeyReturn)
		if text := overlayText(u.window); text != "" {
			t.Errorf("Enter left %s open: %q", name, text)
		}
	}
}
