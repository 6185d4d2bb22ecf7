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
// 2-byte process id; [ObjectID.LegacyMachine] and [ObjectID.LegacyProcess]
// read those fields, which mean something only for such IDs.
//
// The field boundaries live here alone: [ObjectID.HexParts] and
// [ObjectID.AppendPart] give the text of each [Part] for colouring, and
// [ObjectID.Bound] tells the lower and upper range-query bounds
// ([BoundKind]) from IDs a driver makes.
//
// Decoders render a [Description]: [Describe] works out every field a
// decoder shows (the time in UTC and in a zone, the age at a given now, the
// random value, the counter, the pre-2018 machine and process fields, the
// future and range-bound notes) from the ID, now and the zone.
//
// [Parse] returns a [*ParseError]: its Error is the one English wording of
// the problem, lowercase, with the position of a bad character; its
// [ParseError.Kind] and fields let an interface in another language say
// the same in its own words.
//
// A [Generator] takes its clock and entropy, so tests can reproduce IDs byte
// for byte; [New], [NewAt] and [Batch] use a process-wide generator seeded
// once from crypto/rand.
//
// For test data, a [Fixture] fixes the random value and counter start, given
// or derived from a text with [SeedFixture], so the IDs are reproducible
// rather than random; [Fixture.Generator] makes a generator of its own for
// them. A [Spread] places a batch's timestamps over a span of time, evenly or
// at random, for data that looks inserted over months.
package core
