//go:build ci

package gui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

func TestI18n_NoFixedWidthTextIsCutInAnyLanguage(t *testing.T) {
	for _, l := range languages {
		t.Run(l.code, func(t *testing.T) {
			a := withSystemLocale(t, "en_US.UTF-8", l.code)
			u := stagedWindow(t, a)
			u.window.Resize(fyne.NewSize(800, 600))
			for i, name := range tabFiles {
				u.tabs.SelectIndex(i)
				for _, cut := range uitest.CutTexts(u.window.Content()) {
					t.Errorf("%s tab: %s", name, cut)
				}
			}
		})
	}
}
