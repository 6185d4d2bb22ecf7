package atomicfile

import (
	"os"
	"testing"
)

// tempDir is t.TempDir, except under Wine. Go deletes files on Windows with
// FileDispositionInformationEx, which Wine 8.0 answers with "Invalid
// function." instead of "not supported", so t.TempDir's clean-up would fail
// every test that wrote a file. Under Wine the folder is left in Wine's
// temporary folder, which goes with the test run's Wine prefix.
func tempDir(t *testing.T) string {
	t.Helper()
	if !underWine() {
		return t.TempDir()
	}
	dir, err := os.MkdirTemp("", "objectid-test-")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}
