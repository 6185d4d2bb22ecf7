package core

import "testing"

// SetSpreadPerSecond makes one second hold perSecond IDs for the rest of
// the test, so that full seconds can be tested with a handful of IDs.
func SetSpreadPerSecond(t testing.TB, perSecond uint64) {
	previous := spreadPerSecond
	spreadPerSecond = perSecond
	t.Cleanup(func() { spreadPerSecond = previous })
}
