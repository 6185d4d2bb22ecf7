//go:build !windows

package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/objectid-generator/objectid/core"
)

// completionCase is what each shell must offer: the words typed so far,
// the one being completed last, and the answers in any order.
type completionCase struct {
	words []string
	want  string
}

// completionCases are the answers the scripts must give: some typed
// prefixes, and for each command that has flags all of them, as its help
// lists them, and all the values of -format and -spread.
func completionCases(t *testing.T) []completionCase {
	cases := []completionCase{
		{[]string{"objectid", "gen"}, "generate"},
		{[]string{"objectid", "--v"}, "--version"},
		{[]string{"objectid", "generate", "-f"}, "-format -from"},
		{[]string{"objectid", "generate", "-n", "3", "-format", "c"}, "csv csharp"},
		{[]string{"objectid", "help", "ra"}, "range"},
		{[]string{"objectid", "completion", "f"}, "fish"},
		{[]string{"objectid", "generate", "-format", ""}, formatNames(" ", func(core.Format) bool { return true })},
		{[]string{"objectid", "generate", "-spread", ""}, "even random"},
		{[]string{"objectid", "range", "-format", ""}, "shell compass ejson"},
		{[]string{"objectid", "decode", "-format", ""}, "hex"},
	}
	for _, name := range commandOrder {
		var flags []string
		for _, line := range strings.Split(runMain(t, "", name, "-h").stdout, "\n") {
			if flag, ok := strings.CutPrefix(line, "  -"); ok {
				flag, _, _ = strings.Cut(flag, " ")
				flags = append(flags, "-"+flag)
			}
		}
		if flags != nil {
			cases = append(cases, completionCase{[]string{"objectid", name, "-"}, strings.Join(flags, " ")})
		}
	}
	return cases
}

func TestCompletion_ShellsCompleteCommandsFlagsAndValues(t *testing.T) {
	bin := buildBinary(t)
	env := append(os.Environ(), "PATH="+filepath.Dir(bin)+string(os.PathListSeparator)+os.Getenv("PATH"))
	cases := completionCases(t)
	tests := []struct {
		shell string
		args  []string
		// load loads the completion and prints first on a line; ask prints
		// one case's answers on a line.
		load, first string
		ask         func(c completionCase) string
	}{
		// The shell name is read in any case.
		{"bash", []string{"--norc", "--noprofile", "-c"}, "source <(objectid completion BASH) || exit 1\ncomplete -p objectid\n",
			"complete -o filenames -F _objectid objectid", func(c completionCase) string {
				return "COMP_WORDS=(" + shellWords(c.words) + "); COMP_CWORD=" + strconv.Itoa(len(c.words)-1) + "; _objectid; echo \"${COMPREPLY[*]}\"\n"
			}},
		// compadd is zsh's own only inside a completion widget, which needs
		// a terminal; this one prints what the script offers.
		{"zsh", []string{"-f", "-c"}, "autoload -Uz compinit && compinit -u -D\nsource <(objectid completion zsh) || exit 1\nprint -r -- ${_comps[objectid]}\n" +
			"compadd() { [[ $1 == -- ]] && shift; local w; local out=(); for w in \"$@\"; do [[ $w == ${words[CURRENT]}* ]] && out+=$w; done; print -r -- \"${out[*]}\" }\n",
			"_objectid", func(c completionCase) string {
				return "words=(" + shellWords(c.words) + "); CURRENT=" + strconv.Itoa(len(c.words)) + "; _objectid\n"
			}},
		{"fish", []string{"--no-config", "-c"}, "objectid completion fish | source; or exit 1\necho loaded\n",
			"loaded", func(c completionCase) string {
				return "echo (complete -C " + shellWords([]string{strings.Join(c.words, " ")}) + " | string replace -r '\\t.*' '')\n"
			}},
	}
	for _, tt := range tests {
		t.Run(tt.shell, func(t *testing.T) {
			script := tt.load
			for _, c := range cases {
				script += tt.ask(c)
			}
			cmd := exec.Command(tt.shell, append(tt.args, script)...)
			cmd.Env = env
			out, err := cmd.CombinedOutput()
			got := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
			if err != nil || len(got) != len(cases)+1 || got[0] != tt.first {
				t.Fatalf("%v; want %q and %d answers:\n%s", err, tt.first, len(cases), out)
			}
			for i, c := range cases {
				answer, want := strings.Fields(got[i+1]), strings.Fields(c.want)
				slices.Sort(answer)
				slices.Sort(want)
				if !slices.Equal(answer, want) {
					t.Errorf("%s completes %q as %q, want %q", tt.shell, strings.Join(c.words, " "), got[i+1], c.want)
				}
			}
		})
	}
}

// shellWords quotes words for bash, zsh and fish alike.
func shellWords(words []string) string {
	quoted := make([]string, len(words))
	for i, w := range words {
		quoted[i] = "'" + strings.ReplaceAll(w, "'", `'\''`) + "'"
	}
	return strings.Join(quoted, " ")
}
