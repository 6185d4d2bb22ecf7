package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// idsPerRun is how many IDs one run of generate makes: the size of the
// goal, generate -n 5000000.
const idsPerRun = 5_000_000

// BenchmarkProcessGenerate runs objectid generate -n 5000000 and the
// driver's buffered loop (testdata/driverloop, built against the driver
// version in go.mod) as whole processes writing to /dev/null, one after the
// other in each iteration, so start-up, the runtime and the writes count as
// a user sees them. It reports wall and CPU (user+sys) time per ID for each
// and the driver's over ours; CPU time is the steadier figure on a busy
// machine.
func BenchmarkProcessGenerate(b *testing.B) {
	if testing.Short() {
		b.Skip("builds two binaries and runs each for about a second per iteration; skipped under -short")
	}
	ours := buildBinary(b)
	goTool, err := exec.LookPath("go")
	if err != nil {
		b.Fatalf("the go tool is needed to build the driver's program: %v", err)
	}
	driver := filepath.Join(tempDir(b), "driverloop")
	if out, err := exec.Command(goTool, "build", "-o", driver, "./testdata/driverloop").CombinedOutput(); err != nil {
		b.Fatalf("go build driverloop: %v\n%s", err, out)
	}
	n := strconv.Itoa(idsPerRun)
	var wall, cpu [2]time.Duration
	b.ResetTimer()
	for b.Loop() {
		for i, args := range [][]string{{ours, "generate", "-n", n}, {driver, n}} {
			w, c := runToDevNull(b, args)
			wall[i] += w
			cpu[i] += c
		}
	}
	ids := float64(b.N) * idsPerRun
	b.ReportMetric(float64(wall[0].Nanoseconds())/ids, "ns/ID")
	b.ReportMetric(float64(wall[1].Nanoseconds())/ids, "driver-ns/ID")
	b.ReportMetric(float64(cpu[0].Nanoseconds())/ids, "cpu-ns/ID")
	b.ReportMetric(float64(cpu[1].Nanoseconds())/ids, "driver-cpu-ns/ID")
	b.ReportMetric(float64(wall[1])/float64(wall[0]), "x-driver")
	b.ReportMetric(float64(cpu[1])/float64(cpu[0]), "x-driver-cpu")
}

// runToDevNull runs args with standard output to /dev/null and returns its
// wall time and the CPU time, user and system, the process used.
func runToDevNull(b *testing.B, args []string) (wall, cpu time.Duration) {
	b.Helper()
	devNull, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		b.Fatal(err)
	}
	defer devNull.Close()
	var stderr bytes.Buffer
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdout, cmd.Stderr = devNull, &stderr
	start := time.Now()
	err = cmd.Run()
	wall = time.Since(start)
	if err != nil || stderr.Len() > 0 {
		b.Fatalf("%s: %v, stderr %q", filepath.Base(args[0]), err, stderr.String())
	}
	return wall, cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
}
