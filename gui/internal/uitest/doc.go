// Package uitest holds what the window's tests (package gui) and the
// screens' tests (package gui/screens) share: finding what a user sees in
// a canvas, typing as a user does, the worked example's generator and the
// Bulk tab's fixtures. It is built with the ci tag alone, so the product
// never includes it, and it imports neither gui nor gui/screens.
package uitest
