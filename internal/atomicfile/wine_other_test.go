//go:build !windows

package atomicfile

// underWine reports whether the tests run under Wine; only Windows binaries
// do.
func underWine() bool { return false }
