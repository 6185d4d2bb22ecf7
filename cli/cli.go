// Package cli is the headless command line, a thin shell over package core.
// Main returns 0 on success, 1 when a value is refused or the output fails,
// and 2 when the command line cannot be understood.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os/signal"
	"slices"
	"strings"
	"syscall"

	"github.com/objectid-generator/objectid/assets"
	"github.com/objectid-generator/objectid/core"
)

// Exit statuses Main returns.
const (
	exitOK    = 0
	exitBad   = 1
	exitUsage = 2
)

// command is one subcommand: its usage text and the function that runs it.
type command struct {
	synopsis []string
	summary  string
	run      func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// commands is filled in init because the help command lists commands itself.
var commands map[string]command

// commandOrder is the order the usage text lists the subcommands in.
var commandOrder = []string{"generate", "decode", "range", "version", "completion", "help"}

func init() {
	commands = map[string]command{
		"generate": {
			synopsis: []string{
				"generate [-n N] [-format " + formatNames("|", func(core.Format) bool { return true }) + "] [-at TIME]",
				"generate [-n N] [-format …] [-at TIME] -random HEX10 -counter N | -seed TEXT",
				"generate -n N -from TIME -to TIME [-spread even|random] [-random HEX10] [-counter N | -seed TEXT] [-format …]",
			},
			summary: "make N new IDs (at TIME instead of now, if given);\n" +
				"        for test data, -random and -counter fix the random value and counter start, or -seed derives both\n" +
				"        from a text: such IDs are reproducible, not random, and only for test data;\n" +
				"        -from and -to spread the IDs' timestamps over [from, to), sorted by time",
			run: runGenerate,
		},
		"decode": {
			synopsis: []string{"decode [-json] [ID ...]", "decode -scan [-json | -format hex | -summary] [FILE|FOLDER ...]"},
			summary: "print every field of each ID (read from standard input, one per line, when none is given);\n" +
				"        an ID is read as mongosh, js-bson and mongoexport print it, or found in a line holding one;\n" +
				"        with -scan, of every ObjectID found anywhere in the files or standard input, a mongodump file\n" +
				"        read as a dump and a folder as a dump folder",
			run: runDecode,
		},
		"range": {
			synopsis: []string{"range -from TIME [-to TIME] [-format shell|compass|ejson] [-collection NAME [-db NAME]]"},
			summary:  "print an _id filter for the IDs made from one time up to another:\n        shell for mongosh, compass for Compass's filter bar, ejson for mongoexport --query;\n        with -collection, the mongosh or mongoexport command that runs it",
			run:      runRange,
		},
		"version": {
			synopsis: []string{"version"},
			summary:  "print the version",
			run:      runVersion,
		},
		"completion": {
			synopsis: []string{"completion bash|zsh|fish"},
			summary:  "print a script that completes objectid's commands, flags and format names in that shell",
			run:      runCompletion,
		},
		"help": {
			synopsis: []string{"help [COMMAND]"},
			summary:  "print this text, or the usage of one command",
			run:      runHelp,
		},
	}
}

// Main runs the subcommand named by args[0] and returns the exit status.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		writeUsage(stderr)
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help":
		return written(writeUsage(stdout), stderr)
	case "-version", "--version":
		return runVersion(nil, stdin, stdout, stderr)
	}
	// A reader that stops early (| head) ends the program through the
	// failed write, not SIGPIPE.
	signal.Ignore(syscall.SIGPIPE)
	cmd, ok := commands[args[0]]
	if !ok {
		return unknownCommand(stderr, "", args[0])
	}
	return cmd.run(args[1:], stdin, stdout, stderr)
}

// unknownCommand reports a name that is no subcommand, with the nearest.
func unknownCommand(stderr io.Writer, within, name string) int {
	next := "; run"
	if near := closest(strings.TrimLeft(name, "-"), commandOrder); near != "" {
		next = "; did you mean " + near + "? Run"
	}
	fmt.Fprintf(stderr, "objectid: %sunknown command %q%s 'objectid help' for the commands\n", within, name, next)
	return exitUsage
}

// usageError reports a command line the named subcommand cannot take.
func usageError(stderr io.Writer, name, problem string) int {
	next := "; run"
	if strings.HasSuffix(problem, "?") {
		next = " Run"
	}
	fmt.Fprintf(stderr, "objectid: %s: %s%s 'objectid help %s' for its usage\n", name, problem, next, name)
	return exitUsage
}

// written ends a command whose output was written with err; a broken pipe
// ends silently.
func written(err error, stderr io.Writer) int {
	if err == nil {
		return exitOK
	}
	if !isBrokenPipe(err) {
		fmt.Fprintf(stderr, "objectid: writing output: %s\n", writeProblem(err))
	}
	return exitBad
}

