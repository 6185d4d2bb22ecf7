//go:build (linux || freebsd || openbsd || netbsd) && xclipboard

package gui

// These tests read a real X server's clipboard, put there by xclip; they
// run under Xvfb from scripts/clipboard-read-check.sh, with the
// xclipboard tag.

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// readX11Clipboard reads at most limit+1 bytes of the X clipboard's text,
// giving its owner answerTime to answer each request; false when it could
// not be read.
func readX11Clipboard(limit int, answerTime time.Duration) (text string, ok bool) {
	readX11ClipboardThen(limit, answerTime, 0, func(t string, o, _ bool) { text, ok = t, o })
	return text, ok
}

// ownClipboard makes an xclip process the owner of the clipboard with text
// of type target and waits until it answers; the process goes when the
// test ends.
func ownClipboard(t *testing.T, target string, text []byte) *exec.Cmd {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Fatal("no DISPLAY: run scripts/clipboard-read-check.sh")
	}
	cmd := exec.Command("xclip", "-quiet", "-selection", "clipboard", "-t", target, "-i")
	cmd.Stdin = bytes.NewReader(text)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatalf("xclip: %v", err)
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGCONT)
		_ = cmd.Process.Kill()
		<-exited
	})
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		select {
		case <-exited:
			t.Fatalf("xclip exited: %s", stderr.String())
		default:
		}
		if got, ok := readX11Clipboard(16, time.Second); ok && got != "" {
			return cmd
		}
	}
	t.Fatal("xclip did not take the clipboard within 20 s")
	return nil
}

func TestX11Clipboard_ReadsTextWhole(t *testing.T) {
	text := "id 507f1f77bcf86cd799439011 café ☕"
	ownClipboard(t, "UTF8_STRING", []byte(text))
	got, ok := readX11Clipboard(clipboardScanLimit, time.Second)
	if !ok || got != text {
		t.Errorf("read %q (ok %v), want %q", got, ok, text)
	}
}

func TestX11Clipboard_StringOnlyOwnerReadAsLatin1(t *testing.T) {
	ownClipboard(t, "STRING", []byte("caf\xe9 507f1f77bcf86cd799439011"))
	got, ok := readX11Clipboard(clipboardScanLimit, time.Second)
	if want := "café 507f1f77bcf86cd799439011"; !ok || got != want {
		t.Errorf("read %q (ok %v), want %q", got, ok, want)
	}
}

// textAfterAnID is n bytes: the example ID, then lines of x.
func textAfterAnID(n int) []byte {
	b := bytes.Repeat([]byte("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n"), n/40+1)[:n]
	copy(b, "507f1f77bcf86cd799439011\n")
	return b
}

func TestX11Clipboard_LargeTextUnderTheLimitReadWholeInPieces(t *testing.T) {
	text := textAfterAnID(3 << 20)
	ownClipboard(t, "UTF8_STRING", text)
	got, ok := readX11Clipboard(clipboardScanLimit, time.Second)
	if !ok || got != string(text) {
		t.Errorf("read %d bytes (ok %v), want the %d put there", len(got), ok, len(text))
	}
}

func TestX11Clipboard_StopsOneByteAfterTheLimit(t *testing.T) {
	text := textAfterAnID(100 << 20)
	ownClipboard(t, "UTF8_STRING", text)
	start := time.Now()
	got, ok := readX11Clipboard(clipboardScanLimit, time.Second)
	took := time.Since(start)
	if !ok || len(got) != clipboardScanLimit+1 || !strings.HasPrefix(string(text), got) {
		t.Fatalf("read %d bytes (ok %v), want the first %d", len(got), ok, clipboardScanLimit+1)
	}
	if took > 2*time.Second {
		t.Errorf("reading %d bytes of 100 MB took %v", len(got), took)
	}
	// The owner, left mid-transfer, still gives the text to the next reader.
	again, ok := readX11Clipboard(16, time.Second)
	if !ok || again != string(text[:17]) {
		t.Errorf("after a reading stopped at the limit, the next one read %q (ok %v)", again, ok)
	}
}

func TestX11Clipboard_NoOwnerReadsEmpty(t *testing.T) {
	owner := ownClipboard(t, "UTF8_STRING", []byte("507f1f77bcf86cd799439011"))
	_ = owner.Process.Kill()
	waitForNoOwner(t)
	got, ok := readX11Clipboard(clipboardScanLimit, time.Second)
	if !ok || got != "" {
		t.Errorf("with no owner: read %q (ok %v), want empty text", got, ok)
	}
}

// waitForNoOwner waits until the clipboard has no owner left.
func waitForNoOwner(t *testing.T) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if got, ok := readX11Clipboard(16, time.Second); ok && got == "" {
			return
		}
	}
	t.Fatal("the killed xclip still owns the clipboard after 10 s")
}

func TestX11Clipboard_OwnerThatDoesNotAnswerGivesUpInTime(t *testing.T) {
	owner := ownClipboard(t, "UTF8_STRING", []byte("507f1f77bcf86cd799439011"))
	if err := owner.Process.Signal(syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	got, ok := readX11Clipboard(clipboardScanLimit, time.Second)
	if took := time.Since(start); ok || took > 3*time.Second {
		t.Errorf("a stopped owner: read %q (ok %v) in %v, want a failure after about 1 s", got, ok, took)
	}
}
