// Package core makes, reads and formats MongoDB ObjectIDs, with the
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
// The timestamp wraps to 0 after 2106-02-07 06:28:15 UTC. Drivers before
// 2018 split the random value into a 3-byte machine id and a 2-byte
// process id.
//
// A [Generator] takes its clock and entropy, so tests reproduce IDs byte
// for byte; [New] and [Default] use one seeded from crypto/rand. [Parse]
// reads an ID as people paste it, [FromHex] as programs write it; their
// errors are a [*ParseError] wrapping a sentinel. A [Format] writes a batch
// as the database tools and the drivers' languages read it.
package core
