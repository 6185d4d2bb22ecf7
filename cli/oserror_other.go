//go:build !windows

package cli

import (
	"errors"
	"syscall"
)

// isBrokenPipe reports whether err says the reader of the output went away.
func isBrokenPipe(err error) bool {
	return errors.Is(err, syscall.EPIPE)
}

// isNoSpace reports whether err says the disk is full.
func isNoSpace(err error) bool {
	return errors.Is(err, syscall.ENOSPC) || errors.Is(err, errNoSpace)
}
