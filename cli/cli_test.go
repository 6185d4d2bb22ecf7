package cli

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"github.com/objectid-generator/objectid/assets"
)

// TestHelp_MatchesTheGoldenFiles holds the usage and each command's help
// byte for byte (go test -run Help -update rewrites them): objectid help,
// -h and --help say the same, on standard output, with status 0.
func TestHelp_MatchesTheGoldenFiles(t *testing.T) {
	for _, name := range commandOrder {
		runs := [][]string{{"help", name}, {name, "-h"}, {name, "--help"}}
		if name == "help" {
			name = "usage"
			runs = append(runs, []string{"help"}, []string{"-h"}, []string{"-help"}, []string{"--help"})
		}
		golden := filepath.Join("testdata", "help", name+".txt")
		if *update {
			if err := os.WriteFile(golden, []byte(runMain(t, "", runs[0]...).stdout), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		for _, args := range runs {
			if got := runMain(t, "", args...); got != (outcome{stdout: string(want)}) {
				t.Errorf("objectid %q: got %+v\nwant stdout %s", args, got, want)
			}
		}
		if name == "usage" {
			if got := runMain(t, ""); got != (outcome{stderr: string(want), status: exitUsage}) {
				t.Errorf("objectid alone: got %+v, want the usage on stderr and status 2", got)
			}
		}
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
		{"generate seed with random", []string{"generate", "-seed", "x", "-random", "3f2a91c8d4"}, "objectid: generate: -seed derives the random value and counter start; give either -seed or -random and -counter; run 'objectid help generate' for its usage"},
		{"generate from without to", []string{"generate", "-from", "0"}, "objectid: generate: -from and -to go together: give both to spread the IDs over a span; run 'objectid help generate' for its usage"},
		{"generate at with a span", []string{"generate", "-at", "0", "-from", "0", "-to", "5"}, "objectid: generate: -at gives every ID one time, -from and -to spread them over a span; give one or the other; run 'objectid help generate' for its usage"},
		{"generate spread without a span", []string{"generate", "-spread", "random"}, "objectid: generate: -spread needs -from and -to; run 'objectid help generate' for its usage"},
		{"range without from", []string{"range", "-to", "1700000000"}, "objectid: range: -from is required; run 'objectid help range' for its usage"},
		{"range unknown flag", []string{"range", "-after", "1700000000"}, "objectid: range: unknown flag -after; run 'objectid help range' for its usage"},
		{"range since is from", []string{"range", "-since", "1700000000"}, "objectid: range: unknown flag -since; did you mean -from? Run 'objectid help range' for its usage"},
		{"generate count is n, not counter", []string{"generate", "-count", "3"}, "objectid: generate: unknown flag -count; did you mean -n? Run 'objectid help generate' for its usage"},
		{"generate c is n, not counter", []string{"generate", "-c", "3"}, "objectid: generate: unknown flag -c; did you mean -n? Run 'objectid help generate' for its usage"},
		{"generate time is at", []string{"generate", "--time", "now"}, "objectid: generate: unknown flag -time; did you mean -at? Run 'objectid help generate' for its usage"},
		{"range has no at", []string{"range", "-time", "now"}, "objectid: range: unknown flag -time; run 'objectid help range' for its usage"},
		{"completion without a shell", []string{"completion"}, "objectid: completion: takes one shell (bash, zsh, fish), got []; run 'objectid help completion' for its usage"},
		{"completion of two shells", []string{"completion", "bash", "zsh"}, `objectid: completion: takes one shell (bash, zsh, fish), got ["bash" "zsh"]; run 'objectid help completion' for its usage`},
		{"completion of a mistyped shell", []string{"completion", "fihs"}, `objectid: completion: no completion for "fihs", want bash, zsh or fish; did you mean fish? Run 'objectid help completion' for its usage`},
		{"completion of an unknown shell", []string{"completion", "powershell"}, `objectid: completion: no completion for "powershell", want bash, zsh or fish; run 'objectid help completion' for its usage`},
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
	want := outcome{stdout: "ObjectID Generator " + assets.Version + "\n"}
	for _, args := range [][]string{{"version"}, {"--version"}, {"-version"}} {
		if got := runMain(t, "", args...); got != want {
			t.Errorf("objectid %q: got %+v, want %+v", args, got, want)
		}
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
		{"double dash after a flag, then two", []string{"-json", "a", "--", "b", "-json"}, []string{"a", "b", "-json"}, true},
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
	onStdout := func(err error) error { return &fs.PathError{Op: "write", Path: "/dev/stdout", Err: err} }
	type writeErrorCase struct {
		name       string
		err        error
		wantStderr string
	}
	tests := []writeErrorCase{
		{"broken pipe", onStdout(syscall.EPIPE), ""},
		{"disk full", errors.New("no space left on device"), "objectid: writing output: no space left on device\n"},
		{"disk full from the system", onStdout(syscall.ENOSPC), "objectid: writing output: write /dev/stdout: no space left on device\n"},
		{"other failure", onStdout(syscall.EIO), "objectid: writing output: write /dev/stdout: " + syscall.EIO.Error() + "\n"},
	}
	if runtime.GOOS == "windows" {
		tests = append(tests, []writeErrorCase{
			{"ERROR_BROKEN_PIPE", onStdout(errorBrokenPipe), ""},
			{"ERROR_NO_DATA", onStdout(errorNoData), ""},
			{"ERROR_DISK_FULL", onStdout(errorDiskFull), "objectid: writing output: write /dev/stdout: no space left on device\n"},
			{"ERROR_HANDLE_DISK_FULL", errorHandleDiskFull, "objectid: writing output: no space left on device\n"},
		}...)
	} else {
		// The Windows numbers mean other things elsewhere.
		tests = append(tests, writeErrorCase{"Windows' ERROR_NO_DATA number", onStdout(errorNoData), "objectid: writing output: write /dev/stdout: " + errorNoData.Error() + "\n"})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, args := range [][]string{
				{"generate", "-n", "3"}, {"generate", "-n", "100000"}, {"decode", workedFirst}, {"decode", workedFirst, "not an ID"},
				{"range", "-from", "1700000000"}, {"version"}, {"help"}, {"help", "generate"}, {"-h"}, {"decode", "-help"},
				{"completion", "bash"}, {"completion", "-h"},
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
