package screens

import (
	"errors"
	"io"
	"os"
	"runtime"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/widgets"
)

// maxShownInput is the most text the Bulk input shows. An entry lays out
// its whole text again at every keystroke: with 4 KiB in it a keystroke
// costs about 7 ms of CPU (scan and table included), with 8 KiB 19 ms, more
// than a frame; BenchmarkBulk_KeystrokeInAFullInput measures it. A paste
// that would take the input past it is scanned without being shown.
const maxShownInput = widgets.MaxFieldText

// progressStep is how many bytes pass between two progress updates, so a
// large file moves the bar smoothly without flooding the UI goroutine.
const progressStep = 256 << 10

// progressUpdates is about the most times the bar moves during one scan:
// each move draws the window again, which for a 1 GB file read in 256 KiB
// steps took more CPU (with software rendering) than the scan.
const progressUpdates = 500

// progressInterval is the least time between two progress updates: a
// fast scan (100 MB of pasted text) would otherwise draw the window
// hundreds of times in a second, far more often than the screen shows.
const progressInterval = 40 * time.Millisecond

// unknownSizeUpdates is about how many times the count of bytes read
// moves while the amount read doubles, for a source of unknown size.
const unknownSizeUpdates = 16

// releaseRows is the size of a result whose memory startScan hands back
// at once when a new scan replaces it: some tens of megabytes, and a few
// hundred at the most rows kept.
const releaseRows = 1_000_000

// errScanCancelled ends a scan that a newer one replaced.
var errScanCancelled = errors.New("scan cancelled")

// fileSize is the size of the file at uri, or 0 when it cannot be known.
func fileSize(uri fyne.URI) int64 {
	if uri.Scheme() != "file" {
		return 0
	}
	info, err := os.Stat(uri.Path())
	if err != nil {
		return 0
	}
	return info.Size()
}

// startScan reads r, of size bytes (0 when unknown), on its own goroutine,
// moving the progress bar as it goes, and shows what it found. It closes
// r when it ends. A newer scan stops this one and its results are dropped.
// The results go to the Bulk tab on screen when they arrive, which is a
// new one if the language was switched meanwhile. It is the last thing
// the step that asks for the scan does: from then on the scan updates the
// screen, and under a driver that runs fyne.Do at once, as Fyne's test
// driver does, anything the step did after would run beside it.
func (s *Bulk) startScan(r io.Reader, source bulkSource, size int64) <-chan struct{} {
	s.stopScan()
	st := s.state
	stop := new(atomic.Bool)
	done := make(chan struct{})
	st.scanning, st.scanDone = stop, done
	st.reading, st.read, st.size, st.cancelled = source, 0, size, nil
	released := false
	if source != (bulkSource{}) {
		// A file or a paste replaces what is shown: its rows go now, so
		// that two large tallies are never held at once.
		released = st.result.Len() >= releaseRows
		s.stopArranging()
		st.result = bulkResult{}
		st.sorted, st.sortStale, st.shown, st.shownFilter = nil, false, nil, ""
	}
	s.refresh()

	s.hooks.Background(func() {
		defer close(done)
		if released {
			// Collected now, the rows' memory is reused by the new
			// tally; else the heap would grow to about twice their size
			// before the collector ran.
			runtime.GC()
		}
		if c, ok := r.(io.Closer); ok {
			defer c.Close()
		}
		step, shown, shownAt := max(progressStep, size/progressUpdates), int64(0), time.Time{}
		result, err := collectIDs(r, source, func(read int64) {
			if stop.Load() || read-shown < step || time.Since(shownAt) < progressInterval {
				return
			}
			shown, shownAt = read, time.Now()
			if size <= 0 {
				// With no end in sight the steps grow with what was
				// read, so an endless source such as /dev/zero moves
				// the count a few times a second, not thousands.
				step = max(progressStep, read/unknownSizeUpdates)
			}
			fyne.Do(func() {
				if st.scanning == stop {
					st.read = read
					st.screen.showProgress()
				}
			})
		}, stop)
		fyne.Do(func() {
			if st.scanning != stop {
				return
			}
			st.scanning = nil
			if errors.Is(err, errScanCancelled) {
				st.screen.refresh()
				return
			}
			st.screen.show(result)
			if err != nil {
				st.screen.hooks.ShowError(errors.New(lang.L("{{.Source}} could not be read to the end: {{.Error}}",
					map[string]any{"Source": source.name(), "Error": err})))
			}
		})
	})
	return done
}

// stopScan stops the scan in progress, if any. The flag is set last, so a
// scan that sees it also sees that it is no longer the current one.
func (s *Bulk) stopScan() {
	st := s.state
	if st.scanning == nil {
		return
	}
	stop := st.scanning
	st.scanning = nil
	s.refresh()
	stop.Store(true)
}

// CancelScan stops the scan in progress at the user's request, from the
// Cancel button or Escape; the summary says it was cancelled.
func (s *Bulk) CancelScan() {
	st := s.state
	if st.scanning == nil {
		return
	}
	source := st.reading
	st.cancelled = &source
	s.stopScan()
}

// progressReader counts the bytes read through it, reports them every
// progressStep bytes, and ends the read once stop is set.
type progressReader struct {
	r        io.Reader
	read     int64
	reported int64
	report   func(read int64)
	stop     *atomic.Bool
}

func (p *progressReader) Read(buf []byte) (int, error) {
	if p.stop != nil && p.stop.Load() {
		return 0, errScanCancelled
	}
	n, err := p.r.Read(buf)
	p.read += int64(n)
	if p.report != nil && p.read-p.reported >= progressStep {
		p.reported = p.read
		p.report(p.read)
	}
	return n, err
}

// collectIDs tallies the IDs in r, the result of a scan of source. It
// returns what it found before any read error along with the error.
// report, when not nil, hears how many bytes were read; stop, when not
// nil, ends the scan with errScanCancelled once it is set.
func collectIDs(r io.Reader, source bulkSource, report func(read int64), stop *atomic.Bool) (bulkResult, error) {
	tally, err := core.TallyIDs(&progressReader{r: r, report: report, stop: stop})
	return bulkResult{source: source, Tally: tally}, err
}
