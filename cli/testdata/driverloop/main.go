// Command driverloop is the baseline of BenchmarkProcessGenerate: the
// official driver writing N hex ObjectIDs, one per line, through a buffered
// writer to standard output, as a program using the driver would.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"

	"go.mongodb.org/mongo-driver/v2/bson"
)

func main() {
	n, err := strconv.Atoi(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	w := bufio.NewWriter(os.Stdout)
	for range n {
		w.WriteString(bson.NewObjectID().Hex() + "\n")
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
