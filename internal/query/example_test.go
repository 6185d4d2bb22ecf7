package query_test

import (
	"fmt"
	"time"

	"github.com/objectid-generator/objectid/internal/query"
)

func ExampleNewRange() {
	from := time.Date(2024, 5, 1, 0, 0, 0, 0, time.UTC)
	to := time.Date(2024, 6, 1, 0, 0, 0, 0, time.UTC)
	r, err := query.NewRange(from, to)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Filter(query.RangeShell))
	fmt.Println(r.Filter(query.RangeEJSON))

	_, err = query.NewRange(to, from)
	fmt.Println(err)
	// Output:
	// {_id: {$gte: ObjectId("663186000000000000000000"), $lt: ObjectId("665a64800000000000000000")}}
	// {"_id": {"$gte": {"$oid": "663186000000000000000000"}, "$lt": {"$oid": "665a64800000000000000000"}}}
	// objectid: invalid range: to (2024-05-01T00:00:00Z) must be at least one second after from (2024-06-01T00:00:00Z)
}
