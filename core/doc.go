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
// The timestamp wraps to 0 after 2106-02-07 06:28:15 UTC. A [Generator]
// takes its clock and entropy, so tests reproduce IDs byte for byte. [Parse]
// reads an ID as people paste it; a [Format] writes a batch as the database
// tools and the drivers' languages read it.
package core
