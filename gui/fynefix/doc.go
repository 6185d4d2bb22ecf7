// Package fynefix holds every workaround of the window for how Fyne 2.8.1
// (and the GLFW and go-text it builds on) behaves inside: what it names,
// lays out, caches, logs or crashes on in ways its API does not promise.
// Nothing else in the module reaches into Fyne's widget trees or copies
// its internal paths; package gui calls the functions here instead.
//
// Each workaround names its Fyne version, its reason and the test here
// that fails when an upgrade changes what it relies on. The package
// imports nothing of the window.
package fynefix
