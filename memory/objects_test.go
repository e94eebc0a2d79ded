package memory

import (
	"errors"
	"strings"
	"testing"
)

func TestReadObjects(t *testing.T) {
	in := strings.Join([]string{
		`{"a":"x","b":"y"}`,
		``,
		`[1,2]`,
		`{"a":1}`,
		`{"a":"  "}`,
		`null`,
		`{"b":"only b"}`,
	}, "\n")
	var got []string
	err := ReadObjects(strings.NewReader(in), "f.jsonl", func(o *Object) {
		var a, b string
		o.String("a", &a, true)
		o.String("b", &b, false)
		if o.OK() {
			got = append(got, a+"/"+b)
		}
	})
	if len(got) != 1 || got[0] != "x/y" {
		t.Errorf("objects accepted: %v", got)
	}
	var el *ErrorList
	if !errors.As(err, &el) {
		t.Fatalf("want *ErrorList, got %v", err)
	}
	want := []string{
		"f.jsonl:3: invalid JSON",
		"f.jsonl:4: a: want a string, got 1",
		"f.jsonl:5: a: empty",
		"f.jsonl:6: invalid JSON: not an object",
		"f.jsonl:7: a: missing",
	}
	if len(el.Errs) != len(want) {
		t.Fatalf("got %d problems:\n%v", len(el.Errs), el)
	}
	for i, w := range want {
		if !strings.HasPrefix(el.Errs[i].Error(), w) {
			t.Errorf("problem %d = %q, want prefix %q", i, el.Errs[i], w)
		}
	}
}

func TestReadObjectsLongLineAndCap(t *testing.T) {
	long := `{"a":"` + strings.Repeat("x", MaxLineBytes) + `"}`
	err := ReadObjects(strings.NewReader("{}\n"+long+"\n"), "big", func(o *Object) {})
	if err == nil || !strings.Contains(err.Error(), "big:2: line longer than") {
		t.Errorf("long line: %v", err)
	}
	calls := 0
	err = ReadObjects(strings.NewReader(strings.Repeat("{}\n", MaxErrors+20)), "many", func(o *Object) {
		calls++
		o.Fail("x", "bad")
	})
	var el *ErrorList
	if !errors.As(err, &el) || !el.Truncated || len(el.Errs) != MaxErrors || calls != MaxErrors+1 {
		t.Errorf("cap: calls %d, err %v", calls, err)
	}
}
