// Package query writes the filters and commands that find IDs in MongoDB.
package query

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/objectid-generator/objectid/core"
)

// ErrInvalidRange reports a range whose end is not after its start.
var ErrInvalidRange = errors.New("objectid: invalid range")

// Range is a filter on _id: From with $gte, To with $lt when HasTo.
type Range struct {
	From  core.ObjectID
	To    core.ObjectID
	HasTo bool
}

// NewRange returns the range from from's second up to a later to's; a zero
// to, or the end of time, leaves it open. Both are times an ObjectID holds,
// as timeparse reads them.
func NewRange(from, to time.Time) (Range, error) {
	lower, _ := core.MinForTime(from)
	if to.IsZero() || to.Unix() == core.MaxSeconds+1 {
		return Range{From: lower}, nil
	}
	upper, _ := core.MinForTime(to)
	if upper.Compare(lower) <= 0 {
		return Range{}, fmt.Errorf("%w: to (%s) must be at least one second after from (%s)", ErrInvalidRange,
			upper.Timestamp().Format(time.RFC3339), lower.Timestamp().Format(time.RFC3339))
	}
	return Range{From: lower, To: upper, HasTo: true}, nil
}

// RangeFormat is a way to write a Range, named for the tool that reads it.
type RangeFormat int

// The range formats: mongosh, Compass's filter bar, and Extended JSON v2.
const (
	RangeShell RangeFormat = iota
	RangeCompass
	RangeEJSON
)

var rangeFormatNames = [...]string{"shell", "compass", "ejson"}

// String returns the name used on the command line.
func (f RangeFormat) String() string { return rangeFormatNames[f] }

// ParseRangeFormat returns the RangeFormat with the given name, in any
// case, and whether there is one.
func ParseRangeFormat(name string) (RangeFormat, bool) {
	i := slices.IndexFunc(rangeFormatNames[:], func(n string) bool { return strings.EqualFold(name, n) })
	return RangeFormat(max(i, 0)), i >= 0
}

// filterForms are the texts around the hex of From and of To.
var filterForms = [...][4]string{
	RangeShell:   {`{_id: {$gte: ObjectId("`, `")`, `, $lt: ObjectId("`, `")`},
	RangeCompass: {`{_id: {$gte: ObjectId('`, `')`, `, $lt: ObjectId('`, `')`},
	RangeEJSON:   {`{"_id": {"$gte": {"$oid": "`, `"}`, `, "$lt": {"$oid": "`, `"}`},
}

// Filter returns the filter in format f.
func (r Range) Filter(f RangeFormat) string {
	form := filterForms[f]
	text := form[0] + r.From.Hex() + form[1]
	if r.HasTo {
		text += form[2] + r.To.Hex() + form[3]
	}
	return text + "}}"
}

// ErrInvalidCollectionName reports a collection name MongoDB would refuse.
var ErrInvalidCollectionName = errors.New("objectid: invalid collection name")

// MaxCollectionBytes is the longest name in a 255-byte namespace "d.name".
const MaxCollectionBytes = 255 - len("d.")

// CollectionProblem is why MongoDB would refuse a collection name.
type CollectionProblem int

// The problems NamespaceString::validCollectionName finds.
const (
	CollectionEmpty CollectionProblem = iota + 1
	CollectionDollar
	CollectionNull
	CollectionLeadingDot
	CollectionSystem
	CollectionTooLong
	CollectionNotUTF8
)

var collectionProblemTexts = [...]string{
	CollectionEmpty:      "empty",
	CollectionDollar:     "'$' is not allowed in a collection name",
	CollectionNull:       "the null character is not allowed in a collection name",
	CollectionLeadingDot: "a collection name cannot start with '.'",
	CollectionSystem:     "names starting with system. are reserved for MongoDB's own collections",
	CollectionNotUTF8:    "not valid UTF-8",
}

// CollectionNameError is CheckCollectionName's error.
type CollectionNameError struct {
	Problem CollectionProblem
	// Length is the name's length in bytes.
	Length int
}

// Error returns a lowercase English message.
func (e *CollectionNameError) Error() string {
	detail := collectionProblemTexts[e.Problem]
	if e.Problem == CollectionTooLong {
		detail = fmt.Sprintf("%d bytes, more than the %d a collection name can have", e.Length, MaxCollectionBytes)
	}
	return ErrInvalidCollectionName.Error() + ": " + detail
}

