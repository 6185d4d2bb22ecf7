package dump_test

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/objectid-generator/objectid/internal/dump"
)

// found lists what Read yields from data as "NS Path Doc hex" lines.
func found(data []byte, name string) ([]string, error) {
	var got []string
	err := dump.Read(bytes.NewReader(data), name, func(f dump.Found) bool {
		got = append(got, fmt.Sprintf("%s %s %d %x", f.NS, f.Path, f.Doc, f.ID[:]))
		return true
	})
	return got, err
}

// docs marshals each document and writes them one after another.
func docs(ds ...bson.D) []byte {
	var out []byte
	for _, d := range ds {
		b, _ := bson.Marshal(d) // a bson.D of plain values always marshals
		out = append(out, b...)
	}
	return out
}

func fixture(t testing.TB, name string) []byte {
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func gz(data []byte) []byte {
	var buf bytes.Buffer
	w := gzip.NewWriter(&buf)
	_, _ = w.Write(data)
	_ = w.Close()
	return buf.Bytes()
}

func oid(n byte) bson.ObjectID { return bson.ObjectID{0x65, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, n} }

func byID(n byte) bson.D { return bson.D{{Key: "_id", Value: oid(n)}} }

func TestRead_MongodumpFixtures(t *testing.T) {
	for _, tc := range []struct {
		file, first, last string
		n                 int
	}{
		{"sample.bson", "sample.bson _id 1 546651e74bf6e4cb017c5312", "sample.bson _id 4 546652254bf6e4cb017c5315", 4},
		{"foo.bson.gz", "foo.bson.gz _id 1 5dfa3b591dee33706cdf3eff", "foo.bson.gz _id 1 5dfa3b591dee33706cdf3eff", 1},
		{"all_in_one_doc.bson", "all_in_one_doc.bson oid 1 507f1f77bcf86cd799439011", "all_in_one_doc.bson oid 1 507f1f77bcf86cd799439011", 1},
		{"oplog.bson", "test.foo o._id 1 60350a6f415a2fc63f3195a9", "test.foo o._id 2 60350ac1415a2fc63f3195ab", 2},
		{"test.bar.archive", "test.bar _id 1 58ffb124b721bc6c3234333c", "test.bar _id 1 58ffb124b721bc6c3234333c", 1},
		{"dump-w-oplog.archive", "test.foo _id 1 5bb4fd0f5a4e400df5a45946", "test.foo o._id 18 5bb4fd275a4e400df5a4595e", 41},
	} {
		data := fixture(t, tc.file)
		got, err := found(data, tc.file)
		if !dump.IsDump(data[:min(len(data), 512)]) || err != nil || len(got) != tc.n || got[0] != tc.first || got[len(got)-1] != tc.last {
			t.Errorf("%s: IsDump %v, Read = %d found, %v:\n%s\nwant %d, %q … %q", tc.file, dump.IsDump(data), len(got), err, strings.Join(got, "\n"), tc.n, tc.first, tc.last)
		}
	}
}

func TestRead_PathsNamespacesPositions_YieldFalseStops(t *testing.T) {
	data := docs(
		bson.D{{Key: "_id", Value: oid(1)}, {Key: "user_id", Value: oid(2)}, {Key: "n", Value: 3}},
		bson.D{{Key: "_id", Value: 7}, {Key: "items", Value: bson.A{"a", 2.5, bson.D{{Key: "sku", Value: "x"}},
			bson.D{{Key: "order_id", Value: oid(3)}, {Key: "refs", Value: bson.A{oid(4)}}}}},
			{Key: "meta", Value: bson.D{{Key: "by", Value: bson.D{{Key: "id", Value: oid(5)}}}}}},
		bson.D{{Key: "ts", Value: bson.Timestamp{T: 1}}, {Key: "op", Value: "i"}, {Key: "ns", Value: "shop.users"},
			{Key: "o", Value: byID(6)}}, // an oplog entry, under its own namespace
		bson.D{{Key: "op", Value: "u"}, {Key: "ns", Value: "shop.carts"}, {Key: "o2", Value: byID(7)},
			{Key: "ts", Value: bson.Timestamp{T: 2}}},
		bson.D{{Key: "ns", Value: "not.an.entry"}, {Key: "_id", Value: oid(8)}})
	got, err := found(gz(data), "shop.orders")
	want := []string{
		"shop.orders _id 1 650000000000000000000001",
		"shop.orders user_id 1 650000000000000000000002",
		"shop.orders items.3.order_id 2 650000000000000000000003",
		"shop.orders items.3.refs.0 2 650000000000000000000004",
		"shop.orders meta.by.id 2 650000000000000000000005",
		"shop.users o._id 3 650000000000000000000006",
		"shop.carts o2._id 4 650000000000000000000007",
		"shop.orders _id 5 650000000000000000000008",
	}
	if err != nil || !slices.Equal(got, want) {
		t.Fatalf("Read = %q, %v; want %q", got, err, want)
	}
	calls := 0
	if err := dump.Read(bytes.NewReader(data), "x", func(dump.Found) bool { calls++; return false }); err != nil || calls != 1 {
		t.Fatalf("Read with yield false = %v after %d calls; want nil after 1", err, calls)
	}
}

func TestRead_DamageStopsAfterWhatCameBefore(t *testing.T) {
	good := docs(byID(1), byID(2))
	broken := docs(bson.D{{Key: "items", Value: bson.A{1, 2, 3, "four"}}, {Key: "_id", Value: oid(3)}})
	broken[len(broken)-25] = 0x7f // the string's length: far past the document's end
	archive, partial := fixture(t, "test.bar.archive"), fixture(t, "partial_file.bson")
	for _, tc := range []struct {
		name, reason string
		data         []byte
		offset, n    int
	}{
		{"cut short", "document 3 is cut short: 10 of 22 bytes", append(slices.Clone(good), good[:10]...), 44, 2},
		{"cut in its length", "document 3 is cut short: 2 of 4 bytes", append(slices.Clone(good), 5, 0), 44, 2},
		{"negative length", "length -3 is not a BSON document's", append(slices.Clone(good), 0xfd, 0xff, 0xff, 0xff, 0), 44, 2},
		{"length over the largest", "length 17825792 is not a BSON document's", append(slices.Clone(good), 0, 0, 0x10, 1, 0), 44, 2},
		{"broken array", "document 3 is broken at field items.3", append(slices.Clone(good), broken...), 44, 2},
		{"gzipped, cut short", "document 3 is cut short: 10 of 22 bytes", gz(append(slices.Clone(good), good[:10]...)), 44, 2},
		{"mongodump's partial file", "document 3 is cut short: 13 of 48 bytes", partial, 164, 2},
		{"archive cut in a block", "the archive ends inside a block of test.bar", archive[:len(archive)-4], len(archive) - 4, 1},
	} {
		got, err := found(tc.data, "f.bson")
		var damage *dump.DamageError
		if !errors.As(err, &damage) || damage.Reason != tc.reason || damage.Offset != int64(tc.offset) || damage.File != "f.bson" || len(got) != tc.n {
			t.Errorf("%s: Read = %d found, %#v; want %d, damage at %d: %q", tc.name, len(got), err, tc.n, tc.offset, tc.reason)
		}
	}
}

func TestRead_RandomBytesAreNotBSON(t *testing.T) {
	r := rand.NewChaCha8([32]byte{1})
	for i := range 200 {
		data := make([]byte, 1+i*3)
		_, _ = r.Read(data)
		data[0] |= 0x80 // keep clear of gzip's magic number
		if got, err := found(data, "x"); dump.IsDump(data) || !errors.Is(err, dump.ErrNotDump) || got != nil {
			t.Fatalf("random input %d: IsDump true or Read = %q, %v", i, got, err)
		}
	}
	if _, err := found(gz([]byte("just some words, not BSON")), "notes.gz"); !errors.Is(err, dump.ErrNotDump) || !strings.Contains(err.Error(), "notes.gz is gzipped, but holds neither BSON nor an archive") {
		t.Fatalf("gzipped text: %v", err)
	}
}

var errCancelled = errors.New("cancelled")

func TestRead_ReaderErrorComesBackWrapped(t *testing.T) {
	data := docs(byID(1), byID(2))
	for name, in := range map[string][]byte{"plain": data, "cut": data[:30], "gzipped": gz(data)[:40], "nothing": nil} {
		failing := io.MultiReader(bytes.NewReader(in), iotest.ErrReader(errCancelled))
		if err := dump.Read(failing, "x", func(dump.Found) bool { return true }); !errors.Is(err, errCancelled) {
			t.Errorf("%s: Read = %v; want it to wrap the reader's error", name, err)
		}
	}
}

func TestReadFolder_DumpFolder(t *testing.T) {
	dir, err := os.MkdirTemp("", "objectid-dump-") // t.TempDir's clean-up of folders fails under Wine
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	for name, data := range map[string][]byte{
		"oplog.bson":                fixture(t, "oplog.bson"),
		"shop/orders.bson":          docs(byID(1), byID(2)),
		"shop/orders.metadata.json": []byte(`{"indexes":[]}`),
		"shop/users.bson.gz":        gz(docs(byID(3))),
		"shop/notes.txt":            []byte("not a dump"),
	} {
		path := filepath.Join(dir, name)
		if err := errors.Join(os.MkdirAll(filepath.Dir(path), 0o755), os.WriteFile(path, data, 0o644)); err != nil {
			t.Fatal(err)
		}
	}
	var got []string
	counted := 0
	err = dump.ReadFolder(dir, func(r io.Reader) io.Reader { counted++; return r }, func(f dump.Found) bool {
		got = append(got, fmt.Sprintf("%s %s %d", f.NS, f.Path, f.Doc))
		return true
	})
	want := []string{"test.foo o._id 1", "test.foo o._id 2", "shop.orders _id 1", "shop.orders _id 2", "shop.users _id 1"}
	if err != nil || !slices.Equal(got, want) || counted != 4 {
		t.Fatalf("ReadFolder = %q, %v, %d files counted; want %q, 4", got, err, counted, want)
	}
	calls := 0
	if err := dump.ReadFolder(dir, func(r io.Reader) io.Reader { return r }, func(dump.Found) bool { calls++; return false }); err != nil || calls != 1 {
		t.Fatalf("ReadFolder stopped = %v after %d calls; want nil after 1", err, calls)
	}
	failing := func(io.Reader) io.Reader { return iotest.ErrReader(errCancelled) }
	if err := dump.ReadFolder(dir, failing, func(dump.Found) bool { return true }); !errors.Is(err, errCancelled) {
		t.Fatalf("ReadFolder with a failing reader = %v; want it wrapped", err)
	}
}

func FuzzRead(f *testing.F) {
	for _, name := range []string{"sample.bson", "foo.bson.gz", "oplog.bson", "test.bar.archive", "partial_file.bson", "all_in_one_doc.bson"} {
		f.Add(fixture(f, name))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := found(data, "f")
		if damage := (*dump.DamageError)(nil); errors.As(err, &damage) && (damage.Offset < 0 || damage.Reason == "") {
			t.Fatalf("damage %#v", damage)
		}
		if len(data) > 0 && data[0] != 0x1f && len(got) > len(data)/13 { // an ObjectID element takes 13 bytes at least
			t.Fatalf("%d found in %d bytes", len(got), len(data))
		}
	})
}

