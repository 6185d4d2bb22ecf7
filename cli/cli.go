// Package cli is the headless command line: generate, decode, range,
// version and help, a thin shell over package core.
package cli

import (
	"fmt"
	"io"
)

// Main runs the subcommand named by args[0] and returns the exit status:
// 0 on success, 1 when an input was bad, 2 on a usage error.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "objectid: the command line is being built")
	return 2
}