// Unwrap returns ErrInvalidCollectionName.
func (e *CollectionNameError) Unwrap() error { return ErrInvalidCollectionName }

// CheckCollectionName returns a *CollectionNameError for a name MongoDB
// would refuse; white space is part of the name.
func CheckCollectionName(name string) error {
	var problem CollectionProblem
	switch {
	case name == "":
		problem = CollectionEmpty
	case !utf8.ValidString(name):
		problem = CollectionNotUTF8
	case strings.ContainsRune(name, 0):
		problem = CollectionNull
	case strings.ContainsRune(name, '$'):
		problem = CollectionDollar
	case strings.HasPrefix(name, "."):
		problem = CollectionLeadingDot
	case strings.HasPrefix(name, "system."):
		problem = CollectionSystem
	case len(name) > MaxCollectionBytes:
		problem = CollectionTooLong
	default:
		return nil
	}
	return &CollectionNameError{Problem: problem, Length: len(name)}
}

// shellDatabaseMembers are the names mongosh 2.12's db answers itself.
var shellDatabaseMembers = strings.Fields(`adminCommand aggregate auth changeUserPassword
		checkMetadataConsistency cloneCollection cloneDatabase commandHelp constructor copyDatabase
		createCollection createEncryptedCollection createRole createUser createView currentOp
		dropAllRoles dropAllUsers dropDatabase dropRole dropUser fsyncLock fsyncUnlock getCollection
		getCollectionInfos getCollectionNames getLastError getLastErrorObj getLogComponents getMongo
		getName getProfilingStatus getReplicationInfo getRole getRoles getSiblingDB getUser getUsers
		grantPrivilegesToRole grantRolesToRole grantRolesToUser hasOwnProperty hello help hostInfo
		isMaster isPrototypeOf killOp listCommands logout printCollectionStats printReplicationInfo
		printSecondaryReplicationInfo printShardingStatus printSlaveReplicationInfo
		propertyIsEnumerable revokePrivilegesFromRole revokeRolesFromRole revokeRolesFromUser
		rotateCertificates runCommand serverBits serverBuildInfo serverCmdLineOpts serverStatus
		setLogLevel setProfilingLevel setSecondaryOk shutdownServer sql stats toLocaleString toString
		updateRole updateUser valueOf version watch`)

// Names that mongosh reads as a property, and a POSIX shell as one word.
var (
	plainIdentifier = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]*$`)
	plainShellWord  = regexp.MustCompile(`^[A-Za-z0-9_.-]+$`)
)

// ShellFind returns db.<collection>.find(<filter>), the placeholder
// <collection> standing for an empty collection.
func ShellFind(collection, filter string) string {
	target := "db." + cmp.Or(collection, "<collection>")
	if collection != "" && (!plainIdentifier.MatchString(collection) || slices.Contains(shellDatabaseMembers, collection)) {
		target = "db.getCollection(" + jsString(collection) + ")"
	}
	return target + ".find(" + filter + ")"
}

func jsString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

// ShellFilter returns the mongosh filter {_id: ObjectId("…")}.
func ShellFilter(id core.ObjectID) string { return `{_id: ObjectId("` + id.Hex() + `")}` }

// ISO8601 returns id's time in UTC as ISO 8601: 2012-10-17T21:13:27Z.
func ISO8601(id core.ObjectID) string { return id.Timestamp().Format(time.RFC3339) }

// ISODate returns id's time as mongosh writes it: ISODate("…").
func ISODate(id core.ObjectID) string { return `ISODate("` + ISO8601(id) + `")` }

// MongoexportCommand returns the mongoexport command line, POSIX-quoted,
// with the placeholders <db> and <collection> for empty names.
func MongoexportCommand(database, collection, ejsonFilter string) string {
	return "mongoexport --db=" + shellWord(database, "<db>") + " --collection=" + shellWord(collection, "<collection>") + " --query=" + shellQuote(ejsonFilter)
}

// shellWord is name as one word of a POSIX shell, or placeholder for none.
func shellWord(name, placeholder string) string {
	if name == "" || plainShellWord.MatchString(name) {
		return cmp.Or(name, placeholder)
	}
	return shellQuote(name)
}

func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
