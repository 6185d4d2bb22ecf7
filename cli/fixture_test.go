package cli

import (
	"strings"
	"testing"
	"time"

	"github.com/objectid-generator/objectid/core"
)

// useForbiddenDefault makes the process-wide generator one that fails the
// test if generate takes IDs from it.
func useForbiddenDefault(t *testing.T) {
	t.Helper()
	useGenerator(t, func() *core.Generator {
		t.Error("generate used the process-wide generator")
		return core.Default()
	})
}

func TestGenerate_FixedValuesMakeTheWorkedExample(t *testing.T) {
	tests := []struct {
		name string
		args []string
	}{
		{"at a time", []string{"-n", "2", "-at", "1700000000", "-random", "3f2a91c8d4", "-counter", "12345"}},
		{"now", []string{"-n", "2", "-random", "3f2a91c8d4", "-counter", "12345"}},
		{"capitals and hex counter", []string{"-n", "2", "-at", "2023-11-14T22:13:20Z", "-random", "3F2A91C8D4", "-counter", "0x003039"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			useForbiddenDefault(t)
			useClock(t, time.Unix(workedSeconds, 0))
			got := runMain(t, "", append([]string{"generate"}, tt.args...)...)
			want := workedFirst + "\n" + workedSecond + "\n"
			if got != (outcome{stdout: want}) {
				t.Errorf("got stdout %q, stderr %q, status %d; want stdout %q", got.stdout, got.stderr, got.status, want)
			}
		})
	}
}

func TestGenerate_OneFixedValueLeavesTheOtherRandom(t *testing.T) {
	useForbiddenDefault(t)
	random := map[string]bool{}
	counters := map[uint32]bool{}
	for range 4 {
		got := runMain(t, "", "generate", "-n", "3", "-at", "1700000000", "-random", "3f2a91c8d4")
		ids := parseGenerated(t, "hex", got.stdout)
		if ids[0].Random() != [5]byte{0x3f, 0x2a, 0x91, 0xc8, 0xd4} || ids[1].Counter() != (ids[0].Counter()+1)%core.CounterCycle {
			t.Fatalf("-random alone: %v", ids)
		}
		counters[ids[0].Counter()] = true
		got = runMain(t, "", "generate", "-n", "3", "-at", "1700000000", "-counter", "7")
		ids = parseGenerated(t, "hex", got.stdout)
		if ids[0].Counter() != 7 || ids[2].Counter() != 9 {
			t.Fatalf("-counter alone: %v", ids)
		}
		random[ids[0].Hex()[8:18]] = true
	}
	if len(random) < 2 || len(counters) < 2 {
		t.Errorf("over 4 runs, %d random values with -counter alone and %d counter starts with -random alone; want them random", len(random), len(counters))
	}
}

func TestGenerate_SeedIsReproducibleAndDocumented(t *testing.T) {
	useForbiddenDefault(t)
	a := runMain(t, "", "generate", "-n", "3", "-at", "1700000000", "-seed", "users-2024")
	b := runMain(t, "", "generate", "-n", "3", "-at", "1700000000", "-seed", "users-2024")
	// SeedFixture("users-2024") is e08222b698 and counter 10245744 (0x9c5670).
	want := "6553f100e08222b6989c5670\n6553f100e08222b6989c5671\n6553f100e08222b6989c5672\n"
	if a != (outcome{stdout: want}) || b != a {
		t.Errorf("got %+v then %+v, want stdout %q twice", a, b, want)
	}
	other := runMain(t, "", "generate", "-n", "3", "-at", "1700000000", "-seed", "users-2025")
	if other.status != exitOK || other.stdout == want {
		t.Errorf("another seed: %+v, want other IDs", other)
	}
}

func TestGenerate_SpreadEvenOverDays(t *testing.T) {
	useForbiddenDefault(t)
	got := runMain(t, "", "generate", "-n", "4", "-from", "2024-01-01T00:00:00Z", "-to", "2024-01-05T00:00:00Z",
		"-random", "3f2a91c8d4", "-counter", "12345")
	want := "659200803f2a91c8d4003039\n659352003f2a91c8d400303a\n6594a3803f2a91c8d400303b\n6595f5003f2a91c8d400303c\n"
	if got != (outcome{stdout: want}) {
		t.Errorf("got %+v, want stdout %q", got, want)
	}
}

