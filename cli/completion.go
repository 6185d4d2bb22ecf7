package cli

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/objectid-generator/objectid/internal/fixtures"
	"github.com/objectid-generator/objectid/internal/query"
)

// completionShells are the shells objectid completion writes a script for.
var completionShells = []string{"bash", "zsh", "fish"}

func runCompletion(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("completion", stderr)
	positional, status, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return status
	}
	if len(positional) != 1 {
		return usageError(stderr, "completion", fmt.Sprintf("takes one shell (%s), got %q", strings.Join(completionShells, ", "), positional))
	}
	var script string
	switch shell := strings.ToLower(positional[0]); shell {
	case "bash":
		script = bashCompletion()
	case "zsh":
		script = zshCompletion()
	case "fish":
		script = fishCompletion()
	default:
		problem := fmt.Sprintf("no completion for %q, want bash, zsh or fish", positional[0])
		if near := closest(shell, completionShells); near != "" {
			problem += "; did you mean " + near + "?"
		}
		return usageError(stderr, "completion", problem)
	}
	if _, err := io.WriteString(stdout, script); err != nil {
		return reportWriteError(stderr, err)
	}
	return exitOK
}

// completionFlag is one flag of a subcommand as a completion script offers
// it.
type completionFlag struct {
	name string
	// takesValue is set for a flag followed by a value (-n N), clear for a
	// switch (-json).
	takesValue bool
}

// commandFlags lists the flags of the named subcommand, read from the
// usage it prints for -h, so the scripts offer exactly the flags the
// subcommand defines.
func commandFlags(name string) []completionFlag {
	if name == "help" {
		// help -h is the overview, which lists commands, not flags.
		return nil
	}
	var usage strings.Builder
	commands[name].run([]string{"-h"}, nil, &usage, io.Discard)
	var flags []completionFlag
	lines := bufio.NewScanner(strings.NewReader(usage.String()))
	for lines.Scan() {
		// The flag package writes each flag as "  -name" or "  -name VALUE".
		line, isFlag := strings.CutPrefix(lines.Text(), "  -")
		if !isFlag {
			continue
		}
		flagName, value, _ := strings.Cut(line, " ")
		flags = append(flags, completionFlag{name: flagName, takesValue: value != ""})
	}
	return flags
}

// flagValues are the values completed after a flag, by subcommand and
// flag; other values (times, counts) are the user's own.
func flagValues() map[string]map[string][]string {
	var rangeFormats, spreads []string
	for _, f := range query.RangeFormats {
		rangeFormats = append(rangeFormats, f.String())
	}
	for _, m := range fixtures.SpreadModes {
		spreads = append(spreads, m.String())
	}
	return map[string]map[string][]string{
		"generate": {"format": formatNames(), "spread": spreads},
		"range":    {"format": rangeFormats},
	}
}

// completedCommands are the words completed after objectid.
func completedCommands() []string {
	return append(append([]string{}, commandOrder...), "--version", "--help")
}

// argumentWords are the words completed as a subcommand's arguments, where
// there is a fixed set; decode completes file names.
func argumentWords(name string) []string {
	switch name {
	case "help":
		return commandOrder
	case "completion":
		return completionShells
	}
	return nil
}

func flagWords(flags []completionFlag) string {
	var words []string
	for _, f := range flags {
		words = append(words, "-"+f.name)
	}
	return strings.Join(words, " ")
}

// valueFlags names the flags of flags that take a value, as a shell
// pattern: -n|-format|…
func valueFlags(flags []completionFlag) string {
	var names []string
	for _, f := range flags {
		if f.takesValue {
			names = append(names, "-"+f.name, "--"+f.name)
		}
	}
	return strings.Join(names, "|")
}

// writeValueCases writes a command's `case $prev in` for bash and zsh:
// after a flag with known values, reply (a format of the values' words)
// offers them; after any other flag that takes a value, stop ends the
// completion, as nothing can be offered there.
func writeValueCases(b *strings.Builder, flags []completionFlag, values map[string][]string, reply, stop string) {
	vf := valueFlags(flags)
	if vf == "" {
		return
	}
	b.WriteString("\t\tcase $prev in\n")
	for _, f := range flags {
		if v, ok := values[f.name]; ok {
			fmt.Fprintf(b, "\t\t-%s | --%s)\n\t\t\t"+reply+"\n\t\t\treturn\n\t\t\t;;\n", f.name, f.name, strings.Join(v, " "))
		}
	}
	fmt.Fprintf(b, "\t\t%s)\n\t\t\t%s\n\t\t\t;;\n", strings.ReplaceAll(vf, "|", " | "), stop)
	b.WriteString("\t\tesac\n")
}

