package cli

import (
	"fmt"
	"io"
	"time"

	"github.com/objectid-generator/objectid/internal/query"
	"github.com/objectid-generator/objectid/internal/timeparse"
)

func runRange(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("range")
	fromText := fs.String("from", "", "the first `TIME` to match (required)")
	toText := fs.String("to", "", "match IDs made before this `TIME`; left out, or 2106-02-07T06:28:16Z, the range has no end")
	formatName := fs.String("format", query.RangeShell.String(), "write the filter as `FORMAT`:\n"+
		"shell    for mongosh: {_id: {$gte: ObjectId(\"…\")}}\n"+
		"compass  for the filter bar of MongoDB Compass (shell syntax, one line)\n"+
		"ejson    Extended JSON, for mongoexport --query, mongodump --query and EJSON parsers")
	collection := fs.String("collection", "", "print the ready-to-run command for this `COLLECTION` instead of the filter alone:\n"+
		"db.<COLLECTION>.find(…) with shell, mongoexport --db=<DATABASE> --collection=<COLLECTION> --query='…' with ejson")
	database := fs.String("db", "", "the `DATABASE` of the mongoexport command; left out, the command shows <db> in its place")
	if status, ok := parseFlagsOnly(fs, args, stdout, stderr); !ok {
		return status
	}
	set := flagsSet(fs)
	if !set["from"] {
		return usageError(stderr, "range", "-from is required")
	}

	format, ok := query.ParseRangeFormat(*formatName)
	if !ok {
		fmt.Fprintf(stderr, "objectid: -format: %q: a range filter is written as shell (mongosh), compass (Compass's filter bar) or ejson (mongoexport --query)\n", *formatName)
		return exitBad
	}
	// One reading of the clock, so that -from -24h -to now spans exactly
	// 24 hours.
	now := currentTime()
	from, err := timeparse.ParseTime(*fromText, now)
	if err != nil {
		return refused(stderr, "-from", err)
	}
	var to time.Time
	if set["to"] {
		if to, err = timeparse.ParseRangeEnd(*toText, now); err != nil {
			return refused(stderr, "-to", err)
		}
	}
	r, err := query.NewRange(from, to)
	if err != nil {
		fmt.Fprintf(stderr, "objectid: %s\n", coreMessage(err))
		return exitBad
	}
	out := r.Filter(format)
	if set["collection"] {
		if err := query.CheckCollectionName(*collection); err != nil {
			return refused(stderr, fmt.Sprintf("-collection %q", *collection), err)
		}
		switch format {
		case query.RangeShell:
			out = query.ShellFind(*collection, out)
		case query.RangeEJSON:
			out = query.MongoexportCommand(*database, *collection, out)
		default:
			fmt.Fprintln(stderr, "objectid: -collection: Compass has no command line; paste the compass filter into its filter bar, or use -format shell or ejson")
			return exitBad
		}
	}
	_, err = fmt.Fprintln(stdout, out)
	return written(err, stderr)
}
