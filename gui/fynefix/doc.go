// Package fynefix holds every workaround of the window for Fyne 2.8.1's
// insides (and GLFW's and go-text's): nothing else reaches into Fyne's
// widget trees or copies its internal paths. Each workaround names its
// reason and the test that fails when an upgrade changes what it relies on.
package fynefix
