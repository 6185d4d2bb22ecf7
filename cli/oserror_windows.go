package cli

import (
	"errors"
	"syscall"
)

// The Windows errors for a reader that went away and for a full disk; the
// syscall package names only the first.
const (
	errorHandleDiskFull = syscall.Errno(39)  // ERROR_HANDLE_DISK_FULL
	errorDiskFull       = syscall.Errno(112) // ERROR_DISK_FULL
	errorNoData         = syscall.Errno(232) // ERROR_NO_DATA: "The pipe is being closed."
)

// isBrokenPipe reports whether err says the reader of the output went away:
// Windows answers a write to a pipe whose reader closed it with
// ERROR_BROKEN_PIPE or ERROR_NO_DATA, never EPIPE.
func isBrokenPipe(err error) bool {
	return errors.Is(err, syscall.EPIPE) || errors.Is(err, syscall.ERROR_BROKEN_PIPE) || errors.Is(err, errorNoData)
}

// isNoSpace reports whether err says the disk is full.
func isNoSpace(err error) bool {
	return errors.Is(err, errorDiskFull) || errors.Is(err, errorHandleDiskFull) ||
		errors.Is(err, syscall.ENOSPC) || errors.Is(err, errNoSpace)
}
