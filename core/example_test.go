package core_test

import (
	"bytes"
	"errors"
	"fmt"
	"time"

	"github.com/objectid-generator/objectid/core"
)

func ExampleParse() {
	for _, input := range []string{
		"507f1f77bcf86cd799439011",
		`  ObjectId("507F1F77BCF86CD799439011")`,
		`{"$oid": "507f1f77bcf86cd799439011"}`,
		"507f1f77bcf86cd79943901g",
	} {
		id, err := core.Parse(input)
		var perr *core.ParseError
		if errors.As(err, &perr) && errors.Is(err, core.ErrInvalidCharacter) {
			fmt.Printf("refused: %q at position %d\n", perr.Char, perr.Position)
			continue
		}
		fmt.Println(id, id.Seconds(), id.Timestamp().Format(time.RFC3339))
	}
	// Output:
	// 507f1f77bcf86cd799439011 1350508407 2012-10-17T21:13:27Z
	// 507f1f77bcf86cd799439011 1350508407 2012-10-17T21:13:27Z
	// 507f1f77bcf86cd799439011 1350508407 2012-10-17T21:13:27Z
	// refused: 'g' at position 24
}

func ExampleGenerator() {
	// A fixed clock and entropy make the IDs reproducible: 5 bytes of
	// random value, then the 3-byte counter start 0x003039 (12345).
	clock := func() time.Time { return time.Unix(1700000000, 0) }
	entropy := bytes.NewReader([]byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4, 0x00, 0x30, 0x39})
	g, err := core.NewGenerator(clock, entropy)
	if err != nil {
		fmt.Println(err)
		return
	}
	// New fails only when the counter comes round, 16,777,216 IDs on, and
	// the entropy has no fresh random value left.
	first, _ := g.New()
	second, _ := g.New()
	fmt.Println(first)
	fmt.Println(second)
	fmt.Printf("random %x, counter %d then %d\n", first.Random(), first.Counter(), second.Counter())
	// Output:
	// 6553f1003f2a91c8d4003039
	// 6553f1003f2a91c8d400303a
	// random 3f2a91c8d4, counter 12345 then 12346
}

func ExampleFormat_Batch() {
	a, _ := core.Parse("6553f1003f2a91c8d4003039")
	b, _ := core.Parse("6553f1003f2a91c8d400303a")
	for _, f := range core.Formats {
		// Each format's name, file extension, kind and empty batch, then
		// a batch of two.
		fmt.Printf("-- %s %s code=%v empty=%q\n%s", f, f.Extension(), f.IsCode(), f.Batch(nil), f.Batch([]core.ObjectID{a, b}))
	}
	// Output:
	// -- hex .txt code=false empty=""
	// 6553f1003f2a91c8d4003039
	// 6553f1003f2a91c8d400303a
	// -- shell .js code=false empty=""
	// ObjectId("6553f1003f2a91c8d4003039")
	// ObjectId("6553f1003f2a91c8d400303a")
	// -- ejson .jsonl code=false empty=""
	// {"$oid":"6553f1003f2a91c8d4003039"}
	// {"$oid":"6553f1003f2a91c8d400303a"}
	// -- json .json code=false empty="[]\n"
	// [
	//   "6553f1003f2a91c8d4003039",
	//   "6553f1003f2a91c8d400303a"
	// ]
	// -- csv .csv code=false empty="_id\n"
	// _id
	// 6553f1003f2a91c8d4003039
	// 6553f1003f2a91c8d400303a
	// -- shell-array .js code=false empty="[]\n"
	// [ObjectId("6553f1003f2a91c8d4003039"), ObjectId("6553f1003f2a91c8d400303a")]
	// -- ejson-array .json code=false empty="[]\n"
	// [{"$oid": "6553f1003f2a91c8d4003039"}, {"$oid": "6553f1003f2a91c8d400303a"}]
	// -- mongoimport .json code=false empty=""
	// {"_id": {"$oid": "6553f1003f2a91c8d4003039"}}
	// {"_id": {"$oid": "6553f1003f2a91c8d400303a"}}
	// -- node .js code=true empty="[]\n"
	// [
	//   new ObjectId("6553f1003f2a91c8d4003039"),
	//   new ObjectId("6553f1003f2a91c8d400303a"),
	// ]
	// -- python .py code=true empty="[]\n"
	// [
	//     ObjectId("6553f1003f2a91c8d4003039"),
	//     ObjectId("6553f1003f2a91c8d400303a"),
	// ]
	// -- go .go code=true empty="var ids = []bson.ObjectID{}\n\n// mustOID is bson.ObjectIDFromHex for IDs known to be valid. With driver v1, use\n// primitive.ObjectID and ObjectIDFromHex of go.mongodb.org/mongo-driver/bson/primitive.\nfunc mustOID(hex string) bson.ObjectID {\n\tid, err := bson.ObjectIDFromHex(hex)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\treturn id\n}\n"
	// var ids = []bson.ObjectID{
	// 	mustOID("6553f1003f2a91c8d4003039"),
	// 	mustOID("6553f1003f2a91c8d400303a"),
	// }
	//
	// // mustOID is bson.ObjectIDFromHex for IDs known to be valid. With driver v1, use
	// // primitive.ObjectID and ObjectIDFromHex of go.mongodb.org/mongo-driver/bson/primitive.
	// func mustOID(hex string) bson.ObjectID {
	// 	id, err := bson.ObjectIDFromHex(hex)
	// 	if err != nil {
	// 		panic(err)
	// 	}
	// 	return id
	// }
	// -- java .java code=true empty="List.of()\n"
	// List.of(
	//     new ObjectId("6553f1003f2a91c8d4003039"),
	//     new ObjectId("6553f1003f2a91c8d400303a")
	// )
	// -- csharp .cs code=true empty="new[] {}\n"
	// new[] {
	//     ObjectId.Parse("6553f1003f2a91c8d4003039"),
	//     ObjectId.Parse("6553f1003f2a91c8d400303a"),
	// }
	// -- rust .rs code=true empty="vec![]\n"
	// vec![
	//     ObjectId::parse_str("6553f1003f2a91c8d4003039").unwrap(),
	//     ObjectId::parse_str("6553f1003f2a91c8d400303a").unwrap(),
	// ]
}
