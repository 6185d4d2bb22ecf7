package core_test

import (
	"fmt"
	"time"

	"github.com/objectid-generator/objectid/core"
)

func ExampleFixture_Generator() {
	f, _ := core.NewFixture([5]byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4}, 12345)
	ids, _ := f.Generator(nil).BatchAt(time.Unix(1700000000, 0), 2)
	fmt.Println(ids[0])
	fmt.Println(ids[1])
	// Output:
	// 6553f1003f2a91c8d4003039
	// 6553f1003f2a91c8d400303a
}

func ExampleSeedFixture() {
	f, _ := core.SeedFixture("users")
	fmt.Printf("random value %s, counter start %d\n", f.RandomHex(), f.CounterStart)
	// Output:
	// random value 82c79fd247, counter start 740950
}

func ExampleNewSpread() {
	from := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	spread, _ := core.NewSpread(3, from, from.AddDate(0, 0, 3), core.SpreadEven, core.SpreadKey{})
	f := core.Fixture{Random: [5]byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4}, CounterStart: 12345}
	for _, id := range spread.IDs(f) {
		fmt.Println(id, id.Timestamp().Format(time.DateOnly))
	}
	// Output:
	// 659200803f2a91c8d4003039 2024-01-01
	// 659352003f2a91c8d400303a 2024-01-02
	// 6594a3803f2a91c8d400303b 2024-01-03
}
