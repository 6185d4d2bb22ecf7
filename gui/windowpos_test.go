package gui

import "testing"

func TestOnScreen_KeepsTheWindowsCornerOnTheScreen(t *testing.T) {
	for _, c := range []struct {
		x, y int
		want bool
	}{
		{0, 0, true},
		{217, 143, true},
		{1280 - minVisible, 800 - minVisible, true},
		{1280 - minVisible + 1, 100, false}, // too little of it across
		{100, 800 - minVisible + 1, false},  // too little of it down
		{-1, 100, false},                    // left of the screen
		{100, -1, false},                    // above it: the title bar out of reach
		{5000, 4000, false},                 // a monitor that has gone
	} {
		if got := onScreen(c.x, c.y, 1280, 800); got != c.want {
			t.Errorf("onScreen(%d, %d) on 1280×800 = %v, want %v", c.x, c.y, got, c.want)
		}
	}
}
