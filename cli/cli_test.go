package cli

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"strings"
	"syscall"
	"testing"

	"github.com/objectid-generator/objectid/assets"
)

func TestMain_HelpPrintsUsageToStdout(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"-h"}, {"--help"}, {"-help"}, {"help", "help"}, {"help", "-h"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			got := runMain(t, "", args...)
			if got.status != 0 || got.stderr != "" {
				t.Fatalf("status %d, stderr %q; want 0 and nothing", got.status, got.stderr)
			}
			for _, want := range []string{
				"Usage:",
				"objectid generate [-n N] [-format hex|shell|ejson|json|csv|shell-array|ejson-array|mongoimport|node|python|go|java|csharp|rust] [-at TIME]",
				"objectid decode [-json] [ID ...]",
				"objectid decode -scan [-json] [FILE ...]",
				"objectid range -from TIME [-to TIME] [-format shell|compass|ejson] [-collection NAME]",
				"objectid version",
				"objectid help",
			} {
				if !strings.Contains(got.stdout, want) {
					t.Errorf("usage lacks %q:\n%s", want, got.stdout)
				}
			}
		})
	}
}

func TestMain_HelpForOneCommandPrintsItsFlags(t *testing.T) {
	tests := []struct {
		command   string
		synopsis  string
		flagNames []string
	}{
		{"generate", "Usage: objectid generate [-n N] [-format hex|shell|ejson|json|csv|shell-array|ejson-array|mongoimport|node|python|go|java|csharp|rust] [-at TIME]\n", []string{"-n N", "-format FORMAT", "-at TIME"}},
		{"decode", "Usage: objectid decode [-json] [ID ...]\n       objectid decode -scan [-json] [FILE ...]\n", []string{"-json", "-scan"}},
		{"range", "Usage: objectid range -from TIME [-to TIME] [-format shell|compass|ejson] [-collection NAME]\n", []string{"-from TIME", "-to TIME", "-format FORMAT"}},
		{"version", "Usage: objectid version\n", nil},
	}
	for _, tt := range tests {
		for _, args := range [][]string{{"help", tt.command}, {tt.command, "-h"}, {tt.command, "--help"}} {
			t.Run(strings.Join(args, " "), func(t *testing.T) {
				got := runMain(t, "", args...)
				if got.status != 0 || got.stderr != "" {
					t.Fatalf("status %d, stderr %q; want 0 and nothing", got.status, got.stderr)
				}
				if !strings.HasPrefix(got.stdout, tt.synopsis) {
					t.Errorf("stdout starts %q, want %q", got.stdout, tt.synopsis)
				}
				for _, name := range tt.flagNames {
					if !strings.Contains(got.stdout, "  "+name+"\n") {
						t.Errorf("usage lacks flag %q:\n%s", name, got.stdout)
					}
				}
			})
		}
	}
}

func TestMain_NoArgumentsGivesTheUsageOnStderr(t *testing.T) {
	got := runMain(t, "")
	if got.status != exitUsage || got.stdout != "" || !strings.HasPrefix(got.stderr, "objectid makes and reads MongoDB ObjectIDs.") || !strings.Contains(got.stderr, "Usage:") {
		t.Errorf("got %+v, want the usage on stderr and status 2", got)
	}
}

func TestMain_UsageErrorsExit2WithOneLineAndTheHelpToRead(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown command", []string{"frobnicate"}, `objectid: unknown command "frobnicate"; run 'objectid help' for the commands`},
		{"mistyped command", []string{"genrate"}, `objectid: unknown command "genrate"; did you mean generate? Run 'objectid help' for the commands`},
		{"command started", []string{"dec"}, `objectid: unknown command "dec"; did you mean decode? Run 'objectid help' for the commands`},
		{"command swapped letters", []string{"rnage"}, `objectid: unknown command "rnage"; did you mean range? Run 'objectid help' for the commands`},
		{"mistyped version flag", []string{"--verison"}, `objectid: unknown command "--verison"; did you mean version? Run 'objectid help' for the commands`},
		{"flag before command", []string{"-n", "3"}, `objectid: unknown command "-n"; run 'objectid help' for the commands`},
		{"help for unknown command", []string{"help", "frobnicate"}, `objectid: help: unknown command "frobnicate"; run 'objectid help' for the commands`},
		{"help for mistyped command", []string{"help", "genrate"}, `objectid: help: unknown command "genrate"; did you mean generate? Run 'objectid help' for the commands`},
		{"help with two commands", []string{"help", "generate", "decode"}, `objectid: help takes at most one command, got ["generate" "decode"]; run 'objectid help' for the commands`},
		{"version with argument", []string{"version", "now"}, `objectid: version: takes no arguments, got ["now"]; run 'objectid help version' for its usage`},
		{"version with flag", []string{"version", "-v"}, "objectid: version: unknown flag -v; run 'objectid help version' for its usage"},
		{"generate mistyped flag", []string{"generate", "-fromat", "shell"}, "objectid: generate: unknown flag -fromat; did you mean -format? Run 'objectid help generate' for its usage"},
		{"generate flag with two dashes", []string{"generate", "--fromat", "shell"}, "objectid: generate: unknown flag -fromat; did you mean -format? Run 'objectid help generate' for its usage"},
		{"generate count not a number", []string{"generate", "-n", "three"}, `objectid: generate: invalid value "three" for flag -n: parse error; run 'objectid help generate' for its usage`},
		{"generate flag without value", []string{"generate", "-n"}, "objectid: generate: flag needs an argument: -n; run 'objectid help generate' for its usage"},
		{"generate stray argument", []string{"generate", "5"}, `objectid: generate: takes no arguments, got ["5"]; run 'objectid help generate' for its usage`},
		{"range without from", []string{"range", "-to", "1700000000"}, "objectid: range: -from is required; run 'objectid help range' for its usage"},
		{"completion without a shell", []string{"completion"}, "objectid: completion: takes one shell (bash, zsh, fish), got []; run 'objectid help completion' for its usage"},
		{"completion of two shells", []string{"completion", "bash", "zsh"}, `objectid: completion: takes one shell (bash, zsh, fish), got ["bash" "zsh"]; run 'objectid help completion' for its usage`},
		{"completion of a mistyped shell", []string{"completion", "fihs"}, `objectid: completion: no completion for "fihs", want bash, zsh or fish; did you mean fish? Run 'objectid help completion' for its usage`},
		{"completion of an unknown shell", []string{"completion", "powershell"}, `objectid: completion: no completion for "powershell", want bash, zsh or fish; run 'objectid help completion' for its usage`},
		{"range unknown flag", []string{"range", "-since", "1700000000"}, "objectid: range: unknown flag -since; run 'objectid help range' for its usage"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runMain(t, "", tt.args...)
			if want := (outcome{stderr: tt.want + "\n", status: exitUsage}); got != want {
				t.Errorf("got  %+v\nwant %+v", got, want)
			}
		})
	}
}

