//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package atomicfile

import (
	"os"
	"syscall"
)

// lock holds an advisory lock on the temporary file f for as long as it is
// being written; the system releases it when the process dies, which is
// how removeIfAbandoned tells a killed writer's file from a live one's.
func lock(f *os.File) (unlock func()) {
	fd := int(f.Fd())
	if syscall.Flock(fd, syscall.LOCK_EX|syscall.LOCK_NB) != nil {
		return func() {}
	}
	return func() { syscall.Flock(fd, syscall.LOCK_UN) }
}

// removeIfAbandoned removes the temporary file at path when no process
// holds its lock.
func removeIfAbandoned(path string) {
	f, err := os.Open(path)
	if err != nil {
		return
	}
	defer f.Close()
	if syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) == nil {
		os.Remove(path)
	}
}