// orders is 64 MiB of order documents like a shop's, one after another,
// the bytes each run of b reads.
func orders(b *testing.B) []byte {
	var out []byte
	for i := 0; len(out) < 64<<20; i++ {
		item := func(j int) bson.D {
			return bson.D{{Key: "sku", Value: fmt.Sprintf("SKU-%06d", i*7+j)}, {Key: "qty", Value: int32(j + 1)},
				{Key: "price", Value: 9.99 * float64(j+1)}, {Key: "product_id", Value: bson.NewObjectID()}}
		}
		out = append(out, docs(bson.D{{Key: "_id", Value: bson.NewObjectID()}, {Key: "user_id", Value: bson.NewObjectID()},
			{Key: "status", Value: "shipped"}, {Key: "created", Value: bson.NewDateTimeFromTime(time.Unix(int64(i), 0))},
			{Key: "email", Value: fmt.Sprintf("customer%d@example.com", i)}, {Key: "tags", Value: bson.A{"gift", "express"}},
			{Key: "items", Value: bson.A{item(0), item(1), item(2)}},
			{Key: "address", Value: bson.D{{Key: "street", Value: "1 Main St"}, {Key: "city", Value: "Springfield"}, {Key: "zip", Value: "12345"}}},
		})...)
	}
	b.SetBytes(int64(len(out)))
	b.ReportAllocs()
	return out
}

func BenchmarkRead(b *testing.B) {
	data := orders(b)
	for b.Loop() {
		if err := dump.Read(bytes.NewReader(data), "shop.orders", func(dump.Found) bool { return true }); err != nil {
			b.Fatal(err)
		}
	}
}

// oids counts the ObjectIDs in v, a value bson.Unmarshal made.
func oids(v any) (n int) {
	switch v := v.(type) {
	case bson.ObjectID:
		return 1
	case bson.D:
		for _, e := range v {
			n += oids(e.Value)
		}
	case bson.A:
		for _, e := range v {
			n += oids(e)
		}
	}
	return n
}

// BenchmarkReadAsBsondump finds the same ObjectIDs as bsondump reads: each
// document unmarshalled into a bson.D, then walked.
func BenchmarkReadAsBsondump(b *testing.B) {
	data := orders(b)
	for b.Loop() {
		for rest := data; len(rest) > 0; {
			size := binary.LittleEndian.Uint32(rest)
			var d bson.D
			if err := bson.Unmarshal(rest[:size], &d); err != nil {
				b.Fatal(err)
			}
			oids(d)
			rest = rest[size:]
		}
	}
}
