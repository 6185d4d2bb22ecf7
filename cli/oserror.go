package cli

import (
	"errors"
	"io/fs"
	"runtime"
	"syscall"
)

// The Windows errors for a reader that went away and for a full disk.
const (
	errorHandleDiskFull = syscall.Errno(39)  // ERROR_HANDLE_DISK_FULL
	errorBrokenPipe     = syscall.Errno(109) // ERROR_BROKEN_PIPE
	errorDiskFull       = syscall.Errno(112) // ERROR_DISK_FULL
	errorNoData         = syscall.Errno(232) // ERROR_NO_DATA: "The pipe is being closed."
)

// isBrokenPipe reports whether err says the reader of the output went away.
func isBrokenPipe(err error) bool {
	return errors.Is(err, syscall.EPIPE) ||
		runtime.GOOS == "windows" && (errors.Is(err, errorBrokenPipe) || errors.Is(err, errorNoData))
}

// writeProblem is the text for an error from writing the output; a full
// disk reads the same everywhere.
func writeProblem(err error) string {
	full := errors.Is(err, syscall.ENOSPC) ||
		runtime.GOOS == "windows" && (errors.Is(err, errorDiskFull) || errors.Is(err, errorHandleDiskFull))
	var pathErr *fs.PathError
	switch {
	case !full:
		return err.Error()
	case errors.As(err, &pathErr):
		return pathErr.Op + " " + pathErr.Path + ": no space left on device"
	}
	return "no space left on device"
}
