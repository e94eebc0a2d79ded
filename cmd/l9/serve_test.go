package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestServeRefusesUnsafeSetups(t *testing.T) {
	dir := t.TempDir()
	loose := filepath.Join(dir, "loose")
	os.WriteFile(loose, []byte("0123456789abcdef0123\n"), 0o644)
	short := filepath.Join(dir, "short")
	os.WriteFile(short, []byte("abc\n"), 0o600)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--addr", "0.0.0.0:0"}, "is not a loopback address: a server reachable from other machines requires --token-file"},
		{[]string{"--addr", ":0"}, "is not a loopback address"},
		{[]string{"--addr", "192.168.1.10:7070"}, "is not a loopback address"},
		{[]string{"--addr", "127.0.0.1:0", "--token-file", loose}, "readable or writable by group or others"},
		{[]string{"--addr", "127.0.0.1:0", "--token-file", short}, "token shorter than 16 bytes"},
		{[]string{"--addr", "127.0.0.1"}, "missing port"},
		{[]string{"--max-body", "0"}, "--max-body 0"},
		{[]string{"--write-timeout", "0s"}, "--write-timeout 0s"},
	} {
		_, errs, code := stRun(t, append([]string{"serve", "--db", filepath.Join(dir, "none.db")}, c.args...)...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("serve %v: exit %d, want 2 and %q:\n%s", c.args, code, c.want, errs)
		}
	}
	// An explicitly named store that does not exist is an error, not a
	// store-less server.
	_, errs, code := stRun(t, "serve", "--addr", "127.0.0.1:0", "--db", filepath.Join(dir, "none.db"))
	if code != 2 || !strings.Contains(errs, "no store at") {
		t.Errorf("missing --db: exit %d %s", code, errs)
	}
	if ok, _ := serveLoopback("localhost:1"); !ok {
		t.Error("localhost is loopback")
	}
	if ok, _ := serveLoopback("[::1]:1"); !ok {
		t.Error("::1 is loopback")
	}
}

// serveStart runs the built binary's `l9 serve` on a free loopback port and
// returns the process, its base URL and a reader of the rest of its stderr.
func serveStart(t *testing.T, bin string, args ...string) (*exec.Cmd, string, *bufio.Reader) {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"serve", "--addr", "127.0.0.1:0"}, args...)...)
	cmd.Env = append(os.Environ(), "L9_READONLY=")
	pr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	br := bufio.NewReader(pr)
	line, err := br.ReadString('\n')
	if err != nil {
		t.Fatalf("no listening line: %v %q", err, line)
	}
	m := regexp.MustCompile(`listening on (http://\S+)`).FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("unexpected first line %q", line)
	}
	return cmd, m[1], br
}

// TestServeGracefulShutdown sends SIGTERM to the real binary while a request
// is in flight (its body half sent): the request still completes with 200,
// new connections are refused, and the process exits 0.
func TestServeGracefulShutdown(t *testing.T) {
	bin := mcpBinary(t)
	db := mcpStore(t)
	tokFile := filepath.Join(t.TempDir(), "token")
	const tok = "graceful-shutdown-token-42"
	os.WriteFile(tokFile, []byte(tok+"\n"), 0o600)
	cmd, base, stderr := serveStart(t, bin, "--db", db, "--token-file", tokFile)

	// An authorised request works; an unauthorised one is a JSON 401.
	req, _ := http.NewRequest("GET", base+"/v1/health", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != 401 {
		t.Fatalf("no token: %v %v", err, resp)
	}
	resp.Body.Close()

	// Start a request whose body is still being written.
	addr := strings.TrimPrefix(base, "http://")
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	body := mcpFixture
	fmt.Fprintf(conn, "POST /v1/detect HTTP/1.1\r\nHost: %s\r\nAuthorization: Bearer %s\r\nContent-Type: application/x-ndjson\r\nContent-Length: %d\r\n\r\n", addr, tok, len(body))
	half := len(body) / 2
	if _, err := io.WriteString(conn, body[:half]); err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond) // the server has the request in flight

	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	line, _ := stderr.ReadString('\n')
	if !strings.Contains(line, "shutting down") {
		t.Fatalf("after SIGTERM: %q", line)
	}
	// New connections are refused once shutdown began (the listener closes
	// right after the message; poll for it, the in-flight request waits).
	refused := false
	for i := 0; i < 100 && !refused; i++ {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err != nil {
			refused = true
			break
		}
		c.Close()
		time.Sleep(20 * time.Millisecond)
	}
	if !refused {
		t.Error("new connections still accepted 2 s after SIGTERM")
	}
	// The in-flight request completes.
	if _, err := io.WriteString(conn, body[half:]); err != nil {
		t.Fatal(err)
	}
	conn.SetReadDeadline(time.Now().Add(20 * time.Second))
	resp, err = http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("in-flight request lost: %v", err)
	}
	var out struct {
		Candidates []json.RawMessage `json:"candidates"`
	}
	err = json.NewDecoder(resp.Body).Decode(&out)
	resp.Body.Close()
	if resp.StatusCode != 200 || err != nil || len(out.Candidates) != 1 {
		t.Fatalf("in-flight request: %d %v %d candidates", resp.StatusCode, err, len(out.Candidates))
	}
	rest, _ := io.ReadAll(stderr)
	if err := cmd.Wait(); err != nil {
		t.Fatalf("exit: %v\n%s", err, rest)
	}
	if !strings.Contains(string(rest), "l9 serve: stopped") {
		t.Errorf("stderr after shutdown: %s", rest)
	}
}

// TestServeReadTimeout: a client that stops sending its body is cut off
// after --read-timeout instead of holding a connection (and a slot) forever.
func TestServeReadTimeout(t *testing.T) {
	bin := mcpBinary(t)
	_, base, _ := serveStart(t, bin, "--db", mcpStore(t), "--read-timeout", "300ms")
	addr := strings.TrimPrefix(base, "http://")
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /v1/detect HTTP/1.1\r\nHost: %s\r\nContent-Length: 1000\r\n\r\n{\"id\":", addr)
	start := time.Now()
	conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	b, err := io.ReadAll(conn) // the server closes the connection
	if err != nil {
		t.Fatalf("read: %v (the server did not close the stalled connection)", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("stalled connection held for %v", d)
	}
	if !strings.HasPrefix(string(b), "HTTP/1.1 408") || !strings.Contains(string(b), `"code":"REQUEST_TIMEOUT"`) {
		t.Errorf("stalled body: want a JSON 408, got %q", b)
	}
}
