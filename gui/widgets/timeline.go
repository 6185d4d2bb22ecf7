package widgets

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Timeline is a histogram of the creation times of IDs, stacked by group,
// on which a span is chosen by mouse or keyboard.
type Timeline struct {
	widget.BaseWidget
	// OnSpan hears the span chosen, [from, to); both zero when it is cleared.
	OnSpan func(from, to time.Time)
}

// NewTimeline returns an empty timeline.
func NewTimeline() *Timeline {
	t := &Timeline{}
	t.ExtendBaseWidget(t)
	return t
}

// Set shows times, Unix seconds, each in group groups[i], an index into
// names (the busiest processes first, then the rest), with labels in zone.
func (t *Timeline) Set(times []int64, groups []uint8, names []string, zone *time.Location) {}

// ClearSpan clears the span chosen, without calling OnSpan.
func (t *Timeline) ClearSpan() {}

// CreateRenderer is Fyne's hook to draw the timeline.
func (t *Timeline) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(widget.NewLabel(""))
}
