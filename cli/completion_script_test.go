package cli

// The completion scripts as objectid completion writes them, read in
// process; completion_test.go runs them in the real shells.

import (
	"slices"
	"strings"
	"testing"
)

// completedCommand is what the scripts must offer for one subcommand: the
// flags that take a value, the switches, the values offered after a flag,
// the words offered as its argument, and whether it completes file names.
type completedCommand struct {
	name           string
	valued, plain  []string
	values         map[string]string
	arguments      string
	completesFiles bool
}

var completedCommandsWant = []completedCommand{
	{name: "generate", valued: []string{"at", "counter", "format", "from", "n", "random", "seed", "spread", "to"},
		values: map[string]string{"format": strings.Join(formatNames(), " "), "spread": "even random"}},
	{name: "decode", plain: []string{"json", "scan"}, completesFiles: true},
	{name: "range", valued: []string{"collection", "format", "from", "to"},
		values: map[string]string{"format": "shell compass ejson"}},
	{name: "version"},
	{name: "completion", arguments: "bash zsh fish"},
	{name: "help", arguments: "generate decode range version completion help"},
}

// flags is every flag of c, in the order the scripts list them: by name.
func (c completedCommand) flags() []string {
	var all []string
	for _, f := range append(append([]string{}, c.valued...), c.plain...) {
		all = append(all, "-"+f)
	}
	slices.Sort(all)
	return all
}

// valuedPattern is the shell pattern of c's flags that take a value, as
// bash and zsh match the word before the cursor.
func (c completedCommand) valuedPattern() string {
	var names []string
	for _, f := range c.valued {
		names = append(names, "-"+f+" | --"+f)
	}
	return strings.Join(names, " | ")
}

// completionScript is what objectid completion SHELL writes, which must
// succeed with nothing on standard error.
func completionScript(t *testing.T, shell string) string {
	t.Helper()
	got := runMain(t, "", "completion", shell)
	if got.status != exitOK || got.stderr != "" || got.stdout == "" {
		t.Fatalf("objectid completion %s: status %d, stderr %q, %d bytes of script", shell, got.status, got.stderr, len(got.stdout))
	}
	return got.stdout
}

// caseBranch is the branch of the script's case on the subcommand for
// name: from "\tname)" up to its closing ";;", one tab in.
func caseBranch(t *testing.T, script, name string) string {
	t.Helper()
	_, rest, found := strings.Cut(script, "\n\t"+name+")\n")
	if !found {
		t.Fatalf("the script has no branch for %s", name)
	}
	branch, _, found := strings.Cut(rest, "\n\t\t;;\n")
	if !found {
		t.Fatalf("the branch for %s never ends", name)
	}
	return branch
}

func wantIn(t *testing.T, shell, where, text, want string) {
	t.Helper()
	if !strings.Contains(text, want) {
		t.Errorf("%s, %s: no %q in\n%s", shell, where, want, text)
	}
}

func TestCompletion_BashScriptOffersEveryCommandFlagAndValue(t *testing.T) {
	script := completionScript(t, "bash")
	wantIn(t, "bash", "the first word", script,
		`compgen -W "generate decode range version completion help --version --help" -- "$cur"`)
	if !strings.HasSuffix(script, "\ncomplete -o filenames -F _objectid objectid\n") {
		t.Errorf("bash: the script does not end by registering _objectid:\n%s", script)
	}
	for _, c := range completedCommandsWant {
		branch := caseBranch(t, script, c.name)
		words := strings.TrimSpace(strings.Join(c.flags(), " ") + " " + c.arguments)
		if !strings.Contains(branch+"\n", "\t\twords=\""+words+"\"\n") {
			t.Errorf("bash, %s: want words=%q in\n%s", c.name, words, branch)
		}
		for flag, values := range c.values {
			wantIn(t, "bash", c.name+" -"+flag, branch, "-"+flag+" | --"+flag+")\n\t\t\tmapfile -t COMPREPLY < <(compgen -W \""+values+"\" -- \"$cur\")\n\t\t\treturn\n")
		}
		if c.valued != nil {
			// A value the user types himself is not completed from the flags.
			wantIn(t, "bash", c.name+"'s flags with a value", branch, c.valuedPattern()+")\n\t\t\treturn\n")
		} else if strings.Contains(branch, "case $prev") {
			t.Errorf("bash, %s: a flag value is completed, but no flag takes one:\n%s", c.name, branch)
		}
		if files := strings.Contains(branch, "files=1"); files != c.completesFiles {
			t.Errorf("bash, %s: completes file names %v, want %v", c.name, files, c.completesFiles)
		}
	}
}

