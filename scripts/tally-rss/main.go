// Command tally-rss tallies the ObjectIDs in the file given as its
// argument as the Bulk tab does, so /usr/bin/time -v can show the peak
// memory that takes:
//
//	objectid generate -n 40000000 > ids.txt     # 1 GB, 40 million IDs
//	go build -o tally-rss ./scripts/tally-rss
//	/usr/bin/time -v ./tally-rss ids.txt
//
// It is not part of the product.
package main

import (
	"fmt"
	"os"

	"github.com/objectid-generator/objectid/internal/bulk"
)

func main() {
	f, err := os.Open(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer f.Close()
	tally, err := bulk.Scan(f, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("%d IDs, %d kept, %d not kept\n", tally.Occurrences, len(tally.Rows), tally.NotListed)
}
