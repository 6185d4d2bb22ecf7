//go:build !windows

package cli

import (
	"io/fs"
	"syscall"
)

// systemWriteErrorCases are the errors the system itself gives for a reader
// that went away.
var systemWriteErrorCases = []struct {
	name       string
	err        error
	wantStderr string
}{
	{"EPIPE from the system", &fs.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.EPIPE}, ""},
}
