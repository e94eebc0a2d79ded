//go:build !race

package l9

const raceEnabled = false
