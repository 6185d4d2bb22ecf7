package cli

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// newGenerator returns the generator generate uses; tests replace it with
// one that has a fixed clock and entropy.
var newGenerator = core.Default

// generateChunk is how many IDs generate makes per call into core: large
// enough that the per-call costs vanish, small enough to stay in cache.
const generateChunk = 4096

func runGenerate(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("generate", stderr)
	count := fs.Int("n", 1, "make `N` IDs, at least 1")
	formatName := fs.String("format", core.FormatHex.String(), "write the IDs as `FORMAT`: "+formatList(false, ", ")+
		"\n(shell-array is the value of {_id: {$in: …}} in mongosh and Compass, ejson-array in Extended JSON,\nmongoimport one document per line for mongoimport),\nor as code: "+
		formatList(true, ", ")+" (a batch is a list literal of the language)")
	atText := fs.String("at", "", "make the IDs with this `TIME` instead of now")
	fixtureFlags := addFixtureFlags(fs)
	positional, status, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return status
	}
	if len(positional) > 0 {
		return refuseArguments(fs, positional, stderr)
	}
	if problem := fixtureFlags.check(fs); problem != "" {
		return usageError(stderr, "generate", problem)
	}

	if *count < 1 {
		fmt.Fprintf(stderr, "objectid: -n %d: make at least 1 ID\n", *count)
		return exitBad
	}
	format, err := core.ParseFormat(*formatName)
	if err != nil {
		fmt.Fprintf(stderr, "objectid: -format: %s\n", coreMessage(err))
		return exitBad
	}
	// Relative times (-at -1h, -from -7d -to now) are read from one
	// reading of the clock.
	now := currentTime()
	var fixture core.Fixture
	if fixtureFlags.fixed() || fixtureFlags.spreading() {
		if fixture, ok = fixtureFlags.fixture(stderr); !ok {
			return exitBad
		}
	}
	if fixtureFlags.spreading() {
		spread, ok := fixtureFlags.newSpread(*count, now, stderr)
		if !ok {
			return exitBad
		}
		return streamSpread(spread, fixture, format, stdout, stderr)
	}
	var at time.Time
	if flagsSet(fs)["at"] {
		if at, err = core.ParseTime(*atText, now); err != nil {
			fmt.Fprintf(stderr, "objectid: -at: %s\n", coreMessage(err))
			return exitBad
		}
		if *count > core.CounterCycle {
			fmt.Fprintf(stderr, "objectid: -n %d with -at: at most %d IDs can share one second without repeating (the counter has 3 bytes); leave out -at or make fewer\n",
				*count, core.CounterCycle)
			return exitBad
		}
	}
	if fixtureFlags.fixed() {
		// A generator of its own: fixed values must not leak into, or
		// take counters from, the process-wide one.
		return streamIDs(fixture.Generator(currentTime), *count, format, at, stdout, stderr)
	}
	return streamIDs(newGenerator(), *count, format, at, stdout, stderr)
}

// formatList names the code formats, or the others, joined by sep.
func formatList(code bool, sep string) string {
	var names []string
	for _, f := range core.Formats {
		if f.IsCode() == code {
			names = append(names, f.String())
		}
	}
	return strings.Join(names, sep)
}

// streamIDs writes count new IDs in format, made now or, when at is not
// zero, at that time. One chunk is reused, so memory does not grow with
// count.
func streamIDs(gen *core.Generator, count int, format core.Format, at time.Time, stdout, stderr io.Writer) int {
	bw := core.NewBatchWriter(stdout, format)
	chunk := make([]core.ObjectID, min(count, generateChunk))
	for left := count; left > 0; left -= len(chunk) {
		chunk = chunk[:min(left, len(chunk))]
		if at.IsZero() {
			if err := gen.Fill(chunk); err != nil {
				fmt.Fprintf(stderr, "objectid: generate: %s\n", coreMessage(err))
				return exitBad
			}
		} else if err := gen.FillAt(chunk, at); err != nil {
			fmt.Fprintf(stderr, "objectid: -at: %s\n", coreMessage(err))
			return exitBad
		}
		if err := bw.Write(chunk); err != nil {
			return reportWriteError(stderr, err)
		}
	}
	if err := bw.Close(); err != nil {
		return reportWriteError(stderr, err)
	}
	return exitOK
}