func writeUsage(w io.Writer) error {
	var b strings.Builder
	b.WriteString("objectid makes and reads MongoDB ObjectIDs. Without arguments it opens the window.\n\nUsage:\n")
	for _, name := range commandOrder {
		fmt.Fprintf(&b, "  objectid %s\n        %s\n", strings.Join(commands[name].synopsis, "\n  objectid "), commands[name].summary)
	}
	b.WriteString("\nTIME is RFC 3339 (2024-05-01T12:00:00Z, 2024-05-01T14:00:00+02:00), a date (2024-05-01,\n" +
		"midnight UTC), a date and time in UTC (2024-05-01 12:00:00), Unix seconds (1700000000),\n" +
		"ISODate(\"…\") / new Date(\"…\") as mongosh prints them, or relative to now: now, today,\n" +
		"yesterday and tomorrow (midnight UTC), or a signed offset in s, m, h, d or w: -90m, -24h, +1h.\n")
	b.WriteString("Exit status: 0 success, 1 a value was refused or output failed, 2 a usage error.\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// newFlagSet returns a silenced flag set: parseFlags words its errors.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet("objectid "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// writeCommandUsage writes the named command's synopsis and flags to w.
func writeCommandUsage(w io.Writer, name string, fs *flag.FlagSet) error {
	var b strings.Builder
	b.WriteString("Usage: objectid " + strings.Join(commands[name].synopsis, "\n       objectid ") + "\n")
	fs.SetOutput(&b)
	fs.PrintDefaults()
	_, err := io.WriteString(w, b.String())
	return err
}

// parseFlags parses args with fs, flags after positional arguments too, and
// returns the positional ones; with ok false the caller returns status.
func parseFlags(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (positional []string, status int, ok bool) {
	name := strings.TrimPrefix(fs.Name(), "objectid ")
	for {
		err := fs.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			return nil, written(writeCommandUsage(stdout, name, fs), stderr), false
		}
		if err != nil {
			return nil, usageError(stderr, name, flagProblem(fs, err)), false
		}
		rest := fs.Args()
		consumed := len(args) - len(rest)
		if len(rest) == 0 || (consumed > 0 && args[consumed-1] == "--") {
			return append(positional, rest...), exitOK, true
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
}

// flagProblem words an error of the flag package, with the nearest flag.
func flagProblem(fs *flag.FlagSet, err error) string {
	// The flag package has no error value for this.
	given, unknown := strings.CutPrefix(err.Error(), "flag provided but not defined: -")
	if !unknown {
		return err.Error()
	}
	problem := "unknown flag -" + given
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	if near := closest(strings.TrimLeft(given, "-"), names); near != "" {
		problem += "; did you mean -" + near + "?"
	}
	return problem
}

// parseFlagsOnly is parseFlags for a subcommand that takes no arguments,
// which it refuses.
func parseFlagsOnly(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (status int, ok bool) {
	positional, status, ok := parseFlags(fs, args, stdout, stderr)
	if ok && len(positional) > 0 {
		name := strings.TrimPrefix(fs.Name(), "objectid ")
		return usageError(stderr, name, fmt.Sprintf("takes no arguments, got %q", positional)), false
	}
	return status, ok
}

// coreMessage returns a core error's text without its "objectid: " prefix.
func coreMessage(err error) string {
	return strings.TrimPrefix(err.Error(), "objectid: ")
}

func runVersion(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	if status, ok := parseFlagsOnly(newFlagSet("version"), args, stdout, stderr); !ok {
		return status
	}
	_, err := fmt.Fprintf(stdout, "%s %s\n", assets.AppName, assets.Version)
	return written(err, stderr)
}

func runHelp(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 1 {
		fmt.Fprintf(stderr, "objectid: help takes at most one command, got %q; run 'objectid help' for the commands\n", args)
		return exitUsage
	}
	if len(args) == 0 || slices.Contains([]string{"help", "-h", "-help", "--help"}, args[0]) {
		return written(writeUsage(stdout), stderr)
	}
	if cmd, ok := commands[args[0]]; ok {
		return cmd.run([]string{"-h"}, nil, stdout, stderr)
	}
	return unknownCommand(stderr, "help: ", args[0])
}

var meant = map[string]string{"count": "n", "c": "n", "number": "n", "time": "at", "since": "from", "until": "to", "mongosh": "shell", "mongo": "shell", "golang": "go", "js": "node"}

// closest returns the candidate typed stands for in meant (-count is -n, not -counter), else the
// nearest for a "did you mean": at most one edit for a short name, two for a longer one, or its only prefix.
func closest(typed string, candidates []string) string {
	typed = strings.ToLower(typed)
	if slices.Contains(candidates, meant[typed]) {
		return meant[typed]
	}
	best, bestDistance := "", max(1, min(2, len(typed)/3))+1
	prefixed := []string{}
	for _, c := range candidates {
		if d := editDistance(typed, c); d < bestDistance {
			best, bestDistance = c, d
		}
		if typed != "" && strings.HasPrefix(c, typed) {
			prefixed = append(prefixed, c)
		}
	}
	if best == "" && len(prefixed) == 1 {
		return prefixed[0]
	}
	return best
}

// editDistance is the optimal string alignment distance: a swap costs one.
func editDistance(a, b string) int {
	rows := make([][]int, len(a)+1)
	for i := range rows {
		rows[i] = make([]int, len(b)+1)
		rows[i][0] = i
	}
	for j := range rows[0] {
		rows[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			rows[i][j] = min(rows[i-1][j]+1, rows[i][j-1]+1, rows[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				rows[i][j] = min(rows[i][j], rows[i-2][j-2]+1)
			}
		}
	}
	return rows[len(a)][len(b)]
}
