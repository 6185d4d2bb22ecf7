package core

import (
	"fmt"
	"time"
)

// The Generator's record of the seconds it has used, in spans, which
// decides how many more IDs a second can take (see Generator).

// span is a run of seconds lo…hi in which no ID was made before the
// issued count first: each of them takes IDs until issued reaches
// first+CounterCycle.
type span struct {
	lo, hi uint32
	first  uint64
}

// maxSpans is how many spans of used seconds a Generator keeps.
const maxSpans = 4096

// claim returns how many more IDs second can take, starting to track it if
// it is new; the caller holds g.mu.
func (g *Generator) claim(second uint32) (uint64, error) {
	if g.started && second == uint32(g.nowUnix) {
		return g.left(g.nowFirst), nil
	}
	i, ok := g.find(second)
	if ok {
		return g.left(g.spans[i].first), nil
	}
	if !g.started {
		// Which spans lie ahead of New depends on the clock's second.
		g.moveTo(g.clock().Unix())
		if second == uint32(g.nowUnix) {
			return g.left(g.nowFirst), nil
		}
	}
	if ahead := uint32(g.nowUnix); second > ahead && len(g.spans)-g.spansThrough(ahead) >= g.spanLimit/2 {
		return 0, fmt.Errorf("%w: %d separate seconds after %s are in use already; use one of them or an earlier time", ErrTooManySeconds, g.spanLimit/2, time.Unix(g.nowUnix, 0).UTC().Format(time.RFC3339))
	}
	if len(g.spans) >= g.spanLimit && !g.compact(false) {
		return 0, fmt.Errorf("%w: no room to track %s", ErrTooManySeconds, time.Unix(int64(second), 0).UTC().Format(time.RFC3339))
	}
	return g.left(g.spans[g.insert(second, g.issued)].first), nil
}

// record notes that IDs were made in second from issued count first on;
// the caller holds g.mu.
func (g *Generator) record(second uint32, first uint64) {
	if i, ok := g.find(second); ok {
		g.spans[i].first = min(g.spans[i].first, first)
		return
	}
	if len(g.spans) >= g.spanLimit && !g.compact(false) {
		// Only once the clock has passed 2106 can the spans after New's
		// second fill the table; joining two of them keeps IDs unique.
		g.compact(true)
	}
	i := g.insert(second, first)
	g.spans[i].first = min(g.spans[i].first, first)
}

// find returns the index of the span holding second, if one does.
func (g *Generator) find(second uint32) (int, bool) {
	i := g.spansThrough(second - 1)
	if second == 0 {
		i = 0
	}
	return i, i < len(g.spans) && g.spans[i].lo <= second
}

// spansThrough returns how many spans end at or before second. The last
// span is looked at first: New, recording each second it leaves, asks
// about a second after all of them.
func (g *Generator) spansThrough(second uint32) int {
	if n := len(g.spans); n == 0 || g.spans[n-1].hi <= second {
		return n
	}
	lo, hi := 0, len(g.spans)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if g.spans[mid].hi <= second {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

// insert adds second alone as a span starting at issued count first,
// unless a span holds it already (joining two may have brought it in), and
// returns the index of the span that holds it.
func (g *Generator) insert(second uint32, first uint64) int {
	if i, ok := g.find(second); ok {
		return i
	}
	if len(g.spans) == cap(g.spans) {
		// Grown by hand so the slice never holds more than spanLimit.
		grown := make([]span, len(g.spans), max(len(g.spans)+1, min(g.spanLimit, 2*len(g.spans)+16)))
		copy(grown, g.spans)
		g.spans = grown
	}
	i := g.spansThrough(second)
	g.spans = append(g.spans, span{})
	copy(g.spans[i+1:], g.spans[i:])
	g.spans[i] = span{lo: second, hi: second, first: first}
	return i
}

// compact makes room by joining neighbouring spans into ones that hold
// the seconds between them too, with the earliest first among them. That
// only ever lowers what a second may take, so no ID can repeat. It makes a
// quarter of the possible joins at once, so a Generator that moves to a new
// second for every call pays for this once per thousand calls rather than
// each time. It joins first where nothing changes, two full spans with no
// second between them, then where the fewest seconds lie between. Unless
// anywhere is set, it joins only spans before New's second, so New, which
// never goes back, never meets a joined span. It reports whether it found
// any two to join.
func (g *Generator) compact(anywhere bool) bool {
	n := len(g.spans)
	if !anywhere {
		n = g.spansThrough(uint32(g.nowUnix) - 1)
	}
	if n < 2 {
		return false
	}
	// Find the lowest cost at which a quarter of the n-1 joins can be made,
	// by doubling a bound on it and then halving the range below the
	// bound: no memory beyond the spans, and few passes over them when
	// the costs are low, as they are for the seconds New moves through one
	// after another. No join costs more than 1<<32, so the doubling stops.
	joins := max(1, (n-1)/4)
	lo, hi := uint64(0), uint64(0)
	for g.joinsCosting(n, hi) < joins {
		lo, hi = hi+1, 2*hi+1
	}
	for lo < hi {
		mid := lo + (hi-lo)/2
		if g.joinsCosting(n, mid) >= joins {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	threshold, atThreshold := lo, joins
	if lo > 0 {
		atThreshold -= g.joinsCosting(n, lo-1)
	}
	// Runs of joined spans are written over the first n in place; a span
	// is read before anything is written at its index.
	out, run, previous := 0, g.spans[0], g.spans[0]
	for i := 1; i < n; i++ {
		next := g.spans[i]
		cost := g.joinCost(previous, next)
		previous = next
		if cost < threshold || (cost == threshold && atThreshold > 0) {
			if cost == threshold {
				atThreshold--
			}
			run.hi, run.first = next.hi, min(run.first, next.first)
			continue
		}
		g.spans[out] = run
		out++
		run = next
	}
	g.spans[out] = run
	out++
	kept := copy(g.spans[out:], g.spans[n:])
	g.spans = g.spans[:out+kept]
	return true
}

// joinCost is what joining neighbouring spans a and b costs: 0 when both
// are full and nothing lies between them, else one more than the number of
// seconds between them.
func (g *Generator) joinCost(a, b span) uint64 {
	between := uint64(b.lo) - uint64(a.hi) - 1
	if between == 0 && g.left(a.first) == 0 && g.left(b.first) == 0 {
		return 0
	}
	return between + 1
}

// joinsCosting counts the joins among the first n spans that cost at most
// limit.
func (g *Generator) joinsCosting(n int, limit uint64) int {
	count := 0
	for i := 1; i < n; i++ {
		if g.joinCost(g.spans[i-1], g.spans[i]) <= limit {
			count++
		}
	}
	return count
}
