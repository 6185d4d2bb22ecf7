package core_test

import (
	"bytes"
	"cmp"
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/objectid-generator/objectid/core"
)

// The code formats are checked by their languages: each snippet is pasted
// into a small program (testdata/snippets) that is built and run, and must
// print the IDs it holds. These checks need the toolchains that
// scripts/snippets.sh installs, so they run when it sets
// OBJECTID_SNIPPETS=1 (make snippets, part of make test).

// javaClasspath holds the bson library of Debian's libmongodb-java.
const javaClasspath = "/usr/share/java/bson.jar" + string(os.PathListSeparator) + "."

var snippetChecks = []struct {
	format core.Format
	// template is in testdata/snippets; the program is written to its name
	// without .txt.
	template string
	// commands build and run the program; the last one prints the IDs.
	commands [][]string
}{
	{core.FormatNode, "check.js", [][]string{{"node", "check.js"}}},
	// The Python is the system's, with Debian's python3-bson, not one a
	// version manager put first on PATH.
	{core.FormatPython, "check.py", [][]string{{cmp.Or(os.Getenv("SNIPPETS_PYTHON"), "/usr/bin/python3"), "check.py"}}},
	{core.FormatGo, "check.go.txt", [][]string{{"go", "run", "."}}},
	{core.FormatJava, "Check.java", [][]string{{"javac", "-cp", javaClasspath, "Check.java"}, {"java", "-cp", javaClasspath, "Check"}}},
	{core.FormatCSharp, "check.cs", [][]string{{"mcs", "-warnaserror+", "-out:check.exe", "check.cs"}, {"mono", "check.exe"}}},
	{core.FormatRust, "check.rs", [][]string{{"rustc", "-D", "warnings", "-o", "check", "check.rs"}, {"./check"}}},
}

func TestSnippets_CodeFormatsBuildAndRunInTheirLanguage(t *testing.T) {
	if os.Getenv("OBJECTID_SNIPPETS") != "1" {
		t.Skip("the language toolchains are checked by make snippets (OBJECTID_SNIPPETS=1), part of make test")
	}
	// The worked example, the smallest and largest IDs, and the decoding
	// example.
	var ids []core.ObjectID
	for _, s := range []string{exampleFirst, exampleSecond, "000000000000000000000000", "ffffffffffffffffffffffff", knownHex} {
		ids = append(ids, mustParse(t, s))
	}
	goMod, err := os.ReadFile(filepath.Join("..", "go.mod"))
	goSum, err2 := os.ReadFile(filepath.Join("..", "go.sum"))
	_, driver, found := strings.Cut(string(goMod), "go.mongodb.org/mongo-driver/v2 ")
	if err != nil || err2 != nil || !found {
		t.Fatalf("the module's go.mod and go.sum with the driver: %v, %v", err, err2)
	}
	for _, check := range snippetChecks {
		t.Run(check.format.String(), func(t *testing.T) {
			t.Parallel()
			template, err := os.ReadFile(filepath.Join("testdata", "snippets", check.template))
			if err != nil {
				t.Fatal(err)
			}
			for _, batch := range [][]core.ObjectID{ids, ids[:1]} {
				text := check.format.Batch(batch)
				single := string(check.format.AppendID(nil, ids[4]))
				program := strings.Replace(strings.Replace(string(template), "BATCH", strings.TrimSuffix(text, "\n"), 1), "ONE", single, 1)
				dir := t.TempDir()
				writeFile(t, dir, strings.TrimSuffix(check.template, ".txt"), program)
				writeFile(t, dir, "go.mod", "module snippetcheck\n\ngo 1.26\n\nrequire go.mongodb.org/mongo-driver/v2 "+strings.Fields(driver)[0]+"\n")
				writeFile(t, dir, "go.sum", string(goSum))
				var out []byte
				for _, command := range check.commands {
					cmd := exec.Command(command[0], command[1:]...)
					cmd.Dir, cmd.Env = dir, append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off")
					var stderr bytes.Buffer
					cmd.Stderr = &stderr
					if out, err = cmd.Output(); err != nil {
						t.Fatalf("%s: %v\n%s\n%s", strings.Join(command, " "), err, stderr.String(), program)
					}
				}
				if got, want := strings.Join(strings.Fields(string(out)), "\n"), core.FormatHex.Batch(batch)+ids[4].Hex(); got != want {
					t.Errorf("the program with\n%s\nand %s printed %q, want %q", text, single, got, want)
				}
			}
		})
	}
}

// TestSnippets_GoIsFormattedAsGofmtWould checks without a toolchain that the
// Go literal needs no reformatting when pasted into a file.
func TestSnippets_GoIsFormattedAsGofmtWould(t *testing.T) {
	ids := []core.ObjectID{mustParse(t, exampleFirst), mustParse(t, exampleSecond)}
	src := "package p\n\n" + core.FormatGo.Batch(ids) + "\nvar one = " + string(core.FormatGo.AppendID(nil, ids[0])) + "\n"
	formatted, err := format.Source([]byte(src))
	if err != nil || !bytes.Equal(formatted, []byte(src)) {
		t.Errorf("gofmt changes the snippet:\n%s\nto\n%s, %v", src, formatted, err)
	}
}

func writeFile(t *testing.T, dir, name, text string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