func TestVersion_PrintsNameAndVersion(t *testing.T) {
	got := runMain(t, "", "version")
	want := assets.AppName + " " + assets.Version + "\n"
	if got != (outcome{stdout: want, status: 0}) {
		t.Errorf("got %+v, want stdout %q and status 0", got, want)
	}
	if !strings.HasPrefix(got.stdout, "ObjectID Generator ") {
		t.Errorf("version line %q does not name the program", got.stdout)
	}
}

func TestParseFlags_FlagsMayFollowArgumentsUntilDoubleDash(t *testing.T) {
	tests := []struct {
		name           string
		args           []string
		wantPositional []string
		wantJSON       bool
	}{
		{"flag first", []string{"-json", "a", "b"}, []string{"a", "b"}, true},
		{"flag between", []string{"a", "-json", "b"}, []string{"a", "b"}, true},
		{"flag last", []string{"a", "b", "-json"}, []string{"a", "b"}, true},
		{"double dash ends flags", []string{"a", "--", "-json"}, []string{"a", "-json"}, false},
		{"double dash then two arguments", []string{"--", "-json", "b"}, []string{"-json", "b"}, false},
		{"double dash after a flag, then two", []string{"-json", "a", "--", "b", "-json"}, []string{"a", "b", "-json"}, true},
		{"double dash then three", []string{"a", "--", "b", "c", "d"}, []string{"a", "b", "c", "d"}, false},
		{"second double dash is an argument", []string{"--", "--", "x"}, []string{"--", "x"}, false},
		{"lone dash is an argument", []string{"-", "-json"}, []string{"-"}, true},
		{"nothing", nil, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stderr bytes.Buffer
			fs := newFlagSet("decode")
			asJSON := fs.Bool("json", false, "")
			positional, status, ok := parseFlags(fs, tt.args, io.Discard, &stderr)
			if !ok || status != 0 || stderr.Len() != 0 {
				t.Fatalf("ok %v, status %d, stderr %q", ok, status, stderr.String())
			}
			if strings.Join(positional, "|") != strings.Join(tt.wantPositional, "|") || len(positional) != len(tt.wantPositional) {
				t.Errorf("positional %q, want %q", positional, tt.wantPositional)
			}
			if *asJSON != tt.wantJSON {
				t.Errorf("-json %v, want %v", *asJSON, tt.wantJSON)
			}
		})
	}
}

func TestReportWriteError_BrokenPipeIsSilentOtherFailuresAreReported(t *testing.T) {
	tests := []struct {
		name       string
		err        error
		wantStderr string
	}{
		{"broken pipe", syscall.EPIPE, ""},
		{"wrapped broken pipe", &wrappedError{syscall.EPIPE}, ""},
		{"disk full", errors.New("no space left on device"), "objectid: writing output: no space left on device\n"},
		{"disk full from the system", &fs.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.ENOSPC},
			"objectid: writing output: write /dev/stdout: no space left on device\n"},
		{"other failure", &fs.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.EIO},
			"objectid: writing output: write /dev/stdout: " + syscall.EIO.Error() + "\n"},
	}
	tests = append(tests, systemWriteErrorCases...)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, args := range [][]string{
				{"generate", "-n", "3"},
				{"generate", "-n", "100000"},
				{"decode", workedFirst},
				{"decode", workedFirst, "not an ID"},
				{"range", "-from", "1700000000"},
				{"version"},
				{"help"},
				{"help", "help"},
				{"help", "generate"},
				{"help", "decode"},
				{"-h"},
				{"--help"},
				{"generate", "-h"},
				{"decode", "-help"},
				{"range", "-h"},
				{"version", "-h"},
				{"completion", "bash"},
				{"completion", "zsh"},
				{"completion", "fish"},
				{"completion", "-h"},
			} {
				var stderr bytes.Buffer
				status := Main(args, strings.NewReader(""), failingWriter{tt.err}, &stderr)
				if status != 1 || stderr.String() != tt.wantStderr {
					t.Errorf("%q: status %d, stderr %q; want 1 and %q", args, status, stderr.String(), tt.wantStderr)
				}
			}
		})
	}
}

// wrappedError wraps an error the way *os.PathError wraps EPIPE.
type wrappedError struct{ err error }

func (e *wrappedError) Error() string { return "write /dev/stdout: " + e.err.Error() }
func (e *wrappedError) Unwrap() error { return e.err }
