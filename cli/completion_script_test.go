package cli

// The completion scripts as objectid completion writes them, read in
// process; completion_test.go runs them in the real shells.

import (
	"testing"
)

// completionScript is what objectid completion SHELL writes, which must
// succeed with nothing on standard error.
func completionScript(t *testing.T, shell string) string {
	t.Helper()
	got := runMain(t, "", "completion", shell)
	if got.status != exitOK || got.stderr != "" || got.stdout == "" {
		t.Fatalf("objectid completion %s: status %d, stderr %q, %d bytes of script", shell, got.status, got.stderr, len(got.stdout))
	}
	return got.stdout
}

func TestCompletion_ShellNameIsReadInAnyCase(t *testing.T) {
	if upper, lower := completionScript(t, "BASH"), completionScript(t, "bash"); upper != lower {
		t.Errorf("objectid completion BASH writes another script than completion bash")
	}
}

func TestCompletion_UsageErrorsExit2WithOneLine(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no shell", []string{"completion"}, "objectid: completion: takes one shell (bash, zsh, fish), got []; run 'objectid help completion' for its usage"},
		{"two shells", []string{"completion", "bash", "zsh"}, `objectid: completion: takes one shell (bash, zsh, fish), got ["bash" "zsh"]; run 'objectid help completion' for its usage`},
		{"mistyped shell", []string{"completion", "fihs"}, `objectid: completion: no completion for "fihs", want bash, zsh or fish; did you mean fish? Run 'objectid help completion' for its usage`},
		{"unknown shell", []string{"completion", "powershell"}, `objectid: completion: no completion for "powershell", want bash, zsh or fish; run 'objectid help completion' for its usage`},
		{"unknown flag", []string{"completion", "-x"}, "objectid: completion: unknown flag -x; run 'objectid help completion' for its usage"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, want := runMain(t, "", tt.args...), (outcome{stderr: tt.want + "\n", status: exitUsage}); got != want {
				t.Errorf("got  %+v\nwant %+v", got, want)
			}
		})
	}
}

func TestFishQuote_EscapesQuotesAndBackslashes(t *testing.T) {
	if got, want := fishQuote(`it's C:\dir`), `'it\'s C:\\dir'`; got != want {
		t.Errorf("fishQuote = %s, want %s", got, want)
	}
}
