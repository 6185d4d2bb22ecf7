package core

import (
	"strconv"
	"strings"
)

// parseGoLiteral reads the array literal FormatGo writes, as pasted back
// from Go source: bson.ObjectID{0x65, …} (or primitive.ObjectID{…} of the
// driver v1, or a bare ObjectID{…}) with twelve bytes in hex, octal or
// decimal, and optionally the comma that follows it in a list.
func parseGoLiteral(s string) (ObjectID, bool) {
	s = strings.TrimSuffix(strings.TrimFunc(s, isSpace), ",")
	// The cheap test first: most lines that are no literal do not end in }.
	if !strings.HasSuffix(s, "}") {
		return Nil, false
	}
	open := strings.Index(s, "ObjectID{")
	if open < 0 {
		return Nil, false
	}
	if qualifier := s[:open]; qualifier != "" && qualifier != "bson." && qualifier != "primitive." {
		return Nil, false
	}
	body := strings.TrimSuffix(strings.TrimFunc(s[open+len("ObjectID{"):len(s)-1], isSpace), ",")
	parts := strings.Split(body, ",")
	var id ObjectID
	if len(parts) != len(id) {
		return Nil, false
	}
	for i, p := range parts {
		v, err := strconv.ParseUint(strings.TrimFunc(p, isSpace), 0, 8)
		if err != nil {
			return Nil, false
		}
		id[i] = byte(v)
	}
	return id, true
}
