// Package fynefix holds every workaround of the window for how Fyne 2.8.1
// (and the GLFW and go-text it builds on) behaves inside: what it names,
// lays out, caches, logs or crashes on in ways its API does not promise.
// Nothing else in the module reaches into Fyne's widget trees or copies
// its internal paths; package gui calls the functions here instead.
//
// Each workaround says in its doc comment the Fyne version it was made
// for, the upstream issue or the reason, and names the test in this
// package that fails when an upgrade changes what it relies on: either
// the fault is gone, and the workaround can go, or Fyne moved what the
// workaround finds, and it has to follow.
//
// The package sits below package gui and imports nothing of the window.
package fynefix
