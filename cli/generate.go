package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/fixtures"
	"github.com/objectid-generator/objectid/internal/timeparse"
)

// newGenerator returns the generator generate uses; tests replace it.
var newGenerator = core.Default

// generateChunk is how many IDs generate makes per call into core.
const generateChunk = 4096

func runGenerate(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("generate")
	count := fs.Int("n", 1, "make `N` IDs, at least 1")
	formatName := fs.String("format", core.FormatHex.String(), "write the IDs as `FORMAT`: "+formatNames(", ", func(f core.Format) bool { return !f.IsCode() })+
		"\n(shell-array is the value of {_id: {$in: …}} in mongosh and Compass, ejson-array in Extended JSON,\nmongoimport one document per line for mongoimport),\nor as code: "+
		formatNames(", ", core.Format.IsCode)+" (a batch is a list literal of the language)")
	atText := fs.String("at", "", "make the IDs with this `TIME` instead of now")
	randomText := fs.String("random", "", "give every ID the random value `HEX10` (10 hex digits, such as 3f2a91c8d4): "+
		"the IDs are then reproducible, not random, and only for test data; without -counter the counter start is random")
	counterText := fs.String("counter", "", "start the counter at `N` (0 … 16777215, or 0x000000 … 0xffffff) instead of at random: "+
		"the IDs are then not random, and only for test data; without -random the random value still is")
	seed := fs.String("seed", "", "derive the random value and counter start, and -spread random's timestamps, from `TEXT` "+
		"(the SHA-256 of \"objectid-generator seed v1:\" followed by TEXT): the same TEXT gives the same IDs on every run "+
		"and machine, so they are not random")
	fromText := fs.String("from", "", "spread the IDs' timestamps from this `TIME` on (needs -to)")
	toText := fs.String("to", "", "spread the IDs' timestamps up to, not including, this `TIME` (needs -from)")
	spreadName := fs.String("spread", fixtures.SpreadEven.String(), "with -from and -to, place the timestamps `MODE`: even (evenly spaced, the first at -from) or random (drawn uniformly; reproducible with -seed)")
	if status, ok := parseFlagsOnly(fs, args, stdout, stderr); !ok {
		return status
	}
	set := flagsSet(fs)
	switch {
	case set["seed"] && (set["random"] || set["counter"]):
		return usageError(stderr, "generate", "-seed derives the random value and counter start; give either -seed or -random and -counter")
	case set["from"] != set["to"]:
		return usageError(stderr, "generate", "-from and -to go together: give both to spread the IDs over a span")
	case set["at"] && set["from"]:
		return usageError(stderr, "generate", "-at gives every ID one time, -from and -to spread them over a span; give one or the other")
	case set["spread"] && !set["from"]:
		return usageError(stderr, "generate", "-spread needs -from and -to")
	}

	if *count < 1 {
		fmt.Fprintf(stderr, "objectid: -n %d: make at least 1 ID\n", *count)
		return exitBad
	}
	format, err := core.ParseFormat(*formatName)
	if err != nil {
		if near := closest(*formatName, strings.Split(formatNames(" ", func(core.Format) bool { return true }), " ")); near != "" {
			err = fmt.Errorf("%w; did you mean %s?", err, near)
		}
		return refused(stderr, "-format", err)
	}
	// Relative times are read from one reading of the clock.
	now := currentTime()
	fixed := set["random"] || set["counter"] || set["seed"]
	fixture := fixtures.RandomFixture()
	if set["seed"] {
		if fixture, err = fixtures.SeedFixture(*seed); err != nil {
			return refused(stderr, "-seed", err)
		}
	}
	if set["random"] {
		if fixture.Random, err = fixtures.ParseRandom(*randomText); err != nil {
			return refused(stderr, "-random", err)
		}
	}
	if set["counter"] {
		if fixture.CounterStart, err = fixtures.ParseCounter(*counterText); err != nil {
			return refused(stderr, "-counter", err)
		}
	}
	if set["from"] {
		mode, err := fixtures.ParseSpreadMode(*spreadName)
		if err != nil {
			return refused(stderr, "-spread", err)
		}
		from, err := timeparse.ParseTime(*fromText, now)
		if err != nil {
			return refused(stderr, "-from", err)
		}
		// -to is an exclusive end, so the end of the last second is allowed.
		to, err := timeparse.ParseRangeEnd(*toText, now)
		if err != nil {
			return refused(stderr, "-to", err)
		}
		// -seed makes random timestamps reproducible.
		key := fixtures.RandomSpreadKey()
		if set["seed"] {
			key, _ = fixtures.SeedSpreadKey(*seed)
		}
		spread, err := fixtures.NewSpread(*count, from, to, mode, key)
		if err != nil {
			return refused(stderr, fmt.Sprintf("-n %d -from %s -to %s", *count, *fromText, *toText), err)
		}
		return streamBatch(*count, format, stdout, stderr, "generate", func(chunk []core.ObjectID, start int) error {
			spread.Fill(chunk, start, fixture)
			return nil
		})
	}
	if fixed && *count > core.CounterCycle {
		fmt.Fprintf(stderr, "objectid: -n %d with fixed values: one random value gives at most %d unique IDs in a batch (the counter has 3 bytes); make fewer\n",
			*count, core.CounterCycle)
		return exitBad
	}
	// Fixed values get a generator of their own, apart from the process's.
	gen := fixture.Generator(currentTime)
	if !fixed {
		gen = newGenerator()
	}
	if !set["at"] {
		return streamBatch(*count, format, stdout, stderr, "generate", func(chunk []core.ObjectID, _ int) error { return gen.Fill(chunk) })
	}
	at, err := timeparse.ParseTime(*atText, now)
	if err != nil {
		return refused(stderr, "-at", err)
	}
	return streamBatch(*count, format, stdout, stderr, "-at", func(chunk []core.ObjectID, _ int) error { return gen.FillAt(chunk, at) })
}

// refused reports a value given for flag refused for err.
func refused(stderr io.Writer, flag string, err error) int {
	fmt.Fprintf(stderr, "objectid: %s: %s\n", flag, coreMessage(err))
	return exitBad
}

// flagsSet returns the names of the flags given on the command line.
func flagsSet(fs *flag.FlagSet) map[string]bool {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}

// formatNames joins the names of the formats keep is true for.
func formatNames(sep string, keep func(core.Format) bool) string {
	var names []string
	for _, f := range core.Formats {
		if keep(f) {
			names = append(names, f.String())
		}
	}
	return strings.Join(names, sep)
}

// streamBatch writes count IDs in format one chunk at a time: fill writes
// the IDs from the start-th on into chunk, or says why not.
func streamBatch(count int, format core.Format, stdout, stderr io.Writer, flag string, fill func(chunk []core.ObjectID, start int) error) int {
	chunk := make([]core.ObjectID, min(count, generateChunk))
	var buf []byte
	for start := 0; start < count; start += len(chunk) {
		chunk = chunk[:min(count-start, len(chunk))]
		if err := fill(chunk, start); err != nil {
			return refused(stderr, flag, err)
		}
		buf = format.AppendChunk(buf[:0], chunk, start == 0, start+len(chunk) == count)
		if _, err := stdout.Write(buf); err != nil {
			return written(err, stderr)
		}
	}
	return exitOK
}
