package cli

import (
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/fixtures"
	"github.com/objectid-generator/objectid/internal/timeparse"
)

// fixtureFlags are generate's flags for test data: the values that fix what
// is otherwise random, and the span to spread the timestamps over.
type fixtureFlags struct {
	random, counter, seed *string
	from, to, spread      *string
	set                   map[string]bool
}

func addFixtureFlags(fs *flag.FlagSet) *fixtureFlags {
	return &fixtureFlags{
		random: fs.String("random", "", "give every ID the random value `HEX10` (10 hex digits, such as 3f2a91c8d4): "+
			"the IDs are then reproducible, not random, and only for test data; without -counter the counter start is random"),
		counter: fs.String("counter", "", "start the counter at `N` (0 … 16777215, or 0x000000 … 0xffffff) instead of at random: "+
			"the IDs are then not random, and only for test data; without -random the random value still is"),
		seed: fs.String("seed", "", "derive the random value and counter start, and -spread random's timestamps, from `TEXT` "+
			"(the SHA-256 of \"objectid-generator seed v1:\" followed by TEXT): the same TEXT gives the same IDs on every run "+
			"and machine, so they are not random"),
		from:   fs.String("from", "", "spread the IDs' timestamps from this `TIME` on (needs -to)"),
		to:     fs.String("to", "", "spread the IDs' timestamps up to, not including, this `TIME` (needs -from)"),
		spread: fs.String("spread", fixtures.SpreadEven.String(), "with -from and -to, place the timestamps `MODE`: even (evenly spaced, the first at -from) or random (drawn uniformly; reproducible with -seed)"),
	}
}

// check reads which flags were given and refuses combinations that do not
// make sense, with the usage error's message.
func (f *fixtureFlags) check(fs *flag.FlagSet) string {
	f.set = map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { f.set[fl.Name] = true })
	switch {
	case f.set["seed"] && (f.set["random"] || f.set["counter"]):
		return "-seed derives the random value and counter start; give either -seed or -random and -counter"
	case f.set["from"] != f.set["to"]:
		return "-from and -to go together: give both to spread the IDs over a span"
	case f.set["at"] && f.set["from"]:
		return "-at gives every ID one time, -from and -to spread them over a span; give one or the other"
	case f.set["spread"] && !f.set["from"]:
		return "-spread needs -from and -to"
	}
	return ""
}

// spreading reports whether -from and -to were given.
func (f *fixtureFlags) spreading() bool { return f.set["from"] }

// fixed reports whether any part of the IDs is fixed rather than random.
func (f *fixtureFlags) fixed() bool { return f.set["random"] || f.set["counter"] || f.set["seed"] }

// fixture returns the random value and counter start to use: from -seed, or
// from -random and -counter with whichever is not given chosen at random.
// Bad values are reported on stderr and ok is false.
func (f *fixtureFlags) fixture(stderr io.Writer) (fixture fixtures.Fixture, ok bool) {
	if f.set["seed"] {
		fixture, err := fixtures.SeedFixture(*f.seed)
		if err != nil {
			fmt.Fprintf(stderr, "objectid: -seed: %s\n", coreMessage(err))
			return fixture, false
		}
		return fixture, true
	}
	fixture = fixtures.RandomFixture()
	if f.set["random"] {
		random, err := fixtures.ParseRandom(*f.random)
		if err != nil {
			fmt.Fprintf(stderr, "objectid: -random: %s\n", coreMessage(err))
			return fixture, false
		}
		fixture.Random = random
	}
	if f.set["counter"] {
		counter, err := fixtures.ParseCounter(*f.counter)
		if err != nil {
			fmt.Fprintf(stderr, "objectid: -counter: %s\n", coreMessage(err))
			return fixture, false
		}
		fixture.CounterStart = counter
	}
	return fixture, true
}

// newSpread reads -from, -to and -spread and places count IDs; -seed makes
// random timestamps reproducible. Relative times are read from now.
func (f *fixtureFlags) newSpread(count int, now time.Time, stderr io.Writer) (*fixtures.Spread, bool) {
	mode, err := fixtures.ParseSpreadMode(*f.spread)
	if err != nil {
		fmt.Fprintf(stderr, "objectid: -spread: %s\n", coreMessage(err))
		return nil, false
	}
	from, err := timeparse.ParseTime(*f.from, now)
	if err != nil {
		fmt.Fprintf(stderr, "objectid: -from: %s\n", coreMessage(err))
		return nil, false
	}
	// -to is an exclusive end, so the end of the last second is allowed.
	to, err := timeparse.ParseRangeEnd(*f.to, now)
	if err != nil {
		fmt.Fprintf(stderr, "objectid: -to: %s\n", coreMessage(err))
		return nil, false
	}
	key := fixtures.RandomSpreadKey()
	if f.set["seed"] {
		if key, err = fixtures.SeedSpreadKey(*f.seed); err != nil {
			fmt.Fprintf(stderr, "objectid: -seed: %s\n", coreMessage(err))
			return nil, false
		}
	}
	spread, err := fixtures.NewSpread(count, from, to, mode, key)
	if err != nil {
		fmt.Fprintf(stderr, "objectid: -n %d -from %s -to %s: %s\n", count, *f.from, *f.to, coreMessage(err))
		return nil, false
	}
	return spread, true
}

// streamSpread writes the IDs of spread with fixture's random value and
// counters, one chunk at a time.
func streamSpread(spread *fixtures.Spread, fixture fixtures.Fixture, format core.Format, stdout, stderr io.Writer) int {
	return streamBatch(spread.Len(), format, stdout, stderr, func(chunk []core.ObjectID, start int) bool {
		spread.Fill(chunk, start, fixture)
		return true
	})
}
