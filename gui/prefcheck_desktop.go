//go:build !ci

package gui

// testDriver is set when Fyne's headless test driver is built in, which
// keeps its files under the temporary directory.
const testDriver = false
