package cli

import (
	"strings"
	"testing"
)

// 2024-05-01T00:00:00Z is Unix 1714521600 = 0x66318600 and
// 2024-06-01T00:00:00Z is Unix 1717200000 = 0x665a6480.
const (
	mayShell   = `{_id: {$gte: ObjectId("663186000000000000000000"), $lt: ObjectId("665a64800000000000000000")}}` + "\n"
	mayEJSON   = `{"_id": {"$gte": {"$oid": "663186000000000000000000"}, "$lt": {"$oid": "665a64800000000000000000"}}}` + "\n"
	openShell  = `{_id: {$gte: ObjectId("663186000000000000000000")}}` + "\n"
	mayCompass = `{_id: {$gte: ObjectId('663186000000000000000000'), $lt: ObjectId('665a64800000000000000000')}}` + "\n"
	// timeForms ends every message about a time the CLI cannot read.
	timeForms = `want RFC 3339 (2024-05-01T12:00:00Z), a date (2024-05-01), 2024-05-01 12:00:00 (UTC), Unix seconds (1700000000), ISODate("…"), now, today, yesterday or an offset from now (-24h, +90m)`
)

func TestRange_FiltersForAKnownMonth(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"shell by default", []string{"-from", "2024-05-01T00:00:00Z", "-to", "2024-06-01T00:00:00Z"}, mayShell},
		{"ejson in capitals", []string{"-format", "EJSON", "-from", "2024-05-01T00:00:00Z", "-to", "2024-06-01T00:00:00Z"}, mayEJSON},
		{"open end shell", []string{"-from", "2024-05-01T00:00:00Z"}, openShell},
		{"compass", []string{"-from", "2024-05-01T00:00:00Z", "-to", "2024-06-01T00:00:00Z", "-format", "compass"}, mayCompass},
		{"as mongosh prints dates", []string{"-from", `ISODate("2024-05-01T00:00:00.000Z")`, "-to", `new Date('2024-06-01T00:00:00Z')`}, mayShell},
		{"to the end of time in seconds, ejson", []string{"-from", "0", "-to", "4294967296", "-format", "ejson"},
			`{"_id": {"$gte": {"$oid": "000000000000000000000000"}}}` + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runMain(t, "", append([]string{"range"}, tt.args...)...)
			if got != (outcome{stdout: tt.want}) {
				t.Errorf("got stdout %q, stderr %q, status %d; want stdout %q", got.stdout, got.stderr, got.status, tt.want)
			}
		})
	}
}

func TestRange_RefusedValuesExit1(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		wantStderr string
	}{
		{"from in words", []string{"-from", "last week"},
			`objectid: -from: invalid time: "last week", ` + timeForms + "\n"},
		{"to given empty", []string{"-from", "1714521600", "-to", ""},
			"objectid: -to: invalid time: empty, " + timeForms + "\n"},
		{"from in milliseconds", []string{"-from", "1700000000000"},
			"objectid: -from: invalid time: looks like milliseconds: did you mean 1700000000?\n"},
		{"to after 2106", []string{"-from", "1714521600", "-to", "2200-01-01T00:00:00Z"},
			"objectid: -to: time out of range: 2200-01-01T00:00:00Z is outside 1970-01-01T00:00:00Z … 2106-02-07T06:28:15Z\n"},
		{"to before from", []string{"-from", "2024-06-01T00:00:00Z", "-to", "2024-05-01T00:00:00Z"},
			"objectid: invalid range: to (2024-05-01T00:00:00Z) must be at least one second after from (2024-06-01T00:00:00Z)\n"},
		{"format for batches", []string{"-from", "1714521600", "-format", "hex"},
			`objectid: -format: "hex": a range filter is written as shell (mongosh), compass (Compass's filter bar) or ejson (mongoexport --query)` + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runMain(t, "", append([]string{"range"}, tt.args...)...)
			if got != (outcome{stderr: tt.wantStderr, status: 1}) {
				t.Errorf("got stdout %q, stderr %q, status %d; want stderr %q, status 1", got.stdout, got.stderr, got.status, tt.wantStderr)
			}
		})
	}
}

func TestRange_CollectionGivesTheReadyToRunCommand(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want outcome
	}{
		{"mongosh", []string{"-from", "2024-05-01", "-to", "2024-06-01", "-collection", "orders"},
			outcome{stdout: "db.orders.find(" + strings.TrimSuffix(mayShell, "\n") + ")\n"}},
		{"mongosh, a name db answers itself", []string{"-from", "2024-05-01", "-to", "2024-06-01", "-collection", "stats"},
			outcome{stdout: `db.getCollection("stats").find(` + strings.TrimSuffix(mayShell, "\n") + ")\n"}},
		{"mongoexport", []string{"-from", "2024-05-01", "-to", "2024-06-01", "-format", "ejson", "-collection", "my orders"},
			outcome{stdout: "mongoexport --collection='my orders' --query='" + strings.TrimSuffix(mayEJSON, "\n") + "'\n"}},
		{"compass has no command", []string{"-from", "2024-05-01", "-format", "compass", "-collection", "orders"},
			outcome{stderr: "objectid: -collection: Compass has no command line; paste the compass filter into its filter bar, or use -format shell or ejson\n", status: 1}},
		{"a name MongoDB refuses", []string{"-from", "2024-05-01", "-collection", "system.users"},
			outcome{stderr: `objectid: -collection "system.users": invalid collection name: names starting with system. are reserved for MongoDB's own collections` + "\n", status: 1}},
		{"an empty name", []string{"-from", "2024-05-01", "-collection", ""},
			outcome{stderr: `objectid: -collection "": invalid collection name: empty` + "\n", status: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := runMain(t, "", append([]string{"range"}, tt.args...)...); got != tt.want {
				t.Errorf("got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}
