package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func TestDispatchAndExitCodes(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{nil, exitUsage, "no command given"},
		{[]string{"frobnicate"}, exitUsage, `unknown command "frobnicate"`},
		{[]string{"help"}, exitOK, ""},
		{[]string{"prereg"}, exitUsage, "usage: l9 prereg"},
		{[]string{"prereg", "verify", "--file", "testdata/does-not-exist.toml"}, exitPrereg, "cannot read"},
	} {
		var out, errb bytes.Buffer
		err := run(context.Background(), tc.args, strings.NewReader(""), &out, &errb)
		var msg bytes.Buffer
		if got := exitCode(err, &msg); got != tc.code {
			t.Errorf("%v: exit %d, want %d (%v)", tc.args, got, tc.code, err)
		}
		if !strings.Contains(msg.String(), tc.want) {
			t.Errorf("%v: message %q lacks %q", tc.args, msg.String(), tc.want)
		}
	}
}

func TestHelpListsEveryCommand(t *testing.T) {
	var out bytes.Buffer
	if err := run(context.Background(), []string{"help"}, nil, &out, &out); err != nil {
		t.Fatal(err)
	}
	for _, c := range commands() {
		if !strings.Contains(out.String(), "  "+c.name+" ") {
			t.Errorf("help lacks %s", c.name)
		}
	}
}

func TestPreregVerifyCommitted(t *testing.T) {
	var out, errb bytes.Buffer
	err := run(context.Background(), []string{"prereg", "verify", "--file", "../../prereg/L9.toml"}, nil, &out, &errb)
	if err != nil {
		t.Fatalf("committed registration fails verification: %v", err)
	}
	if !strings.HasPrefix(out.String(), "ok ") {
		t.Errorf("output %q", out.String())
	}
}
