//go:build race

package core

// raceEnabled is set when the tests run under the race detector, which
// makes every memory access many times slower.
const raceEnabled = true
