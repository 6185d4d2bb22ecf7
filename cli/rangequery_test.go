package cli

import (
	"testing"
)

// 2024-05-01T00:00:00Z is Unix 1714521600 = 0x66318600 and
// 2024-06-01T00:00:00Z is Unix 1717200000 = 0x665a6480.
const (
	mayShell = `{_id: {$gte: ObjectId("663186000000000000000000"), $lt: ObjectId("665a64800000000000000000")}}`
	mayEJSON = `{"_id": {"$gte": {"$oid": "663186000000000000000000"}, "$lt": {"$oid": "665a64800000000000000000"}}}`
	// timeForms ends every message about a time the CLI cannot read.
	timeForms = `want RFC 3339 (2024-05-01T12:00:00Z), a date (2024-05-01), 2024-05-01 12:00:00 (UTC), Unix seconds (1700000000), ISODate("…"), now, today, yesterday, tomorrow or an offset from now (-24h, +90m)`
)

func TestRange_FiltersCommandsAndRefusals(t *testing.T) {
	from, to := []string{"range", "-from", "2024-05-01T00:00:00Z"}, []string{"-to", "2024-06-01T00:00:00Z"}
	with := func(parts ...[]string) []string {
		var args []string
		for _, p := range parts {
			args = append(args, p...)
		}
		return args
	}
	refused := func(stderr string) outcome { return outcome{stderr: stderr + "\n", status: 1} }
	checkCases(t, func(t *testing.T) { useClock(t, decodeNow) }, []mainCase{
		{name: "shell by default", args: with(from, to), want: outcome{stdout: mayShell + "\n"}},
		{name: "ejson in capitals", args: with(from, to, []string{"-format", "EJSON"}), want: outcome{stdout: mayEJSON + "\n"}},
		{name: "open end", args: from, want: outcome{stdout: `{_id: {$gte: ObjectId("663186000000000000000000")}}` + "\n"}},
		{name: "compass", args: with(from, to, []string{"-format", "compass"}),
			want: outcome{stdout: `{_id: {$gte: ObjectId('663186000000000000000000'), $lt: ObjectId('665a64800000000000000000')}}` + "\n"}},
		{name: "as mongosh prints dates", args: []string{"range", "-from", `ISODate("2024-05-01T00:00:00.000Z")`, "-to", `new Date('2024-06-01T00:00:00Z')`}, want: outcome{stdout: mayShell + "\n"}},
		{name: "to the end of time in seconds", args: []string{"range", "-from", "0", "-to", "4294967296", "-format", "ejson"},
			want: outcome{stdout: `{"_id": {"$gte": {"$oid": "000000000000000000000000"}}}` + "\n"}},
		{name: "relative times", args: []string{"range", "-from", "-24h", "-to", "now", "-format", "compass"},
			want: outcome{stdout: `{_id: {$gte: ObjectId('68f42a000000000000000000'), $lt: ObjectId('68f57b800000000000000000')}}` + "\n"}},
		{name: "mongosh command", args: with(from, to, []string{"-collection", "orders"}), want: outcome{stdout: "db.orders.find(" + mayShell + ")\n"}},
		{name: "mongosh command, a name db answers itself", args: with(from, to, []string{"-collection", "stats"}),
			want: outcome{stdout: `db.getCollection("stats").find(` + mayShell + ")\n"}},
		{name: "mongoexport command", args: with(from, to, []string{"-format", "ejson", "-db", "shop", "-collection", "my orders"}),
			want: outcome{stdout: "mongoexport --db=shop --collection='my orders' --query='" + mayEJSON + "'\n"}},
		{name: "mongoexport command without -db", args: with(from, to, []string{"-format", "ejson", "-collection", "orders"}),
			want: outcome{stdout: "mongoexport --db=<db> --collection=orders --query='" + mayEJSON + "'\n"}},
		{name: "compass has no command", args: with(from, []string{"-format", "compass", "-collection", "orders"}),
			want: refused("objectid: -collection: Compass has no command line; paste the compass filter into its filter bar, or use -format shell or ejson")},
		{name: "a name MongoDB refuses", args: with(from, []string{"-collection", "system.users"}),
			want: refused(`objectid: -collection "system.users": invalid collection name: names starting with system. are reserved for MongoDB's own collections`)},
		{name: "an empty name", args: with(from, []string{"-collection", ""}), want: refused(`objectid: -collection "": invalid collection name: empty`)},
		{name: "from in words", args: []string{"range", "-from", "last week"}, want: refused(`objectid: -from: invalid time: "last week", ` + timeForms)},
		{name: "to given empty", args: with(from, []string{"-to", ""}), want: refused("objectid: -to: invalid time: empty, " + timeForms)},
		{name: "from in milliseconds", args: []string{"range", "-from", "1700000000000"}, want: refused("objectid: -from: invalid time: looks like milliseconds: did you mean 1700000000?")},
		{name: "to after 2106", args: with(from, []string{"-to", "2200-01-01T00:00:00Z"}),
			want: refused("objectid: -to: time out of range: 2200-01-01T00:00:00Z is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z")},
		{name: "to before from", args: []string{"range", "-from", "2024-06-01T00:00:00Z", "-to", "2024-05-01T00:00:00Z"},
			want: refused("objectid: invalid range: to (2024-05-01T00:00:00Z) must be at least one second after from (2024-06-01T00:00:00Z)")},
		{name: "format for batches", args: with(from, []string{"-format", "hex"}),
			want: refused(`objectid: -format: "hex": a range filter is written as shell (mongosh), compass (Compass's filter bar) or ejson (mongoexport --query)`)},
	})
}
