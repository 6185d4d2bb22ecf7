package core_test

import (
	"bytes"
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

// snippetIDs are the IDs each snippet holds: the worked example, the
// smallest and largest IDs, and the seeds' decoding example.
var snippetIDs = []string{
	"6553f1003f2a91c8d4003039",
	"6553f1003f2a91c8d400303a",
	"000000000000000000000000",
	"ffffffffffffffffffffffff",
	"507f1f77bcf86cd799439011",
}

// snippetCheck builds and runs one language's program in dir, whose
// template has been filled in, and returns what it printed.
type snippetCheck struct {
	format   core.Format
	template string
	// file is the name the filled-in template is written to.
	file  string
	tools []string
	run   func(t *testing.T, dir string) []byte
}

var snippetChecks = []snippetCheck{
	{core.FormatNode, "check.js", "check.js", []string{"node"}, func(t *testing.T, dir string) []byte {
		return runIn(t, dir, nil, "node", "check.js")
	}},
	{core.FormatPython, "check.py", "check.py", []string{pythonWithBSON()}, func(t *testing.T, dir string) []byte {
		return runIn(t, dir, nil, pythonWithBSON(), "check.py")
	}},
	{core.FormatGo, "check.go.txt", "main.go", []string{"go"}, func(t *testing.T, dir string) []byte {
		goSum, err := os.ReadFile(filepath.Join("..", "go.sum"))
		if err != nil {
			t.Fatal(err)
		}
		driver := moduleVersion(t, "go.mongodb.org/mongo-driver/v2")
		writeFile(t, dir, "go.mod", "module snippetcheck\n\ngo 1.26\n\nrequire go.mongodb.org/mongo-driver/v2 "+driver+"\n")
		writeFile(t, dir, "go.sum", string(goSum))
		return runIn(t, dir, []string{"GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off"}, "go", "run", ".")
	}},
	{core.FormatJava, "Check.java", "Check.java", []string{"javac", "java"}, func(t *testing.T, dir string) []byte {
		classpath := javaBSONJar + string(os.PathListSeparator) + "."
		runIn(t, dir, nil, "javac", "-cp", classpath, "Check.java")
		return runIn(t, dir, nil, "java", "-cp", classpath, "Check")
	}},
	{core.FormatCSharp, "check.cs", "check.cs", []string{"mcs", "mono"}, func(t *testing.T, dir string) []byte {
		runIn(t, dir, nil, "mcs", "-warnaserror+", "-out:check.exe", "check.cs")
		return runIn(t, dir, nil, "mono", "check.exe")
	}},
	{core.FormatRust, "check.rs", "check.rs", []string{"rustc"}, func(t *testing.T, dir string) []byte {
		runIn(t, dir, nil, "rustc", "-D", "warnings", "-o", "check", "check.rs")
		return runIn(t, dir, nil, filepath.Join(dir, "check"))
	}},
}

// javaBSONJar is where Debian's libmongodb-java puts the bson library.
const javaBSONJar = "/usr/share/java/bson.jar"

// pythonWithBSON is the Python that has Debian's python3-bson: the
// system's, not one a version manager put first on PATH.
func pythonWithBSON() string {
	if p := os.Getenv("SNIPPETS_PYTHON"); p != "" {
		return p
	}
	return "/usr/bin/python3"
}

func TestSnippets_CodeFormatsBuildAndRunInTheirLanguage(t *testing.T) {
	if os.Getenv("OBJECTID_SNIPPETS") != "1" {
		t.Skip("the language toolchains are checked by make snippets (OBJECTID_SNIPPETS=1), part of make test")
	}
	ids := make([]core.ObjectID, len(snippetIDs))
	for i, s := range snippetIDs {
		ids[i] = mustParse(t, s)
	}
	for _, check := range snippetChecks {
		t.Run(check.format.String(), func(t *testing.T) {
			t.Parallel()
			for _, tool := range check.tools {
				if _, err := exec.LookPath(tool); err != nil {
					t.Fatalf("%s is needed to check the %s format: %v", tool, check.format, err)
				}
			}
			for _, batch := range [][]core.ObjectID{ids, ids[:1]} {
				template, err := os.ReadFile(filepath.Join("testdata", "snippets", check.template))
				if err != nil {
					t.Fatal(err)
				}
				text := check.format.Batch(batch)
				single := string(check.format.AppendID(nil, ids[4]))
				program := strings.Replace(strings.Replace(string(template), "BATCH", strings.TrimSuffix(text, "\n"), 1), "ONE", single, 1)
				dir := t.TempDir()
				writeFile(t, dir, check.file, program)
				got := strings.Fields(string(check.run(t, dir)))
				want := append(hexes(batch), ids[4].Hex())
				if strings.Join(got, " ") != strings.Join(want, " ") {
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
	src := "package p\n\nvar ids = " + core.FormatGo.Batch(ids) + "\nvar one = " + string(core.FormatGo.AppendID(nil, ids[0])) + "\n"
	formatted, err := format.Source([]byte(src))
	if err != nil {
		t.Fatalf("not Go: %v\n%s", err, src)
	}
	if !bytes.Equal(formatted, []byte(src)) {
		t.Errorf("gofmt changes the snippet:\n%s\nto\n%s", src, formatted)
	}
}

func hexes(ids []core.ObjectID) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = id.Hex()
	}
	return out
}

func writeFile(t *testing.T, dir, name, text string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func runIn(t *testing.T, dir string, env []string, name string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		program, _ := os.ReadFile(filepath.Join(dir, filepath.Base(args[len(args)-1])))
		t.Fatalf("%s %s: %v\n%s\n%s", name, strings.Join(args, " "), err, stderr.String(), program)
	}
	return out
}

// moduleVersion returns the version of module that go.mod requires.
func moduleVersion(t *testing.T, module string) string {
	t.Helper()
	goMod, err := os.ReadFile(filepath.Join("..", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(goMod), "\n") {
		if fields := strings.Fields(line); len(fields) >= 2 && fields[0] == module {
			return fields[1]
		}
	}
	t.Fatalf("go.mod does not require %s", module)
	return ""
}
