// Command objectid makes and reads MongoDB ObjectIDs: with arguments it runs
// a command-line subcommand, without them it opens the window, or says why
// it cannot.
package main

import (
	"fmt"
	"os"

	"github.com/objectid-generator/objectid/cli"
	"github.com/objectid-generator/objectid/gui"
)

func main() {
	if len(os.Args) > 1 {
		os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	if err := gui.CheckDisplay(); err != nil {
		fmt.Fprintf(os.Stderr, "objectid: %v\n", err)
		os.Exit(1)
	}
	gui.Run()
}
