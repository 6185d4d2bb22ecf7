//go:build !windows

package cli

// underWine reports whether the tests run under Wine; only Windows binaries
// do.
func underWine() bool { return false }
