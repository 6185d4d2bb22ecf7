//go:build !(darwin || dragonfly || freebsd || linux || netbsd || openbsd)

package atomicfile

import (
	"os"
	"runtime"
)

// lock does nothing here: on Windows a file open for writing cannot be
// removed by another process, which is what removeIfAbandoned relies on.
func lock(*os.File) (unlock func()) {
	return func() {}
}

// removeIfAbandoned removes the temporary file at path. On Windows that
// fails while its writer has it open; where there is neither that rule
// nor flock, leftovers stay rather than risk a live writer's file.
func removeIfAbandoned(path string) {
	if runtime.GOOS == "windows" {
		os.Remove(path)
	}
}
