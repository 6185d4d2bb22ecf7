package query_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/internal/query"
	"github.com/objectid-generator/objectid/internal/timeparse"
)

func TestCheckCollectionName_WhatMongoDBRefuses(t *testing.T) {
	tests := []struct {
		name    string
		problem query.CollectionProblem
		message string
	}{
		{"", query.CollectionEmpty, "objectid: invalid collection name: empty"},
		{"a$b", query.CollectionDollar, "objectid: invalid collection name: '$' is not allowed in a collection name"},
		{"$cmd", query.CollectionDollar, "objectid: invalid collection name: '$' is not allowed in a collection name"},
		{"a\x00b", query.CollectionNull, "objectid: invalid collection name: the null character is not allowed in a collection name"},
		{".orders", query.CollectionLeadingDot, "objectid: invalid collection name: a collection name cannot start with '.'"},
		{"system.profile", query.CollectionSystem, "objectid: invalid collection name: names starting with system. are reserved for MongoDB's own collections"},
		{strings.Repeat("a", 254), query.CollectionTooLong, "objectid: invalid collection name: 254 bytes, more than the 253 a collection name can have"},
		{"a\xffb", query.CollectionNotUTF8, "objectid: invalid collection name: not valid UTF-8"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := query.CheckCollectionName(tc.name)
			var ce *query.CollectionNameError
			if !errors.As(err, &ce) || !errors.Is(err, query.ErrInvalidCollectionName) || ce.Problem != tc.problem {
				t.Fatalf("CheckCollectionName(%q) = %v, want problem %d", tc.name, err, tc.problem)
			}
			if err.Error() != tc.message {
				t.Errorf("message %q, want %q", err, tc.message)
			}
		})
	}
	for _, name := range []string{"collection", "orders", "my orders", "a.b", "systems", "system", "_id", "日本", strings.Repeat("a", 253), "orders."} {
		if err := query.CheckCollectionName(name); err != nil {
			t.Errorf("CheckCollectionName(%q) = %v, want nil", name, err)
		}
	}
}

func TestShellFind_PlainNamesAsPropertiesOthersThroughGetCollection(t *testing.T) {
	const filter = `{_id: {$gte: ObjectId("663186000000000000000000")}}`
	tests := []struct{ collection, want string }{
		{"orders", `db.orders.find(` + filter + `)`},
		{"Orders2", `db.Orders2.find(` + filter + `)`},
		{"collection", `db.collection.find(` + filter + `)`},
		{"stats", `db.getCollection("stats").find(` + filter + `)`},
		{"getName", `db.getCollection("getName").find(` + filter + `)`},
		{"constructor", `db.getCollection("constructor").find(` + filter + `)`},
		{"_private", `db.getCollection("_private").find(` + filter + `)`},
		{"2024", `db.getCollection("2024").find(` + filter + `)`},
		{"my-orders", `db.getCollection("my-orders").find(` + filter + `)`},
		{"a.b", `db.getCollection("a.b").find(` + filter + `)`},
		{`say "hi" \ <b>`, `db.getCollection("say \"hi\" \\ <b>").find(` + filter + `)`},
		{"päivä", `db.getCollection("päivä").find(` + filter + `)`},
		{"", `db.<collection>.find(` + filter + `)`},
	}
	for _, tc := range tests {
		if got := query.ShellFind(tc.collection, filter); got != tc.want {
			t.Errorf("ShellFind(%q)\n got %s\nwant %s", tc.collection, got, tc.want)
		}
	}
}

func TestMongoexportCommand_QuotesForAPOSIXShell(t *testing.T) {
	const filter = `{"_id": {"$gte": {"$oid": "663186000000000000000000"}}}`
	tests := []struct{ database, collection, want string }{
		{"shop", "orders", `mongoexport --db=shop --collection=orders --query='` + filter + `'`},
		{"shop", "a.b-c_d", `mongoexport --db=shop --collection=a.b-c_d --query='` + filter + `'`},
		{"my shop", "my orders", `mongoexport --db='my shop' --collection='my orders' --query='` + filter + `'`},
		{"shop", "it's", `mongoexport --db=shop --collection='it'\''s' --query='` + filter + `'`},
		{"", "", `mongoexport --db=<db> --collection=<collection> --query='` + filter + `'`},
	}
	for _, tc := range tests {
		if got := query.MongoexportCommand(tc.database, tc.collection, filter); got != tc.want {
			t.Errorf("MongoexportCommand(%q, %q)\n got %s\nwant %s", tc.database, tc.collection, got, tc.want)
		}
	}
}

func TestObjectID_CopyTexts(t *testing.T) {
	id, _ := core.FromHex("507f1f77bcf86cd799439011")
	if got, want := query.ISO8601(id), "2012-10-17T21:13:27Z"; got != want {
		t.Errorf("ISO8601 = %s, want %s", got, want)
	}
	if got, want := query.ISODate(id), `ISODate("2012-10-17T21:13:27Z")`; got != want {
		t.Errorf("ISODate = %s, want %s", got, want)
	}
	if got, want := query.ShellFilter(id), `{_id: ObjectId("507f1f77bcf86cd799439011")}`; got != want {
		t.Errorf("ShellFilter = %s, want %s", got, want)
	}
	if back, err := timeparse.ParseTime(query.ISODate(id), time.Now()); err != nil || back.Unix() != int64(id.Seconds()) {
		t.Errorf("ParseTime(ISODate) = %v, %v", back, err)
	}
}
