package query

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/objectid-generator/objectid/core"
)

// ErrInvalidCollectionName reports a collection name MongoDB would refuse;
// the error is a *CollectionNameError.
var ErrInvalidCollectionName = errors.New("objectid: invalid collection name")

// DefaultCollection is the collection name the ready-to-run commands use
// until a person gives another.
const DefaultCollection = "collection"

// maxNamespaceBytes is MongoDB's limit on "<database>.<collection>" for a
// collection that is not sharded.
const maxNamespaceBytes = 255

// MaxCollectionBytes is the longest collection name, in bytes, that fits
// the namespace limit with the shortest database name (one byte) and the
// dot.
const MaxCollectionBytes = maxNamespaceBytes - len("d.")

// CollectionProblem is why MongoDB would refuse a collection name.
type CollectionProblem int

// The collection name problems, as the server's
// NamespaceString::validCollectionName and the limits of the MongoDB manual
// state them.
const (
	// CollectionEmpty: the name is empty.
	CollectionEmpty CollectionProblem = iota + 1
	// CollectionDollar: the name holds a '$'.
	CollectionDollar
	// CollectionNull: the name holds the null character.
	CollectionNull
	// CollectionLeadingDot: the name starts with '.'.
	CollectionLeadingDot
	// CollectionSystem: the name starts with "system.", a prefix MongoDB
	// keeps for its own collections.
	CollectionSystem
	// CollectionTooLong: with a database name and the dot, the namespace
	// would pass 255 bytes; Length says how many bytes the name has.
	CollectionTooLong
	// CollectionNotUTF8: the name is not valid UTF-8, as BSON strings must
	// be.
	CollectionNotUTF8
)

// CollectionNameError is the error CheckCollectionName returns. It wraps
// ErrInvalidCollectionName.
type CollectionNameError struct {
	// Problem says what is wrong.
	Problem CollectionProblem
	// Length is the name's length in bytes (CollectionTooLong).
	Length int
}

// Error returns a lowercase English message.
func (e *CollectionNameError) Error() string {
	detail := "not accepted by MongoDB"
	switch e.Problem {
	case CollectionEmpty:
		detail = "empty"
	case CollectionDollar:
		detail = "'$' is not allowed in a collection name"
	case CollectionNull:
		detail = "the null character is not allowed in a collection name"
	case CollectionLeadingDot:
		detail = "a collection name cannot start with '.'"
	case CollectionSystem:
		detail = "names starting with system. are reserved for MongoDB's own collections"
	case CollectionTooLong:
		detail = fmt.Sprintf("%d bytes, more than the %d a collection name can have", e.Length, MaxCollectionBytes)
	case CollectionNotUTF8:
		detail = "not valid UTF-8"
	}
	return ErrInvalidCollectionName.Error() + ": " + detail
}

// Unwrap returns ErrInvalidCollectionName.
func (e *CollectionNameError) Unwrap() error { return ErrInvalidCollectionName }

// CheckCollectionName returns a *CollectionNameError when MongoDB would
// refuse name as the name of a collection, and nil otherwise. The name is
// taken as it is: white space is part of it.
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

// shellDatabaseMembers are the names mongosh 2.12's Database object answers
// itself, so db.<name> is one of its methods rather than a collection; db.x
// for a name starting with '_' is not a collection either.
var shellDatabaseMembers = map[string]bool{}

func init() {
	for _, name := range strings.Fields(`adminCommand aggregate auth changeUserPassword
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
		updateRole updateUser valueOf version watch`) {
		shellDatabaseMembers[name] = true
	}
}

// ShellFind returns the mongosh command that finds the documents filter
// selects in collection: db.<collection>.find(<filter>), or
// db.getCollection("<collection>").find(<filter>) when the name is not a
// plain identifier or mongosh's db would read it as one of its own methods.
func ShellFind(collection, filter string) string {
	var b strings.Builder
	if isPlainIdentifier(collection) && !shellDatabaseMembers[collection] {
		b.WriteString("db.")
		b.WriteString(collection)
	} else {
		b.WriteString("db.getCollection(")
		b.WriteString(jsString(collection))
		b.WriteString(")")
	}
	b.WriteString(".find(")
	b.WriteString(filter)
	b.WriteString(")")
	return b.String()
}

// isPlainIdentifier reports whether s is an ASCII JavaScript identifier
// that does not start with '_'.
func isPlainIdentifier(s string) bool {
	if s == "" || s[0] == '_' || (s[0] >= '0' && s[0] <= '9') {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// jsString returns s as a double-quoted JavaScript string literal.
func jsString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	// A string always encodes.
	_ = enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

// ShellFilter returns the mongosh filter that finds the document with
// _id id: {_id: ObjectId("…")}.
func ShellFilter(id core.ObjectID) string {
	return `{_id: ObjectId("` + id.Hex() + `")}`
}

// ISO8601 returns id's time in UTC as ISO 8601: 2012-10-17T21:13:27Z.
func ISO8601(id core.ObjectID) string {
	return id.Timestamp().Format(time.RFC3339)
}

// ISODate returns id's time as a mongosh date: ISODate("2012-10-17T21:13:27Z").
func ISODate(id core.ObjectID) string {
	return `ISODate("` + ISO8601(id) + `")`
}

// MongoexportCommand returns the command line that exports the documents
// the Extended JSON filter selects in collection:
// mongoexport --collection=<collection> --query='<filter>', each value
// quoted for a POSIX shell when it needs to be.
func MongoexportCommand(collection, ejsonFilter string) string {
	return "mongoexport --collection=" + shellWord(collection) + " --query=" + shellQuote(ejsonFilter)
}

// shellWord returns s as it is when a POSIX shell reads it as one word
// unchanged, and quoted otherwise.
func shellWord(s string) string {
	if s == "" {
		return "''"
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c == '-' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return shellQuote(s)
		}
	}
	return s
}

// shellQuote returns s in single quotes, each ' in it written '\”.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
