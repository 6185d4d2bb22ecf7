// Package uitest holds what the window's tests (package gui) and the
// screens' tests (package gui/screens) share: finding what a user sees in
// a canvas, typing as a user does, the worked example's generator and the
// Bulk tab's fixtures. Only tests import it.
package uitest
