//go:build ci

package gui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/widget"
)

func TestLanguage_FileDialogNamesItsPlacesInTheChosenLanguage(t *testing.T) {
	for _, l := range languages {
		for _, c := range []struct {
			name string
			open func(u *ui)
		}{
			{"BulkOpen", func(u *ui) { u.bulk.chooseFile() }},
			{"GenerateSave", func(u *ui) { u.generate.generate(); u.generate.save() }},
		} {
			t.Run(l.code+"/"+c.name, func(t *testing.T) {
				a := withSystemLocale(t, "en_US.UTF-8", l.code)
				u := openWindow(t, a, fixedSource(t, exampleCounter))

				c.open(u)

				popUp, ok := overlayContent(u.window.Canvas().Overlays().Top()).(*widget.PopUp)
				if !ok {
					t.Fatal("no file dialog is open")
				}
				labels := labelTexts(popUp)
				for _, place := range []string{"Home", "Computer"} {
					want := inLanguage(t, l.code, place)
					if !slices.Contains(labels, want) {
						t.Errorf("the sidebar has no %q for %s; its labels are %q", want, place, labels)
					}
					if l.code != "en" && slices.Contains(labels, place) {
						t.Errorf("the sidebar still reads %q in English", place)
					}
				}
			})
		}
	}
}
