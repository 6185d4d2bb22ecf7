package cli

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
	"go.mongodb.org/mongo-driver/v2/bson"
)

// TestMain makes the test binary, started with OBJECTID_DRIVER_LOOP=N, the
// baseline of BenchmarkProcessGenerate: the official driver writing N hex
// ObjectIDs, one per line, through a buffered writer to standard output,
// as a program using the driver would.
func TestMain(m *testing.M) {
	n, err := strconv.Atoi(os.Getenv("OBJECTID_DRIVER_LOOP"))
	if err != nil {
		os.Exit(m.Run())
	}
	w := bufio.NewWriter(os.Stdout)
	for range n {
		w.WriteString(bson.NewObjectID().Hex() + "\n")
	}
	if err := w.Flush(); err != nil {
		os.Exit(1)
	}
	os.Exit(0)
}

// BenchmarkDecodeStdin measures decode reading 100,000 lines from standard
// input, per line, beside decode -scan reading the same input: decode
// should take at most twice as long. The lines are as mongoimport writes
// IDs, one inside each, or log lines holding none.
func BenchmarkDecodeStdin(b *testing.B) {
	const lines = 100_000
	ids, err := core.Default().Batch(lines)
	if err != nil {
		b.Fatal(err)
	}
	var logLines bytes.Buffer
	for i := range lines {
		fmt.Fprintf(&logLines, "2024-05-01T12:00:%02dZ INFO request %d handled in %d ms\n", i%60, i, i%977)
	}
	for input, text := range map[string][]byte{"mongoimport": []byte(core.FormatMongoimport.Batch(ids)), "no-ID": logLines.Bytes()} {
		for _, mode := range [][]string{{"decode"}, {"decode", "-scan"}} {
			b.Run(input+"/"+strings.Join(mode, " "), func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(text)))
				for range b.N {
					Main(mode, bytes.NewReader(text), io.Discard, io.Discard)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*lines), "ns/line")
			})
		}
	}
}

// BenchmarkDecodeScanBSON measures decode -scan, for people and as JSON,
// reading a 64 MiB .bson as mongodump writes it, of orders of about 530
// bytes, each with 4 IDs: its _id, its customer's and two products'.
func BenchmarkDecodeScanBSON(b *testing.B) {
	file, err := os.CreateTemp(tempDir(b), "orders-*.bson")
	if err != nil {
		b.Fatal(err)
	}
	w := bufio.NewWriter(file)
	size, ids := 0, 0
	for i := 0; size < 64<<20; i++ {
		oid, _ := core.Default().Batch(4)
		item := func(id core.ObjectID, name string) bson.D {
			return bson.D{{Key: "product_id", Value: bson.ObjectID(id)}, {Key: "name", Value: name}, {Key: "qty", Value: int32(i%7 + 1)}, {Key: "price", Value: 9.99}}
		}
		doc, err := bson.Marshal(bson.D{{Key: "_id", Value: bson.ObjectID(oid[0])}, {Key: "customer_id", Value: bson.ObjectID(oid[1])},
			{Key: "created_at", Value: time.Unix(1700000000+int64(i), 0)}, {Key: "status", Value: "shipped"}, {Key: "total", Value: 12.5 + float64(i%100)},
			{Key: "shipping", Value: bson.D{{Key: "name", Value: "Jane Example"}, {Key: "street", Value: "42 Long Street, Apartment 7"},
				{Key: "city", Value: "Springfield"}, {Key: "postcode", Value: "12345"}, {Key: "country", Value: "US"}}},
			{Key: "items", Value: bson.A{item(oid[2], "Stainless steel water bottle, 750 ml"), item(oid[3], "Cotton tote bag, natural")}},
			{Key: "note", Value: "Leave the parcel at the door if nobody answers; ring twice. Gift wrap, please."}})
		if err != nil {
			b.Fatal(err)
		}
		w.Write(doc)
		size, ids = size+len(doc), ids+len(oid)
	}
	if err := errors.Join(w.Flush(), file.Close()); err != nil {
		b.Fatal(err)
	}
	for _, mode := range [][]string{{"decode", "-scan"}, {"decode", "-scan", "-json"}} {
		b.Run(strings.Join(mode[1:], " "), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(size))
			for b.Loop() {
				if status := Main(append(mode, file.Name()), nil, io.Discard, io.Discard); status != exitOK {
					b.Fatalf("status %d", status)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*ids), "ns/ID")
		})
	}
}

// BenchmarkProcessGenerate runs objectid generate -n 5000000 and the
// driver's buffered loop (TestMain, with the driver version in go.mod) as
// whole processes writing to /dev/null, one after the other in each
// iteration, so start-up, the runtime and the writes count as
// a user sees them. It reports wall and CPU (user+sys) time per ID for each
// and the driver's over ours; CPU time is the steadier figure on a busy
// machine.
func BenchmarkProcessGenerate(b *testing.B) {
	if testing.Short() {
		b.Skip("builds the binary and runs it and the driver's loop for about a second per iteration; skipped under -short")
	}
	const idsPerRun = 5_000_000
	ours := buildBinary(b)
	devNull, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		b.Fatal(err)
	}
	defer devNull.Close()
	n := strconv.Itoa(idsPerRun)
	var wall, cpu [2]time.Duration
	for b.Loop() {
		driver := exec.Command(os.Args[0])
		driver.Env = append(os.Environ(), "OBJECTID_DRIVER_LOOP="+n)
		for i, cmd := range []*exec.Cmd{exec.Command(ours, "generate", "-n", n), driver} {
			var stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = devNull, &stderr
			start := time.Now()
			if err := cmd.Run(); err != nil || stderr.Len() > 0 {
				b.Fatalf("%s: %v, stderr %q", cmd, err, stderr.String())
			}
			wall[i] += time.Since(start)
			cpu[i] += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
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
