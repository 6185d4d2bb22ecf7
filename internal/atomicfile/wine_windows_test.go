package atomicfile

import "syscall"

// underWine reports whether the tests run under Wine rather than Windows:
// Wine's ntdll.dll exports wine_get_version, Windows' does not.
func underWine() bool {
	ntdll, err := syscall.LoadDLL("ntdll.dll")
	if err != nil {
		return false
	}
	defer ntdll.Release()
	_, err = ntdll.FindProc("wine_get_version")
	return err == nil
}
