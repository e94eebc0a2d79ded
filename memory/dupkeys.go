package memory

import (
	"bytes"
	"encoding/json"
)

// DuplicateKey returns the first key that occurs twice among the top-level
// keys of the JSON object b (encoding/json would silently keep the last).
// It reports false when b has no duplicate or is not a well-formed object
// (the caller's decoder reports that).
func DuplicateKey(b []byte) (string, bool) {
	dec := json.NewDecoder(bytes.NewReader(b))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return "", false
	}
	seen := map[string]bool{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return "", false
		}
		k, ok := t.(string)
		if !ok {
			return "", false
		}
		if seen[k] {
			return k, true
		}
		seen[k] = true
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return "", false
		}
	}
	return "", false
}
