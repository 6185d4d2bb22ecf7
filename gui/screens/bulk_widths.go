package screens

import (
	"math"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/fynefix"
	"github.com/objectid-generator/objectid/gui/wording"
	"github.com/objectid-generator/objectid/internal/describe"
	"github.com/objectid-generator/objectid/internal/fixtures"
)

// maxOccurrenceDigits is how many digits an occurrence count is given room
// for: a billion repeats of one ID, 24 GB of nothing but that ID.
const maxOccurrenceDigits = 9

// maxLineDigits is how many digits a line number is given room for: ten
// billion lines, a file of 10 GB of nothing but line breaks.
const maxLineDigits = 10

// sizeColumns makes each column of the table as wide as its title with the
// sort arrow and as its widest value, in the chosen language and the
// window's time zone, so no title or cell is cut.
//
// The last column is wider by fynefix.StickyOverhang, the room Fyne's
// table needs to show it whole when scrolled fully right.
func (s *Bulk) sizeColumns() {
	widths := make([]float32, bulkColumns)
	for c := range bulkColumns {
		widths[c] = s.columnWidth(c)
	}
	s.lastTitleWidth = widths[bulkColumns-1]
	widths[bulkColumns-1] += fynefix.StickyOverhang(widths)
	for c, w := range widths {
		s.table.SetColumnWidth(c, w)
	}
}

// columnWidth is the width column c needs.
func (s *Bulk) columnWidth(c bulkColumn) float32 {
	header := headerButton(s.newHeader())
	header.Text, header.Icon = c.title(), theme.MenuDropDownIcon()
	width := header.MinSize().Width
	cell := cellLabel(s.newCell())
	for _, text := range s.widestValues(c) {
		natural := fyne.MeasureText(text, theme.TextSize(), cell.TextStyle).Width + 2*theme.InnerPadding()
		width = max(width, natural)
	}
	return float32(math.Ceil(float64(width)))
}

// widestValues are texts at least as wide as any value column c shows: its
// longest forms, with every digit the widest one.
func (s *Bulk) widestValues(c bulkColumn) []string {
	style := cellLabel(s.newCell()).TextStyle
	digit := widestRune("0123456789", style)
	hexDigit := widestRune("0123456789abcdef", style)
	digits := func(text string) string {
		return strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return digit
			}
			return r
		}, text)
	}
	// Two-digit days and months, so layouts that drop a leading zero
	// write their longest date.
	sample := time.Date(2012, 12, 28, 22, 22, 22, 0, time.UTC)
	switch c {
	case columnHex:
		return []string{strings.Repeat(string(hexDigit), core.HexLength)}
	case columnLine:
		return []string{digits(wording.Number(int64(math.Pow10(maxLineDigits) - 1)))}
	case columnUTC:
		return []string{digits(wording.DateTime(sample))}
	case columnLocal:
		var texts []string
		for _, month := range []time.Month{time.January, time.July} {
			local := time.Date(sample.Year(), month, 1, 0, 0, 0, 0, time.UTC).In(s.window.Local())
			texts = append(texts, digits(wording.DateTime(sample))+" "+local.Format("MST"))
		}
		return texts
	case columnAge:
		return widestAges()
	case columnRandom:
		return []string{strings.Repeat(string(hexDigit), 2*len(core.ObjectID{}.Random()))}
	case columnCounter:
		return []string{digits(wording.Number(fixtures.MaxCounter))}
	case columnOccurrences:
		count := digits(wording.Number(int64(math.Pow10(maxOccurrenceDigits) - 1)))
		return []string{count, lang.L("{{.Count}} (duplicate)", map[string]any{"Count": count})}
	}
	return nil
}

// widestAges are the age texts in every unit, past and future, for one
// and for the largest count the unit reaches: 59 seconds or minutes, 23
// hours, 29 days, 12 months, 136 years.
func widestAges() []string {
	largest := map[describe.AgeUnit]int{
		describe.AgeSeconds: 59, describe.AgeMinutes: 59, describe.AgeHours: 23,
		describe.AgeDays: 29, describe.AgeMonths: 12, describe.AgeYears: 136,
	}
	texts := []string{lang.L("just now")}
	for unit, count := range largest {
		for _, future := range []bool{false, true} {
			texts = append(texts,
				wording.Age(describe.Age{Unit: unit, Count: 1, Future: future}),
				wording.Age(describe.Age{Unit: unit, Count: count, Future: future}))
		}
	}
	return texts
}

// widestRune is the rune of set that is widest in the table's text style.
func widestRune(set string, style fyne.TextStyle) rune {
	var widest rune
	var width float32
	for _, r := range set {
		if w := fyne.MeasureText(string(r), theme.TextSize(), style).Width; w > width {
			widest, width = r, w
		}
	}
	return widest
}