func bashCompletion() string {
	var b strings.Builder
	b.WriteString(`# bash completion for objectid; load it with
#   source <(objectid completion bash)
# or install it as share/bash-completion/completions/objectid.
_objectid() {
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
	COMPREPLY=()
	if ((COMP_CWORD == 1)); then
		mapfile -t COMPREPLY < <(compgen -W "` + strings.Join(completedCommands(), " ") + `" -- "$cur")
		return
	fi
	local words="" files=""
	case ${COMP_WORDS[1]} in
`)
	values := flagValues()
	for _, name := range commandOrder {
		flags := commandFlags(name)
		fmt.Fprintf(&b, "\t%s)\n", name)
		writeValueCases(&b, flags, values[name], `mapfile -t COMPREPLY < <(compgen -W "%s" -- "$cur")`, "return")
		words := flagWords(flags)
		if a := argumentWords(name); a != nil {
			words = strings.TrimSpace(words + " " + strings.Join(a, " "))
		}
		fmt.Fprintf(&b, "\t\twords=%q\n", words)
		if name == "decode" {
			b.WriteString("\t\tfiles=1\n")
		}
		b.WriteString("\t\t;;\n")
	}
	b.WriteString(`	esac
	if [[ $cur == -* || -z $files ]]; then
		mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur")
	else
		mapfile -t COMPREPLY < <(compgen -f -- "$cur")
	fi
}
complete -o filenames -F _objectid objectid
`)
	return b.String()
}

func zshCompletion() string {
	var b strings.Builder
	b.WriteString(`#compdef objectid
# zsh completion for objectid; install it as _objectid in a folder of
# $fpath (Debian: share/zsh/vendor-completions), or load it with
#   source <(objectid completion zsh)
_objectid() {
	local cmd=${words[2]} prev=${words[CURRENT-1]} cur=${words[CURRENT]}
	if ((CURRENT == 2)); then
		compadd -- ` + strings.Join(completedCommands(), " ") + `
		return
	fi
	case $cmd in
`)
	values := flagValues()
	for _, name := range commandOrder {
		flags := commandFlags(name)
		fmt.Fprintf(&b, "\t%s)\n", name)
		writeValueCases(&b, flags, values[name], "compadd -- %s", "return 1")
		if len(flags) > 0 {
			fmt.Fprintf(&b, "\t\tif [[ $cur == -* ]]; then\n\t\t\tcompadd -- %s\n\t\t\treturn\n\t\tfi\n", flagWords(flags))
		}
		switch {
		case name == "decode":
			b.WriteString("\t\t_files\n")
		case argumentWords(name) != nil:
			fmt.Fprintf(&b, "\t\t((CURRENT == 3)) && compadd -- %s\n", strings.Join(argumentWords(name), " "))
		}
		b.WriteString("\t\t;;\n")
	}
	b.WriteString(`	esac
}
if [[ $funcstack[1] == _objectid ]]; then
	_objectid "$@"
else
	compdef _objectid objectid
fi
`)
	return b.String()
}

func fishCompletion() string {
	var b strings.Builder
	b.WriteString(`# fish completion for objectid; install it as
# share/fish/vendor_completions.d/objectid.fish, or load it with
#   objectid completion fish | source
complete -c objectid -f
`)
	for _, name := range commandOrder {
		summary, _, _ := strings.Cut(commands[name].summary, "\n")
		summary, _, _ = strings.Cut(summary, ";")
		summary, _, _ = strings.Cut(summary, " (")
		fmt.Fprintf(&b, "complete -c objectid -n __fish_use_subcommand -a %s -d %s\n", name, fishQuote(strings.TrimRight(summary, ":")))
	}
	b.WriteString("complete -c objectid -n __fish_use_subcommand -l version -d 'print the version'\n")
	values := flagValues()
	for _, name := range commandOrder {
		when := fishQuote("__fish_seen_subcommand_from " + name)
		for _, f := range commandFlags(name) {
			fmt.Fprintf(&b, "complete -c objectid -n %s -o %s", when, f.name)
			if v, ok := values[name][f.name]; ok {
				fmt.Fprintf(&b, " -x -a %s", fishQuote(strings.Join(v, " ")))
			} else if f.takesValue {
				b.WriteString(" -x")
			}
			b.WriteString("\n")
		}
		if a := argumentWords(name); a != nil {
			fmt.Fprintf(&b, "complete -c objectid -n %s -a %s\n", fishQuote("__fish_seen_subcommand_from "+name+"; and test (count (commandline -opc)) -eq 2"), fishQuote(strings.Join(a, " ")))
		}
		if name == "decode" {
			fmt.Fprintf(&b, "complete -c objectid -n %s -F\n", when)
		}
	}
	return b.String()
}

// fishQuote puts s in single quotes for fish.
func fishQuote(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}
