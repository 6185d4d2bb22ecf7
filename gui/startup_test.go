package gui

import (
	"math"
	"runtime/debug"
	"testing"
)

// collectionSettings reads the collector's percentage and memory limit
// without changing them.
func collectionSettings() (percent int, limit int64) {
	percent = debug.SetGCPercent(-1)
	debug.SetGCPercent(percent)
	return percent, debug.SetMemoryLimit(-1)
}

func TestPauseCollection_ResumePutsBackTheSettings(t *testing.T) {
	percent, limit := collectionSettings()
	t.Cleanup(func() { debug.SetGCPercent(percent); debug.SetMemoryLimit(limit) })
	tests := []struct {
		name             string
		percent          int
		limit, wantLimit int64
	}{
		{"no limit of the user's", 100, 1 << 62, startupMemoryLimit},
		{"a lower limit of the user's is kept", 300, 64 << 20, 64 << 20},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			debug.SetGCPercent(tt.percent)
			debug.SetMemoryLimit(tt.limit)
			resume := pauseCollection()
			if p, l := collectionSettings(); p != -1 || l != tt.wantLimit {
				t.Errorf("paused: GC percent %d, memory limit %d; want -1, %d", p, l, tt.wantLimit)
			}
			resume()
			if p, l := collectionSettings(); p != tt.percent || l != tt.limit {
				t.Errorf("resumed: GC percent %d, memory limit %d; want %d, %d", p, l, tt.percent, tt.limit)
			}
		})
	}
}

func TestLimitMemory_SetsTheLimitUnlessALowerOneIsSet(t *testing.T) {
	before := debug.SetMemoryLimit(math.MaxInt64)
	t.Cleanup(func() { debug.SetMemoryLimit(before) })
	limitMemory()
	if got := debug.SetMemoryLimit(100 << 20); got != processMemoryLimit {
		t.Errorf("limit %d, want %d", got, processMemoryLimit)
	}
	limitMemory()
	if got := debug.SetMemoryLimit(-1); got != 100<<20 {
		t.Errorf("limit %d after a lower GOMEMLIMIT, want it kept at %d", got, 100<<20)
	}
}
