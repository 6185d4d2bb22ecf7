package scan

import (
	"strconv"
	"strings"

	"github.com/objectid-generator/objectid/core"
)

// parseGoLiteral reads the array literal core.FormatGo writes, as pasted back
// from Go source: bson.ObjectID{0x65, …} (or primitive.ObjectID{…} of the
// driver v1, or a bare ObjectID{…}) with twelve bytes in hex, octal or
// decimal, and optionally the comma that follows it in a list.
func parseGoLiteral(s string) (core.ObjectID, bool) {
	s = strings.TrimSuffix(strings.TrimSpace(s), ",")
	// The cheap test first: most lines that are no literal do not end in }.
	if !strings.HasSuffix(s, "}") {
		return core.Nil, false
	}
	open := strings.Index(s, "ObjectID{")
	if open < 0 {
		return core.Nil, false
	}
	if qualifier := s[:open]; qualifier != "" && qualifier != "bson." && qualifier != "primitive." {
		return core.Nil, false
	}
	body := strings.TrimSuffix(strings.TrimSpace(s[open+len("ObjectID{"):len(s)-1]), ",")
	parts := strings.Split(body, ",")
	var id core.ObjectID
	if len(parts) != len(id) {
		return core.Nil, false
	}
	for i, p := range parts {
		v, err := strconv.ParseUint(strings.TrimSpace(p), 0, 8)
		if err != nil {
			return core.Nil, false
		}
		id[i] = byte(v)
	}
	return id, true
}
