package cli

import (
	_ "embed"
	"fmt"
	"io"
	"strings"
)

// The completion scripts, one per shell. They offer the commands, each
// command's flags and the values of its -format and -spread; a test checks
// them against the flags and formats the commands take.
var (
	//go:embed completion.bash
	bashCompletion string
	//go:embed completion.zsh
	zshCompletion string
	//go:embed completion.fish
	fishCompletion string
)

// completionShells are the shells objectid completion writes a script for.
var completionShells = []string{"bash", "zsh", "fish"}

func runCompletion(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("completion")
	positional, status, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return status
	}
	if len(positional) != 1 {
		return usageError(stderr, "completion", fmt.Sprintf("takes one shell (%s), got %q", strings.Join(completionShells, ", "), positional))
	}
	scripts := map[string]string{"bash": bashCompletion, "zsh": zshCompletion, "fish": fishCompletion}
	shell := strings.ToLower(positional[0])
	script, ok := scripts[shell]
	if !ok {
		problem := fmt.Sprintf("no completion for %q, want bash, zsh or fish", positional[0])
		if near := closest(shell, completionShells); near != "" {
			problem += "; did you mean " + near + "?"
		}
		return usageError(stderr, "completion", problem)
	}
	_, err := io.WriteString(stdout, script)
	return written(err, stderr)
}
