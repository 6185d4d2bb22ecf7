package cli

import (
	"io/fs"
	"syscall"
)

// systemWriteErrorCases are the errors Windows itself gives for a reader
// that went away and for a full disk.
var systemWriteErrorCases = []struct {
	name       string
	err        error
	wantStderr string
}{
	{"ERROR_BROKEN_PIPE", &fs.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.ERROR_BROKEN_PIPE}, ""},
	{"ERROR_NO_DATA", &fs.PathError{Op: "write", Path: "/dev/stdout", Err: errorNoData}, ""},
	{"ERROR_DISK_FULL", &fs.PathError{Op: "write", Path: "/dev/stdout", Err: errorDiskFull},
		"objectid: writing output: write /dev/stdout: no space left on device\n"},
	{"ERROR_HANDLE_DISK_FULL", errorHandleDiskFull, "objectid: writing output: no space left on device\n"},
}
