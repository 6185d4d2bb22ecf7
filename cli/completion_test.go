//go:build !windows

package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// shellWithObjectid returns an environment whose PATH finds the objectid
// binary first, for a shell to complete it in.
func shellWithObjectid(t *testing.T) []string {
	t.Helper()
	bin := buildBinary(t)
	return append(os.Environ(), "PATH="+filepath.Dir(bin)+string(os.PathListSeparator)+os.Getenv("PATH"))
}

// runShell runs script with shell and returns its output, one completion
// answer per line.
func runShell(t *testing.T, env []string, shell string, args ...string) []string {
	t.Helper()
	cmd := exec.Command(shell, args...)
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", shell, err, out)
	}
	return strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
}

// completionCases are what each shell must offer: the words typed so far,
// the one being completed last, and the answers.
var completionCases = []struct {
	words []string
	want  string
}{
	{[]string{"objectid", "gen"}, "generate"},
	{[]string{"objectid", "r"}, "range"},
	{[]string{"objectid", "--v"}, "--version"},
	{[]string{"objectid", "generate", "-f"}, "-format -from"},
	{[]string{"objectid", "generate", "-format", "sh"}, "shell shell-array"},
	{[]string{"objectid", "generate", "-n", "3", "-format", "c"}, "csv csharp"},
	{[]string{"objectid", "generate", "-spread", ""}, "even random"},
	{[]string{"objectid", "range", "-format", ""}, "shell compass ejson"},
	{[]string{"objectid", "range", "-c"}, "-collection"},
	{[]string{"objectid", "decode", "-"}, "-json -scan"},
	{[]string{"objectid", "help", "ra"}, "range"},
	{[]string{"objectid", "completion", "f"}, "fish"},
}

func TestCompletion_BashCompletesCommandsFlagsAndValues(t *testing.T) {
	env := shellWithObjectid(t)
	// The shell name is read in any case.
	script := "source <(objectid completion BASH) || exit 1\ncomplete -p objectid\n"
	for _, c := range completionCases {
		script += "COMP_WORDS=(" + shellWords(c.words) + "); COMP_CWORD=" + strconv.Itoa(len(c.words)-1) + "; _objectid; echo \"${COMPREPLY[*]}\"\n"
	}
	got := runShell(t, env, "bash", "--norc", "--noprofile", "-c", script)
	if got[0] != "complete -o filenames -F _objectid objectid" {
		t.Errorf("complete -p objectid: %q", got[0])
	}
	checkAnswers(t, "bash", got[1:])
}

func TestCompletion_ZshCompletesCommandsFlagsAndValues(t *testing.T) {
	env := shellWithObjectid(t)
	// compadd is zsh's own only inside a completion widget, which needs a
	// terminal; this one prints what the script offers.
	script := "autoload -Uz compinit && compinit -u -D\nsource <(objectid completion zsh) || exit 1\nprint -r -- ${_comps[objectid]}\n" +
		"compadd() { [[ $1 == -- ]] && shift; local w; local out=(); for w in \"$@\"; do [[ $w == ${words[CURRENT]}* ]] && out+=$w; done; print -r -- \"${out[*]}\" }\n"
	for _, c := range completionCases {
		script += "words=(" + shellWords(c.words) + "); CURRENT=" + strconv.Itoa(len(c.words)) + "; _objectid\n"
	}
	got := runShell(t, env, "zsh", "-f", "-c", script)
	if got[0] != "_objectid" {
		t.Errorf("the completion for objectid is %q, want _objectid", got[0])
	}
	checkAnswers(t, "zsh", got[1:])
}

func TestCompletion_FishCompletesCommandsFlagsAndValues(t *testing.T) {
	env := shellWithObjectid(t)
	script := "objectid completion fish | source; or exit 1\n"
	for _, c := range completionCases {
		script += "echo (complete -C " + shellWords([]string{strings.Join(c.words, " ")}) + " | string replace -r '\\t.*' '')\n"
	}
	got := runShell(t, env, "fish", "--no-config", "-c", script)
	checkAnswers(t, "fish", got)
}

// checkAnswers compares a shell's answers, one line per completion case,
// with the cases' wants, in any order.
func checkAnswers(t *testing.T, shell string, got []string) {
	t.Helper()
	if len(got) != len(completionCases) {
		t.Fatalf("%s answered %d lines, want %d: %q", shell, len(got), len(completionCases), got)
	}
	for i, c := range completionCases {
		if !sameWords(got[i], c.want) {
			t.Errorf("%s completes %q as %q, want %q", shell, strings.Join(c.words, " "), got[i], c.want)
		}
	}
}

func sameWords(a, b string) bool {
	x, y := strings.Fields(a), strings.Fields(b)
	if len(x) != len(y) {
		return false
	}
	seen := map[string]int{}
	for _, w := range x {
		seen[w]++
	}
	for _, w := range y {
		if seen[w]--; seen[w] < 0 {
			return false
		}
	}
	return true
}

// shellWords quotes words for bash, zsh and fish alike.
func shellWords(words []string) string {
	quoted := make([]string, len(words))
	for i, w := range words {
		quoted[i] = "'" + strings.ReplaceAll(w, "'", `'\''`) + "'"
	}
	return strings.Join(quoted, " ")
}
