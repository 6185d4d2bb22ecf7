// Package core makes, reads and formats MongoDB ObjectIDs. It uses the
// standard library only.
//
// An ObjectID is 12 bytes, written as 24 lowercase hex digits:
//
//	 0   1   2   3   4   5   6   7   8   9  10  11
//	+---------------+-------------------+-----------+
//	|   timestamp   |   random value    |  counter  |
//	+---------------+-------------------+-----------+
//	 seconds since    5 bytes chosen      3 bytes,
//	 the Unix epoch,  once per process    big-endian,
//	 uint32, big-     (crypto/rand)       random start,
//	 endian                               +1 per ID
//
// The timestamp wraps to 0 after 2106-02-07 06:28:15 UTC. IDs made by
// drivers before 2018 split the random value into a 3-byte machine id and a
// 2-byte process id, which mean something only for such IDs.
//
// The field boundaries live here alone: [ObjectID.HexParts] and
// [ObjectID.AppendPart] give the text of each [Part] for colouring, and
// [ObjectID.Bound] tells the lower and upper range-query bounds
// ([BoundKind]) that [MinForTime] and [MaxForTime] make from IDs a driver
// makes.
//
// [Parse] reads an ID as people paste it and [FromHex] as programs write
// it; their errors are a [*ParseError] wrapping one of the sentinels, with
// the position of a bad character, so that an interface in another
// language can say the same in its own words. A [Format] writes a batch as
// the database tools and the drivers' languages read it, whole or a chunk
// at a time.
//
// A [Generator] takes its clock and entropy, so tests can reproduce IDs byte
// for byte; [New] and [Default] use a process-wide generator seeded once
// from crypto/rand. Each time a Generator's counter comes round, after
// 16,777,216 IDs, it reads a fresh random value, so its IDs never repeat.
package core