func TestGenerate_SpreadRandomWithSeedIsReproducible(t *testing.T) {
	args := []string{"generate", "-n", "5", "-from", "2024-01-01T00:00:00Z", "-to", "1704153600", "-spread", "random", "-seed", "users-2024"}
	got := runMain(t, "", args...)
	// The timestamps of core's fixed vector for this seed and day.
	var want strings.Builder
	for i, sec := range []uint32{1704070883, 1704081591, 1704089288, 1704093703, 1704117197} {
		want.WriteString(core.FromParts(sec, [5]byte{0xe0, 0x82, 0x22, 0xb6, 0x98}, 10245744+uint32(i)).Hex() + "\n")
	}
	if got != (outcome{stdout: want.String()}) {
		t.Errorf("got %+v, want stdout %q", got, want.String())
	}
	if again := runMain(t, "", args...); again != got {
		t.Errorf("second run %+v, want the first again", again)
	}
}

func TestGenerate_FixtureFlagsRefuseBadValuesWithTheRule(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		status int
		want   string
	}{
		{"short random", []string{"-random", "3f2a91c8"}, exitBad,
			`objectid: -random: invalid random value: "3f2a91c8" has 8 characters, want 10 hex digits (5 bytes), such as 3f2a91c8d4` + "\n"},
		{"counter too big", []string{"-counter", "16777216"}, exitBad,
			"objectid: -counter: invalid counter: 16777216 is more than 16777215, want 0 … 16777215 (0x000000 … 0xffffff): the counter has 3 bytes\n"},
		{"empty seed", []string{"-seed", ""}, exitBad,
			"objectid: -seed: invalid seed: empty, want a text to derive the random value and counter from\n"},
		{"bad spread", []string{"-from", "0", "-to", "10", "-spread", "uniform"}, exitBad,
			`objectid: -spread: unknown spread: "uniform", want even or random` + "\n"},
		{"bad from", []string{"-from", "the day before", "-to", "10"}, exitBad, "objectid: -from: invalid time: "},
		{"span too short", []string{"-n", "16777217", "-from", "1700000000", "-to", "1700000001"}, exitBad,
			"objectid: -n 16777217 -from 1700000000 -to 1700000001: span too short: 16777217 unique IDs need at least 2 whole seconds, and 2023-11-14T22:13:20Z … 2023-11-14T22:13:21Z holds 1 (one random value gives 16777216 unique IDs per second)\n"},
		{"seed with random", []string{"-seed", "x", "-random", "3f2a91c8d4"}, exitUsage,
			"objectid: generate: -seed derives the random value and counter start; give either -seed or -random and -counter; run 'objectid help generate' for its usage\n"},
		{"from without to", []string{"-from", "0"}, exitUsage, "objectid: generate: -from and -to go together"},
		{"at with a span", []string{"-at", "0", "-from", "0", "-to", "5"}, exitUsage, "objectid: generate: -at gives every ID one time"},
		{"spread without a span", []string{"-spread", "random"}, exitUsage, "objectid: generate: -spread needs -from and -to; run 'objectid help generate' for its usage\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runMain(t, "", append([]string{"generate"}, tt.args...)...)
			if got.status != tt.status || got.stdout != "" || !strings.Contains(got.stderr, tt.want) {
				t.Errorf("got %+v, want status %d and stderr with %q", got, tt.status, tt.want)
			}
		})
	}
}

func TestGenerateHelp_SaysFixedIDsAreNotRandom(t *testing.T) {
	help := runMain(t, "", "help", "generate").stdout
	for _, want := range []string{"-random HEX10", "-counter N", "-seed TEXT", "reproducible, not random", "-from TIME", "-spread MODE", `"objectid-generator seed v1:"`} {
		if !strings.Contains(help, want) {
			t.Errorf("help generate lacks %q:\n%s", want, help)
		}
	}
	if usage := runMain(t, "").stderr; !strings.Contains(usage, "reproducible, not random") {
		t.Errorf("usage lacks that fixed IDs are not random:\n%s", usage)
	}
}

func TestGenerate_SpreadUpToTheEndOfTheLastSecond(t *testing.T) {
	got := runMain(t, "", "generate", "-n", "2", "-from", "2106-02-07T06:28:14Z", "-to", "2106-02-07T06:28:16Z", "-random", "3f2a91c8d4", "-counter", "0")
	want := "fffffffe3f2a91c8d4000000\nffffffff3f2a91c8d4000001\n"
	if got != (outcome{stdout: want}) {
		t.Errorf("got %+v, want stdout %q", got, want)
	}
}
