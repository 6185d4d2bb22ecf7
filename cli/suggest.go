package cli

import (
	"flag"
	"strings"
)

// closest returns the candidate nearest to typed, for a "did you mean"
// hint, or "" when none is near enough to be what was meant: at most one
// edit for a short name, two for a longer one, or typed is the start of
// exactly one candidate.
func closest(typed string, candidates []string) string {
	typed = strings.ToLower(typed)
	best, bestDistance := "", max(1, min(2, len(typed)/3))+1
	prefixed := []string{}
	for _, c := range candidates {
		if d := editDistance(typed, c); d < bestDistance {
			best, bestDistance = c, d
		}
		if typed != "" && strings.HasPrefix(c, typed) {
			prefixed = append(prefixed, c)
		}
	}
	if best == "" && len(prefixed) == 1 {
		return prefixed[0]
	}
	return best
}

// editDistance counts the insertions, deletions, substitutions and swaps
// of neighbouring letters that turn a into b (optimal string alignment),
// so a swap, as in fromat, costs one.
func editDistance(a, b string) int {
	rows := make([][]int, len(a)+1)
	for i := range rows {
		rows[i] = make([]int, len(b)+1)
		rows[i][0] = i
	}
	for j := range rows[0] {
		rows[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			rows[i][j] = min(rows[i-1][j]+1, rows[i][j-1]+1, rows[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				rows[i][j] = min(rows[i][j], rows[i-2][j-2]+1)
			}
		}
	}
	return rows[len(a)][len(b)]
}

// flagNames lists the flags fs defines.
func flagNames(fs *flag.FlagSet) []string {
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	return names
}
