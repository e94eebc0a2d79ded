//go:build race

package l9

// raceEnabled: the race detector slows the real pipeline ~10×; the heaviest
// tests do less under it (what they skip runs in the plain `go test`).
const raceEnabled = true
