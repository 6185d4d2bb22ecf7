package describe_test

import (
	"fmt"
	"time"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/describe"
)

func ExampleDescribe() {
	id, _ := core.Parse("6553f1003f2a91c8d4003039")
	now := time.Date(2023, 11, 15, 22, 13, 20, 0, time.UTC)
	d := describe.Describe(id, now, time.FixedZone("EET", 2*60*60))
	fmt.Println("seconds", d.Seconds)
	fmt.Println("UTC    ", d.UTC.Format(time.RFC3339))
	fmt.Println("local  ", d.Local.Format(time.RFC3339+" (MST)"))
	fmt.Println("age    ", string(d.Age.Append(nil)), "future:", d.Future)
	fmt.Printf("random  %x, counter %d\n", d.Random, d.Counter)
	fmt.Printf("legacy  machine %06x, process %d\n", d.LegacyMachine, d.LegacyProcess)

	lower, _ := core.MinForTime(d.UTC)
	fmt.Println("note   ", describe.BoundNote(describe.Describe(lower, now, time.UTC).Bound))
	// Output:
	// seconds 1700000000
	// UTC     2023-11-14T22:13:20Z
	// local   2023-11-15T00:13:20+02:00 (EET)
	// age     1 day ago future: false
	// random  3f2a91c8d4, counter 12345
	// legacy  machine 3f2a91, process 51412
	// note    range-query bound: the smallest ID of its second (all zeros after the timestamp), not one a driver makes
}
