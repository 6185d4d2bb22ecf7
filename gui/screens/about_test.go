package screens

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// aboutTexts returns what a reader sees on the About tab, one string per
// label, rich text or ObjectID part, in order.
func aboutTexts(s fyne.CanvasObject) []string {
	var texts []string
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Label:
			texts = append(texts, o.Text)
		case *widget.RichText:
			texts = append(texts, o.String())
		case *container.Scroll:
			walk(o.Content)
		case *fyne.Container:
			for _, child := range o.Objects {
				walk(child)
			}
		}
	}
	walk(s)
	return texts
}

// partSegments returns the coloured parts the About tab shows IDs in:
// the segments of its rich texts in the parts' colours.
func partSegments(s fyne.CanvasObject) []*widget.TextSegment {
	var parts []*widget.TextSegment
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.RichText:
			for _, seg := range o.Segments {
				if t, ok := seg.(*widget.TextSegment); ok && t.Style.TextStyle.Monospace {
					parts = append(parts, t)
				}
			}
		case *container.Scroll:
			walk(o.Content)
		case *fyne.Container:
			for _, child := range o.Objects {
				walk(child)
			}
		}
	}
	walk(s)
	return parts
}

// partRows returns the IDs the About tab shows as three coloured parts in
// one text.
func partRows(s fyne.CanvasObject) []string {
	var ids []string
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.RichText:
			if len(o.Segments) == 3 {
				ids = append(ids, o.String())
			}
		case *container.Scroll:
			walk(o.Content)
		case *fyne.Container:
			for _, child := range o.Objects {
				walk(child)
			}
		}
	}
	walk(s)
	return ids
}

// showAbout puts an About tab in a window of its own.
func showAbout(t *testing.T) fyne.CanvasObject {
	t.Helper()
	s := NewAbout()
	test.NewTempWindow(t, s)
	return s
}

func TestAbout_WorkedExampleShowsTheSpecificationsIDs(t *testing.T) {
	s := showAbout(t)
	got := partRows(s)
	want := []string{"6553f1003f2a91c8d4003039", "6553f1003f2a91c8d400303a"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("the worked example shows %q, want %q", got, want)
	}
}

func TestAbout_PartsCarryTheDecodersColours(t *testing.T) {
	s := showAbout(t)
	var colours []fyne.ThemeColorName
	for _, part := range partSegments(s) {
		colours = append(colours, part.Style.ColorName)
	}
	want := []fyne.ThemeColorName{TimestampColor, RandomColor, CounterColor}
	if len(colours) == 0 || len(colours)%3 != 0 {
		t.Fatalf("found %d coloured parts, want whole IDs of 3", len(colours))
	}
	for i, c := range colours {
		if c != want[i%3] {
			t.Errorf("part %d is coloured %q, want %q", i, c, want[i%3])
		}
	}
}

func TestAbout_ExplainsTheExampleAndTheReadBack(t *testing.T) {
	s := showAbout(t)
	page := strings.Join(aboutTexts(s), "\n")
	for _, want := range []string{
		"Unix time 1,700,000,000 (2023-11-14 22:13:20 UTC)",
		"random value 3f2a91c8d4",
		"counter at 12,345",
		"to 12,346 (00303a)",
		"In 507f1f77bcf86cd799439011 they are 507f1f77: 1,350,508,407 seconds",
		"2012-10-17 21:13:27 UTC",
		"2106-02-07 06:28:15 UTC",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the About tab does not say %q", want)
		}
	}
}

func TestAbout_EverySectionIsThere(t *testing.T) {
	s := showAbout(t)
	page := aboutTexts(s)
	for _, heading := range []string{
		"The structure of an ObjectID", "A worked example", "Reading the time back",
		"What ObjectIDs are for", "ObjectID or UUID?", "Questions",
	} {
		found := false
		for _, text := range page {
			found = found || text == heading
		}
		if !found {
			t.Errorf("no heading %q on the About tab", heading)
		}
	}
}
