package cli

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/fixtures"
	"github.com/objectid-generator/objectid/internal/timeparse"
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
	var fixture fixtures.Fixture
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
		if at, err = timeparse.ParseTime(*atText, now); err != nil {
			fmt.Fprintf(stderr, "objectid: -at: %s\n", coreMessage(err))
			return exitBad
		}
		if *count > core.CounterCycle {
			fmt.Fprintf(stderr, "objectid: -n %d with -at: at most %d IDs can share one second without repeating (the counter has 3 bytes); leave out -at or make fewer\n",
				*count, core.CounterCycle)
			return exitBad
		}
	}
	if fixtureFlags.fixed() && *count > core.CounterCycle {
		fmt.Fprintf(stderr, "objectid: -n %d with fixed values: one random value gives at most %d unique IDs in a batch (the counter has 3 bytes); make fewer\n",
			*count, core.CounterCycle)
		return exitBad
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

// formatNames returns the names of core.Formats, in order.
func formatNames() []string {
	names := make([]string, len(core.Formats))
	for i, f := range core.Formats {
		names[i] = f.String()
	}
	return names
}

// streamIDs writes count new IDs in format, made now or, when at is not
// zero, at that time.
func streamIDs(gen *core.Generator, count int, format core.Format, at time.Time, stdout, stderr io.Writer) int {
	return streamBatch(count, format, stdout, stderr, func(chunk []core.ObjectID, _ int) bool {
		if at.IsZero() {
			if err := gen.Fill(chunk); err != nil {
				fmt.Fprintf(stderr, "objectid: generate: %s\n", coreMessage(err))
				return false
			}
		} else if err := gen.FillAt(chunk, at); err != nil {
			fmt.Fprintf(stderr, "objectid: -at: %s\n", coreMessage(err))
			return false
		}
		return true
	})
}

// streamBatch writes count IDs in format one chunk at a time, so memory
// does not grow with count: fill writes the IDs from the start-th on into
// chunk, or reports why not on stderr and returns false.
func streamBatch(count int, format core.Format, stdout, stderr io.Writer, fill func(chunk []core.ObjectID, start int) bool) int {
	chunk := make([]core.ObjectID, min(count, generateChunk))
	var buf []byte
	for start := 0; start < count; start += len(chunk) {
		chunk = chunk[:min(count-start, len(chunk))]
		if !fill(chunk, start) {
			return exitBad
		}
		buf = format.AppendChunk(buf[:0], chunk, start == 0, start+len(chunk) == count)
		if _, err := stdout.Write(buf); err != nil {
			return reportWriteError(stderr, err)
		}
	}
	return exitOK
}
