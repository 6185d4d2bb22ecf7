package cli

import (
	"fmt"
	"io"
	"time"

	"github.com/objectid-generator/objectid/core"
)

func runRange(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("range", stderr)
	fromText := fs.String("from", "", "the first `TIME` to match (required): RFC 3339 or Unix seconds")
	toText := fs.String("to", "", "match IDs made before this `TIME`; left out, the range is open")
	formatName := fs.String("format", core.FormatShell.String(), "write the filter as `FORMAT`: shell for mongosh, ejson for Compass")
	positional, status, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return status
	}
	if len(positional) > 0 {
		return refuseArguments(fs, positional, stderr)
	}
	if *fromText == "" {
		fmt.Fprintln(stderr, "objectid: range: -from is required")
		writeCommandUsage(stderr, "range", fs)
		return exitUsage
	}

	format, err := core.ParseFormat(*formatName)
	if err != nil || (format != core.FormatShell && format != core.FormatEJSON) {
		fmt.Fprintf(stderr, "objectid: -format: %q: a range filter is written as shell or ejson\n", *formatName)
		return exitBad
	}
	from, err := core.ParseTime(*fromText)
	if err != nil {
		fmt.Fprintf(stderr, "objectid: -from: %s\n", coreMessage(err))
		return exitBad
	}
	var to time.Time
	if *toText != "" {
		if to, err = core.ParseTime(*toText); err != nil {
			fmt.Fprintf(stderr, "objectid: -to: %s\n", coreMessage(err))
			return exitBad
		}
	}
	r, err := core.NewRange(from, to)
	if err != nil {
		fmt.Fprintf(stderr, "objectid: %s\n", coreMessage(err))
		return exitBad
	}
	filter := r.Shell()
	if format == core.FormatEJSON {
		filter = r.ExtendedJSON()
	}
	if _, err := fmt.Fprintln(stdout, filter); err != nil {
		return reportWriteError(stderr, err)
	}
	return exitOK
}
