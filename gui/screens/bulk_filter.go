package screens

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2/lang"

	"github.com/objectid-generator/objectid/core"
	"github.com/objectid-generator/objectid/gui/wording"
)

// rowFilter is what the filter box asks for: the rows whose ID, in hex,
// holds the digits typed, such as a random value for the IDs of one
// process or a timestamp's first digits for the IDs of a period. An ID in
// any form Decode reads keeps just that ID.
type rowFilter struct {
	// text is what the box holds.
	text string
	// hex is the lowercase digits a kept ID holds, "" for no filter.
	hex string
	// exact is set when text is one whole ID, kept alone.
	exact bool
	// problem says why text filters nothing, "" when it is a filter.
	problem string
}

// newRowFilter reads the filter box's text.
func newRowFilter(text string) rowFilter {
	f := rowFilter{text: text}
	trimmed := strings.TrimSpace(text)
	if trimmed == "" {
		return f
	}
	if id, err := core.Parse(trimmed); err == nil {
		f.hex, f.exact = id.Hex(), true
		return f
	}
	position := 0
	for _, r := range trimmed {
		position++
		if !isHexDigit(r) {
			f.problem = lang.L("{{.Char}} at position {{.Position}} is not a hex digit (0–9, a–f)",
				map[string]any{"Char": wording.Char(r), "Position": wording.Number(position)})
			return f
		}
	}
	if n := utf8.RuneCountInString(trimmed); n > core.HexLength {
		f.problem = wording.Count("{{.Count}} characters — an ObjectID has 24", "{{.Count}} character — an ObjectID has 24", n, nil)
		return f
	}
	f.hex = strings.ToLower(trimmed)
	return f
}

func isHexDigit(r rune) bool {
	return r >= '0' && r <= '9' || r >= 'a' && r <= 'f' || r >= 'A' && r <= 'F'
}

// active says the filter hides rows: it asks for digits, or it is not a
// filter and so keeps none.
func (f rowFilter) active() bool { return f.hex != "" || f.problem != "" }

// keeps says the filter keeps id.
func (f rowFilter) keeps(id core.ObjectID) bool {
	if f.problem != "" {
		return false
	}
	if f.hex == "" {
		return true
	}
	var buf [core.HexLength]byte
	hex := id.AppendHex(buf[:0])
	if f.exact {
		return string(hex) == f.hex
	}
	return bytes.Contains(hex, []byte(f.hex))
}

// keep is the row numbers of base, every row when base is nil, whose IDs
// the filter keeps, in their order, and whether p let it finish.
func (f rowFilter) keep(tally *core.Tally, base []uint32, p *progress) ([]uint32, bool) {
	kept := []uint32{}
	if f.problem != "" {
		return kept, true
	}
	n := tally.Len()
	if base != nil {
		n = len(base)
	}
	for i := range n {
		row := uint32(i)
		if base != nil {
			row = base[i]
		}
		if f.keeps(tally.ID(int(row))) {
			kept = append(kept, row)
		}
		if i%progressRows == progressRows-1 && !p.add(progressRows) {
			return nil, false
		}
	}
	p.add(int64(n % progressRows))
	return kept, true
}

// narrows says every row f keeps is one that a filter for the digits other
// keeps too, so f can filter what that one kept instead of every row.
func (f rowFilter) narrows(other string) bool {
	return f.problem == "" && f.hex != "" && other != "" && strings.Contains(f.hex, other)
}

// filterChanged filters the rows by what the filter box holds.
func (s *Bulk) filterChanged(text string) {
	s.state.filter = newRowFilter(text)
	s.state.filterDone = s.arrange()
}
