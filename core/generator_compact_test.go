package core

import (
	"fmt"
	"testing"
	"time"
)

// TestGenerator_CompactJoinsTheCheapestQuarter checks that compact finds
// the lowest cost at which a quarter of the joins can be made, whether the
// costs are small, as between the seconds New moves through, or as large
// as the gaps between seconds can be.
func TestGenerator_CompactJoinsTheCheapestQuarter(t *testing.T) {
	tests := []struct {
		name string
		// los are the seconds of the spans, one second each.
		los  []uint32
		want string
	}{
		{
			name: "next seconds",
			// Costs 1, 1, 1, 1, 1, 1, 1, 1: two joins, the first ones.
			los:  []uint32{10, 11, 12, 13, 14, 15, 16, 17, 18},
			want: "[10-12 13 14 15 16 17 18]",
		},
		{
			name: "small gaps",
			// Costs 5, 2, 9, 2, 4, 3, 1, 7: the 1 and one of the 2s.
			los:  []uint32{10, 15, 17, 26, 28, 32, 35, 36, 43},
			want: "[10 15-17 26 28 32 35-36 43]",
		},
		{
			name: "wide gaps",
			// Costs 2^31+1, 2^30, 2^30-2: the last.
			los:  []uint32{0, 1<<31 + 1, 3<<30 + 1, 1<<32 - 1},
			want: "[0 2147483649 3221225473-4294967295]",
		},
		{
			name: "the widest gap",
			los:  []uint32{0, 1<<32 - 1},
			want: "[0-4294967295]",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newSeeded(func() time.Time { return time.Unix(1<<32, 0) }, [seedLength]byte{})
			for _, lo := range tt.los {
				g.spans = append(g.spans, span{lo: lo, hi: lo})
			}
			if !g.compact(true) {
				t.Fatal("compact found nothing to join")
			}
			var got []string
			for _, s := range g.spans {
				if s.lo == s.hi {
					got = append(got, fmt.Sprint(s.lo))
				} else {
					got = append(got, fmt.Sprintf("%d-%d", s.lo, s.hi))
				}
			}
			if fmt.Sprint(got) != tt.want {
				t.Errorf("spans %v, want %v", got, tt.want)
			}
		})
	}
}
