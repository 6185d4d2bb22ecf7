package fynefix

import (
	"os"
	"strings"
	"testing"
)

// Versions of the modules the workarounds were made for, as go.mod
// requires them.
const (
	fyneModule = "fyne.io/fyne/v2"
	fyneMade   = "v2.8.1"
)

// requirePinned fails t for each module of want that go.mod requires at
// another version than the one workaround was made for.
func requirePinned(t *testing.T, workaround string, want map[string]string) {
	t.Helper()
	got := goModVersions(t, want)
	for module, version := range want {
		if got[module] != version {
			t.Errorf("go.mod requires %s %q; %s was made for %s: check it against the new version", module, got[module], workaround, version)
		}
	}
}

// goModVersions reads the versions go.mod requires of the modules named
// in want.
func goModVersions(t *testing.T, want map[string]string) map[string]string {
	t.Helper()
	data, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		fields := strings.Fields(strings.TrimPrefix(strings.TrimSpace(line), "require "))
		if len(fields) >= 2 && want[fields[0]] != "" {
			got[fields[0]] = fields[1]
		}
	}
	return got
}