func TestCompletion_ZshScriptOffersEveryCommandFlagAndValue(t *testing.T) {
	script := completionScript(t, "zsh")
	if !strings.HasPrefix(script, "#compdef objectid\n") {
		t.Errorf("zsh: the script does not start with #compdef objectid:\n%s", script)
	}
	wantIn(t, "zsh", "the first word", script, "compadd -- generate decode range version completion help --version --help\n")
	wantIn(t, "zsh", "loaded with source", script, "compdef _objectid objectid\n")
	for _, c := range completedCommandsWant {
		branch := caseBranch(t, script, c.name)
		if flags := c.flags(); flags != nil {
			wantIn(t, "zsh", c.name+"'s flags", branch, "if [[ $cur == -* ]]; then\n\t\t\tcompadd -- "+strings.Join(flags, " ")+"\n")
		} else if strings.Contains(branch, "$cur == -*") {
			t.Errorf("zsh, %s: flags are completed, but it has none:\n%s", c.name, branch)
		}
		for flag, values := range c.values {
			wantIn(t, "zsh", c.name+" -"+flag, branch, "-"+flag+" | --"+flag+")\n\t\t\tcompadd -- "+values+"\n\t\t\treturn\n")
		}
		if c.valued != nil {
			wantIn(t, "zsh", c.name+"'s flags with a value", branch, c.valuedPattern()+")\n\t\t\treturn 1\n")
		}
		if c.arguments != "" {
			wantIn(t, "zsh", c.name+"'s argument", branch, "((CURRENT == 3)) && compadd -- "+c.arguments)
		}
		if files := strings.Contains(branch, "_files"); files != c.completesFiles {
			t.Errorf("zsh, %s: completes file names %v, want %v", c.name, files, c.completesFiles)
		}
	}
}

func TestCompletion_FishScriptOffersEveryCommandFlagAndValue(t *testing.T) {
	script := completionScript(t, "fish")
	lines := strings.Split(strings.TrimSuffix(script, "\n"), "\n")
	has := func(line string) bool {
		return slices.Contains(lines, line)
	}
	for _, want := range []string{
		"complete -c objectid -f",
		"complete -c objectid -n __fish_use_subcommand -a generate -d 'make N new IDs'",
		"complete -c objectid -n __fish_use_subcommand -a decode -d 'print every field of each ID'",
		"complete -c objectid -n __fish_use_subcommand -a version -d 'print the version'",
		// The apostrophe is escaped inside fish's single quotes.
		`complete -c objectid -n __fish_use_subcommand -a completion -d 'print a script that completes objectid\'s commands, flags and format names in that shell'`,
		"complete -c objectid -n __fish_use_subcommand -l version -d 'print the version'",
	} {
		if !has(want) {
			t.Errorf("fish: no line %q in\n%s", want, script)
		}
	}
	for _, c := range completedCommandsWant {
		when := "complete -c objectid -n '__fish_seen_subcommand_from " + c.name + "'"
		var want []string
		for _, f := range c.valued {
			line := when + " -o " + f + " -x"
			if v, ok := c.values[f]; ok {
				line += " -a '" + v + "'"
			}
			want = append(want, line)
		}
		for _, f := range c.plain {
			want = append(want, when+" -o "+f)
		}
		var got []string
		for _, l := range lines {
			if strings.HasPrefix(l, when+" -o ") {
				got = append(got, l)
			}
		}
		slices.Sort(want)
		slices.Sort(got)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("fish, %s: flags\n%s\nwant\n%s", c.name, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		argument := "complete -c objectid -n '__fish_seen_subcommand_from " + c.name + "; and test (count (commandline -opc)) -eq 2' -a '" + c.arguments + "'"
		if has(argument) != (c.arguments != "") {
			t.Errorf("fish, %s: offers %q as its argument %v, want %v", c.name, c.arguments, has(argument), c.arguments != "")
		}
		if files := has(when + " -F"); files != c.completesFiles {
			t.Errorf("fish, %s: completes file names %v, want %v", c.name, files, c.completesFiles)
		}
	}
}

func TestCompletion_ShellNameIsReadInAnyCase(t *testing.T) {
	if upper, lower := completionScript(t, "BASH"), completionScript(t, "bash"); upper != lower {
		t.Errorf("objectid completion BASH writes another script than completion bash")
	}
}

func TestCompletion_UsageErrorsExit2WithOneLine(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no shell", []string{"completion"}, "objectid: completion: takes one shell (bash, zsh, fish), got []; run 'objectid help completion' for its usage"},
		{"two shells", []string{"completion", "bash", "zsh"}, `objectid: completion: takes one shell (bash, zsh, fish), got ["bash" "zsh"]; run 'objectid help completion' for its usage`},
		{"mistyped shell", []string{"completion", "fihs"}, `objectid: completion: no completion for "fihs", want bash, zsh or fish; did you mean fish? Run 'objectid help completion' for its usage`},
		{"unknown shell", []string{"completion", "powershell"}, `objectid: completion: no completion for "powershell", want bash, zsh or fish; run 'objectid help completion' for its usage`},
		{"unknown flag", []string{"completion", "-x"}, "objectid: completion: unknown flag -x; run 'objectid help completion' for its usage"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, want := runMain(t, "", tt.args...), (outcome{stderr: tt.want + "\n", status: exitUsage}); got != want {
				t.Errorf("got  %+v\nwant %+v", got, want)
			}
		})
	}
}

func TestFishQuote_EscapesQuotesAndBackslashes(t *testing.T) {
	if got, want := fishQuote(`it's C:\dir`), `'it\'s C:\\dir'`; got != want {
		t.Errorf("fishQuote = %s, want %s", got, want)
	}
}
