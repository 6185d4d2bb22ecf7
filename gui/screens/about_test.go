package screens

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/objectid-generator/objectid/gui/internal/uitest"
)

// aboutRichTexts returns the rich texts an About tab shows, labels too.
func aboutRichTexts(t *testing.T) []*widget.RichText {
	t.Helper()
	s := NewAbout()
	test.NewTempWindow(t, s)
	var texts []*widget.RichText
	uitest.VisitAll(s, func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RichText); ok {
			texts = append(texts, r)
		}
	})
	return texts
}

func TestAbout_WorkedExampleShowsTheSpecificationsIDsInTheDecodersColours(t *testing.T) {
	colours := partColors[:]
	var ids []string
	for _, r := range aboutRichTexts(t) {
		if len(r.Segments) != 3 {
			continue
		}
		for i, segment := range r.Segments {
			if text, ok := segment.(*widget.TextSegment); !ok || text.Style.ColorName != colours[i] || !text.Style.TextStyle.Monospace {
				t.Errorf("part %d of %q is not in %q monospace", i, r.String(), colours[i])
			}
		}
		ids = append(ids, r.String())
	}
	if want := []string{"6553f1003f2a91c8d4003039", "6553f1003f2a91c8d400303a"}; !slices.Equal(ids, want) {
		t.Errorf("the worked example shows %q, want %q", ids, want)
	}
}

func TestAbout_EverySectionExplainsItsExample(t *testing.T) {
	var page strings.Builder
	for _, r := range aboutRichTexts(t) {
		page.WriteString(strings.ReplaceAll(r.String(), "\n", " ") + "\n") // lines a Paragraph broke read as one
	}
	for _, want := range []string{
		"The structure of an ObjectID", "A worked example", "Reading the time back",
		"What ObjectIDs are for", "ObjectID or UUID?", "Questions",
		"Unix time 1,700,000,000 (2023-11-14 22:13:20 UTC)",
		"random value 3f2a91c8d4",
		"counter at 12,345",
		"to 12,346 (00303a)",
		"In 507f1f77bcf86cd799439011 they are 507f1f77: 1,350,508,407 seconds",
		"2012-10-17 21:13:27 UTC",
		"2106-02-07 06:28:15 UTC",
	} {
		if !strings.Contains(page.String(), want) {
			t.Errorf("the About tab does not say %q", want)
		}
	}
}
