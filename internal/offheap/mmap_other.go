//go:build !unix

package offheap

type mapping struct{}

func (mapping) free() {}

func mapBytes(n int) ([]byte, bool) { return nil, false }

func mappingOf(b []byte) (mapping, bool) { return mapping{}, false }

func isMapped(b []byte) bool { return false }

func unmapBytes(b []byte) {}
